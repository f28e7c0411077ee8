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
  const target = typeof value === 'string' && isSafeNextUrl(value, basePath) ? asciiUrl(value) : null;
  return target ?? `${basePath}${DEFAULT_NEXT_PATH}`;
}

/**
 * The URL with every character outside printable ASCII percent-encoded as UTF-8, so it can stand
 * in a `Location` header as it is (Node refuses a character above U+00FF there, and one between
 * U+0080 and U+00FF would reach the browser as Latin-1); `%` escapes already in it are kept. Null
 * for a URL no encoding can carry (a lone surrogate).
 */
function asciiUrl(url: string): string | null {
  try {
    return url.replace(/[^\x21-\x7e]+/g, (run) => encodeURI(run));
  } catch {
    return null;
  }
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
