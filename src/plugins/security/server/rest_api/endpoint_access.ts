/**
 * Who may use which endpoint of the REST API listener: the same rule as the `/api/v1` routes
 * (`apiEndpoints`: a role in the role list opens every endpoint, otherwise each endpoint needs its
 * own `restapi:admin/<endpoint>` permission after action-group expansion), with the same role list
 * (`opensearch_security.restapi.roles_enabled`). Endpoints upstream keeps for the cluster's admin
 * certificate are refused to every password user here.
 */
import { apiEndpoints } from '../backend/permissions/api_access';
import { compilePattern } from '../backend/permissions/patterns';
import {
  CONFIGURATION_ENDPOINTS,
  ENDPOINT_PERMISSIONS,
  REST_API_ENDPOINTS,
  type RestApiEndpoint as ApiEndpoint,
} from '../../common/rest_api_endpoints';

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
  | 'nodesdn'
  | 'versions'
  | 'ssl_info'
  | 'ssl_reload'
  | 'migrate'
  | 'upgrade';

/**
 * The `/api/v1` endpoints each listener path needs. The cache reaches every user's resolved
 * permissions, so, as for `/api/v1`'s cache purge, it needs all of them.
 */
const NEEDS: Record<RestApiEndpoint, readonly ApiEndpoint[]> = {
  internalusers: ['internalusers'],
  roles: ['roles'],
  rolesmapping: ['rolesmapping'],
  actiongroups: ['actiongroups'],
  tenants: ['tenants'],
  tenancy: ['tenants'],
  audit: ['audit'],
  cache: REST_API_ENDPOINTS,
  securityconfig: ['config'],
  allowlist: ['allowlist'],
  nodesdn: ['nodesdn'],
  // A version is the whole configuration, and a rollback may restore any of it: as the history's
  // listing across kinds and its revert on `/api/v1`, it needs every endpoint of the configuration.
  versions: CONFIGURATION_ENDPOINTS,
  // Never read: the SSL calls need their own permission (SSL_PERMISSIONS), not an endpoint.
  ssl_info: ['ssl'],
  ssl_reload: ['ssl'],
  // v6 → v7 migration and its validation were about the whole configuration, as a version is.
  migrate: CONFIGURATION_ENDPOINTS,
  // Upstream's config endpoint; the upgrade writes roles, so that endpoint too.
  upgrade: ['config', 'roles'],
};

/**
 * Upstream's SSL permissions: even a role of the REST API role list does not open them; only a
 * cluster permission covering them, and only with `restapi.admin_enabled` (upstream's
 * `plugins.security.restapi.admin.enabled`), else they are the admin certificate's alone.
 */
const SSL_PERMISSIONS: Partial<Record<RestApiEndpoint, string>> = {
  ssl_info: 'restapi:admin/ssl/certs/info',
  ssl_reload: 'restapi:admin/ssl/certs/reload',
};

const covers = (clusterActions: readonly string[], permission: string) =>
  clusterActions.some((action) => compilePattern(action)(permission));

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
  rolesEnabled: readonly string[],
  restApiAdmin = false
): EndpointDecision {
  const sslPermission = SSL_PERMISSIONS[endpoint];
  if (sslPermission) {
    if (!restApiAdmin) return 'admin_certificate';
    return covers(clusterActions, sslPermission) ? 'allowed' : 'denied';
  }
  if (endpoint === 'allowlist' || endpoint === 'nodesdn' || (endpoint === 'securityconfig' && write)) {
    return 'admin_certificate';
  }
  const open = apiEndpoints(securityRoles, clusterActions, rolesEnabled);
  return NEEDS[endpoint].every((needed) => open.includes(needed)) ? 'allowed' : 'denied';
}

/** The `restapi:admin/…` permissions `endpoint` needs that the user lacks (for a permission dry run). */
export function missingEndpointPermissions(
  endpoint: RestApiEndpoint,
  securityRoles: readonly string[],
  clusterActions: readonly string[],
  rolesEnabled: readonly string[]
): string[] {
  const sslPermission = SSL_PERMISSIONS[endpoint];
  if (sslPermission) return covers(clusterActions, sslPermission) ? [] : [sslPermission];
  const open = apiEndpoints(securityRoles, clusterActions, rolesEnabled);
  return NEEDS[endpoint].filter((needed) => !open.includes(needed)).map((needed) => ENDPOINT_PERMISSIONS[needed]);
}

/** Whether any endpoint is open to the user (`has_api_access` of permissionsinfo). */
export function hasAnyEndpoint(
  securityRoles: readonly string[],
  clusterActions: readonly string[],
  rolesEnabled: readonly string[]
): boolean {
  return apiEndpoints(securityRoles, clusterActions, rolesEnabled).length > 0;
}
