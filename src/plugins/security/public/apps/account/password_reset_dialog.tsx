import React, { useId, useState } from 'react';
import { EuiCallOut, EuiSpacer } from '@elastic/eui';
import { ModalFrame } from '../../../../../core/public';
import { PASSWORD_INSTRUCTION } from '../../../common/password_rules';
import { PasswordRow } from '../password_row';
import { errorStatus, logError, serverMessage } from './errors';
import type { AccountApi } from './types';

export const CURRENT_PASSWORD_HELP = 'Verify your account by entering your current password.';
export const REENTER_PASSWORD_HELP = 'The password must be identical to what you entered above.';
export const INVALID_CURRENT_PASSWORD = 'Invalid current password.';
export const RESET_PASSWORD_FAILED = 'Failed to reset password.';

export function resetPasswordTitle(username: string): string {
  return `Reset password for "${username}"`;
}

export interface PasswordResetDialogProps {
  api: Pick<AccountApi, 'login' | 'updatePassword'>;
  username: string;
  onClose(): void;
  /** Ends the session once the password has changed (the old session must not outlive it). */
  onLogOut(): Promise<void>;
}

/** SPEC 2.4: verify the current password, then update it, then log out (SPEC 4 order). */
export const PasswordResetDialog: React.FC<PasswordResetDialogProps> = ({ api, username, onClose, onLogOut }) => {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Own ids: each field's label and help must point at that field alone.
  const id = useId();

  // Checked as the user types, so a typo shows before they press Reset.
  const mismatch = repeatPassword !== '' && repeatPassword !== newPassword;
  const canSubmit = currentPassword !== '' && newPassword !== '' && repeatPassword !== '' && !mismatch && !busy;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setError(undefined);
    try {
      await api.login(username, currentPassword);
    } catch (e) {
      logError('Current password verification failed.', e);
      // A refusal is about the current password here, not "username or password" as the login
      // route words it; anything else (a lock-out, an outage) keeps the server's own message.
      setError(errorStatus(e) === 401 ? INVALID_CURRENT_PASSWORD : (serverMessage(e) ?? RESET_PASSWORD_FAILED));
      setBusy(false);
      return;
    }
    try {
      await api.updatePassword(currentPassword, newPassword);
    } catch (e) {
      logError('Password update failed.', e);
      setError(serverMessage(e) ?? RESET_PASSWORD_FAILED);
      setBusy(false);
      return;
    }
    await onLogOut();
  };

  return (
    <ModalFrame
      title={resetPasswordTitle(username)}
      onClose={onClose}
      onSubmit={submit}
      cancelTestSubj="reset-password-cancel"
      confirm={{ label: 'Reset', isDisabled: !canSubmit, isLoading: busy, 'data-test-subj': 'reset-password-submit' }}
      data-test-subj="reset-password-dialog"
    >
      {/* SPEC 2.4: errors are a red callout, at the top of the form where it is seen first. */}
      {error !== undefined && (
        <>
          <EuiCallOut
            color="danger"
            iconType="error"
            title={error}
            role="alert"
            data-test-subj="reset-password-error"
          />
          <EuiSpacer size="m" />
        </>
      )}
      <PasswordRow
        id={`${id}-current`}
        label="Current password"
        helpText={CURRENT_PASSWORD_HELP}
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
        data-test-subj="current-password"
      />
      <PasswordRow
        id={`${id}-new`}
        label="New password"
        helpText={PASSWORD_INSTRUCTION}
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
        data-test-subj="new-password"
      />
      <PasswordRow
        id={`${id}-repeat`}
        label="Re-enter new password"
        helpText={REENTER_PASSWORD_HELP}
        autoComplete="new-password"
        value={repeatPassword}
        onChange={setRepeatPassword}
        isInvalid={mismatch}
        data-test-subj="reenter-new-password"
      />
    </ModalFrame>
  );
};
