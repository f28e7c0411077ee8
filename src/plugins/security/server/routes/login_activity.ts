import {
  HttpError,
  READ_ONLY_TENANT_MESSAGE,
  type IRouter,
  type SavedObjectsServiceStart,
} from '../../../../core/server';
import { LOGIN_ACTIVITY_DASHBOARD_ID, LOGIN_ACTIVITY_RESTORE_PATH } from '../../common/login_activity';
import { canHoldLoginActivity, writeLoginActivityDashboard } from '../insights/login_activity_dashboard';
import { securityApiRoute } from './configuration/types';

export interface LoginActivityRouteDeps {
  /** Undefined until the server has started (or where the store holds no dashboards). */
  savedObjects(): SavedObjectsServiceStart | undefined;
}

/**
 * `POST /api/v1/audit/login_activity_dashboard`: puts the "Login activity" dashboard and its four
 * visualizations back into the global tenant as first created. Readers of the audit log who may
 * also write the global tenant: the audit permission opens no tenant, so the restore is held to
 * the tenant rule of every other saved-object write there (the answers a write with
 * `securitytenant: global` gets), or an audit administrator could overwrite five objects others
 * rely on in a tenant they may only read.
 */
export function registerLoginActivityRoutes(router: IRouter, deps: LoginActivityRouteDeps): void {
  router.post(
    { path: LOGIN_ACTIVITY_RESTORE_PATH, options: securityApiRoute(['audit']), validate: {} },
    async (request) => {
      const savedObjects = deps.savedObjects();
      if (!savedObjects || !canHoldLoginActivity(savedObjects)) {
        throw new HttpError(501, 'Dashboards are not available on this server.');
      }
      // findWritableTenant audits a refusal; the usable tenants only choose the refusal's text.
      const global = await savedObjects.findWritableTenant(request, 'global');
      if (!global) {
        const readable = (await savedObjects.getUsableTenants(request)).some((tenant) => tenant.name === 'global');
        throw new HttpError(
          403,
          readable ? READ_ONLY_TENANT_MESSAGE : "You do not have access to the tenant 'global'."
        );
      }
      // The caller's sharing rules too: an object someone owns under one of the ids is overwritten
      // only by a caller who may change it, else nothing is (409, as a create with overwrite).
      await writeLoginActivityDashboard(await savedObjects.getScopedClientForTenant(request, global));
      return { id: LOGIN_ACTIVITY_DASHBOARD_ID };
    }
  );
}
