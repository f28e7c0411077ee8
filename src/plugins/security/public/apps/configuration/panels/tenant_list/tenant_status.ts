/**
 * What the tenant list derives from the tenancy settings: each tenant's status, which row is the
 * session's current tenant. Pure, so the rules are tested without rendering.
 */
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../../../../common/constants';
import type { TenancyConfig } from '../../../../../common/tenancy';
import type { TenantListItem } from '../../../../utils/tenants';

export type TenantStatus = 'Default' | 'Enabled' | 'Disabled';

/**
 * The list item name ('global_tenant', '__user__' or the custom name) of a default tenant as the
 * server may spell it. '' (none chosen) means sessions start in the global tenant.
 */
export function defaultTenantItemName(defaultTenant: string | undefined): string {
  const value = defaultTenant ?? '';
  const lower = value.toLowerCase();
  if (lower === '' || lower === 'global' || lower === GLOBAL_TENANT_NAME) return GLOBAL_TENANT_NAME;
  if (lower === 'private' || lower === PRIVATE_TENANT) return PRIVATE_TENANT;
  return value;
}

/**
 * Default: where sessions start. Disabled: nobody can work in it now (multitenancy off leaves
 * only the global tenant; the global tenant off in the server's yml; the private tenant off).
 */
export function tenantStatus(
  item: Pick<TenantListItem, 'name'>,
  tenancy: TenancyConfig,
  globalEnabled: boolean
): TenantStatus {
  const isGlobal = item.name === GLOBAL_TENANT_NAME;
  if (!tenancy.multitenancy_enabled) return isGlobal ? 'Default' : 'Disabled';
  if (isGlobal && !globalEnabled) return 'Disabled';
  if (item.name === PRIVATE_TENANT && !tenancy.private_tenant_enabled) return 'Disabled';
  return defaultTenantItemName(tenancy.default_tenant) === item.name ? 'Default' : 'Enabled';
}

/**
 * The list item name of the session's tenant, from GET /api/v1/multitenancy/tenant ('' global,
 * '__user__' private, else custom). The private tenant is stored under the user's own name, so
 * that name also means private.
 */
export function currentTenantItemName(current: string | null | undefined, username: string): string {
  if (!current || current === GLOBAL_TENANT_NAME) return GLOBAL_TENANT_NAME;
  if (current === PRIVATE_TENANT || (username !== '' && current === username)) return PRIVATE_TENANT;
  return current;
}
