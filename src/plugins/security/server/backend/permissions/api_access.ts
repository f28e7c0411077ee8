import { compilePattern } from './patterns';

/** The security REST API's permissions (OpenSearch's `restapi:admin/*` cluster permissions). */
export const REST_API_ACTIONS = [
  'restapi:admin/actiongroups',
  'restapi:admin/allowlist',
  'restapi:admin/audit',
  'restapi:admin/config/update',
  'restapi:admin/internalusers',
  'restapi:admin/nodesdn',
  'restapi:admin/roles',
  'restapi:admin/rolesmapping',
  'restapi:admin/ssl/certs/info',
  'restapi:admin/ssl/certs/reload',
  'restapi:admin/tenants',
];

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
