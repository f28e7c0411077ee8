/** Ids and routes of the security plugin's own pages (SPEC 2.1). */
export { ACCOUNT_APP_ID, SECURITY_APP_ID, UPSTREAM_SECURITY_APP_ID } from '../../common/constants';
/** The account app's page of one's own sessions. */
export const OWN_SESSIONS_APP_PATH = '/sessions';
export const LOGIN_APP_ID = 'login';
export const LOGIN_APP_ROUTE = '/app/login';
export const CUSTOM_ERROR_APP_ID = 'customerror';
export const CUSTOM_ERROR_APP_ROUTE = '/app/customerror';
export const MISSING_ROLE_APP_ID = 'missing-role';
export const MISSING_ROLE_APP_ROUTE = '/missing-role';
export const HOME_APP_ROUTE = '/app/home';

/** Pages that never need (or cannot have) a signed-in user with roles. */
export const SECURITY_PAGE_APP_IDS = [LOGIN_APP_ID, CUSTOM_ERROR_APP_ID, MISSING_ROLE_APP_ID];

/** Whether `path` (without the base path) is `route` or a page under it. */
export function isOnRoute(path: string, route: string): boolean {
  const normalized = path.toLowerCase().replace(/\/+$/, '');
  return normalized === route || normalized.startsWith(`${route}/`);
}
