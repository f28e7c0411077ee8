/**
 * The GETs the Tenants page sends when it first draws the tab of its URL: the tenancy settings
 * (every tab draws from them) and, for the Manage tab, the first page of custom tenants and the
 * session's tenant (the tab marks it, and draws its rows once both are in). The
 * plugin's early start asks for them while the shell still boots (early_start.ts), so they must
 * be exactly the page's own requests (same path, same query; first_gets.test.tsx renders the page
 * to check it). Kept apart from the page so the early start does not load the page's code.
 */
import { TENANCY_CONFIG_PATH } from '../../../../../common/tenancy';
import { TENANT_PATH } from '../../../../apis/security_api';
import { CONFIGURATION_API_PREFIX } from '../../api_types';
import type { FirstGet } from '../../../../apis/prefetched_gets';

/** The Manage tab's first read: 20 custom tenants by name, the stored global tenant left out. */
const FIRST_TENANTS: FirstGet = {
  path: `${CONFIGURATION_API_PREFIX}/tenants`,
  query: { page: 1, per_page: 20, sort: 'name', order: 'asc', without_global: 'true' },
};

/** The page's first GETs for the URL query `search` (`?tab=configure`, or empty). */
export function tenantsFirstGets(search: string): FirstGet[] {
  const tab = new URLSearchParams(search).get('tab');
  const settings: FirstGet = { path: TENANCY_CONFIG_PATH, query: {} };
  // Configure reads every tenant, History its versions: the Manage tab is drawn otherwise.
  if (tab === 'configure' || tab === 'history') return [settings];
  return [settings, FIRST_TENANTS, { path: TENANT_PATH, query: {} }];
}
