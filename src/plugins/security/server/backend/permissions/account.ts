import { GLOBAL_TENANT_NAME } from '../../../common/constants';
import type { RestApiEndpoint } from '../../../common/rest_api_endpoints';
import type { AccountInfo } from '../../../common/types';
import type { AccessTrace } from './access_trace';
import { expandActions, type ActionGroupLookup } from './action_groups';
import { apiEndpoints } from './api_access';
import { applicationGrants, type ApplicationGrant, type ApplicationPermissionLike } from './applications';
import { userVariables } from './patterns';
import type { Principal, RoleMappingIndex } from './role_mappings';
import { tenantAccess, type TenantPermissionLike } from './tenants';

export interface IndexPermissionLike {
  index_patterns: readonly string[];
  allowed_actions: readonly string[];
  dls?: string;
  fls?: readonly string[];
  masked_fields?: readonly string[];
}

export interface RoleLike {
  cluster_permissions: readonly string[];
  index_permissions?: readonly IndexPermissionLike[];
  tenant_permissions: readonly TenantPermissionLike[];
  application_permissions?: readonly ApplicationPermissionLike[];
  /** The stored flag: a hidden role grants like any other, but no answer may name it. */
  hidden?: boolean;
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

/**
 * What the server decides tenant access on. Named tenants (the global tenant and custom ones) are
 * keyed by tenant name only; the private tenant is a flag of its own, so no user name can ever
 * stand for a tenant name (a user called `global_tenant` gets nothing in the global tenant from
 * their private one).
 */
export interface TenantGrants {
  /** Named tenants the roles open: true = read and write, false = read only. */
  named: Record<string, boolean>;
  /** The user's own private tenant (read and write when present, unless `private_read_only`). */
  private: boolean;
  /** Only an API token whose grant of the private tenant is read-only. */
  private_read_only?: boolean;
}

/** The account as the server uses it: the wire fields plus the grants every tenant decision reads. */
export interface ServerAccountInfo extends AccountInfo {
  tenant_grants: TenantGrants;
  /**
   * The security REST API endpoints the user may use (all of them for a REST API role);
   * `has_api_access` is true when there is at least one.
   */
  api_endpoints: RestApiEndpoint[];
  /**
   * Whether the account administers owner-based sharing (issue 72), set by a backend whose
   * `api_endpoints` are an offer rather than a grant (a cluster decides each call there, but
   * nothing on it guards the sharing records kept here). Absent: the `resource_sharing` endpoint decides.
   */
  resource_sharing_admin?: boolean;
  /**
   * The app-id patterns the roles open (issue 41). Absent when the backend cannot tell (a cluster
   * answers roles, not their bodies): apps are then decided as without application permissions.
   */
  application_grants?: ApplicationGrant[];
}

/** A copy of an account whose lists and maps a caller may change without changing the original. */
export function copyAccount<T extends Omit<ServerAccountInfo, 'user_requested_tenant'>>(account: T): T {
  return {
    ...account,
    roles: [...account.roles],
    backend_roles: [...account.backend_roles],
    tenants: { ...account.tenants },
    tenant_grants: { ...account.tenant_grants, named: { ...account.tenant_grants.named } },
    api_endpoints: [...account.api_endpoints],
    ...(account.application_grants ? { application_grants: [...account.application_grants] } : {}),
    custom_attribute_names: [...account.custom_attribute_names],
  };
}

/**
 * The `tenants` map the browser and SPEC expect: named tenants, plus the private tenant keyed by
 * the user name. When the user name is also a tenant's name, the named tenant's flag is kept (the
 * wire map never shows more write access than the roles grant). Display only: no server decision
 * reads this map.
 */
export function wireTenants(userName: string, grants: TenantGrants): Record<string, boolean> {
  const tenants = { ...grants.named };
  // The wire keeps OpenSearch's shape (the private tenant under the user's name), but a user
  // named like the global tenant must not look like one with global access: that private
  // tenant stays off the map (the server decides from the grants, never from this map).
  if (grants.private && userName !== GLOBAL_TENANT_NAME && !Object.prototype.hasOwnProperty.call(tenants, userName)) {
    // Defined, not assigned: assigning to a key named `__proto__` sets no key at all.
    Object.defineProperty(tenants, userName, { value: true, enumerable: true, writable: true, configurable: true });
  }
  return tenants;
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

/** The roles that exist among `names`, with their definitions, in the order given. */
export function definedRoles(names: readonly string[], model: PermissionModel): Array<[string, RoleLike]> {
  const found: Array<[string, RoleLike]> = [];
  for (const name of names) {
    const role = model.roles.get(name);
    if (role) found.push([name, role]);
  }
  return found;
}

export function resolveAccount(
  principal: Principal,
  model: PermissionModel,
  options: AccountOptions,
  /** Given one, the evaluation records in it why (the access explainer); the decision is the same. */
  trace?: AccessTrace
): ServerAccountInfo {
  const roles = model.mappings.resolve(principal, trace);
  // Roles named by a mapping but not defined grant nothing; they are still reported, as OpenSearch does.
  const defined = definedRoles(roles, model);

  const clusterActions = expandActions(
    defined.flatMap(([, role]) => role.cluster_permissions),
    model.actionGroups
  );
  const endpoints = apiEndpoints(roles, clusterActions, options.restApiRoles, trace);
  const apiAccess = endpoints.length > 0;

  const variables = userVariables(principal.user_name, {
    roles,
    backendRoles: principal.backend_roles,
    attributes: principal.attributes,
  });
  if (trace) trace.variables = variables;
  const granted = tenantAccess(defined, model.tenantNames, model.actionGroups, variables, trace);
  // Without multitenancy there is only the global tenant: custom tenants' grants stay in the
  // roles for when it is turned back on, but reach nothing meanwhile.
  const grants: TenantGrants = {
    named: model.multitenancyEnabled ? granted : pickGlobal(granted),
    private: model.multitenancyEnabled && model.privateTenantEnabled,
  };

  return {
    user_name: principal.user_name,
    roles,
    backend_roles: [...principal.backend_roles],
    tenants: wireTenants(principal.user_name, grants),
    tenant_grants: grants,
    ...(options.requestedTenant !== undefined ? { user_requested_tenant: options.requestedTenant } : {}),
    is_internal_user: principal.is_internal_user,
    has_api_access: apiAccess,
    api_endpoints: endpoints,
    readonly: !apiAccess && roles.some((role) => options.readonlyRoles.includes(role)),
    application_grants: applicationGrants(defined, model.actionGroups),
    custom_attribute_names: Object.keys(principal.attributes ?? {}),
  };
}
