import type { HttpStart } from '../../../../core/public';
import { ACCOUNT_LOCALE_PATH, type AccountLocale } from '../../common/account_locale';

/** The signed-in user's own language: what the account menu's Language entry reads and saves. */
export interface AccountLocaleApi {
  get(): Promise<AccountLocale>;
  /** null: no choice of their own (the URL's or the server's language applies). */
  set(locale: string | null): Promise<AccountLocale>;
}

export function accountLocaleApi(http: Pick<HttpStart, 'get' | 'put'>): AccountLocaleApi {
  return {
    get: () => http.get<AccountLocale>(ACCOUNT_LOCALE_PATH),
    set: (locale) => http.put<AccountLocale>(ACCOUNT_LOCALE_PATH, { body: JSON.stringify({ locale }) }),
  };
}
