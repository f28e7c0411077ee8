import { ENDPOINT_PERMISSIONS, REST_API_ENDPOINTS, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import { apiEndpoints } from './api_access';
import { compilePattern, type Matcher } from './patterns';

/**
 * Permissions of an endpoint's calls besides the one that opens it: reloading the certificates is
 * the SSL endpoint's. The evaluation decides such a call on its own permission
 * (rest_api/endpoint_access.ts), so an entry that grants it hands out part of that endpoint: the
 * write rule counts it as opening the endpoint. Counted by nothing, it was anyone's to hand out: a
 * roles and mappings administrator gave themselves the certificate reload.
 */
const CALL_PERMISSIONS: Partial<Record<RestApiEndpoint, readonly string[]>> = {
  ssl: ['restapi:admin/ssl/certs/reload'],
};

const grantsPartOf = (matchers: readonly Matcher[], endpoint: RestApiEndpoint) =>
  [ENDPOINT_PERMISSIONS[endpoint], ...(CALL_PERMISSIONS[endpoint] ?? [])].some((permission) =>
    matchers.some((matches) => matches(permission))
  );

/**
 * The security REST API endpoints that `permissions` (cluster permissions or action-group
 * members, names or patterns) would open beyond `own`. An administrator of one endpoint (roles,
 * action groups, role mappings) must not hand out more of the API than they hold: a roles-only
 * administrator writing `restapi:admin/*` (or `*`) into a role they are mapped to would
 * otherwise gain the whole API, password hashes included.
 */
export function endpointsBeyond(permissions: readonly string[], own: readonly RestApiEndpoint[]): RestApiEndpoint[] {
  const matchers = permissions.map((permission) => compilePattern(permission));
  return REST_API_ENDPOINTS.filter((endpoint) => !own.includes(endpoint) && grantsPartOf(matchers, endpoint));
}

/**
 * The endpoints holding `securityRoles` with `clusterActions` (expanded as the evaluation expands
 * them) hands out, as the write rule counts them: what the evaluation opens (`apiEndpoints`), and
 * each endpoint another of whose calls' permissions they cover.
 */
export function grantedEndpoints(
  securityRoles: readonly string[],
  clusterActions: readonly string[],
  restApiRoles: readonly string[]
): RestApiEndpoint[] {
  const open = apiEndpoints(securityRoles, clusterActions, restApiRoles);
  if (open.length === REST_API_ENDPOINTS.length) return open;
  const matchers = clusterActions.map((action) => compilePattern(action));
  return REST_API_ENDPOINTS.filter((endpoint) => open.includes(endpoint) || grantsPartOf(matchers, endpoint));
}

/**
 * `open` (the endpoints a principal may use, as the evaluation resolved them) with each endpoint
 * another of whose calls' permissions `allows` grants them: what the principal holds as the write
 * rule counts it (`grantedEndpoints`), for a check on a user as they are.
 */
export async function grantedWith(
  open: readonly RestApiEndpoint[],
  allows: (permission: string) => Promise<boolean>
): Promise<RestApiEndpoint[]> {
  const held = new Set(open);
  for (const endpoint of REST_API_ENDPOINTS) {
    if (held.has(endpoint)) continue;
    for (const permission of CALL_PERMISSIONS[endpoint] ?? []) if (await allows(permission)) held.add(endpoint);
  }
  return REST_API_ENDPOINTS.filter((endpoint) => held.has(endpoint));
}
