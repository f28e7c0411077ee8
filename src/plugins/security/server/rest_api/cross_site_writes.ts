import type { FastifyInstance } from 'fastify';
import { statusError } from './responses';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a browser says of a request another page made: another site, or another host of this one. */
const OTHER_SITES = new Set(['cross-site', 'same-site']);

export const CROSS_SITE_WRITE_MESSAGE = 'A write from another site is not accepted.';

/**
 * This listener answers HTTP Basic, and a browser replays the credentials of its Basic dialog by
 * itself, also on a form another site posts here (no CORS preflight: a form body and no header of
 * its own). OpenSearch's clients send JSON or no body, and no fetch metadata; so a write the browser
 * marks as another page's is refused before the credentials are checked, and a text body is not
 * read at all (OpenSearch refuses one too; Fastify would parse it as a string).
 */
export function refuseCrossSiteWrites(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && OTHER_SITES.has(site)) return statusError(reply, 403, CROSS_SITE_WRITE_MESSAGE);
  });
}
