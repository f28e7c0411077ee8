/**
 * Moving the session to another tenant from the tenants page, then reloading (or opening the
 * dashboards or visualize page) so every part of the page, the account menu included, reads the new tenant.
 */
import { i18n, type CoreStart } from '../../../../../../../core/public';
import type { BrowserLocation } from '../../../../apis/browser_location';
import { PRIVATE_TENANT } from '../../../../../common/constants';
import { getSavedTenant, setSavedTenant } from '../../../../utils/storage';
import { showError } from '../../utils/toasts';
import type { TenancyApi } from './tenancy_api';
import messages from './messages.json';

/** SPEC 2.1 "Dashboard page ids": the pages a tenant's saved objects are opened in. */
export const DASHBOARD_PAGE_ID = 'dashboards';
export const VISUALIZE_PAGE_ID = 'visualize';
export type DashboardPageId = typeof DASHBOARD_PAGE_ID | typeof VISUALIZE_PAGE_ID;

export type TenantLocation = Pick<BrowserLocation, 'href' | 'reload'>;

export interface SwitchDeps {
  core: Pick<CoreStart, 'http' | 'notifications'>;
  api: Pick<TenancyApi, 'selectTenant'>;
  username: string;
  location: TenantLocation;
}

/**
 * Selects `tenantValue` ('' global, '__user__' private, else the name); then `then` decides
 * where the browser goes. Resolves false (after a danger toast) when the server refuses.
 */
export async function switchTenant(
  { core, api, username, location }: SwitchDeps,
  tenantValue: string,
  then: 'reload' | DashboardPageId
): Promise<boolean> {
  try {
    await api.selectTenant(tenantValue, username);
  } catch (error) {
    showError(core.notifications.toasts, error, i18n.translate(messages.switchFailedError));
    return false;
  }
  // A remembered tenant is switched back to at start-up; the one just chosen is remembered instead.
  if (getSavedTenant() !== null) setSavedTenant(tenantValue);
  if (then === 'reload') location.reload();
  else location.href = core.http.basePath.prepend(`/app/${then}`);
  return true;
}

/**
 * The address of a tenant's dashboards for a link's `href` (opened in a new tab, the start-up
 * tenant rules switch to it, SPEC 5 share links); a plain click goes through switchTenant.
 */
export function tenantDashboardsHref(basePath: Pick<CoreStart['http']['basePath'], 'prepend'>, tenantValue: string) {
  const value = tenantValue === '' ? 'global' : tenantValue === PRIVATE_TENANT ? 'private' : tenantValue;
  return basePath.prepend(`/app/${DASHBOARD_PAGE_ID}?security_tenant=${encodeURIComponent(value)}`);
}
