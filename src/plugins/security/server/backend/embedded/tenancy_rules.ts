/** The multitenancy settings kept in `config.dynamic.kibana`: their canonical form and their rules. */
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../../common/constants';
import { PRIVATE_DEFAULT_WHILE_DISABLED_MESSAGE } from '../../../common/tenancy';
import type { SecurityConfig, Tenant } from '../../../common/types';
import { badRequest } from '../errors';
import type { TenancyConfig } from '../types';
import type { SecurityRepository } from './repository';

/** Multitenancy switches a store that never stored them falls back to (the server's yml). */
export interface TenancyDefaults {
  multitenancy_enabled: boolean;
  private_tenant_enabled: boolean;
}

export const BUILT_IN_TENANCY_DEFAULTS: TenancyDefaults = { multitenancy_enabled: true, private_tenant_enabled: true };

export function tenancyOf(
  config: SecurityConfig | undefined,
  defaults: TenancyDefaults = BUILT_IN_TENANCY_DEFAULTS
): TenancyConfig {
  const kibana = config?.dynamic?.kibana ?? {};
  return {
    multitenancy_enabled:
      typeof kibana.multitenancy_enabled === 'boolean' ? kibana.multitenancy_enabled : defaults.multitenancy_enabled,
    private_tenant_enabled:
      typeof kibana.private_tenant_enabled === 'boolean'
        ? kibana.private_tenant_enabled
        : defaults.private_tenant_enabled,
    default_tenant: typeof kibana.default_tenant === 'string' ? kibana.default_tenant : '',
    ...preferredOf(kibana.preferred_tenants),
  };
}

/** Stored preferred tenants, when there are any (a list of names; anything else is ignored). */
function preferredOf(value: unknown): Pick<TenancyConfig, 'preferred_tenants'> {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && item !== '')) return {};
  return value.length ? { preferred_tenants: [...(value as string[])] } : {};
}

/** default_tenant values that name the global or private tenant rather than a custom one. */
const DEFAULT_TENANT_ALIASES = ['global', 'global_tenant', 'private', '__user__'];

/**
 * The one spelling stored for a default tenant: '' (none chosen), 'global_tenant', '__user__'
 * or a custom tenant's exact name. 'Global', 'global', 'Private' and 'private' are what the
 * tenant list and OpenSearch's documentation call them.
 */
export function canonicalDefaultTenant(value: string): string {
  if (value === '') return '';
  const lower = value.toLowerCase();
  if (lower === 'global' || lower === GLOBAL_TENANT_NAME) return GLOBAL_TENANT_NAME;
  if (lower === 'private' || lower === PRIVATE_TENANT) return PRIVATE_TENANT;
  return value;
}

/**
 * Checks the settings against the tenants that exist and answers them in canonical form.
 * Multitenancy off with a custom default is allowed: the default is kept for when it is turned
 * back on, and meanwhile everyone works in the global tenant.
 */
export function checkTenancyConfig(config: TenancyConfig, tenants: ReadonlyMap<string, Tenant>): TenancyConfig {
  const defaultTenant = canonicalDefaultTenant(config.default_tenant);
  if (defaultTenant === PRIVATE_TENANT && !config.private_tenant_enabled)
    throw badRequest(PRIVATE_DEFAULT_WHILE_DISABLED_MESSAGE);
  if (defaultTenant !== '' && defaultTenant !== GLOBAL_TENANT_NAME && defaultTenant !== PRIVATE_TENANT) {
    const tenant = tenants.get(defaultTenant);
    if (!tenant || tenant.hidden) throw badRequest(`[default_tenant] tenant '${defaultTenant}' does not exist`);
  }
  return {
    multitenancy_enabled: config.multitenancy_enabled,
    private_tenant_enabled: config.private_tenant_enabled,
    default_tenant: defaultTenant,
    // Left out: the stored list stays; [] clears it (the yml's apply again).
    ...(config.preferred_tenants ? { preferred_tenants: config.preferred_tenants.map((t) => t.trim()) } : {}),
  };
}

/** The security config with these multitenancy settings; everything else in it unchanged. */
export function withTenancy(config: SecurityConfig, tenancy: TenancyConfig): SecurityConfig {
  const next = structuredClone(config);
  next.dynamic = { ...next.dynamic, kibana: { ...(next.dynamic.kibana ?? {}), ...tenancy } };
  return next;
}

/** The tenancy rules for a whole `config.yml` document sent to `updateSecurityConfig`. */
export function checkSecurityConfigTenancy(
  config: SecurityConfig,
  tenants: ReadonlyMap<string, Tenant>,
  defaults: TenancyDefaults
): void {
  const tenant = config.dynamic.kibana?.default_tenant;
  if (tenant && !DEFAULT_TENANT_ALIASES.includes(tenant) && !tenants.has(tenant)) {
    throw badRequest(`[dynamic.kibana.default_tenant] tenant '${tenant}' does not exist`);
  }
  const tenancy = tenancyOf(config, defaults);
  if (canonicalDefaultTenant(tenancy.default_tenant) === PRIVATE_TENANT && !tenancy.private_tenant_enabled) {
    throw badRequest(PRIVATE_DEFAULT_WHILE_DISABLED_MESSAGE);
  }
}

export const defaultTenantRemovedMessage = (name: string) =>
  `Tenant '${name}' is the default tenant: choose another default tenant before deleting or renaming it.`;

/**
 * A write that deletes tenants (a delete, a PATCH remove or move, a revert) keeps the one the
 * multitenancy settings name as the default, judged on the configuration after the write: the
 * settings refuse a default tenant that does not exist, but deleting it afterwards left them
 * naming one, and every export of that configuration was then refused by the import.
 */
export async function checkDefaultTenantKept(repository: SecurityRepository): Promise<void> {
  const deleted = repository
    .pendingChanges()
    .filter(({ kind, before, after }) => kind === 'tenants' && before !== undefined && after === undefined)
    .map(({ name }) => name);
  if (!deleted.length) return;
  const config = await repository.getDocument<SecurityConfig>('config');
  const tenant = config?.dynamic?.kibana?.default_tenant;
  if (typeof tenant === 'string' && deleted.includes(tenant)) throw badRequest(defaultTenantRemovedMessage(tenant));
}
