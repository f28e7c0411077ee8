import { randomBytes } from 'crypto';
import { chmodSync, existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'fs';
import { join } from 'path';
import { KNOWN_DEFAULT_COOKIE_PASSWORDS, MIN_COOKIE_PASSWORD_LENGTH } from '../../common/config';
import type { SecurityPluginConfig } from '../config_schema';
import { SECTION, SecurityConfigError } from '../config_error';

export const COOKIE_KEY_FILE = 'security_cookie.key';
const GENERATED_COOKIE_KEY_LENGTH = 64;

/** The cookie name is sent in a header: only RFC 6265 token characters are safe there. */
function checkCookieName(name: string) {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
    throw new SecurityConfigError(`[${SECTION}.cookie.name] may hold only letters, digits and !#$%&'*+.^_\`|~- .`);
  }
}

/** A new random key of 64 characters (base64url of 48 random bytes). */
export function generateCookieKey(): string {
  return randomBytes(48).toString('base64url').slice(0, GENERATED_COOKIE_KEY_LENGTH);
}

/**
 * The configured key that seals session cookies, checked: at least 32 characters and not a
 * published default (allowed in dev mode only, with a warning). Undefined when none is configured:
 * the server then uses a generated one (the data dir's, or the PostgreSQL store's).
 */
export function configuredCookiePassword(
  config: SecurityPluginConfig,
  options: { dev: boolean; warn(message: string): void }
): string | undefined {
  checkCookieName(config.cookie.name);
  const configured = config.cookie.password.reveal();
  if (!configured) return undefined;
  if (configured.length < MIN_COOKIE_PASSWORD_LENGTH) {
    throw new SecurityConfigError(
      `[${SECTION}.cookie.password] must be at least ${MIN_COOKIE_PASSWORD_LENGTH} characters long (it has ${configured.length}); ` +
        'leave it empty to have a random key generated and kept in the data dir.'
    );
  }
  if (KNOWN_DEFAULT_COOKIE_PASSWORDS.includes(configured)) {
    const message = `[${SECTION}.cookie.password] is a publicly known default key: anyone could forge session cookies with it.`;
    if (!options.dev)
      throw new SecurityConfigError(`${message} Set a secret of your own, or leave it empty to have one generated.`);
    options.warn(`${message} Accepted only because the server runs in dev mode.`);
  }
  return configured;
}

/**
 * The generated key of a data dir: made on first start and kept in `<dataDir>/security_cookie.key`
 * (mode 0600), so sessions survive a restart and every server on the same data dir shares it.
 */
export function dataDirCookieKey(dataDir: string): string {
  const file = join(dataDir, COOKIE_KEY_FILE);
  createKeyFileOnce(file, generateCookieKey);
  // A key file from an earlier run with looser modes is made owner-only too.
  chmodSync(file, 0o600);
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < MIN_COOKIE_PASSWORD_LENGTH) {
    throw new SecurityConfigError(
      `${file} holds a cookie key shorter than ${MIN_COOKIE_PASSWORD_LENGTH} characters; delete it to have a new one generated.`
    );
  }
  return key;
}

/** The configured key, else the data dir's (what a server on SQLite uses). */
export function resolveCookiePassword(
  config: SecurityPluginConfig,
  options: { dataDir: string; dev: boolean; warn(message: string): void }
): string {
  return configuredCookiePassword(config, options) ?? dataDirCookieKey(options.dataDir);
}

/**
 * Creates `file` with a new key unless it exists, such that processes starting together on one
 * data dir (`server.workers`, or several instances) all end up reading the same, complete key:
 * the key is written in full to a file of this process's own, then hard-linked to the final
 * name, which fails with EEXIST instead of overwriting when another process was first. (Opening
 * the final name with 'wx' and then writing would let a second process read it empty.)
 */
function createKeyFileOnce(file: string, makeKey: () => string) {
  if (existsSync(file)) return;
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, makeKey(), { flag: 'wx', mode: 0o600 });
  try {
    chmodSync(temp, 0o600);
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
}
