import { HttpError, SHIPPED_LOCALES, shippedLocale, type IRouter, type OsdRequest } from '../../../../core/server';
import { ACCOUNT_LOCALE_PATH } from '../../common/account_locale';
import { AccountLocaleSchema, type AccountLocale } from '../../common/schemas/account_locale';
import type { Authenticator } from '../auth/authenticator';
import type { PreferenceOwner, UserPreferences } from './preferences_store';

export const ANONYMOUS_LOCALE_MESSAGE = 'Anonymous visitors share one account: choose a language with ?i18n-locale=.';

/**
 * Whose choice a request reads and writes: a signed-in person (the kind of user their session was
 * kept as, or without one whether they signed in as an internal user), never the shared anonymous
 * account.
 */
export function preferenceOwner(auth: Authenticator, request: OsdRequest): PreferenceOwner | undefined {
  const state = auth.get(request);
  if (!state || state.authType === 'anonymous') return undefined;
  const internal = state.session ? state.session.backendRoles === null : state.user !== undefined;
  return { username: state.username, internal };
}

/** The caller's own language: read it, choose it, forget it. Nobody reaches another user's here. */
export function registerLocaleRoutes(router: IRouter, auth: Authenticator, preferences: () => UserPreferences): void {
  const answers = { 200: AccountLocaleSchema };
  router.get({ path: ACCOUNT_LOCALE_PATH, response: answers }, async (request): Promise<AccountLocale> => {
    auth.require(request);
    const owner = preferenceOwner(auth, request);
    const locale = owner === undefined ? null : shippedLocale(await preferences().locale(owner));
    return { locale: locale ?? null };
  });
  router.put(
    { path: ACCOUNT_LOCALE_PATH, validate: { body: AccountLocaleSchema }, response: answers },
    async (request): Promise<AccountLocale> => {
      auth.require(request);
      const owner = preferenceOwner(auth, request);
      if (owner === undefined) throw new HttpError(403, ANONYMOUS_LOCALE_MESSAGE);
      const named = request.body.locale;
      const locale = named === null ? null : shippedLocale(named);
      if (locale === undefined) {
        throw new HttpError(
          400,
          `[body.locale]: must be one of ${Object.keys(SHIPPED_LOCALES).join(', ')} or null, got ${JSON.stringify(named)}.`
        );
      }
      await preferences().setLocale(owner, locale);
      return { locale };
    }
  );
}
