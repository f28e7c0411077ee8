import type { OsdRequest } from '../../../../../core/server';
import { readCookieValues, type CookieOptions, type SessionIdSealer } from '../../session/session_cookie';
import { PENDING_LOGIN_TTL_MS } from './mfa_store';

/**
 * The cookie of a login waiting for its second factor: a sealed random id under its own name, so
 * no page or API takes it for a session. It lasts as long as the pending login.
 */
export function pendingCookieName(cookie: CookieOptions): string {
  return `${cookie.name}_mfa`;
}

export function serializePendingCookie(value: string, cookie: CookieOptions): string {
  const maxAge = value ? Math.floor(PENDING_LOGIN_TTL_MS / 1000) : 0;
  return [
    `${pendingCookieName(cookie)}=${value}`,
    `Path=${cookie.path}`,
    'HttpOnly',
    `SameSite=${cookie.sameSite}`,
    `Max-Age=${maxAge}`,
    ...(value ? [] : ['Expires=Thu, 01 Jan 1970 00:00:00 GMT']),
    ...(cookie.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The pending login's id the request's cookie carries (the first one this key sealed). */
export function pendingIdOf(request: OsdRequest, cookie: CookieOptions, sealer: SessionIdSealer): string | undefined {
  const header = request.headers.cookie;
  for (const value of readCookieValues(typeof header === 'string' ? header : undefined, pendingCookieName(cookie))) {
    const id = sealer.unseal(value);
    if (id) return id;
  }
  return undefined;
}
