import { findAppForPath, stripBasePath, trimTrailingSlash } from './app_route';
import type { RoutableApp } from './app_route';

export interface ParsedAppUrl {
  app: string;
  /** The rest of the URL relative to the app's route, with search and hash ("" for the route itself). */
  path: string;
}

/**
 * Recognises a URL that one of `apps` serves. Relative URLs are resolved against `origin`
 * (the page's own origin), which is why one must be given; a URL on another origin or
 * outside the HTTP base path is not recognised.
 */
export function parseAppUrl(
  url: string,
  httpBasePath: string,
  apps: Iterable<RoutableApp>,
  origin: string
): ParsedAppUrl | undefined {
  let expectedOrigin: string;
  let parsed: URL;
  try {
    expectedOrigin = new URL(origin).origin;
    parsed = new URL(url, expectedOrigin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== expectedOrigin) return undefined;
  const relative = stripBasePath(parsed.pathname, httpBasePath);
  if (relative === undefined) return undefined;
  const app = findAppForPath(relative, apps);
  if (!app) return undefined;
  const rest = relative.slice(trimTrailingSlash(app.appRoute).length);
  return { app: app.id, path: `${rest}${parsed.search}${parsed.hash}` };
}
