import { randomBytes } from 'crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'fs';
import { join } from 'path';
import { KNOWN_DEFAULT_COOKIE_PASSWORDS, MIN_COOKIE_PASSWORD_LENGTH, type SecurityConfig } from '../../common/config';
import { SECTION, SecurityConfigError } from '../config';

export const COOKIE_KEY_FILE = 'security_cookie.key';
const GENERATED_COOKIE_KEY_LENGTH = 64;

/** The cookie name is sent in a header: only RFC 6265 token characters are safe there. */
function checkCookieName(name: string) {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
    throw new SecurityConfigError(`[${SECTION}.cookie.name] may hold only letters, digits and !#$%&'*+.^_\`|~- .`);
  }
}

/**
 * The key that seals session cookies. A configured one must be at least 32 characters and not a
 * published default (allowed in dev mode only, with a warning). Without one, a random key is made
 * on first start and kept in `<dataDir>/security_cookie.key` (mode 0600), so sessions survive a
 * restart and every server on the same data dir shares it.
 */
export function resolveCookiePassword(
  config: SecurityConfig,
  options: { dataDir: string; dev: boolean; warn(message: string): void }
): string {
  checkCookieName(config.cookie.name);
  const configured = config.cookie.password;
  if (configured) {
    if (configured.length < MIN_COOKIE_PASSWORD_LENGTH) {
      throw new SecurityConfigError(
        `[${SECTION}.cookie.password] must be at least ${MIN_COOKIE_PASSWORD_LENGTH} characters long (it has ${configured.length}); ` +
          'leave it empty to have a random key generated and kept in the data dir.'
      );
    }
    if (KNOWN_DEFAULT_COOKIE_PASSWORDS.includes(configured)) {
      const message = `[${SECTION}.cookie.password] is a publicly known default key: anyone could forge session cookies with it.`;
      if (!options.dev) throw new SecurityConfigError(`${message} Set a secret of your own, or leave it empty to have one generated.`);
      options.warn(`${message} Accepted only because the server runs in dev mode.`);
    }
    return configured;
  }
  const file = join(options.dataDir, COOKIE_KEY_FILE);
  // Written whole under a name of its own, then linked into place: the link fails when the file
  // exists, so two servers starting together keep one key, and neither ever reads a half-written one.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, randomBytes(48).toString('base64url').slice(0, GENERATED_COOKIE_KEY_LENGTH), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < MIN_COOKIE_PASSWORD_LENGTH) {
    throw new SecurityConfigError(
      `${file} holds a cookie key shorter than ${MIN_COOKIE_PASSWORD_LENGTH} characters; delete it to have a new one generated.`
    );
  }
  return key;
}
