import { REST_API_ACTIONS } from '../../../common/constants';
import { ENDPOINT_PERMISSIONS, REST_API_ENDPOINTS, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import type { AccessTrace } from './access_trace';
import { compilePattern } from './patterns';

/** The security REST API's permissions (shared with the browser). */
export { REST_API_ACTIONS };

/**
 * The security REST API endpoints a user may use: every one when one of their roles is in the
 * REST API role list; otherwise each endpoint whose `restapi:admin/…` permission one of their
 * cluster permissions (after action-group expansion) covers, by name or pattern. One endpoint's
 * permission opens that endpoint only (`restapi:admin/tenants` is not `restapi:admin/roles`).
 */
export function apiEndpoints(
  securityRoles: readonly string[],
  clusterActions: Iterable<string>,
  restApiRoles: readonly string[],
  trace?: AccessTrace
): RestApiEndpoint[] {
  const role = securityRoles.find((name) => restApiRoles.includes(name));
  if (role !== undefined) {
    if (trace) trace.apiAccess = { role, endpoints: [...REST_API_ENDPOINTS] };
    return [...REST_API_ENDPOINTS];
  }
  const granted = new Set<RestApiEndpoint>();
  const permissions: string[] = [];
  for (const action of clusterActions) {
    const matches = compilePattern(action);
    let used = false;
    for (const endpoint of REST_API_ENDPOINTS) {
      if (matches(ENDPOINT_PERMISSIONS[endpoint])) {
        granted.add(endpoint);
        used = true;
      }
    }
    if (used) permissions.push(action);
  }
  const endpoints = REST_API_ENDPOINTS.filter((endpoint) => granted.has(endpoint));
  if (trace && endpoints.length) trace.apiAccess = { permissions, endpoints };
  return endpoints;
}
