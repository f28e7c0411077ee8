import React, { useId, useState } from 'react';
import { EuiCallOut, EuiSpacer } from '@elastic/eui';
import { ModalFrame } from '../../../../../core/public';
import { PASSWORD_INSTRUCTION } from '../../../common/password_rules';
import { PasswordRow } from '../password_row';
import { errorStatus, serverMessage } from './errors';
import type { AccountApi } from './types';
import { useDialogSubmit } from './use_dialog_submit';

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

/** The three fields, in order; the browser's password manager is told which is the current one. */
const FIELDS = [
  { name: 'current', label: 'Current password', helpText: CURRENT_PASSWORD_HELP, testSubj: 'current-password' },
  { name: 'new', label: 'New password', helpText: PASSWORD_INSTRUCTION, testSubj: 'new-password' },
  { name: 'repeat', label: 'Re-enter new password', helpText: REENTER_PASSWORD_HELP, testSubj: 'reenter-new-password' },
] as const;

type PasswordField = (typeof FIELDS)[number]['name'];

/** SPEC 2.4: verify the current password, then update it, then log out (SPEC 4 order). */
export const PasswordResetDialog: React.FC<PasswordResetDialogProps> = ({ api, username, onClose, onLogOut }) => {
  const [values, setValues] = useState<Record<PasswordField, string>>({ current: '', new: '', repeat: '' });
  const { error, setError, busy, setBusy, step } = useDialogSubmit();
  // Own ids: each field's label and help must point at that field alone.
  const id = useId();

  // Checked as the user types, so a typo shows before they press Reset.
  const mismatch = values.repeat !== '' && values.repeat !== values.new;
  const canSubmit = values.current !== '' && values.new !== '' && values.repeat !== '' && !mismatch && !busy;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setError(undefined);
    const verified = await step(
      'Current password verification failed.',
      () => api.login(username, values.current),
      // A refusal is about the current password here, not "username or password" as the login
      // route words it; anything else (a lock-out, an outage) keeps the server's own message.
      (e) => (errorStatus(e) === 401 ? INVALID_CURRENT_PASSWORD : (serverMessage(e) ?? RESET_PASSWORD_FAILED))
    );
    if (!verified) return;
    const updated = await step(
      'Password update failed.',
      () => api.updatePassword(values.current, values.new),
      (e) => serverMessage(e) ?? RESET_PASSWORD_FAILED
    );
    if (updated) await onLogOut();
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
      {FIELDS.map((field) => (
        <PasswordRow
          key={field.name}
          id={`${id}-${field.name}`}
          label={field.label}
          helpText={field.helpText}
          autoComplete={field.name === 'current' ? 'current-password' : 'new-password'}
          value={values[field.name]}
          onChange={(value) => setValues((previous) => ({ ...previous, [field.name]: value }))}
          isInvalid={field.name === 'repeat' ? mismatch : undefined}
          data-test-subj={field.testSubj}
        />
      ))}
    </ModalFrame>
  );
};
