import { LOGIN_REASON_PARAM, type LoginReason } from '../common/login_reason';
import { isSafeNextUrl } from '../common/next_url';

/** Where a login goes when `nextUrl` is missing or refused. */
export const DEFAULT_NEXT_PATH = '/app/home';

/**
 * The page a login may go on to: `value` when it is a local path under the base path (the rule
 * the login page applies too, in common/next_url.ts: no scheme, no `//`, no backslash, no
 * control character, also after decoding), else the base path's home page.
 */
export function safeNextUrl(value: unknown, basePath: string): string {
  return typeof value === 'string' && isSafeNextUrl(value, basePath) ? value : `${basePath}${DEFAULT_NEXT_PATH}`;
}

/**
 * `<basePath>/app/login?nextUrl=<the page asked for>`, for a visitor who is not logged in, with
 * the reason the login page shows (`msg`) when there is one.
 */
export function loginPageUrl(basePath: string, nextUrl?: string, reason?: LoginReason): string {
  const params: string[] = [];
  if (reason !== undefined) params.push(`${LOGIN_REASON_PARAM}=${reason}`);
  if (nextUrl !== undefined) params.push(`nextUrl=${encodeURIComponent(nextUrl)}`);
  return `${basePath}/app/login${params.length ? `?${params.join('&')}` : ''}`;
}
