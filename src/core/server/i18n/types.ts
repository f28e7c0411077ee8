import type { MessageValue, ShippedLocale, Translator } from '../../common/i18n';
import type { OsdRequest } from '../http/types';

/**
 * A text the server composes now and someone reads later, in their own language: an id and its
 * English, formatted per request (`/api/status` in the reader's locale). A value may be another
 * such text (a sentence made of two). Made with `i18n.defineMessage` so `npm run i18n:check`
 * finds it.
 */
export interface LocalizedMessage {
  id: string;
  /** Today's English text: what callers without a locale read. */
  defaultMessage: string;
  values?: Record<string, MessageValue | LocalizedMessage>;
}

/** What the server shows: a plain string is data (a host, an error from elsewhere) and stays as it is. */
export type ServerText = string | LocalizedMessage;

/**
 * Core's i18n on the server (`core.i18n` in a plugin's setup): the locale a request reads in,
 * chosen as the page's is (the user's own choice, `?i18n-locale=` or its cookie, `i18n.locale`),
 * and translators over the shipped locales' files. Log lines, CLI output and the REST APIs'
 * error messages do not go through it: they stay English.
 */
export interface I18nServiceSetup {
  /** `i18n.locale` of dashboards.yml. */
  readonly defaultLocale: ShippedLocale;
  /** The request's locale (see locale_choice.ts). */
  localeOf(request: OsdRequest): Promise<ShippedLocale>;
  /** A translator in the request's locale. */
  translatorFor(request: OsdRequest): Promise<Translator>;
  /** A translator in `locale` (one per locale, its files read once). */
  forLocale(locale: ShippedLocale): Translator;
}
