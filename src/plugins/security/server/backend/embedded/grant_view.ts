/**
 * The write rule's view of one side of a write (grant_limits/write_rule.ts), read from the same
 * snapshot the permission evaluation reads: every role, action group and mapping, hidden ones
 * included, and the internal users as the transaction sees them.
 */
import { SECURITY_APP_ID } from '../../../common/constants';
import { REST_API_ENDPOINTS } from '../../../common/rest_api_endpoints';
import type { GrantView } from '../grant_limits/types';
import { normalizeEntry } from './entry_forms';
import type { ConfigSnapshot } from './snapshot';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Internal users' own security roles, by user name (only users who have some). */
export type OwnRoles = () => Promise<Iterable<readonly string[]>>;

export function snapshotGrantView(
  snapshot: ConfigSnapshot,
  restApiRoles: readonly string[],
  ownRoles: OwnRoles,
  applicationPermissions: boolean
): GrantView {
  const reachOfRoles = (roles: readonly string[]) => snapshot.grantReach(roles, restApiRoles);
  // Who holds every endpoint is who may use them all: the evaluation's answer, not what the write
  // rule counts. With application permissions on, every security API call on both listeners is
  // the Security app's too, and a write needs it with application_all: without it, every endpoint
  // administers nothing.
  const holdsAll = (roles: readonly string[]) =>
    snapshot.apiReach(roles, restApiRoles).length === REST_API_ENDPOINTS.length &&
    (!applicationPermissions || snapshot.appAccess(roles, SECURITY_APP_ID) === 'all');
  return {
    roleReach: (role) => reachOfRoles([role]),
    groupReach: (group) => snapshot.groupReach(group),
    userReach: (name, entry) => {
      const user = normalizeEntry('internalusers', entry);
      return reachOfRoles(
        snapshot.rolesOf({
          user_name: name,
          backend_roles: user.backend_roles,
          opendistro_security_roles: user.opendistro_security_roles,
          is_internal_user: true,
        })
      );
    },
    hasFullAdmin: async () => {
      for (const [role, mapping] of snapshot.mappings) {
        const mapsSomeone =
          mapping.users.length + mapping.backend_roles.length + mapping.hosts.length + mapping.and_backend_roles.length;
        if (mapsSomeone > 0 && holdsAll([role])) return true;
      }
      for (const roles of await ownRoles()) if (roles.length && holdsAll(strings(roles))) return true;
      return false;
    },
  };
}
