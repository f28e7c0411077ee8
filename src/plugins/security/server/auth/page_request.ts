import type { OsdRequest } from '../../../../core/server';

/**
 * Whether a browser is loading a page (answered with a redirect to the login page rather than a
 * 401): the shell's page routes and registered app routes, or any non-API GET asking for HTML.
 * Decided from the ROUTE the request matched (not the raw path) where there is one, so an encoded
 * or dotted path cannot pass for another page.
 */
export function isPageRequest(request: OsdRequest, appRoutes: readonly string[]): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const route = request.route.path;
  if (route === '/' || route === '/app' || route === '/app/*' || route === '/status') return true;
  if (route !== undefined && appRoutes.some((app) => route === app || route === `${app}/*`)) return true;
  const accept = request.headers.accept ?? '';
  return !request.path.startsWith('/api/') && accept.includes('text/html');
}
