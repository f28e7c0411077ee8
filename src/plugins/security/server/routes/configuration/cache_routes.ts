/**
 * DELETE /api/v1/configuration/cache: drops cached configuration and verified passwords;
 * `…/cache/user/{username}` only that user's, in every process. No one endpoint owns the cache
 * (upstream keeps it for the REST API roles): both need every endpoint.
 */
import { Type } from '@sinclair/typebox';
import type { IRouter } from '../../../../../core/server';
import { REST_API_ENDPOINTS } from '../../../common/rest_api_endpoints';
import { CACHE_FLUSHED_MESSAGE, cacheOperations } from '../../operations';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

const CacheFlushedSchema = Type.Object({ message: Type.String() });

export function registerCacheRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  router.delete(
    {
      path: '/api/v1/configuration/cache',
      options: securityApiRoute(REST_API_ENDPOINTS),
      response: { 200: CacheFlushedSchema },
    },
    async (request) => {
      await cacheOperations.purge(await deps.callerFor(request));
      return { message: CACHE_FLUSHED_MESSAGE };
    }
  );
  router.delete(
    {
      path: '/api/v1/configuration/cache/user/:username',
      options: securityApiRoute(REST_API_ENDPOINTS),
      validate: { params: Type.Object({ username: Type.String({ minLength: 1 }) }) },
      response: { 200: CacheFlushedSchema },
    },
    async (request) => ({
      message: await cacheOperations.purgeUser(await deps.callerFor(request), request.params.username),
    })
  );
}
