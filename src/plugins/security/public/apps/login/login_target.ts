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

/**
 * The configured brand image: a site path gets the base path, an http(s) or data-image URL is
 * kept, anything else (e.g. a javascript: URL) is dropped.
 */
export function brandImageSource(brandimage: string, basePath: string): string | undefined {
  const value = brandimage.trim();
  if (/^https?:\/\//i.test(value) || /^data:image\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) {
    return basePath && !value.startsWith(`${basePath}/`) ? `${basePath}${value}` : value;
  }
  return undefined;
}

/**
 * `buttonstyle` is either CSS declarations ("background-color: #005eb8; color: white") or class
 * names. Declarations become a React style object, so nothing of it reaches the DOM as markup.
 */
export function loginButtonStyle(buttonstyle: string): { className?: string; style?: Record<string, string> } {
  const value = buttonstyle.trim();
  if (!value) return {};
  if (!value.includes(':')) return { className: value };
  const style: Record<string, string> = {};
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const propertyValue = declaration.slice(colon + 1).trim();
    if (!/^-?[a-z][a-z-]*$/.test(property) || !propertyValue) continue;
    style[property.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase())] = propertyValue;
  }
  return { style };
}
