import React from 'react';
import { EuiProgress, EuiSpacer, EuiText } from '@elastic/eui';
import { PasswordRow } from '../../../../password_row';
import { passwordStrength, type PasswordStrength } from './password_strength';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

/** The built-in password rule's words (PASSWORD_INSTRUCTION), in the page's language. */
const passwordInstruction = () => i18n.translate(messages.passwordInstruction);

/** The English texts, as the tests read them; the fields show them in the loaded locale. */
export const REPEAT_PASSWORD_HELP = 'The password must be identical to what you entered above.';
export const PASSWORD_MISMATCH = 'The passwords do not match.';
export const PASSWORD_REQUIRED = 'Enter a password for the new user.';

function strengthLabel(strength: PasswordStrength): string {
  if (strength === 'Weak') return i18n.translate(messages.passwordStrengthWeak);
  if (strength === 'Fair') return i18n.translate(messages.passwordStrengthFair);
  return i18n.translate(messages.passwordStrengthStrong);
}

const METER: Record<PasswordStrength, { value: number; color: 'danger' | 'warning' | 'success' }> = {
  Weak: { value: 1, color: 'danger' },
  Fair: { value: 2, color: 'warning' },
  Strong: { value: 3, color: 'success' },
};

/** A field of the new password: a password manager offers one, the eye shows it, an error flags it. */
const NewPasswordRow: React.FC<
  Omit<React.ComponentProps<typeof PasswordRow>, 'autoComplete' | 'isInvalid' | 'dual'>
> = (props) => <PasswordRow {...props} autoComplete="new-password" isInvalid={!!props.error} dual />;

export interface PasswordFieldsProps {
  password: string;
  repeat: string;
  onPasswordChange(value: string): void;
  onRepeatChange(value: string): void;
  /** Editing: an empty password keeps the current one. */
  optional: boolean;
  /** Set after a Save attempt without a required password. */
  missing: boolean;
  /** The server's refusal of the password (too weak, ...), in words, under the field. */
  serverError?: string;
}

export const PasswordFields: React.FC<PasswordFieldsProps> = ({
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
  optional,
  missing,
  serverError,
}) => {
  const strength = passwordStrength(password);
  // Flagged as soon as the second field holds something that differs, not only on Save.
  const mismatch = repeat !== '' && repeat !== password;
  return (
    <>
      <NewPasswordRow
        label={i18n.translate(messages.passwordLabel)}
        // A refusal from the server says what is wrong in place of the rules (never both, the same words twice).
        helpText={
          serverError
            ? undefined
            : optional
              ? `${passwordInstruction()} ${i18n.translate(messages.passwordUnchangedHelp)}`
              : passwordInstruction()
        }
        value={password}
        onChange={onPasswordChange}
        error={missing ? i18n.translate(messages.passwordRequired) : serverError}
        data-test-subj="passwordInput"
      />
      {strength && (
        <div data-test-subj="passwordStrength">
          <EuiSpacer size="xs" />
          <EuiProgress
            value={METER[strength].value}
            max={3}
            color={METER[strength].color}
            size="s"
            aria-label={i18n.translate(messages.passwordStrength, { strength: strengthLabel(strength) })}
          />
          <EuiText size="xs">
            <p>{i18n.translate(messages.passwordStrength, { strength: strengthLabel(strength) })}</p>
          </EuiText>
        </div>
      )}
      <NewPasswordRow
        label={i18n.translate(messages.passwordRepeatLabel)}
        helpText={i18n.translate(messages.passwordRepeatHelp)}
        value={repeat}
        onChange={onRepeatChange}
        error={mismatch ? i18n.translate(messages.passwordMismatch) : undefined}
        data-test-subj="repeatPasswordInput"
      />
    </>
  );
};
