import type { IRouter } from '../http/types';
import { HttpError } from '../http/http_error';
import type { StatusResponse } from './types';

export const STATUS_API_PATH = '/api/status';

/**
 * GET /api/status: the server's name, build, per-service states and metrics (SPEC section 3).
 * `getStatus` returns undefined until the status service has started.
 */
export function registerStatusRoutes(
  router: IRouter,
  getStatus: () => StatusResponse | undefined,
  { anonymous }: { anonymous: boolean }
): void {
  router.get(
    {
      path: STATUS_API_PATH,
      // Config `status.allowAnonymous`: anyone may read it (a session is still read when there is one).
      options: { authRequired: anonymous ? 'optional' : true },
      validate: {
        // Accepts any query (callers add cache-busters) but documents that none is read.
        query: { type: 'object' },
      },
    },
    async (_request, response) => {
      const status = getStatus();
      if (!status) throw new HttpError(503, 'The server status is not available until the server has started.');
      // Figures change with every request; a cached copy would be misleading.
      response.header('cache-control', 'no-store');
      return status;
    }
  );
}
