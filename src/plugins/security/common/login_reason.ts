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
