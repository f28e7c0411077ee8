import { shippedLocale } from '../../../../core/server';
import { UserPreferences } from '../user_preferences/preferences_store';
import { preferenceOwner, registerLocaleRoutes } from '../user_preferences/locale_routes';
import type { SecurityModule } from './types';

/**
 * Each user's own language, kept in the store with the user (every backend: the store holds it
 * beside the sessions), and core's rendering told of it: it wins over the URL and dashboards.yml.
 */
export function userLocaleModule(): SecurityModule {
  return {
    id: 'user_locale',
    requires: [],
    setup({ core, router, auth, now, started }) {
      let preferences: UserPreferences | undefined;
      const ofStore = () => (preferences ??= new UserPreferences(() => started().store, now));
      registerLocaleRoutes(router, auth, ofStore);
      core.http.registerLocaleResolver(async (request) => {
        const owner = preferenceOwner(auth, request);
        return owner === undefined ? undefined : shippedLocale(await ofStore().locale(owner));
      });
    },
  };
}
