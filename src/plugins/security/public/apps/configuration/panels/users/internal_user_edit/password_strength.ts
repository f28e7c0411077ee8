import { PASSWORD_MIN_LENGTH } from '../../../../../../common/constants';

export type PasswordStrength = 'Weak' | 'Fair' | 'Strong';

/** Length of a strong password: half again the minimum, rounded up. */
export const STRONG_PASSWORD_LENGTH = 12;

/** How many of lowercase, uppercase, digit and other (special) characters the password uses. */
export function characterClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}\s]/u].filter((pattern) => pattern.test(password)).length;
}

/**
 * A guide for the person typing, not a rule (the server enforces the rule): shorter than the
 * minimum or two kinds of characters or fewer is Weak; 12+ characters of all four kinds is
 * Strong; anything between is Fair.
 */
export function passwordStrength(password: string): PasswordStrength | undefined {
  if (password === '') return undefined;
  const length = Array.from(password).length;
  const classes = characterClasses(password);
  if (length < PASSWORD_MIN_LENGTH || classes <= 2) return 'Weak';
  if (length >= STRONG_PASSWORD_LENGTH && classes === 4) return 'Strong';
  return 'Fair';
}
