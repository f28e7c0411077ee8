/** Ids and routes of the security plugin's own pages (SPEC 2.1). */
export { SECURITY_APP_ID, UPSTREAM_SECURITY_APP_ID } from '../../common/constants';

/** The chromeless pages every visitor may need, whatever their permissions: app id and route (titles: plugin.ts). */
export const SECURITY_PAGES = {
  login: { id: 'login', appRoute: '/app/login' },
  customError: { id: 'customerror', appRoute: '/app/customerror' },
  missingRole: { id: 'missing-role', appRoute: '/missing-role' },
} as const;

export const { id: LOGIN_APP_ID, appRoute: LOGIN_APP_ROUTE } = SECURITY_PAGES.login;
export const { id: CUSTOM_ERROR_APP_ID, appRoute: CUSTOM_ERROR_APP_ROUTE } = SECURITY_PAGES.customError;
export const { id: MISSING_ROLE_APP_ID, appRoute: MISSING_ROLE_APP_ROUTE } = SECURITY_PAGES.missingRole;
export const HOME_APP_ROUTE = '/app/home';

/** Pages that never need (or cannot have) a signed-in user with roles. */
export const SECURITY_PAGE_APP_IDS: string[] = Object.values(SECURITY_PAGES).map((page) => page.id);

/** Whether `path` (without the base path) is `route` or a page under it. */
export function isOnRoute(path: string, route: string): boolean {
  const normalized = path.toLowerCase().replace(/\/+$/, '');
  return normalized === route || normalized.startsWith(`${route}/`);
}
