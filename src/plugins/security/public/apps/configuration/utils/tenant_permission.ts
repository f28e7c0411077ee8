/**
 * Tenant permissions of a role as the Security app shows them (SPEC 3 "Role tenant permission",
 * SPEC 4 "Tenant permission type").
 */
import { GLOBAL_TENANT_NAME, TENANT_READ_ACTION, TENANT_WRITE_ACTION } from '../../../../common/constants';
import type { Tenant, TenantPermission } from '../../../../common/types';
import { i18n } from '../../../../../../core/public';

export type TenantPermissionType = 'None' | 'Read only' | 'Read and Write';
export const NOT_APPLICABLE = 'N/A';

/** The choices of the role editor, each sent as one action group. */
export const TENANT_PERMISSION_OPTIONS: ReadonlyArray<{ type: Exclude<TenantPermissionType, 'None'>; action: string }> =
  [
    { type: 'Read only', action: TENANT_READ_ACTION },
    { type: 'Read and Write', action: TENANT_WRITE_ACTION },
  ];

/** SPEC 4: write present → 'Read and Write'; else read present → 'Read only'; else 'None'. Write wins. */
export function tenantPermissionType(allowedActions: readonly string[] | undefined): TenantPermissionType {
  const actions = allowedActions ?? [];
  if (actions.includes(TENANT_WRITE_ACTION)) return 'Read and Write';
  if (actions.includes(TENANT_READ_ACTION)) return 'Read only';
  return 'None';
}

/**
 * The words a user reads for a type: exactly as the specification spells them (None, Read only,
 * Read and Write), although the rest of the app's labels are in sentence case: the spec's texts are
 * requirements.
 */
export function tenantPermissionLabel(type: TenantPermissionType): string {
  if (type === 'Read and Write')
    return i18n.translate('security.utils.tenantPermission.readWrite', { defaultMessage: 'Read and Write' });
  if (type === 'Read only')
    return i18n.translate('security.utils.tenantPermission.readOnly', { defaultMessage: 'Read only' });
  return i18n.translate('security.utils.tenantPermission.none', { defaultMessage: 'None' });
}

/**
 * What a user reads for a row's tenant, description or customization: the row's words ('N/A',
 * 'Global', 'Reserved', 'Custom') in the loaded locale; a tenant's own name or description as it is.
 */
export function tenantRowText(row: TenantPermissionRow, column: 'tenant' | 'description' | 'customization'): string {
  const value = row[column];
  if (value === NOT_APPLICABLE && (column !== 'description' || row.tenant === NOT_APPLICABLE)) {
    return i18n.translate('security.utils.tenantPermission.notApplicable', { defaultMessage: 'N/A' });
  }
  if (column === 'tenant' && value === 'Global' && row.patterns[0] === GLOBAL_TENANT_NAME) {
    return i18n.translate('security.utils.tenantPermission.globalTenant', { defaultMessage: 'Global' });
  }
  if (column === 'customization') {
    return value === 'Reserved'
      ? i18n.translate('security.utils.tenantPermission.reserved', { defaultMessage: 'Reserved' })
      : i18n.translate('security.utils.tenantPermission.custom', { defaultMessage: 'Custom' });
  }
  return value;
}

/** The single action group the editor sends for a type ('None' sends none). */
export function tenantPermissionActions(type: TenantPermissionType): string[] {
  const option = TENANT_PERMISSION_OPTIONS.find((candidate) => candidate.type === type);
  return option ? [option.action] : [];
}

export interface TenantPermissionRow {
  /** The patterns comma-joined, as written in the role. */
  patterns: string[];
  permissionType: TenantPermissionType;
  /** The tenant's description, or 'N/A' (see describeTenantPermission). */
  description: string;
  /** 'Reserved' / 'Custom' for a matched tenant, else 'N/A'. */
  customization: 'Reserved' | 'Custom' | typeof NOT_APPLICABLE;
  /** The tenant's display label ('Global' for the global tenant), or 'N/A'. */
  tenant: string;
}

const WILDCARD = /[*?]/;

/**
 * One row of a role's tenant-permission table. The rule for the tenant columns: a permission
 * describes a tenant only when it has exactly one pattern, that pattern has no wildcard (`*` or
 * `?`), and a tenant of exactly that name exists. Otherwise (several patterns, a wildcard, or no
 * such tenant, e.g. `${user.name}` or a deleted tenant) the tenant, description and
 * customization columns show 'N/A'; the permission type is always derived (SPEC 4).
 */
export function describeTenantPermission(
  permission: TenantPermission,
  tenants: Record<string, Tenant>
): TenantPermissionRow {
  const patterns = permission.tenant_patterns ?? [];
  const permissionType = tenantPermissionType(permission.allowed_actions);
  const only = patterns.length === 1 && !WILDCARD.test(patterns[0]) ? patterns[0] : undefined;
  const tenant = only !== undefined && Object.prototype.hasOwnProperty.call(tenants, only) ? tenants[only] : undefined;
  if (only === undefined || tenant === undefined) {
    return {
      patterns,
      permissionType,
      description: NOT_APPLICABLE,
      customization: NOT_APPLICABLE,
      tenant: NOT_APPLICABLE,
    };
  }
  return {
    patterns,
    permissionType,
    description: tenant.description,
    customization: tenant.reserved ? 'Reserved' : 'Custom',
    tenant: only === GLOBAL_TENANT_NAME ? 'Global' : only,
  };
}
