import type { AppMount } from './types';

/** What routing needs to know about an app. */
export interface RoutableApp {
  id: string;
  /** Relative to the HTTP base path, e.g. "/app/dashboards". */
  appRoute: string;
  exactRoute: boolean;
}

/** A routable app the container can mount. */
export interface Mounter extends RoutableApp {
  mount: AppMount<any>;
}

export function trimTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '');
}

/** Whether `pathname` is `basePath` itself or below it, segment-wise ("/app/a" is not under "/app/ab"). */
export function isPathInBase(pathname: string, basePath: string): boolean {
  const base = trimTrailingSlash(basePath);
  return base === '' || pathname === base || pathname.startsWith(`${base}/`);
}

/** Returns `pathname` relative to `basePath` ("/" for the base itself), or undefined when outside it. */
export function stripBasePath(pathname: string, basePath: string): string | undefined {
  if (!isPathInBase(pathname, basePath)) return undefined;
  return pathname.slice(trimTrailingSlash(basePath).length) || '/';
}

/** Joins an app route with a path relative to it: ("/app/a", "b") → "/app/a/b"; ("/app/a", "?x") → "/app/a?x". */
export function appendAppPath(appRoute: string, path?: string): string {
  if (!path) return appRoute;
  const route = trimTrailingSlash(appRoute);
  if (path.startsWith('?') || path.startsWith('#')) return `${route || '/'}${path}`;
  return path.startsWith('/') ? `${route}${path}` : `${route}/${path}`;
}

function matchesRoute(relativePath: string, app: RoutableApp): boolean {
  const route = trimTrailingSlash(app.appRoute);
  if (app.exactRoute) return trimTrailingSlash(relativePath) === route;
  return isPathInBase(relativePath, route);
}

/** The app owning a path relative to the HTTP base path; the longest matching route wins. */
export function findAppForPath<T extends RoutableApp>(relativePath: string, apps: Iterable<T>): T | undefined {
  let best: T | undefined;
  for (const app of apps) {
    if (!matchesRoute(relativePath, app)) continue;
    if (!best || trimTrailingSlash(app.appRoute).length > trimTrailingSlash(best.appRoute).length) best = app;
  }
  return best;
}

export interface ResolvedRoute<T extends RoutableApp> {
  /** The matched app's id, or the id named by an unmatched "/app/{id}" URL. */
  appId?: string;
  app?: T;
}

/**
 * Decides which app a browser pathname (including the HTTP base path) belongs to. An unmatched
 * "/app/{id}" still yields an id so the not-found screen and chrome know which app was asked for.
 */
export function resolveRoute<T extends RoutableApp>(
  pathname: string,
  httpBasePath: string,
  apps: Iterable<T>
): ResolvedRoute<T> {
  const relative = stripBasePath(pathname, httpBasePath);
  if (relative === undefined) return {};
  const app = findAppForPath(relative, apps);
  if (app) return { appId: app.id, app };
  const unknownId = /^\/app\/([^/]+)/.exec(relative)?.[1];
  return unknownId ? { appId: safeDecode(unknownId) } : {};
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
