import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerResponse } from 'http';
import { parse as parseQuery } from 'querystring';
import type { DashboardsConfig } from '../config/types';
import { answerFrameworkError } from './framework_errors';
import { PresetHeadersResponse } from './preset_headers';
import { httpsServerOptions, type TlsMaterial } from './tls/tls_material';

/** Requests outside the base path are routed here, where nothing is registered: a 404. */
const OUTSIDE_BASE_PATH = '/__outside_base_path__';

export function stripBasePath(url: string, basePath: string): string {
  if (!basePath) return url;
  if (url === basePath) return '/';
  if (url.startsWith(basePath + '/')) return url.slice(basePath.length);
  if (url.startsWith(basePath + '?')) return '/' + url.slice(basePath.length);
  return OUTSIDE_BASE_PATH;
}

/** The Fastify instance inside core's listener: TLS, the body cap, the base path and the router's limits. */
export function createFastify(config: DashboardsConfig, tls: TlsMaterial | undefined): FastifyInstance {
  const { basePath, rewriteBasePath, ssl } = config.server;
  // Node's typings want the base class's exact constructor type.
  const responses = { ServerResponse: PresetHeadersResponse as unknown as typeof ServerResponse };
  return Fastify({
    // Answers write the headers every answer carries as one prebuilt block (preset_headers.ts).
    ...(ssl && tls ? { https: { ...httpsServerOptions(ssl, tls), ...responses } } : { http: responses }),
    logger: false,
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    // A malformed or over-long path is answered as the listener answers any error (headers included).
    frameworkErrors: answerFrameworkError,
    // Only when there is a base path to strip: Fastify then records every request's original URL too.
    ...(rewriteBasePath && basePath
      ? { rewriteUrl: (req: { url?: string }) => stripBasePath(req.url ?? '/', basePath) }
      : {}),
    routerOptions: {
      ignoreTrailingSlash: true,
      // Saved object ids may be 250 characters; the router's default cap is 100.
      maxParamLength: 1024,
      // Node's parser caps the number of keys (1000 by default), so a huge query cannot exhaust memory.
      // No query (most requests): an empty object like the parser's, without running it.
      querystringParser: (str: string) =>
        str.length === 0 ? Object.create(null) : parseQuery(str, '&', '=', { maxKeys: 1000 }),
    },
  });
}
