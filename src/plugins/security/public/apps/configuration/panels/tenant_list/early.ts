/** The Tenants page's chunk and first GETs, started while the shell boots when the address bar opens it (early_start.ts). */
import { pageLoader } from '../../page_loaders';
import type { EarlyPage } from '../../types';
import { tenantsFirstGets } from './first_gets';

export const TENANT_PAGES = {
  tenants: pageLoader(() => import('./tenants_page'), 'TenantsPage'),
};

export const TENANTS_EARLY: readonly EarlyPage[] = [
  { path: /^\/tenants$/, load: TENANT_PAGES.tenants, firstGets: tenantsFirstGets },
];
