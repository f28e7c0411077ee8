import { ConfigError, SERVER_URL, type OperatorNotice } from '../../../../core/server';
import { randomInt } from 'crypto';
import { validatePassword, type PasswordPolicy } from '../../common/password_rules';

export const ADMIN_PASSWORD_ENV = 'SECURITY_ADMIN_PASSWORD';
export const GENERATED_PASSWORD_LENGTH = 24;

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
// Symbols that survive being pasted into a shell or a YAML file unquoted.
const SYMBOLS = '!#%+-=@^_~';

/**
 * A strong random password that meets the default password rule (one of each class), without
 * look-alike characters (0/O, 1/l/I), as people copy it from a terminal.
 */
export function generateAdminPassword(length = GENERATED_PASSWORD_LENGTH): string {
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[randomInt(set.length)];
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  // Fisher-Yates, so the guaranteed classes are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export function generatedPasswordNotice(password: string): string {
  return `The admin password for this new data dir is: ${password}`;
}

/** The framed block printed after the ready line on a first start (issue 44). */
export function generatedPasswordBlock(password: string): OperatorNotice {
  return {
    title: 'First start: sign in as the administrator',
    lines: [
      `URL:       ${SERVER_URL}`,
      'User:      admin',
      `Password:  ${password}`,
      '',
      'The password is shown once: save it now.',
    ],
  };
}

/**
 * The admin password for seeding a fresh data dir: SECURITY_ADMIN_PASSWORD, or a generated one
 * that is announced (once: only a fresh data dir asks). A given password must meet the same rule
 * as every other user's: the most powerful account must not be the one with the weakest password.
 * The refusal stops the start before anything is seeded and never repeats the password.
 */
export function adminPasswordSource(
  env: NodeJS.ProcessEnv,
  announce: (password: string) => void,
  policy: PasswordPolicy = {}
): () => string {
  return () => {
    const fromEnv = env[ADMIN_PASSWORD_ENV];
    if (fromEnv) {
      const refusal = validatePassword(fromEnv, policy);
      if (refusal) throw new ConfigError(`${ADMIN_PASSWORD_ENV} does not meet the password rule: ${refusal}`);
      return fromEnv;
    }
    const password = generateAdminPassword();
    announce(password);
    return password;
  };
}
