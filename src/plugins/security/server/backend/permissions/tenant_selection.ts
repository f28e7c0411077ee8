import { HttpError } from '../../../../../core/server';
import type { TenantContext } from '../../../../../core/server';
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../../common/constants';
import type { ServerAccountInfo } from './account';
import { canAccessTenant } from './tenants';

/**
 * Multitenancy as it applies (built by `multitenancy/effective_tenancy.ts`). The switches and the
 * default tenant are the backend's (an administrator changes them at run time; until then they
 * follow this server's yml); which tenants come first at login and whether the global tenant is
 * offered are this server's yml.
 */
export interface Tenancy {
  enabled: boolean;
  globalEnabled: boolean;
  privateEnabled: boolean;
  /** Tried first when a session starts, in order ('Global', 'Private' or a tenant name). */
  preferred: string[];
  /** The backend's default tenant: '' none chosen, 'global_tenant', '__user__' or a custom name. */
  defaultTenant: string;
}

/** Storage ids of private tenants; no custom tenant may use the prefix, or it would open someone's private tenant. */
const PRIVATE_STORAGE_PREFIX = PRIVATE_TENANT;

/**
 * A tenant selection in its one canonical form: '' global, '__user__' private, else a custom
 * tenant's name. The names admins and share links use ('global', 'Global', 'global_tenant',
 * 'private', 'Private') are accepted too.
 */
export function normalizeTenant(value: string): string {
  const lower = value.trim().toLowerCase();
  if (lower === '' || lower === 'global' || lower === GLOBAL_TENANT_NAME) return '';
  if (lower === 'private' || lower === PRIVATE_TENANT) return PRIVATE_TENANT;
  return value;
}

type TenantAccount = Pick<ServerAccountInfo, 'user_name' | 'tenant_grants' | 'readonly'>;

/** Whether the account may work in the (normalized) selection under this tenancy. */
export function isSelectable(account: TenantAccount, selection: string, tenancy: Tenancy): boolean {
  if (!tenancy.enabled) return selection === '';
  if (selection === '') return tenancy.globalEnabled && canAccessTenant(account, '', 'read');
  if (selection === PRIVATE_TENANT) return tenancy.privateEnabled && canAccessTenant(account, PRIVATE_TENANT, 'read');
  if (selection.startsWith(PRIVATE_STORAGE_PREFIX)) return false;
  return canAccessTenant(account, selection, 'read');
}

/** Custom tenants the account reaches, sorted: every named tenant but the global one. */
export function customTenants(account: TenantAccount): string[] {
  return Object.keys(account.tenant_grants.named)
    .filter((name) => name !== GLOBAL_TENANT_NAME)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * The tenant a new session starts in: the first the account may use of the backend's default
 * tenant (when one is chosen), the yml's preferred tenants, global, private, then its custom
 * tenants by name. Null when it may use none.
 */
export function initialTenant(account: TenantAccount, tenancy: Tenancy): string | null {
  if (!tenancy.enabled) return '';
  const first = tenancy.defaultTenant === '' ? [] : [tenancy.defaultTenant];
  const candidates = [...first, ...tenancy.preferred, '', PRIVATE_TENANT].map(normalizeTenant);
  for (const candidate of [...candidates, ...customTenants(account)]) {
    if (isSelectable(account, candidate, tenancy)) return candidate;
  }
  return null;
}

/**
 * Where the request's saved objects and settings live: the selection if the account may use it,
 * else the global tenant if it may read that, else 403. Private tenants are stored as
 * `__user__<name>`; write access is the account's tenant flag (true = read and write); a read-only
 * account (`readonly_mode.roles`) writes only its own private tenant, as upstream's read-only mode.
 */
export function storageTenant(account: TenantAccount, selection: string | null, tenancy: Tenancy): TenantContext {
  if (!tenancy.enabled) return { id: '', canWrite: !account.readonly };
  const usable =
    selection !== null && isSelectable(account, selection, tenancy)
      ? selection
      : isSelectable(account, '', tenancy)
        ? ''
        : null;
  if (usable === null) {
    throw new HttpError(
      403,
      selection === null
        ? 'You do not have access to any tenant.'
        : `You do not have access to the tenant '${selection}'.`
    );
  }
  if (usable === PRIVATE_TENANT) {
    return { id: `${PRIVATE_STORAGE_PREFIX}${account.user_name}`, canWrite: canAccessTenant(account, usable, 'write') };
  }
  // The read-only mode wins over any role's write on a shared tenant (issue 68.4), as without multitenancy.
  return { id: usable, canWrite: !account.readonly && canAccessTenant(account, usable, 'write') };
}
