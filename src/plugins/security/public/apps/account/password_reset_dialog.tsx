import React, { useId, useState } from 'react';
import { EuiCallOut, EuiSpacer } from '@elastic/eui';
import { ModalFrame, i18n } from '../../../../../core/public';
import { PasswordRow } from '../password_row';
import { errorStatus, serverMessage } from './errors';
import type { AccountApi } from './types';
import { useDialogSubmit } from './use_dialog_submit';
import messages from './dialogs.messages.json';

const invalidCurrentPassword = () => i18n.translate(messages.accountPasswordResetInvalidCurrentPassword);
const resetPasswordFailed = () => i18n.translate(messages.accountPasswordResetFailed);

export function resetPasswordTitle(username: string): string {
  return i18n.translate(messages.accountPasswordResetTitle, { username });
}

export interface PasswordResetDialogProps {
  api: Pick<AccountApi, 'login' | 'updatePassword'>;
  username: string;
  onClose(): void;
  /** Ends the session once the password has changed (the old session must not outlive it). */
  onLogOut(): Promise<void>;
}

/** The three fields, in order; the browser's password manager is told which is the current one. */
type PasswordField = 'current' | 'new' | 'repeat';

const fields = (): ReadonlyArray<{ name: PasswordField; label: string; helpText: string; testSubj: string }> => [
  {
    name: 'current',
    label: i18n.translate(messages.accountPasswordResetCurrentPasswordLabel),
    helpText: i18n.translate(messages.accountPasswordResetCurrentPasswordHelp),
    testSubj: 'current-password',
  },
  {
    name: 'new',
    label: i18n.translate(messages.accountPasswordResetNewPasswordLabel),
    // The rule's words (PASSWORD_INSTRUCTION); the server's refusal says them in English.
    helpText: i18n.translate(messages.accountPasswordResetNewPasswordHelp),
    testSubj: 'new-password',
  },
  {
    name: 'repeat',
    label: i18n.translate(messages.accountPasswordResetRepeatPasswordLabel),
    helpText: i18n.translate(messages.accountPasswordResetRepeatPasswordHelp),
    testSubj: 'reenter-new-password',
  },
];

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
      (e) => (errorStatus(e) === 401 ? invalidCurrentPassword() : (serverMessage(e) ?? resetPasswordFailed()))
    );
    if (!verified) return;
    const updated = await step(
      'Password update failed.',
      () => api.updatePassword(values.current, values.new),
      (e) => serverMessage(e) ?? resetPasswordFailed()
    );
    if (updated) await onLogOut();
  };

  return (
    <ModalFrame
      title={resetPasswordTitle(username)}
      onClose={onClose}
      onSubmit={submit}
      cancelTestSubj="reset-password-cancel"
      confirm={{
        label: i18n.translate(messages.accountPasswordResetResetButton),
        isDisabled: !canSubmit,
        isLoading: busy,
        'data-test-subj': 'reset-password-submit',
      }}
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
      {fields().map((field) => (
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
