import React, { useId, useState } from 'react';
import { EuiConfirmModal, EuiText } from '@elastic/eui';
import { fetchErrorMessage, i18n } from '../../../../../../core/public';
import { ErrorCallout } from './error_callout';

export interface ActionConfirmModalProps<Result> {
  title: string;
  body: React.ReactNode;
  confirmLabel: string;
  buttonColor: 'primary' | 'danger';
  /** The action itself; the modal stays open with the server's message when it fails. */
  onConfirm(): Promise<Result>;
  onDone(result: Result): void;
  onCancel(): void;
  /** Shown when the failure carries no message of the server's. */
  failureText: string;
  /** The modal's test id; its error's is the same with `Modal` read as `Error`. */
  'data-test-subj': string;
}

/**
 * Asks before an action that cannot wait to be undone (an unlock, a revoke), runs it with the
 * confirm button busy, and keeps the dialog open with the reason when it fails.
 */
export function ActionConfirmModal<Result>({
  title,
  body,
  confirmLabel,
  buttonColor,
  onConfirm,
  onDone,
  onCancel,
  failureText,
  'data-test-subj': testSubj,
}: ActionConfirmModalProps<Result>): React.ReactElement {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // The dialog is named by its title, for screen readers.
  const titleId = `${useId()}-title`;
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onDone(await onConfirm());
    } catch (failure) {
      console.error(failure);
      setError(fetchErrorMessage(failure) ?? failureText);
      setBusy(false);
    }
  };
  return (
    <EuiConfirmModal
      title={title}
      titleProps={{ id: titleId }}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
      cancelButtonText={i18n.translate('security.utils.confirmModal.cancelButton', { defaultMessage: 'Cancel' })}
      confirmButtonText={confirmLabel}
      buttonColor={buttonColor}
      defaultFocusedButton="cancel"
      isLoading={busy}
      data-test-subj={testSubj}
    >
      <EuiText size="s">{body}</EuiText>
      <ErrorCallout error={error} size="s" data-test-subj={testSubj.replace(/Modal$/, 'Error')} />
    </EuiConfirmModal>
  );
}
