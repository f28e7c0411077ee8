import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './http_error';

export const XSRF_HEADER = 'osd-xsrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers cannot add custom headers to cross-site form posts, so demanding one on every
 * state-changing call stops cross-site request forgery without tokens.
 */
export function createXsrfHook(allowlist: string[]) {
  const allowed = new Set(allowlist);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0];
    if (allowed.has(path)) return;
    if (request.headers[XSRF_HEADER] === undefined) {
      return reply.code(400).send(errorBody(400, `Request must contain a ${XSRF_HEADER} header.`));
    }
  };
}
