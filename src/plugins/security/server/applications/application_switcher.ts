import type { ApplicationInfo, Capabilities, CapabilitiesSwitcher } from '../../../../core/server';
import type { Authenticator } from '../auth/authenticator';
import { canWriteTenant } from './tenant_write';
import type { ApplicationAccessPolicy } from './application_access';

/** The capabilities that hold an app's write controls, switched off when the app is read-only. */
const WRITE_CONTROLS: Record<string, Partial<Capabilities>> = {
  dashboards: { dashboard: { createNew: false, showWriteControls: false } },
  management: { advancedSettings: { save: false } },
};

/**
 * Issue 41 and SPEC section 4 in one mechanism: each declared app's nav link and `{show, save}`
 * follow the user's application access (their roles' application permissions when on, every app
 * otherwise, narrowed by the read-only mode). A read-only user also loses the nav links of the
 * undeclared app ids the browser names (the read-only allow-list, as before); the write controls
 * of a read-only app, or of a tenant the user may not write, are switched off. Anonymous callers
 * (the login page) get the capabilities unchanged.
 */
export function createApplicationSwitcher(
  auth: Authenticator,
  policy: ApplicationAccessPolicy,
  applications: () => readonly ApplicationInfo[]
): CapabilitiesSwitcher {
  return async (request, capabilities): Promise<Partial<Capabilities>> => {
    if (!auth.get(request)) return {};
    const account = await auth.account(request);
    let changes: Partial<Capabilities> = {};
    const readOnly = (app: string) => (changes = { ...changes, ...WRITE_CONTROLS[app] });
    if (!(await canWriteTenant(auth, account))) {
      readOnly('dashboards');
      readOnly('management');
    }
    const declared = new Set(applications().map((app) => app.id));
    const navLinks: Record<string, boolean> = {};
    for (const id of declared) {
      const access = policy.access(account, id);
      changes[id] = { show: access !== 'none', save: access === 'all' };
      if (access !== 'all') readOnly(id);
    }
    for (const id of Object.keys(capabilities.navLinks)) {
      // Undeclared ids (the login, error and missing-role pages) are not apps a role names; only
      // the read-only mode's allow-list closes them, as it always did.
      if (!declared.has(id) && !account.readonly) continue;
      if (policy.access(account, id) === 'none') navLinks[id] = false;
    }
    return Object.keys(navLinks).length ? { ...changes, navLinks } : changes;
  };
}
