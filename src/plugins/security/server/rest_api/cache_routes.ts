/**
 * `api/cache`: DELETE flushes every cached configuration and verified password; `api/cache/user/{name}`
 * only that user's, in every process (other methods: 405).
 */
import { CACHE_FLUSHED_MESSAGE, cacheOperations } from '../operations';
import { ok } from './responses';
import type { RestApiRoute, RouteContext } from './types';

export function cacheRoutes(): RestApiRoute[] {
  return [
    {
      method: 'DELETE',
      path: '/api/cache',
      access: 'cache',
      handler: async ({ operationsCaller }: RouteContext) => {
        await cacheOperations.purge(operationsCaller);
        return ok(CACHE_FLUSHED_MESSAGE);
      },
    },
    {
      method: 'DELETE',
      path: '/api/cache/user/:name',
      access: 'cache',
      handler: async ({ params, operationsCaller }: RouteContext) =>
        ok(await cacheOperations.purgeUser(operationsCaller, params.name)),
    },
  ];
}
