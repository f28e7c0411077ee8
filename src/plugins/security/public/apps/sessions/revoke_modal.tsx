import React, { useState } from 'react';
import { EuiCallOut, EuiConfirmModal, EuiSpacer, EuiText } from '@elastic/eui';
import { fetchErrorMessage } from '../../../../../core/public';
import type { RevokeSessionsResponse } from '../../../common/sessions';

export interface RevokeModalProps {
  title: string;
  body: React.ReactNode;
  confirmLabel: string;
  /** The revoke itself; the modal stays open with the server's message when it fails. */
  onConfirm(): Promise<RevokeSessionsResponse>;
  onDone(result: RevokeSessionsResponse): void;
  onCancel(): void;
}

/** Asks before any session is ended: a revoke logs someone out at once and cannot be undone. */
export const RevokeModal: React.FC<RevokeModalProps> = ({ title, body, confirmLabel, onConfirm, onDone, onCancel }) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onDone(await onConfirm());
    } catch (failure) {
      console.error(failure);
      setError(fetchErrorMessage(failure) ?? 'The sessions could not be revoked.');
      setBusy(false);
    }
  };
  return (
    <EuiConfirmModal
      title={title}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
      cancelButtonText="Cancel"
      confirmButtonText={confirmLabel}
      buttonColor="danger"
      defaultFocusedButton="cancel"
      isLoading={busy}
      data-test-subj="revokeSessionsModal"
    >
      <EuiText size="s">{body}</EuiText>
      {error && (
        <>
          <EuiSpacer size="m" />
          <EuiCallOut color="danger" iconType="error" title={error} size="s" data-test-subj="revokeSessionsError" />
        </>
      )}
    </EuiConfirmModal>
  );
};
