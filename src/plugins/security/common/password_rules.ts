import { PASSWORD_MIN_LENGTH } from './constants';

/** SPEC section 5, "Password instruction": the help text under a new-password field. */
export const PASSWORD_INSTRUCTION =
  'Password should be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one digit, and one special character.';

export interface PasswordPolicy {
  /** Replaces the built-in rule (as OpenSearch's `password_validation_regex`). */
  regex?: RegExp;
  /** The message shown when the password breaks the rule (as `password_validation_error_message`). */
  message?: string;
}

function meetsDefaultRule(password: string): boolean {
  return (
    Array.from(password).length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{Nd}\s]/u.test(password)
  );
}

/** Returns the policy's message when the password breaks it, else null. */
export function validatePassword(password: string, policy: PasswordPolicy = {}): string | null {
  const ok = policy.regex
    ? new RegExp(policy.regex.source, policy.regex.flags.replace('g', '')).test(password)
    : meetsDefaultRule(password);
  return ok ? null : (policy.message ?? PASSWORD_INSTRUCTION);
}
