/** DELETE /api/v1/configuration/cache: drops cached configuration and verified passwords. */
import type { FastifyInstance } from 'fastify';
import { guarded, type ConfigurationRouteDeps } from './types';

export const CACHE_FLUSHED_MESSAGE = 'Cache flushed successfully.';

export function registerCacheRoutes(server: FastifyInstance, deps: ConfigurationRouteDeps): void {
  server.delete('/api/v1/configuration/cache', guarded(deps), async () => {
    await deps.backend.purgeCache();
    return { message: CACHE_FLUSHED_MESSAGE };
  });
}
