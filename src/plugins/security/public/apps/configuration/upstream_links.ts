/**
 * Upstream's Security app kept its pages in the URL fragment (`/app/security-dashboards-plugin#/roles`,
 * `#/users/edit/NAME`); bookmarks and links carried over from it open the same page here, where
 * the pages are real paths (`/app/security/roles`, `/app/security/users/edit/NAME`). One table,
 * every route form upstream links to, tested on its own.
 */
import { DEFAULT_PATH, paths } from './app_paths';

/** The app id upstream's Security app was served under. */
export const UPSTREAM_APP_ID = 'security-dashboards-plugin';

interface UpstreamRoute {
  /** Upstream's fragment path; `:name` is one path segment. */
  pattern: string;
  to(name: string): string;
}

export const UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  { pattern: '/', to: () => DEFAULT_PATH },
  { pattern: '/getstarted', to: () => '/getstarted' },
  { pattern: '/auth', to: paths.auth },
  { pattern: '/roles', to: paths.roles },
  { pattern: '/roles/create', to: paths.roleCreate },
  { pattern: '/roles/edit/:name', to: paths.roleEdit },
  { pattern: '/roles/duplicate/:name', to: paths.roleDuplicate },
  { pattern: '/roles/view/:name', to: (name) => paths.roleView(name) },
  // Upstream's view page after an edit or a user mapping names where the user came from.
  { pattern: '/roles/view/:name/:from', to: (name) => paths.roleView(name) },
  { pattern: '/roles/edit/:name/mapuser', to: paths.roleMapUser },
  { pattern: '/users', to: paths.users },
  { pattern: '/users/create', to: paths.userCreate },
  { pattern: '/users/edit/:name', to: paths.userEdit },
  { pattern: '/users/duplicate/:name', to: paths.userDuplicate },
  { pattern: '/permissions', to: paths.permissions },
  { pattern: '/tenants', to: paths.tenants },
  { pattern: '/auditLogging', to: paths.auditLogging },
  { pattern: '/auditLogging/edit/generalSettings', to: paths.auditGeneralSettings },
  { pattern: '/auditLogging/edit/complianceSettings', to: paths.auditComplianceSettings },
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
