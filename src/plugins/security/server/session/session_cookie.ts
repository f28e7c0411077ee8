import { createHash, createHmac, randomBytes, timingSafeEqual } from 'crypto';

const ID_BYTES = 32;
const SEAL_CONTEXT = 'security-session-id:';

/**
 * The cookie carries only a random session id and its HMAC-SHA256 under the cookie key: a
 * changed or invented id fails the check before the store is asked, and nothing about the user
 * is in the browser.
 */
export class SessionIdSealer {
  /** `key` may be a function: the generated key of a PostgreSQL store is known only once the store started. */
  constructor(private readonly key: string | (() => string)) {}

  newId(): string {
    return randomBytes(ID_BYTES).toString('base64url');
  }

  seal(id: string): string {
    return `${id}.${this.mac(id)}`;
  }

  /** The session id when the value is one this key sealed, else null. */
  unseal(value: string): string | null {
    const dot = value.indexOf('.');
    if (dot <= 0) return null;
    const id = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.mac(id));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return id;
  }

  private mac(id: string): string {
    return createHmac('sha256', typeof this.key === 'string' ? this.key : this.key())
      .update(SEAL_CONTEXT + id)
      .digest('base64url');
  }
}

/**
 * The id the Sessions pages name a session by: 16 random bytes of its own, so it tells nothing
 * about the cookie's id and cannot be turned into a cookie.
 */
export function newPublicSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** What the store keeps instead of the id itself. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

export interface CookieOptions {
  name: string;
  path: string;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

/** A Set-Cookie value. The cookie lives until the browser closes; the server enforces the timeouts. */
export function serializeSessionCookie(value: string, options: CookieOptions): string {
  return [`${options.name}=${value}`, `Path=${options.path}`, 'HttpOnly', `SameSite=${options.sameSite}`]
    .concat(options.secure ? ['Secure'] : [])
    .join('; ');
}

export function serializeClearedCookie(options: CookieOptions): string {
  return `${serializeSessionCookie('', options)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/**
 * Every value of the named cookie in a Cookie header (a browser may send several). Read in place:
 * a part is cut out only when the name could be in it, not every part of the header on every request.
 */
export function readCookieValues(header: string | undefined, name: string): string[] {
  const values: string[] = [];
  if (!header) return values;
  // The next '=' and the next occurrence of the name, searched again only once passed: each
  // search covers the header once in all (no quadratic scan of a long header).
  let eq = -1;
  let at = -1;
  for (let start = 0; start < header.length;) {
    if (at < start) at = header.indexOf(name, start);
    if (at < 0) break;
    let end = header.indexOf(';', start);
    if (end < 0) end = header.length;
    if (eq < start) eq = header.indexOf('=', start);
    if (eq < 0) break;
    if (eq < end && at < eq && header.slice(start, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
      if (value) values.push(value);
    }
    start = end + 1;
  }
  return values;
}
