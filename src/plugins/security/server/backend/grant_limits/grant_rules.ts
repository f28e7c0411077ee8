/**
 * Nobody hands out more of the security REST API than they hold. Without this rule one endpoint's
 * permission leads to the whole API (and to every password hash):
 * * roles / action groups: a role or group whose permissions (after action-group expansion) open
 *   an endpoint the caller lacks;
 * * role mappings: mapping anyone to such a role, or to a REST API role;
 * * internal users: a user who, through their own `opendistro_security_roles` or through the
 *   current role mappings (by name or backend role), would hold such a role. That also covers a
 *   new password for a user who holds one: the caller would sign in as them.
 */
import { HttpError } from '../../../../../core/server';
import { REST_API_ENDPOINTS } from '../../../common/rest_api_endpoints';
import type { EntryByKind, EntryKind } from '../../../common/types';
import { expandActions, type ActionGroupLike } from '../permissions/action_groups';
import { GRANTED_PARTS, endpointsBeyond, type GrantedPart } from '../permissions/api_grants';
import { RoleMappingIndex, type RoleMappingLike } from '../permissions/role_mappings';
import type { EntriesBackend, UpsertBodyByKind } from '../types';
import { holdsPart, type GrantLimits } from './types';

export const GRANT_REFUSED_PREFIX = 'You cannot grant security API permissions you do not hold yourself';

/** The kinds whose entries can hand out REST API permissions. */
const GRANTING_KINDS: readonly EntryKind[] = ['roles', 'actiongroups', 'rolesmapping', 'internalusers'];

export function isUnlimited(limits: Pick<GrantLimits, 'endpoints' | 'calls'>): boolean {
  return GRANTED_PARTS.every((part) => holdsPart(limits, part));
}

/** The parts of `reach` beyond `limits`, said as a refusal names them ('every endpoint' for a reach that opens them all). */
export function partsBeyond(
  reach: readonly GrantedPart[],
  limits: Pick<GrantLimits, 'endpoints' | 'calls'>
): { beyond: GrantedPart[]; said: string } {
  const beyond = reach.filter((part) => !holdsPart(limits, part));
  const everyEndpoint =
    REST_API_ENDPOINTS.every((endpoint) => reach.includes(endpoint)) && beyond.some((part) => isEndpoint(part));
  return { beyond, said: everyEndpoint ? 'every endpoint' : beyond.join(', ') };
}

const isEndpoint = (part: GrantedPart) => (REST_API_ENDPOINTS as readonly string[]).includes(part);

export function grantsRefused(what: string): HttpError {
  return new HttpError(403, `${GRANT_REFUSED_PREFIX}: ${what}.`);
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Every visible entry of `kind` in one read (paging sorted and skipped all of them again per page). */
async function listAll<K extends EntryKind>(backend: EntriesBackend, kind: K): Promise<Map<string, EntryByKind[K]>> {
  return new Map((await backend.list(kind)).items.map(({ name, entry }) => [name, entry]));
}

async function roleOf(backend: EntriesBackend, name: string): Promise<EntryByKind['roles'] | undefined> {
  try {
    return await backend.get('roles', name);
  } catch (error) {
    // A role that does not exist grants nothing (a mapping of it is refused by the write itself).
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/**
 * Checks the entries one write would store against one caller's limits. It reads the current
 * configuration once per write (action groups, and mappings for users), however many entries the
 * write holds.
 */
export class GrantRules {
  private groups?: Promise<Map<string, ActionGroupLike>>;
  private mappings?: Promise<RoleMappingIndex>;

  constructor(
    private readonly backend: EntriesBackend,
    private readonly limits: GrantLimits
  ) {}

  /** Throws 403 when storing `body` as `kind` `name` would hand out more than the caller holds. */
  async check<K extends EntryKind>(kind: K, name: string, body: UpsertBodyByKind[K] | null): Promise<void> {
    if (body === null || !GRANTING_KINDS.includes(kind) || isUnlimited(this.limits)) return;
    const fields = body as Record<string, unknown>;
    if (kind === 'roles') return this.checkPermissions(strings(fields.cluster_permissions));
    if (kind === 'actiongroups') return this.checkPermissions(strings(fields.allowed_actions));
    // A mapping's role is named in its path: the message names what it would open.
    if (kind === 'rolesmapping') return this.checkRole(name, (beyond) => beyond);
    for (const role of await this.rolesOfUser(name, fields))
      await this.checkRole(role, (beyond) => `role '${role}' (${beyond})`);
  }

  private async checkPermissions(permissions: readonly string[]): Promise<void> {
    const beyond = await this.beyond(permissions);
    if (beyond.length) throw grantsRefused(beyond.join(', '));
  }

  /** Holding `role` must not give more than the caller holds. */
  private async checkRole(role: string, words: (beyond: string) => string): Promise<void> {
    const permissions = (await roleOf(this.backend, role))?.cluster_permissions ?? [];
    const beyond = await this.beyond(permissions);
    if (this.limits.restApiRoles.includes(role) && this.limits.endpoints.length < REST_API_ENDPOINTS.length)
      throw grantsRefused(words('every endpoint'));
    if (beyond.length) throw grantsRefused(words(partsBeyond(beyond, this.limits).said));
  }

  private async beyond(permissions: readonly string[]): Promise<GrantedPart[]> {
    if (!permissions.length) return [];
    this.groups ??= listAll(this.backend, 'actiongroups');
    const expanded = [...expandActions(permissions, await this.groups)];
    return endpointsBeyond(expanded, [...this.limits.endpoints, ...this.limits.calls]);
  }

  /** The roles the written user would hold: their own, and what the current mappings give them. */
  private async rolesOfUser(name: string, user: Record<string, unknown>): Promise<string[]> {
    this.mappings ??= listAll(this.backend, 'rolesmapping').then(
      (all) => new RoleMappingIndex([...all].map(([role, mapping]) => [role, mapping as RoleMappingLike]))
    );
    return (await this.mappings).resolve({
      user_name: name,
      backend_roles: strings(user.backend_roles),
      opendistro_security_roles: strings(user.opendistro_security_roles),
      is_internal_user: true,
    });
  }
}
