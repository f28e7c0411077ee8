import { GLOBAL_TENANT_NAME } from '../../../common/constants';
import type { AccountInfo } from '../../../common/types';
import { expandActions, type ActionGroupLookup } from './action_groups';
import { hasApiAccess } from './api_access';
import { userVariables } from './patterns';
import type { Principal, RoleMappingIndex } from './role_mappings';
import { tenantAccess, type TenantPermissionLike } from './tenants';

export interface RoleLike {
  cluster_permissions: readonly string[];
  tenant_permissions: readonly TenantPermissionLike[];
}

/** The parts of the security configuration that decide an account's access. */
export interface PermissionModel {
  roles: ReadonlyMap<string, RoleLike>;
  actionGroups: ActionGroupLookup;
  mappings: RoleMappingIndex;
  /** Names of the tenants that exist (the global tenant included). */
  tenantNames: readonly string[];
  multitenancyEnabled: boolean;
  privateTenantEnabled: boolean;
}

export interface AccountOptions {
  /** Roles that open the REST API whatever their permissions. */
  restApiRoles: readonly string[];
  /** Roles that make a user without API access read-only. */
  readonlyRoles: readonly string[];
  requestedTenant?: string;
}

function pickGlobal(tenants: Record<string, boolean>): Record<string, boolean> {
  return Object.prototype.hasOwnProperty.call(tenants, GLOBAL_TENANT_NAME)
    ? { [GLOBAL_TENANT_NAME]: tenants[GLOBAL_TENANT_NAME] }
    : {};
}

export function resolveAccount(principal: Principal, model: PermissionModel, options: AccountOptions): AccountInfo {
  const roles = model.mappings.resolve(principal);
  // Roles named by a mapping but not defined grant nothing; they are still reported, as OpenSearch does.
  const defined = roles.map((name) => model.roles.get(name)).filter((role): role is RoleLike => !!role);

  const clusterActions = expandActions(
    defined.flatMap((role) => role.cluster_permissions),
    model.actionGroups
  );
  const apiAccess = hasApiAccess(roles, clusterActions, options.restApiRoles);

  const variables = userVariables(principal.user_name, {
    roles,
    backendRoles: principal.backend_roles,
    attributes: principal.attributes,
  });
  const granted = tenantAccess(
    defined.flatMap((role) => role.tenant_permissions),
    model.tenantNames,
    model.actionGroups,
    variables
  );
  // Without multitenancy there is only the global tenant: custom tenants' grants stay in the
  // roles for when it is turned back on, but reach nothing meanwhile.
  const tenants = model.multitenancyEnabled ? granted : pickGlobal(granted);
  if (model.multitenancyEnabled && model.privateTenantEnabled) tenants[principal.user_name] = true;

  return {
    user_name: principal.user_name,
    roles,
    backend_roles: [...principal.backend_roles],
    tenants,
    ...(options.requestedTenant !== undefined ? { user_requested_tenant: options.requestedTenant } : {}),
    is_internal_user: principal.is_internal_user,
    has_api_access: apiAccess,
    readonly: !apiAccess && roles.some((role) => options.readonlyRoles.includes(role)),
    custom_attribute_names: Object.keys(principal.attributes ?? {}),
  };
}
