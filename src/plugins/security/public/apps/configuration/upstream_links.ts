/**
 * Upstream's Security app kept its pages in the URL fragment (`/app/security-dashboards-plugin#/roles`,
 * `#/users/edit/NAME`); bookmarks and links carried over from it open the same page here, where
 * the pages are real paths (`/app/security/roles`, `/app/security/users/edit/NAME`). One table,
 * every route form upstream links to, tested on its own.
 */
import { DEFAULT_PATH } from './app_paths';
import { auditPaths } from './panels/audit_logging/paths';
import { AUTH_PATH } from './panels/auth_view/paths';
import { permissionPaths } from './panels/permissions/paths';
import { rolePaths } from './panels/roles/paths';
import { TENANTS_PATH } from './panels/tenant_list/paths';
import { userPaths } from './panels/users/paths';

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
  { pattern: '/auth', to: () => AUTH_PATH },
  { pattern: '/roles', to: rolePaths.list },
  { pattern: '/roles/create', to: rolePaths.create },
  { pattern: '/roles/edit/:name', to: rolePaths.edit },
  { pattern: '/roles/duplicate/:name', to: rolePaths.duplicate },
  { pattern: '/roles/view/:name', to: (name) => rolePaths.view(name) },
  // Upstream's view page after an edit or a user mapping names where the user came from.
  { pattern: '/roles/view/:name/:from', to: (name) => rolePaths.view(name) },
  { pattern: '/roles/edit/:name/mapuser', to: rolePaths.mapUsers },
  { pattern: '/users', to: userPaths.users },
  { pattern: '/users/create', to: userPaths.userCreate },
  { pattern: '/users/edit/:name', to: userPaths.userEdit },
  { pattern: '/users/duplicate/:name', to: userPaths.userDuplicate },
  { pattern: '/permissions', to: permissionPaths.permissions },
  { pattern: '/tenants', to: () => TENANTS_PATH },
  { pattern: '/auditLogging', to: auditPaths.auditLogging },
  { pattern: '/auditLogging/edit/generalSettings', to: auditPaths.auditGeneralSettings },
  { pattern: '/auditLogging/edit/complianceSettings', to: auditPaths.auditComplianceSettings },
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
