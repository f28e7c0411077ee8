import type { Capabilities, CapabilitiesSwitcher } from '../../../../core/server';
import { READONLY_ALLOWED_APPS } from '../../common/constants';
import type { Authenticator } from '../auth/authenticator';
import { storageTenant } from '../backend/permissions/tenant_selection';

/**
 * SPEC section 4, read-only: a user holding a read-only role (`readonly_mode.roles`) and no API
 * access reaches only home, dashboards and kibana; every other app's nav link is switched off.
 * Such a user, and anyone whose current tenant is read-only for them, gets
 * `advancedSettings.save: false` (the Advanced settings page then disables its editors; the
 * settings route refuses the write anyway) and the dashboards app's write controls switched off
 * (`dashboard.createNew` and `dashboard.showWriteControls`, as upstream; saved-object writes are
 * refused in such a tenant anyway). Anonymous callers (the login page) get the
 * capabilities unchanged.
 */
export function createReadonlySwitcher(auth: Authenticator): CapabilitiesSwitcher {
  return async (request, capabilities): Promise<Partial<Capabilities>> => {
    if (!auth.get(request)) return {};
    const account = await auth.account(request);
    const changes: Partial<Capabilities> = {};
    if (!(await canWriteTenant(auth, account))) {
      changes.advancedSettings = { save: false };
      changes.dashboard = { createNew: false, showWriteControls: false };
    }
    if (!account.readonly) return changes;
    const navLinks: Record<string, boolean> = {};
    for (const app of Object.keys(capabilities.navLinks)) {
      if (!READONLY_ALLOWED_APPS.includes(app)) navLinks[app] = false;
    }
    return { ...changes, navLinks };
  };
}

async function canWriteTenant(
  auth: Authenticator,
  account: Awaited<ReturnType<Authenticator['account']>>
): Promise<boolean> {
  if (account.readonly) return false;
  try {
    return storageTenant(account, account.user_requested_tenant, await auth.tenancy()).canWrite;
  } catch {
    // No usable tenant: nothing can be written.
    return false;
  }
}
