/**
 * Nobody hands out more of the security REST API than they hold: a caller who may not use every
 * endpoint may not write a role or an action group whose permissions (after action-group
 * expansion) open an endpoint they lack, nor map anyone to such a role or to a REST API role.
 * Without it, one endpoint's permission (roles, action groups, role mappings) would still lead
 * to the whole API.
 */
import { HttpError, type OsdRequest } from '../../../../../core/server';
import { ENTRY_LIST_MAX_PER_PAGE as MAX_PER_PAGE } from '../../../common/constants';
import { REST_API_ENDPOINTS, coversEndpoints } from '../../../common/rest_api_endpoints';
import type { ActionGroup, Role } from '../../../common/types';
import { expandActions, type ActionGroupLike } from '../../backend/permissions/action_groups';
import { endpointsBeyond } from '../../backend/permissions/api_grants';
import type { SecurityBackend } from '../../backend/types';
import type { ConfigurationRouteDeps } from './types';

async function actionGroups(backend: SecurityBackend): Promise<Map<string, ActionGroupLike>> {
  const groups = new Map<string, ActionGroupLike>();
  for (let page = 1; ; page++) {
    const { total, items } = await backend.list('actiongroups', { page, per_page: MAX_PER_PAGE });
    for (const { name, entry } of items) groups.set(name, entry as ActionGroup);
    if (items.length < MAX_PER_PAGE || page * MAX_PER_PAGE >= total) return groups;
  }
}

async function roleOf(backend: SecurityBackend, name: string): Promise<Role | undefined> {
  try {
    return await backend.get('roles', name);
  } catch (error) {
    // A mapping of a role that does not exist is refused by the write itself (404).
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

export async function checkGrants(
  deps: ConfigurationRouteDeps,
  request: OsdRequest,
  kind: string,
  name: string,
  body: Record<string, unknown>
): Promise<void> {
  if (!deps.grantLimits || !['roles', 'actiongroups', 'rolesmapping'].includes(kind)) return;
  const limits = await deps.grantLimits(request);
  if (coversEndpoints(limits.endpoints, REST_API_ENDPOINTS)) return;
  let permissions: readonly string[];
  if (kind === 'rolesmapping') {
    if (limits.restApiRoles.includes(name)) throw refused(['every endpoint']);
    permissions = (await roleOf(deps.backend, name))?.cluster_permissions ?? [];
  } else {
    const listed = kind === 'roles' ? body.cluster_permissions : body.allowed_actions;
    permissions = Array.isArray(listed) ? listed.filter((p): p is string => typeof p === 'string') : [];
  }
  if (!permissions.length) return;
  const expanded = [...expandActions(permissions, await actionGroups(deps.backend))];
  const beyond = endpointsBeyond(expanded, limits.endpoints);
  if (beyond.length) throw refused(beyond);
}

function refused(endpoints: readonly string[]): HttpError {
  return new HttpError(
    403,
    `You cannot grant security API permissions you do not hold yourself: ${endpoints.join(', ')}.`
  );
}
