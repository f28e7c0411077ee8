import { REST_API_ACTIONS } from '../../../common/constants';
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
  restApiRoles: readonly string[]
): boolean {
  if (securityRoles.some((role) => restApiRoles.includes(role))) return true;
  for (const action of clusterActions) {
    if (action.startsWith('restapi:admin/')) return true;
    const matches = compilePattern(action);
    if (REST_API_ACTIONS.some(matches)) return true;
  }
  return false;
}
