import { i18n, type IToasts } from '../../../core/public';
import { GLOBAL_TENANT_NAME } from '../common/constants';
import type { AccountInfo, SecurityApi } from './apis/security_api';
import type { BrowserLocation } from './apis/browser_location';
import { getTenantFromUrl, tenantSelectionFromUrlValue } from './tenant_from_url';
import { getSavedTenant, getShouldShowTenantPopup, setShouldShowTenantPopup } from './utils/storage';
import { tenantDisplayName } from './utils/tenants';

export interface StartupTenantDeps {
  api: Pick<SecurityApi, 'selectTenant'>;
  accountInfo: AccountInfo;
  location: BrowserLocation;
  toasts: Pick<IToasts, 'addDanger'>;
}

/** The global tenant is '' in a selection; older saved values may still spell it out. */
function asSelection(tenant: string | null | undefined): string {
  return !tenant || tenant === GLOBAL_TENANT_NAME ? '' : tenant;
}

/**
 * SPEC 4 "Start-up", tenant part. Decides the popup flag synchronously, so the account menu
 * (set up right after) sees it on its first render; any tenant switch then runs in the
 * returned promise: a URL-named or remembered tenant is selected without asking, and the page
 * reloads only when the session's tenant really changed.
 */
export function applyStartupTenantRules({ api, accountInfo, location, toasts }: StartupTenantDeps): Promise<void> {
  const username = accountInfo.data.user_name;
  const current = asSelection(accountInfo.data.user_requested_tenant);

  const switchTo = async (tenant: string) => {
    if (tenant === current) return;
    try {
      const selected = await api.selectTenant(tenant, username);
      if (asSelection(selected) !== current) location.reload();
    } catch (error) {
      console.log('Security: tenant switch at start-up failed', error);
      toasts.addDanger({
        title: i18n.translate('security.common.startupTenant.switchFailed', {
          defaultMessage: 'Failed to switch to {tenant} tenant.',
          values: { tenant: tenantDisplayName(tenant, username) },
        }),
      });
    }
  };

  const fromUrl = getTenantFromUrl(location);
  if (fromUrl !== null) {
    // The link's author chose the tenant: asking again would be noise.
    setShouldShowTenantPopup(false);
    return switchTo(tenantSelectionFromUrlValue(fromUrl));
  }
  if (getShouldShowTenantPopup() === false) return Promise.resolve();

  const saved = getSavedTenant();
  if (saved === null) {
    setShouldShowTenantPopup(true);
    return Promise.resolve();
  }
  return switchTo(asSelection(saved));
}
