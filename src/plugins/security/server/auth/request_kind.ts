import type { FastifyRequest } from 'fastify';

/**
 * What a request needs, decided from the ROUTE it matched (not the raw path), so an encoded or
 * dotted path cannot pass for a public one:
 * * static: bundles, translations, favicon; no authentication work at all;
 * * public: the login and custom error pages, login and logout, the auth type: served to anyone
 *   (a session is still read when there is one);
 * * protected: everything else (unmatched paths included).
 */
export type RequestKind = 'static' | 'public' | 'protected';

const STATIC_ROUTES = new Set(['/bundles/*', '/ui/*', '/translations/:locale']);
/** `/app/<id>` pages anyone may open. */
const PUBLIC_APPS = new Set(['login', 'customerror']);
const PUBLIC_ROUTES = new Set([
  'POST /auth/login',
  'POST /auth/logout',
  // The login page's shell asks which apps exist before anyone logged in; unauthenticated callers get no changes.
  'POST /api/core/capabilities',
  'GET /api/authtype',
  'GET /api/v1/auth/type',
]);
const ANONYMOUS_STATUS_ROUTES = new Set(['GET /status', 'GET /api/status']);

function routeKey(request: FastifyRequest): string | undefined {
  const url = request.routeOptions.url;
  if (url === undefined) return undefined;
  // HEAD is answered by the GET route.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return `${method} ${url}`;
}

export function requestKind(request: FastifyRequest, options: { anonymousStatus: boolean }): RequestKind {
  const route = request.routeOptions.url;
  if (route === undefined) return 'protected';
  if (STATIC_ROUTES.has(route)) return 'static';
  const key = routeKey(request)!;
  if (PUBLIC_ROUTES.has(key)) return 'public';
  if (options.anonymousStatus && ANONYMOUS_STATUS_ROUTES.has(key)) return 'public';
  if (key === 'GET /app/*') {
    const rest = (request.params as Record<string, string | undefined>)['*'] ?? '';
    if (PUBLIC_APPS.has(rest.split('/')[0])) return 'public';
  }
  return 'protected';
}

/**
 * Whether a browser is loading a page (answered with a redirect to the login page rather than a
 * 401): the shell's page routes and registered app routes, or any non-API GET asking for HTML.
 */
export function isPageRequest(request: FastifyRequest, appRoutes: readonly string[]): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const route = request.routeOptions.url;
  if (route === '/' || route === '/app' || route === '/app/*' || route === '/status') return true;
  if (route !== undefined && appRoutes.some((app) => route === app || route === `${app}/*`)) return true;
  const path = request.url.split('?')[0];
  const accept = request.headers.accept ?? '';
  return !path.startsWith('/api/') && accept.includes('text/html');
}
