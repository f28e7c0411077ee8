/**
 * Tenant names as users see them, the tenant list items of the admin pages (SPEC 3) and the
 * tenant-switch option rules (SPEC 4 and 5), as pure functions so every screen agrees.
 */
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../common/constants';
import type { PublicSecurityConfig } from '../../common/config';
import { i18n } from '../../../../core/public/light';

export const globalTenantLabel = () =>
  i18n.translate('security.common.tenants.globalLabel', { defaultMessage: 'Global' });
export const privateTenantLabel = () =>
  i18n.translate('security.common.tenants.privateLabel', { defaultMessage: 'Private' });
const globalTenantDescription = () =>
  i18n.translate('security.common.tenants.globalDescription', { defaultMessage: 'Everyone can see it' });
const privateTenantDescription = () =>
  i18n.translate('security.common.tenants.privateDescription', {
    defaultMessage: 'Only visible to the current logged in user',
  });
/** The labels' English, for callers not yet moved to the functions above (the Security app's tenancy form). */
export const GLOBAL_TENANT_LABEL = 'Global';
export const PRIVATE_TENANT_LABEL = 'Private';
/** The tenant name a selection carries for the global tenant. */
export const GLOBAL_TENANT_VALUE = '';

/** The share-link query key and its values (SPEC 5 and 9). */
export const SHARE_TENANT_PARAM = 'security_tenant';
const SHARE_GLOBAL_VALUE = 'global';
const SHARE_PRIVATE_VALUE = 'private';

function isGlobalTenant(tenant: string | null | undefined): boolean {
  return tenant === null || tenant === undefined || tenant === GLOBAL_TENANT_VALUE || tenant === GLOBAL_TENANT_NAME;
}

/**
 * 'Global', 'Private' or the custom tenant's name. The private tenant is stored under the user's
 * own name, so that name also reads as 'Private' for that user.
 */
export function tenantDisplayName(requestedTenant: string | null | undefined, username?: string): string {
  if (isGlobalTenant(requestedTenant)) return globalTenantLabel();
  if (requestedTenant === PRIVATE_TENANT || (username !== undefined && requestedTenant === username)) {
    return privateTenantLabel();
  }
  return requestedTenant as string;
}

/* -------------------------------------------------------- tenant list items */

export interface TenantListItem {
  /** The label shown in lists. */
  tenant: string;
  /** The tenant's name in the security configuration (what create/update/delete calls use). */
  name: string;
  reserved: boolean;
  description: string;
  /** What a tenant selection sends for it: '' for global, '__user__' for private, else the name. */
  tenantValue: string;
}

export interface RawTenant {
  reserved: boolean;
  description: string;
}

/** Its texts are read when a list is built from it (a copy: `{ ...PRIVATE_TENANT_LIST_ITEM }`), in the locale of then. */
export const PRIVATE_TENANT_LIST_ITEM: Readonly<TenantListItem> = Object.freeze({
  get tenant() {
    return privateTenantLabel();
  },
  name: PRIVATE_TENANT,
  reserved: true,
  get description() {
    return privateTenantDescription();
  },
  tenantValue: PRIVATE_TENANT,
});

export function toTenantListItem(name: string, raw: RawTenant): TenantListItem {
  if (name === GLOBAL_TENANT_NAME) {
    return {
      tenant: globalTenantLabel(),
      name,
      reserved: raw.reserved,
      description: globalTenantDescription(),
      tenantValue: GLOBAL_TENANT_VALUE,
    };
  }
  return { tenant: name, name, reserved: raw.reserved, description: raw.description, tenantValue: name };
}

/**
 * The tenants page's rows: the server's tenants with the global tenant first, and the private
 * tenant (which the server does not list: it is per user) as the second entry when enabled.
 */
export function buildTenantList(
  tenants: Record<string, RawTenant>,
  multitenancy: Pick<PublicSecurityConfig['multitenancy'], 'tenants'>
): TenantListItem[] {
  const items = Object.entries(tenants).map(([name, raw]) => toTenantListItem(name, raw));
  const globalIndex = items.findIndex((item) => item.name === GLOBAL_TENANT_NAME);
  if (globalIndex > 0) items.unshift(...items.splice(globalIndex, 1));
  if (multitenancy.tenants.enable_private) items.splice(1, 0, { ...PRIVATE_TENANT_LIST_ITEM });
  return items;
}

/* ------------------------------------------------------- tenant switch rules */

export type TenantOption = 'global' | 'private' | 'custom';

export interface TenantOptionContext {
  multitenancy: Pick<PublicSecurityConfig['multitenancy'], 'enabled' | 'tenants'>;
  username: string;
  /** The tenants the user may use, as the account info lists them (keys are tenant names). */
  tenants: Record<string, boolean>;
  /**
   * How many custom tenants the user may use, when the account counts them (`custom_tenants_total`:
   * `tenants` then names the global, private and current ones only).
   */
  customTotal?: number;
}

function hasTenant(tenants: Record<string, boolean>, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(tenants, name);
}

/** Custom tenants the user can pick: neither the global tenant nor their own private one, sorted. */
export function customTenantNames(tenants: Record<string, boolean>, username: string): string[] {
  return Object.keys(tenants)
    .filter((name) => name !== GLOBAL_TENANT_NAME && name !== username)
    .sort((a, b) => a.localeCompare(b));
}

export function isGlobalOptionDisabled({ multitenancy, tenants }: TenantOptionContext): boolean {
  return !multitenancy.tenants.enable_global || !hasTenant(tenants, GLOBAL_TENANT_NAME);
}

export function isPrivateOptionDisabled({ multitenancy, tenants, username }: TenantOptionContext): boolean {
  return !multitenancy.tenants.enable_private || !hasTenant(tenants, username);
}

export function isCustomOptionDisabled({ tenants, username, customTotal }: TenantOptionContext): boolean {
  return (customTotal ?? customTenantNames(tenants, username).length) === 0;
}

export function disabledTenantOptions(context: TenantOptionContext): Record<TenantOption, boolean> {
  return {
    global: isGlobalOptionDisabled(context),
    private: isPrivateOptionDisabled(context),
    custom: isCustomOptionDisabled(context),
  };
}

/** The radio (and custom choice) matching the tenant the user is in now. */
export function tenantOptionOf(
  requestedTenant: string | null | undefined,
  username: string
): { option: TenantOption; customTenant?: string } {
  if (isGlobalTenant(requestedTenant)) return { option: 'global' };
  if (requestedTenant === PRIVATE_TENANT || requestedTenant === username) return { option: 'private' };
  return { option: 'custom', customTenant: requestedTenant as string };
}

/** The tenant name the switch call sends, or undefined when nothing usable was chosen. */
export function tenantValueOf(option: TenantOption | undefined, customTenant: string | undefined): string | undefined {
  switch (option) {
    case 'global':
      return GLOBAL_TENANT_VALUE;
    case 'private':
      return PRIVATE_TENANT;
    case 'custom':
      return customTenant ? customTenant : undefined;
    default:
      return undefined;
  }
}

/** The security_tenant value a share link carries: 'global', 'private' or the encoded name. */
export function shareLinkTenantValue(tenant: string | null | undefined): string {
  if (isGlobalTenant(tenant)) return SHARE_GLOBAL_VALUE;
  if (tenant === PRIVATE_TENANT) return SHARE_PRIVATE_VALUE;
  return encodeURIComponent(tenant as string);
}
