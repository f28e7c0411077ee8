import { registerAdminRoutes } from '../admin_routes';
import { registerAuthcTestRoute } from '../routes/authc_test';
import type { SecurityModule } from './types';

/** The Security app's API (configuration, audit log, insights, explainer) and the authentication test. */
export function administrationModule(): SecurityModule {
  return {
    id: 'administration',
    requires: [],
    setup({ core, router, auth, audit, config, now, routes, started }) {
      registerAdminRoutes(core, router, { auth, audit, config, now, savedObjects: () => started().savedObjects });
      registerAuthcTestRoute(router, { passwords: auth.passwords, authc: auth.authc, backend: routes.backend, audit });
    },
  };
}
