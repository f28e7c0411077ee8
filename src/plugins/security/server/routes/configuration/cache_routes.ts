/**
 * DELETE /api/v1/configuration/cache: drops cached configuration and verified passwords. No one
 * endpoint owns the cache (upstream keeps it for the REST API roles): it needs every endpoint.
 */
import type { IRouter } from '../../../../../core/server';
import { REST_API_ENDPOINTS } from '../../../common/rest_api_endpoints';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

export const CACHE_FLUSHED_MESSAGE = 'Cache flushed successfully.';

export function registerCacheRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  router.delete({ path: '/api/v1/configuration/cache', options: securityApiRoute(REST_API_ENDPOINTS) }, async () => {
    await deps.backend.purgeCache();
    return { message: CACHE_FLUSHED_MESSAGE };
  });
}
