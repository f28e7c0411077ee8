/**
 * Who may use which endpoint of the REST API listener: the endpoints the permission evaluation gave
 * the caller's account (`api_endpoints`, as the `/api/v1` routes read them), and for the SSL calls
 * whether the evaluation grants their cluster permission. Recomputing either here from another
 * expansion of the caller's roles let the listener and `/api/v1` disagree: an action group named
 * like an endpoint's permission opened the endpoint on `/api/v1` and not here. Endpoints upstream
 * keeps for the cluster's admin certificate are refused to every password user here.
 */
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

/** The cluster permission `endpoint` needs of its own (the SSL calls), or undefined. */
export const clusterPermissionOf = (endpoint: RestApiEndpoint): string | undefined => SSL_PERMISSIONS[endpoint];

/** What the evaluation gave the caller: their endpoints, and whether they hold the route's own cluster permission. */
export interface CallerGrants {
  endpoints: readonly ApiEndpoint[];
  /** The evaluation's answer for `clusterPermissionOf(endpoint)` (false when the route needs none). */
  holdsClusterPermission: boolean;
}

export type EndpointDecision = 'allowed' | 'denied' | 'admin_certificate';

/**
 * `write` is a change (PUT, PATCH, DELETE): the security configuration's authentication settings,
 * the allow-list and the nodes' DNs change only with the admin certificate, which no password user holds.
 */
export function endpointAccess(
  endpoint: RestApiEndpoint,
  write: boolean,
  grants: CallerGrants,
  restApiAdmin = false
): EndpointDecision {
  if (SSL_PERMISSIONS[endpoint]) {
    if (!restApiAdmin) return 'admin_certificate';
    return grants.holdsClusterPermission ? 'allowed' : 'denied';
  }
  if (endpoint === 'allowlist' || endpoint === 'nodesdn' || (endpoint === 'securityconfig' && write)) {
    return 'admin_certificate';
  }
  return NEEDS[endpoint].every((needed) => grants.endpoints.includes(needed)) ? 'allowed' : 'denied';
}

/** The `restapi:admin/…` permissions `endpoint` needs that the user lacks (for a permission dry run). */
export function missingEndpointPermissions(endpoint: RestApiEndpoint, grants: CallerGrants): string[] {
  const sslPermission = SSL_PERMISSIONS[endpoint];
  if (sslPermission) return grants.holdsClusterPermission ? [] : [sslPermission];
  return NEEDS[endpoint]
    .filter((needed) => !grants.endpoints.includes(needed))
    .map((needed) => ENDPOINT_PERMISSIONS[needed]);
}
