import { shippedLocale, type ShippedLocale } from '../../common/i18n';
import type { LocaleResolver, OsdRequest } from '../http/types';

/** `?i18n-locale=de-DE` on any page (OSD 2.17's parameter). */
export const LOCALE_PARAM = 'i18n-locale';
/** Where the URL's choice is kept for the rest of the browser session. */
export const LOCALE_COOKIE = 'i18n-locale';

export interface LocaleChoice {
  locale: ShippedLocale;
  /** A locale the URL named: the page sets the session's cookie to it. */
  fromUrl?: ShippedLocale;
}

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
): Promise<LocaleChoice> {
  const fromUrl = urlLocale(request.url);
  for (const resolver of resolvers) {
    let named: unknown;
    try {
      named = await resolver(request);
    } catch {
      named = undefined;
    }
    const locale = shippedLocale(named);
    if (locale) return { locale, fromUrl };
  }
  const header = request.headers.cookie;
  return { locale: fromUrl ?? cookieLocale(Array.isArray(header) ? header.join(';') : header) ?? configured, fromUrl };
}

/** The session cookie that keeps the URL's choice: readable by the page, sent on same-site navigation only. */
export function localeCookie(locale: ShippedLocale, basePath: string, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=${basePath || '/'}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
