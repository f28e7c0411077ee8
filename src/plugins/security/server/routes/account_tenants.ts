/**
 * The tenants of the caller's account, sized by what a page shows (issue 75): the account a page
 * carries names the global, private and current tenants and counts the custom ones; the custom
 * ones are paged and searched here. Both read the same resolved account, so a page never offers
 * a tenant the account would not list.
 */
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../common/constants';
import type { AccountTenantsQuery, AccountTenantsResponse } from '../../common/schemas/account';

/** What a tenant switch shows before anything is typed. */
export const ACCOUNT_TENANTS_DEFAULT_PER_PAGE = 20;

/** The user's custom tenants: neither the global tenant nor the private one (listed under the user's name), by name. */
export function customTenantNames(tenants: Record<string, boolean>, username: string): string[] {
  return Object.keys(tenants)
    .filter((name) => name !== GLOBAL_TENANT_NAME && name !== username)
    .sort((a, b) => a.localeCompare(b));
}

/** Of `tenants`, the global, the private and the `requested` (current) one, each only if the user has it. */
export function shownTenants(
  tenants: Record<string, boolean>,
  username: string,
  requested: string | null
): Record<string, boolean> {
  const shown = new Set([GLOBAL_TENANT_NAME, username]);
  if (requested && requested !== PRIVATE_TENANT) shown.add(requested);
  return Object.fromEntries(Object.entries(tenants).filter(([name]) => shown.has(name)));
}

/** Page `page` (1-based) of the custom tenants whose name contains `search`, in any case. */
export function accountTenantsPage(
  tenants: Record<string, boolean>,
  username: string,
  { page = 1, per_page: perPage = ACCOUNT_TENANTS_DEFAULT_PER_PAGE, search }: AccountTenantsQuery
): AccountTenantsResponse {
  const needle = search?.trim().toLowerCase() ?? '';
  const names = customTenantNames(tenants, username).filter((name) => name.toLowerCase().includes(needle));
  const start = (page - 1) * perPage;
  return {
    total: names.length,
    tenants: names.slice(start, start + perPage).map((name) => ({ name, writable: tenants[name] === true })),
  };
}
