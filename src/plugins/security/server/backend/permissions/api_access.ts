import { REST_API_ACTIONS } from '../../../common/constants';
import type { AccessTrace } from './access_trace';
import { compilePattern } from './patterns';

/** The security REST API's permissions (shared with the browser). */
export { REST_API_ACTIONS };

/**
 * API access: one of the user's roles is in the REST API role list, or a cluster permission of
 * theirs (after action-group expansion) covers a `restapi:admin/*` permission.
 */
export function hasApiAccess(
  securityRoles: readonly string[],
  clusterActions: Iterable<string>,
  restApiRoles: readonly string[],
  trace?: AccessTrace
): boolean {
  const role = securityRoles.find((name) => restApiRoles.includes(name));
  if (role !== undefined) {
    if (trace) trace.apiAccess = { role };
    return true;
  }
  for (const action of clusterActions) {
    if (action.startsWith('restapi:admin/') || REST_API_ACTIONS.some(compilePattern(action))) {
      if (trace) trace.apiAccess = { permission: action };
      return true;
    }
  }
  return false;
}
