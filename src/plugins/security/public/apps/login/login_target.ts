import { isSafeNextUrl } from '../../../common/next_url';
import { HOME_APP_ROUTE } from '../app_routes';

/**
 * `nextUrl` from the login page's query when it stays on this server, else home (SPEC 2.1).
 * The server never sees a URL's fragment, so its redirect to this page cannot put it in
 * `nextUrl`; the browser keeps it on the login page's own URL instead (`hash`), and it goes back
 * onto the page it came from, unless `nextUrl` already names a fragment of its own.
 */
export function loginRedirectTarget(search: string, basePath: string, hash = ''): string {
  const nextUrl = new URLSearchParams(search).get('nextUrl');
  if (nextUrl === null || !isSafeNextUrl(nextUrl, basePath)) return `${basePath}${HOME_APP_ROUTE}`;
  return !nextUrl.includes('#') && hash.length > 1 && hash.startsWith('#') ? `${nextUrl}${hash}` : nextUrl;
}

export { brandImageSource, loginButtonStyle } from '../../../common/login_page';
