/**
 * Who may use which endpoint of the REST API, as the OpenSearch security plugin decides it: a
 * role in `security.restApi.rolesEnabled` opens every endpoint; otherwise each endpoint needs its
 * own `restapi:admin/<endpoint>` permission (after action-group expansion). Endpoints upstream
 * keeps for the cluster's admin certificate are refused to every password user here.
 */
import { compilePattern } from '../backend/permissions/patterns';

/** Endpoints under `/_plugins/_security/api/`. */
export type RestApiEndpoint =
  | 'internalusers'
  | 'roles'
  | 'rolesmapping'
  | 'actiongroups'
  | 'tenants'
  | 'tenancy'
  | 'audit'
  | 'cache'
  | 'securityconfig'
  | 'allowlist'
  | 'nodesdn';

/** The permission that opens an endpoint to a user without a `rolesEnabled` role (none: only those roles). */
const ENDPOINT_PERMISSION: Record<RestApiEndpoint, string | null> = {
  internalusers: 'restapi:admin/internalusers',
  roles: 'restapi:admin/roles',
  rolesmapping: 'restapi:admin/rolesmapping',
  actiongroups: 'restapi:admin/actiongroups',
  tenants: 'restapi:admin/tenants',
  tenancy: 'restapi:admin/tenants',
  audit: 'restapi:admin/audit',
  cache: null,
  securityconfig: 'restapi:admin/config/update',
  allowlist: 'restapi:admin/allowlist',
  nodesdn: 'restapi:admin/nodesdn',
};

export type EndpointDecision = 'allowed' | 'denied' | 'admin_certificate';

/**
 * `write` is a change (PUT, PATCH, DELETE): the security configuration's authentication settings,
 * the allow-list and the nodes' DNs change only with the admin certificate, which no password user holds.
 */
export function endpointAccess(
  endpoint: RestApiEndpoint,
  write: boolean,
  securityRoles: readonly string[],
  clusterActions: readonly string[],
  rolesEnabled: readonly string[]
): EndpointDecision {
  if (endpoint === 'allowlist' || endpoint === 'nodesdn' || (endpoint === 'securityconfig' && write)) {
    return 'admin_certificate';
  }
  if (securityRoles.some((role) => rolesEnabled.includes(role))) return 'allowed';
  const permission = ENDPOINT_PERMISSION[endpoint];
  if (permission === null) return 'denied';
  return clusterActions.some((action) => compilePattern(action)(permission)) ? 'allowed' : 'denied';
}

/** Whether any endpoint is open to the user (`has_api_access` of permissionsinfo). */
export function hasAnyEndpoint(
  securityRoles: readonly string[],
  clusterActions: readonly string[],
  rolesEnabled: readonly string[]
): boolean {
  return (Object.keys(ENDPOINT_PERMISSION) as RestApiEndpoint[]).some(
    (endpoint) => endpointAccess(endpoint, false, securityRoles, clusterActions, rolesEnabled) === 'allowed'
  );
}
