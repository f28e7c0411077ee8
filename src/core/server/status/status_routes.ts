import { Type } from '@sinclair/typebox';
import type { IRouter, OsdRequest } from '../http/types';
import { HttpError } from '../http/http_error';
import type { StatusResponse } from './types';

export const STATUS_API_PATH = '/api/status';

/**
 * GET /api/status: the server's name, build, per-service states and metrics (SPEC section 3).
 * `getStatus` returns undefined until the status service has started; 503 while a watched service
 * (the store) is down.
 */
export function registerStatusRoutes(
  router: IRouter,
  /** `signedIn`: not an anonymous reader of an open status (the operations rows are not for them). */
  getStatus: (
    request: OsdRequest,
    signedIn: boolean
  ) => Promise<{ body: StatusResponse; unavailable: boolean } | undefined>,
  { anonymous }: { anonymous: boolean }
): void {
  router.get(
    {
      path: STATUS_API_PATH,
      // Config `status.allowAnonymous`: anyone may read it (a session is still read when there is one).
      options: { authRequired: anonymous ? 'optional' : true },
      validate: {
        // Accepts any query (callers add cache-busters) but documents that none is read.
        query: Type.Object({}),
      },
    },
    async (request, response) => {
      // Without `status.allowAnonymous` every caller got past authentication.
      const status = await getStatus(request, !anonymous || request.auth.isAuthenticated);
      if (!status) throw new HttpError(503, 'The server status is not available until the server has started.');
      // Figures change with every request; a cached copy would be misleading.
      response.header('cache-control', 'no-store');
      // A service this instance cannot serve without (the store) is down: 503, with the same body,
      // so a load balancer takes the instance out and a person sees why.
      if (status.unavailable) response.status(503);
      return status.body;
    }
  );
}
