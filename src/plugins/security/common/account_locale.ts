/**
 * The signed-in user's own language (`GET/PUT /api/v1/account/locale`), kept with the user in the
 * store: it wins over the URL's `?i18n-locale=` and `i18n.locale` on every page they open.
 */
import { Type, type Static } from '@sinclair/typebox';

export const ACCOUNT_LOCALE_PATH = '/api/v1/account/locale';

/** A shipped locale's name (the server refuses any other), or null: no choice of their own. */
export const AccountLocaleSchema = Type.Object(
  { locale: Type.Union([Type.String({ minLength: 1, maxLength: 16 }), Type.Null()]) },
  { additionalProperties: false }
);
export type AccountLocale = Static<typeof AccountLocaleSchema>;
