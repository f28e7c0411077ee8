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

/** `<basePath>/app/login?nextUrl=<the page asked for>`, for a visitor who is not logged in. */
export function loginPageUrl(basePath: string, nextUrl?: string): string {
  const login = `${basePath}/app/login`;
  return nextUrl === undefined ? login : `${login}?nextUrl=${encodeURIComponent(nextUrl)}`;
}
