import { ENDPOINT_PERMISSIONS, REST_API_ENDPOINTS, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import { compilePattern } from './patterns';

/**
 * The security REST API endpoints that `permissions` (cluster permissions or action-group
 * members, names or patterns) would open beyond `own`. An administrator of one endpoint (roles,
 * action groups, role mappings) must not hand out more of the API than they hold: a roles-only
 * administrator writing `restapi:admin/*` (or `*`) into a role they are mapped to would
 * otherwise gain the whole API, password hashes included.
 */
export function endpointsBeyond(permissions: readonly string[], own: readonly RestApiEndpoint[]): RestApiEndpoint[] {
  const matchers = permissions.map((permission) => compilePattern(permission));
  return REST_API_ENDPOINTS.filter(
    (endpoint) => !own.includes(endpoint) && matchers.some((matches) => matches(ENDPOINT_PERMISSIONS[endpoint]))
  );
}
