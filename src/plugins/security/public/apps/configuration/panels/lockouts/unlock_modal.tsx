import React, { useId, useState } from 'react';
import { EuiCallOut, EuiConfirmModal, EuiSpacer, EuiText } from '@elastic/eui';
import { fetchErrorMessage } from '../../../../../../../core/public';
import type { Lockout } from '../../../../../common/lockouts';
import { entryText } from './lockout_texts';

export interface UnlockModalProps {
  entry: Lockout;
  /** The unlock itself; the modal stays open with the server's message when it fails. */
  onConfirm(): Promise<unknown>;
  onDone(): void;
  onCancel(): void;
}

/** Asks before an unlock: it lets a possible guesser try again at once. */
export const UnlockModal: React.FC<UnlockModalProps> = ({ entry, onConfirm, onDone, onCancel }) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const titleId = `${useId()}-title`;
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      onDone();
    } catch (failure) {
      console.error(failure);
      setError(fetchErrorMessage(failure) ?? `The ${entryText(entry)} could not be unlocked.`);
      setBusy(false);
    }
  };
  return (
    <EuiConfirmModal
      title={`Unlock ${entry.name}?`}
      titleProps={{ id: titleId }}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
      cancelButtonText="Cancel"
      confirmButtonText="Unlock"
      buttonColor="primary"
      defaultFocusedButton="cancel"
      isLoading={busy}
      data-test-subj="unlockLockoutModal"
    >
      <EuiText size="s">
        <p>
          The {entryText(entry)} may log in again at once: its {entry.failures} counted failed login
          {entry.failures === 1 ? ' is' : 's are'} forgotten. Unlock only when you know who failed, as a password
          guesser gets a fresh start too.
        </p>
      </EuiText>
      {error && (
        <>
          <EuiSpacer size="m" />
          <EuiCallOut color="danger" iconType="error" title={error} size="s" data-test-subj="unlockLockoutError" />
        </>
      )}
    </EuiConfirmModal>
  );
};
