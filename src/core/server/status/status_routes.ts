import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http_error';
import type { StatusResponse } from './types';

export const STATUS_API_PATH = '/api/status';

/**
 * GET /api/status: the server's name, build, per-service states and metrics (SPEC section 3).
 * `getStatus` returns undefined until the status service has started.
 */
export function registerStatusRoutes(server: FastifyInstance, getStatus: () => StatusResponse | undefined): void {
  server.get(
    STATUS_API_PATH,
    {
      schema: {
        // Accepts any query (callers add cache-busters) but documents that none is read.
        querystring: { type: 'object' },
      },
    },
    async (_request, reply) => {
      const status = getStatus();
      if (!status) throw new HttpError(503, 'The server status is not available until the server has started.');
      // Figures change with every request; a cached copy would be misleading.
      reply.header('cache-control', 'no-store');
      return status;
    }
  );
}
