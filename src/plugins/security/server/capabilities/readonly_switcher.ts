import type { Capabilities, CapabilitiesSwitcher } from '../../../../core/server';
import { READONLY_ALLOWED_APPS } from '../../common/constants';
import type { Authenticator } from '../auth/authenticator';

/**
 * SPEC section 4, read-only: a user holding a read-only role (`readonly_mode.roles`) and no API
 * access reaches only home, dashboards and kibana; every other app's nav link is switched off.
 * Anonymous callers (the login page) and everyone else get the capabilities unchanged.
 */
export function createReadonlySwitcher(auth: Authenticator): CapabilitiesSwitcher {
  return async (request, capabilities): Promise<Partial<Capabilities>> => {
    if (!auth.get(request)) return {};
    const account = await auth.account(request);
    if (!account.readonly) return {};
    const navLinks: Record<string, boolean> = {};
    for (const app of Object.keys(capabilities.navLinks)) {
      if (!READONLY_ALLOWED_APPS.includes(app)) navLinks[app] = false;
    }
    return { navLinks };
  };
}
