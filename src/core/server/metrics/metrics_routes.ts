import type { IRouter, OsdRequest } from '../http/types';
import { HttpError } from '../http/http_error';

export const METRICS_API_PATH = '/api/metrics';

export interface MetricsRouteDeps {
  /** Config `monitoring.allowAnonymous`: a scraper on a private network needs no credentials. */
  anonymous: boolean;
  checkAccess(request: OsdRequest): Promise<void>;
  collect(): Promise<{ contentType: string; text: string }>;
}

/** GET /api/metrics: the Prometheus text exposition format (issue 39). */
export function registerMetricsRoutes(router: IRouter, deps: MetricsRouteDeps): void {
  router.get(
    {
      path: METRICS_API_PATH,
      // Open to anyone only when configured so; a session or credentials are still read then.
      options: { authRequired: deps.anonymous ? 'optional' : true },
      // Prometheus adds no query; any is accepted and none is read.
      validate: { query: { type: 'object' } },
    },
    async (request, response) => {
      if (!deps.anonymous) await deps.checkAccess(request);
      let collected: { contentType: string; text: string };
      try {
        collected = await deps.collect();
      } catch (error) {
        // A worker whose primary did not answer: the scrape fails visibly rather than showing a share.
        throw new HttpError(503, `The metrics are not available: ${(error as Error).message}`);
      }
      response.header('cache-control', 'no-store');
      response.type(collected.contentType);
      return collected.text;
    }
  );
}
