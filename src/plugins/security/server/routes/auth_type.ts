import type { IRouter } from '../../../../core/server';
import { AuthTypeResponseSchema, CurrentAuthTypeResponseSchema } from '../../common/schemas/session';
import type { SecurityRouteDeps } from './types';

/** The configured authentication type; public, so the login page can ask before anyone logged in. */
export function registerAuthTypeRoutes(router: IRouter, { config }: SecurityRouteDeps): void {
  const options = { authRequired: 'optional' } as const;
  router.get({ path: '/api/authtype', options, response: { 200: AuthTypeResponseSchema } }, async () => ({
    authtype: config.auth.type,
  }));
  router.get({ path: '/api/v1/auth/type', options, response: { 200: CurrentAuthTypeResponseSchema } }, async () => ({
    currentAuthType: config.auth.type,
  }));
}
