import { AppStatus, type AppUpdater } from '../../../core/public';
import { ACCOUNT_APP_ID, READONLY_ALLOWED_APPS } from '../common/constants';
import { SECURITY_PAGE_APP_IDS } from './apps/app_routes';

/**
 * SPEC 4 "Read-only": holding any configured read-only role without API access. API access
 * wins, so an administrator who also holds a read-only role keeps every app.
 */
export function isReadOnlyUser(
  roles: readonly string[],
  readonlyRoles: readonly string[],
  hasApiAccess: boolean
): boolean {
  if (hasApiAccess) return false;
  return roles.some((role) => readonlyRoles.includes(role));
}

/**
 * Every app outside the allow-list (home, dashboards, kibana) becomes inaccessible. The plugin's
 * own pages stay reachable: a read-only user must still be able to see an error
 * page or the login page, and they carry no data; so do the account app's (the account menu's
 * own sessions page). The Security app is not among them: SPEC 4
 * makes it inaccessible to read-only users ("Application Not Found"), while other users without
 * API access see it say "You do not have permission".
 */
export const readOnlyAppUpdater: AppUpdater = (app) => {
  if ([...READONLY_ALLOWED_APPS, ...SECURITY_PAGE_APP_IDS, ACCOUNT_APP_ID].includes(app.id)) return undefined;
  return { status: AppStatus.inaccessible };
};
