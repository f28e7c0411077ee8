/**
 * Why the login page is shown, carried as `?msg=` on /app/login (the parameter Kibana uses). Only
 * these codes are ever read: the page shows its own text for a known code and nothing for any
 * other value, so a link cannot make the login page say something of an attacker's choosing.
 */
export const LOGIN_REASON_PARAM = 'msg';

export const LOGIN_REASONS = ['SESSION_EXPIRED', 'LOGGED_OUT', 'PASSWORD_CHANGED', 'SIGNED_IN_ELSEWHERE'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

export function isLoginReason(value: unknown): value is LoginReason {
  return typeof value === 'string' && (LOGIN_REASONS as readonly string[]).includes(value);
}

/**
 * SIGNED_IN_ELSEWHERE: a login over `session.max_concurrent` ended this session (the user's
 * oldest). The login page's notice and the API's 401 message say the same.
 */
export const SIGNED_IN_ELSEWHERE_MESSAGE =
  'You were signed out because you signed in elsewhere, and the number of sessions per user is limited. Log in again to continue here.';

/**
 * LOGGED_OUT, told by the server to a browser still holding the cookie of a session that was
 * logged out elsewhere (another browser or tab): it ended on purpose, it did not time out.
 */
export const LOGGED_OUT_MESSAGE = 'This session was logged out. Log in again to continue.';
