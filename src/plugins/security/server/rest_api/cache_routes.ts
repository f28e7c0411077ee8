/** `api/cache`: DELETE flushes every cached configuration and verified password (other methods: 405). */
import { CACHE_FLUSHED_MESSAGE } from '../routes/configuration/cache_routes';
import { ok } from './responses';
import type { RestApiDeps, RestApiRoute, RouteContext } from './types';

export function cacheRoutes(deps: RestApiDeps): RestApiRoute[] {
  return [
    {
      method: 'DELETE',
      path: '/api/cache',
      access: 'cache',
      handler: async () => {
        await deps.backend().purgeCache();
        return ok(CACHE_FLUSHED_MESSAGE);
      },
    },
    {
      method: 'DELETE',
      path: '/api/cache/user/:name',
      access: 'cache',
      // The backend keeps one cache for everyone: flushing it all flushes this user's entries too.
      handler: async ({ params }: RouteContext) => {
        await deps.backend().purgeCache();
        return ok(`Cache invalidated for user: ${params.name}`);
      },
    },
  ];
}
