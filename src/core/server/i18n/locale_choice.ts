import { shippedLocale, type ShippedLocale } from '../../common/i18n';
import type { LocaleResolver, OnPreAuthHandler, OsdRequest } from '../http/types';

/** `?i18n-locale=de-DE` on any page (OSD 2.17's parameter). */
export const LOCALE_PARAM = 'i18n-locale';
/** Where the URL's choice is kept for the rest of the browser session. */
export const LOCALE_COOKIE = 'i18n-locale';

function urlLocale(url: string): ShippedLocale | undefined {
  const query = url.indexOf('?');
  if (query === -1) return undefined;
  return shippedLocale(new URLSearchParams(url.slice(query + 1)).get(LOCALE_PARAM) ?? undefined);
}

function cookieLocale(header: string | undefined): ShippedLocale | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === LOCALE_COOKIE) {
      const locale = shippedLocale(part.slice(eq + 1).trim());
      if (locale) return locale;
    }
  }
  return undefined;
}

/**
 * The page's locale: the user's own choice (a resolver a plugin registered, the first that names
 * a shipped locale), else the URL's, else the session's cookie, else `i18n.locale`. Anything that
 * is not a shipped locale is ignored wherever it comes from. A resolver that fails is skipped: a
 * page is never refused for its language.
 */
export async function chooseLocale(
  request: OsdRequest,
  configured: ShippedLocale,
  resolvers: readonly LocaleResolver[]
): Promise<ShippedLocale> {
  for (const resolver of resolvers) {
    let named: unknown;
    try {
      named = await resolver(request);
    } catch {
      named = undefined;
    }
    const locale = shippedLocale(named);
    if (locale) return locale;
  }
  const header = request.headers.cookie;
  return urlLocale(request.url) ?? cookieLocale(Array.isArray(header) ? header.join(';') : header) ?? configured;
}

/** The session cookie that keeps the URL's choice: readable by the page, sent on same-site navigation only. */
export function localeCookie(locale: ShippedLocale, basePath: string, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=${basePath || '/'}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Keeps a page's `?i18n-locale=` for the session: before authentication, so the answer that sends
 * a visitor to the login page carries it too and the login page is in that language.
 */
export function rememberUrlLocale(basePath: string, secure: boolean): OnPreAuthHandler {
  return (request, response) => {
    if (request.method !== 'GET') return;
    const locale = urlLocale(request.url);
    if (locale) response.cookie(localeCookie(locale, basePath, secure));
  };
}
