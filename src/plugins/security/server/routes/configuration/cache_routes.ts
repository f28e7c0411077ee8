/** DELETE /api/v1/configuration/cache: drops cached configuration and verified passwords. */
import type { IRouter } from '../../../../../core/server';
import { SECURITY_API_ROUTE, type ConfigurationRouteDeps } from './types';

export const CACHE_FLUSHED_MESSAGE = 'Cache flushed successfully.';

export function registerCacheRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  router.delete({ path: '/api/v1/configuration/cache', options: SECURITY_API_ROUTE }, async () => {
    await deps.backend.purgeCache();
    return { message: CACHE_FLUSHED_MESSAGE };
  });
}
