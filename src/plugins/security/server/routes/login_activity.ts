import { DEFAULT_TENANT, HttpError, type IRouter, type SavedObjectsServiceStart } from '../../../../core/server';
import { LOGIN_ACTIVITY_DASHBOARD_ID, LOGIN_ACTIVITY_RESTORE_PATH } from '../../common/login_activity';
import { canHoldLoginActivity, writeLoginActivityDashboard } from '../insights/login_activity_dashboard';
import { securityApiRoute } from './configuration/types';

export interface LoginActivityRouteDeps {
  /** Undefined until the server has started (or where the store holds no dashboards). */
  savedObjects(): SavedObjectsServiceStart | undefined;
}

/**
 * `POST /api/v1/audit/login_activity_dashboard`: puts the "Login activity" dashboard and its four
 * visualizations back into the global tenant as first created. Readers of the audit log only.
 */
export function registerLoginActivityRoutes(router: IRouter, deps: LoginActivityRouteDeps): void {
  router.post({ path: LOGIN_ACTIVITY_RESTORE_PATH, options: securityApiRoute(['audit']), validate: {} }, async () => {
    const savedObjects = deps.savedObjects();
    if (!savedObjects || !canHoldLoginActivity(savedObjects)) {
      throw new HttpError(501, 'Dashboards are not available on this server.');
    }
    await writeLoginActivityDashboard(savedObjects.getClientForTenant(DEFAULT_TENANT));
    return { id: LOGIN_ACTIVITY_DASHBOARD_ID };
  });
}
