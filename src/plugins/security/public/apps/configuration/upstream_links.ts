/**
 * Upstream's Security app kept its pages in the URL fragment (`/app/security-dashboards-plugin#/roles`,
 * `#/users/edit/NAME`); bookmarks and links carried over from it open the same page here, where
 * the pages are real paths (`/app/security/roles`, `/app/security/users/edit/NAME`). One table,
 * every route form upstream links to (each feature's in its paths.ts), tested on its own.
 */
import { DEFAULT_PATH } from './app_paths';
import { AUDIT_UPSTREAM_ROUTES } from './panels/audit_logging/paths';
import { AUTH_UPSTREAM_ROUTES } from './panels/auth_view/paths';
import { PERMISSION_UPSTREAM_ROUTES } from './panels/permissions/paths';
import { ROLE_UPSTREAM_ROUTES } from './panels/roles/paths';
import { TENANT_UPSTREAM_ROUTES } from './panels/tenant_list/paths';
import { USER_UPSTREAM_ROUTES } from './panels/users/paths';
import type { UpstreamRoute } from './types';

/** The app id upstream's Security app was served under. */
export const UPSTREAM_APP_ID = 'security-dashboards-plugin';

/** Upstream's pages were fixed: each feature that had one lists its routes in its paths.ts. */
export const UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  { pattern: '/', to: () => DEFAULT_PATH },
  { pattern: '/getstarted', to: () => DEFAULT_PATH },
  ...AUTH_UPSTREAM_ROUTES,
  ...ROLE_UPSTREAM_ROUTES,
  ...USER_UPSTREAM_ROUTES,
  ...PERMISSION_UPSTREAM_ROUTES,
  ...TENANT_UPSTREAM_ROUTES,
  ...AUDIT_UPSTREAM_ROUTES,
];

/** Path segments, each percent-decoded; null when one is not valid percent-encoding. */
function decodedSegments(path: string): string[] | null {
  const segments = path.split('/').filter(Boolean);
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * The app-relative path for an upstream path (`/users/edit/NAME`), or undefined when upstream
 * had no such page. The name is decoded once and encoded again by the app's own path builders,
 * so `a%2Fb` stays one segment and nothing in it can add a path or a query.
 */
export function upstreamPathTarget(path: string): string | undefined {
  const segments = decodedSegments(path);
  if (!segments) return undefined;
  for (const route of UPSTREAM_ROUTES) {
    const pattern = route.pattern.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    let name = '';
    const matches = pattern.every((part, index) => {
      if (part === ':name') {
        name = segments[index];
        return name !== '';
      }
      return part.startsWith(':') || part === segments[index];
    });
    if (matches) return route.to(name);
  }
  return undefined;
}

/**
 * The app-relative path for an upstream fragment (`#/roles/view/NAME`), or undefined when the
 * fragment is not one of upstream's routes. A query inside the fragment is not carried over:
 * upstream's routes had none the pages here read.
 */
export function upstreamHashTarget(hash: string): string | undefined {
  if (!hash.startsWith('#/')) return undefined;
  return upstreamPathTarget(hash.slice(1).split('?', 1)[0]);
}
