/**
 * The security REST API's endpoints and the `restapi:admin/…` permission that opens each, as in
 * OpenSearch security: a user whose role is in the REST API role list may use every endpoint;
 * anyone else only the endpoints their cluster permissions (after action-group expansion and
 * pattern matching) cover. Shared with the browser, which shows only the pages a user can use.
 */

export const REST_API_ENDPOINTS = [
  'actiongroups',
  'allowlist',
  'audit',
  'config',
  'internalusers',
  'lockouts',
  'nodesdn',
  'resource_sharing',
  'roles',
  'rolesmapping',
  'ssl',
  'tenants',
] as const;
export type RestApiEndpoint = (typeof REST_API_ENDPOINTS)[number];

/** The permission each endpoint needs (SSL: reading the certificates, the only SSL call there is). */
export const ENDPOINT_PERMISSIONS: Readonly<Record<RestApiEndpoint, string>> = {
  actiongroups: 'restapi:admin/actiongroups',
  allowlist: 'restapi:admin/allowlist',
  audit: 'restapi:admin/audit',
  config: 'restapi:admin/config/update',
  internalusers: 'restapi:admin/internalusers',
  // Not upstream's: the Locked accounts page and `/api/v1/configuration/lockouts` (issue 40.4).
  lockouts: 'restapi:admin/lockouts',
  nodesdn: 'restapi:admin/nodesdn',
  // Issue 72: upstream's RESOURCE_SHARING endpoint: administrators of owner-based sharing (every
  // protected saved object, migrate, assign owner).
  resource_sharing: 'restapi:admin/resource_sharing',
  roles: 'restapi:admin/roles',
  rolesmapping: 'restapi:admin/rolesmapping',
  ssl: 'restapi:admin/ssl/certs/info',
  tenants: 'restapi:admin/tenants',
};

/**
 * The endpoints the whole security configuration is made of: export, import, a history listing
 * across kinds and a revert reach all of them (and password hashes), so they need every one.
 * Lock-outs are login state and sharing records saved objects' state, not configuration: no
 * export, import or revert touches them.
 */
export const CONFIGURATION_ENDPOINTS: readonly RestApiEndpoint[] = REST_API_ENDPOINTS.filter(
  (endpoint) => endpoint !== 'ssl' && endpoint !== 'lockouts' && endpoint !== 'resource_sharing'
);

/** The HTTP methods upstream's `disabled_endpoints` lists for an endpoint the user may not use. */
export const REST_API_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'] as const;

/** `GET /api/v1/restapiinfo` (upstream's permissionsinfo): endpoints a user may not use → their disabled methods. */
export type DisabledEndpoints = Partial<Record<Uppercase<RestApiEndpoint>, string[]>>;

export function disabledEndpoints(allowed: readonly RestApiEndpoint[]): DisabledEndpoints {
  const disabled: DisabledEndpoints = {};
  for (const endpoint of REST_API_ENDPOINTS) {
    if (!allowed.includes(endpoint))
      disabled[endpoint.toUpperCase() as Uppercase<RestApiEndpoint>] = [...REST_API_METHODS];
  }
  return disabled;
}

/** The endpoints a `disabled_endpoints` answer leaves open (an endpoint with no disabled method). */
export function enabledEndpoints(disabled: unknown): RestApiEndpoint[] {
  const map = disabled && typeof disabled === 'object' ? (disabled as Record<string, unknown>) : {};
  return REST_API_ENDPOINTS.filter((endpoint) => {
    const methods = map[endpoint.toUpperCase()];
    return !Array.isArray(methods) || methods.length === 0;
  });
}

/** True when `allowed` holds every endpoint of `needed`. */
export function coversEndpoints(allowed: readonly RestApiEndpoint[], needed: readonly RestApiEndpoint[]): boolean {
  return needed.every((endpoint) => allowed.includes(endpoint));
}
