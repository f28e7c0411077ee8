import type { IRouter } from '../../../../core/server';
import type { SecurityRouteDeps } from './types';

/** The configured authentication type; public, so the login page can ask before anyone logged in. */
export function registerAuthTypeRoutes(router: IRouter, { config }: SecurityRouteDeps): void {
  router.get({ path: '/api/authtype', options: { authRequired: 'optional' } }, async () => ({
    authtype: config.auth.type,
  }));
  router.get({ path: '/api/v1/auth/type', options: { authRequired: 'optional' } }, async () => ({
    currentAuthType: config.auth.type,
  }));
}
