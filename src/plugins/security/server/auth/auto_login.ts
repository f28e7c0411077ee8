import type { OsdRequest } from '../../../../core/server';
import type { SecurityPluginConfig } from '../config_schema';
import { safeNextUrl } from '../next_url';
import type { CookieOptions } from '../session/session_cookie';
import { readCookieValues } from '../session/session_cookie';
import { autoLoginMethod, DEFAULT_SIGN_IN_METHODS } from './providers/sign_in_methods';
import type { SignInMethod } from './providers/sign_in_method';

/*
 * `auth.auto_login` (issue 40 item 5, Grafana's `auto_login`): with exactly one single sign-on
 * method configured, a page load of `/app/login` goes straight to it instead of showing a page
 * with one button. A method takes part by declaring where its login starts (`autoLoginPath`).
 */

/** `?auto_login=false` on /app/login: show the page anyway (the way to the form, or another account). */
export const AUTO_LOGIN_PARAM = 'auto_login';

/**
 * Set by a log out (for the browser session) and cleared by the next login: while it is there the
 * login page is shown, so a user who just logged out is not sent straight back into the identity
 * provider (which may still hold its own session and sign them in again without a word).
 */
export const LOGGED_OUT_COOKIE_SUFFIX = '_logged_out';

/** The reasons (`?msg=`) after which the page is shown: the user is to read it, not be signed in again. */
const SHOWN_REASONS = new Set(['LOGGED_OUT', 'SIGNED_IN_ELSEWHERE', 'PASSWORD_CHANGED']);

const first = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

/**
 * The one SSO method's login path when auto-login applies to this configuration, else undefined.
 * Only SSO methods count: a form (basicauth) or anonymous access beside one SSO method does not
 * stop it (administrators reach the form with ?auto_login=false); two SSO methods need a choice.
 */
export function autoLoginPath(
  config: SecurityPluginConfig,
  methods: readonly SignInMethod[] = DEFAULT_SIGN_IN_METHODS
): string | undefined {
  return autoLoginMethod(config, methods)?.autoLoginPath;
}

/**
 * Where a page load of the login page is sent instead (the SSO method's login, with the page's
 * `nextUrl` when it is a local one), or undefined to show the page: auto-login off or not
 * applicable, `?auto_login=false`, a failed SSO attempt (`authError`: no loop), a reason the user
 * is to read, a log out in this browser session, or someone already signed in.
 */
export function autoLoginRedirect(
  config: SecurityPluginConfig,
  request: OsdRequest,
  basePath: string,
  cookie: Pick<CookieOptions, 'name'>,
  signedIn: boolean
): string | undefined {
  const path = autoLoginPath(config);
  if (!path || signedIn) return undefined;
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (first(query[AUTO_LOGIN_PARAM])?.toLowerCase() === 'false') return undefined;
  if (query.authError !== undefined) return undefined;
  const reason = first(query.msg);
  if (reason !== undefined && SHOWN_REASONS.has(reason)) return undefined;
  if (readCookieValues(request.headers.cookie, `${cookie.name}${LOGGED_OUT_COOKIE_SUFFIX}`).length > 0) {
    return undefined;
  }
  const next = first(query.nextUrl);
  return `${basePath}${path}${next === undefined ? '' : `?nextUrl=${encodeURIComponent(safeNextUrl(next, basePath))}`}`;
}
