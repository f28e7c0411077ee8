/**
 * The signed-in user's own language (`GET/PUT /api/v1/account/locale`), kept with the user in the
 * store: it wins over the URL's `?i18n-locale=` and `i18n.locale` on every page they open. The
 * schema is in schemas/account_locale.ts, so the browser's bundle carries no TypeBox for it.
 */
export const ACCOUNT_LOCALE_PATH = '/api/v1/account/locale';

export type { AccountLocale } from './schemas/account_locale';
