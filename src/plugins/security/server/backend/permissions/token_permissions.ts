/**
 * An API token acts with its own permissions, in the role format: to the permission code it is a
 * principal mapped to exactly one synthetic role. Creating one is refused when it would grant more
 * than its creator holds: each of its permissions (action groups expanded) must be covered by one
 * of the creator's roles.
 */
import { expandActions, type ActionGroupLookup } from './action_groups';
import { PRIVATE_TENANT } from '../../../common/constants';
import type { IndexPermissionLike, PermissionModel, RoleLike, TenantGrants } from './account';
import { compilePattern, isPlainName, substitute, type PatternVariables } from './patterns';
import { RoleMappingIndex } from './role_mappings';
import { tenantLevelOf, type TenantPermissionLike } from './tenants';

/** The synthetic role's name; it stands alone in the token's model, so no configured role is confused with it. */
export const API_TOKEN_ROLE = '_api_token';

const EVERYONE = new RoleMappingIndex([
  [API_TOKEN_ROLE, { users: ['*'], backend_roles: [], hosts: [], and_backend_roles: [] }],
]);

/** The configuration as a token sees it: the action groups and tenants, and its one role. */
export function tokenModel(model: PermissionModel, role: RoleLike): PermissionModel {
  return { ...model, roles: new Map([[API_TOKEN_ROLE, role]]), mappings: EVERYONE };
}

/**
 * The private tenant a token reaches: only what its own tenant permissions grant under the
 * private tenant's name (`__user__`, never a pattern: `*` for the named tenants must not open the
 * creator's private dashboards), and only while the private tenant is on.
 */
export function tokenPrivateTenant(
  model: PermissionModel,
  role: RoleLike
): Pick<TenantGrants, 'private' | 'private_read_only'> {
  let level: 'read' | 'write' | undefined;
  for (const permission of role.tenant_permissions) {
    if (!permission.tenant_patterns.includes(PRIVATE_TENANT)) continue;
    const granted = tenantLevelOf(permission.allowed_actions, model.actionGroups)?.level;
    if (granted === 'write' || (granted === 'read' && level === undefined)) level = granted;
  }
  if (!level || !model.multitenancyEnabled || !model.privateTenantEnabled) return { private: false };
  return level === 'read' ? { private: true, private_read_only: true } : { private: true };
}

/**
 * A token's tenant grants cut to what its creator holds now: a tenant the creator lost is gone, one
 * they may now only read is read-only, and the private tenant follows the creator's.
 */
export function withinCreator(token: TenantGrants, creator: TenantGrants): TenantGrants {
  const named: Record<string, boolean> = {};
  for (const [tenant, write] of Object.entries(token.named)) {
    if (Object.prototype.hasOwnProperty.call(creator.named, tenant)) named[tenant] = write && creator.named[tenant];
  }
  const reachesPrivate = token.private && creator.private;
  return {
    named,
    private: reachesPrivate,
    ...(reachesPrivate && token.private_read_only ? { private_read_only: true } : {}),
  };
}

/**
 * Whether every name `inner` matches is matched by `outer` too. Exact for a plain `inner`; for a
 * pattern only the cases that are certain (`*`, the same pattern, a `prefix*` that the inner
 * pattern's fixed start begins with): anything else is refused rather than guessed.
 */
export function patternCovers(outer: string, inner: string, variables: PatternVariables = {}): boolean {
  const o = substitute(outer, variables);
  const i = substitute(inner, variables);
  if (o === '*' || o === i) return true;
  if (isPlainName(i)) return compilePattern(o)(i);
  if (i.startsWith('/') || o.startsWith('/')) return false;
  const prefix = o.endsWith('*') ? o.slice(0, -1) : undefined;
  if (prefix === undefined || !isPlainName(prefix)) return false;
  const fixed = i.slice(0, i.search(/[*?]/));
  return fixed.startsWith(prefix);
}

const coversAction = (held: Iterable<string>, action: string): boolean => {
  for (const pattern of held) if (patternCovers(pattern, action)) return true;
  return false;
};

const sameList = (a: readonly string[] = [], b: readonly string[] = []): boolean =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** A held index permission restricts documents or fields the token's would not: it cannot cover it. */
function sameRestrictions(held: IndexPermissionLike, asked: IndexPermissionLike): boolean {
  const open = !held.dls && !held.fls?.length && !held.masked_fields?.length;
  return (
    open ||
    ((held.dls ?? '') === (asked.dls ?? '') &&
      sameList(held.fls, asked.fls) &&
      sameList(held.masked_fields, asked.masked_fields))
  );
}

/**
 * What `token` grants beyond `held` (the creator's roles), as readable items
 * (`cluster: indices:data/write/*`, `index logs-*: write`, `tenant global_tenant: write`); empty
 * when the creator holds all of it.
 */
export function permissionsBeyond(
  held: readonly RoleLike[],
  token: RoleLike,
  groups: ActionGroupLookup,
  variables: PatternVariables,
  /** The creator has a private tenant (read and write): a token may be given it, or read of it. */
  privateTenant = false,
  /** The creator is in the read-only mode (`readonly_mode.roles`): they write in no tenant but their private one. */
  readOnly = false
): string[] {
  const beyond: string[] = [];
  const heldCluster = expandActions(
    held.flatMap((role) => role.cluster_permissions),
    groups
  );
  for (const action of expandActions(token.cluster_permissions, groups)) {
    if (!groups.has(action) && !coversAction(heldCluster, action)) beyond.push(`cluster: ${action}`);
  }

  const heldIndex = held
    .flatMap((role) => role.index_permissions ?? [])
    .map((permission) => ({
      permission,
      actions: expandActions(permission.allowed_actions, groups),
    }));
  for (const asked of token.index_permissions ?? []) {
    for (const pattern of asked.index_patterns) {
      for (const action of expandActions(asked.allowed_actions, groups)) {
        if (groups.has(action)) continue;
        const covered = heldIndex.some(
          ({ permission, actions }) =>
            permission.index_patterns.some((p) => patternCovers(p, pattern, variables)) &&
            coversAction(actions, action) &&
            sameRestrictions(permission, asked)
        );
        if (!covered) beyond.push(`index ${pattern}: ${action}`);
      }
    }
  }

  const heldTenants = held.flatMap((role) => role.tenant_permissions);
  for (const asked of token.tenant_permissions) {
    const level = tenantLevelOf(asked.allowed_actions, groups)?.level;
    if (!level) continue;
    for (const pattern of asked.tenant_patterns) {
      if (pattern === PRIVATE_TENANT && privateTenant) continue;
      if (level === 'write' && readOnly) {
        beyond.push(`tenant ${pattern}: ${level}`);
        continue;
      }
      if (!tenantCovered(heldTenants, pattern, level, groups, variables)) beyond.push(`tenant ${pattern}: ${level}`);
    }
  }
  return [...new Set(beyond)];
}

function tenantCovered(
  held: readonly TenantPermissionLike[],
  pattern: string,
  level: 'read' | 'write',
  groups: ActionGroupLookup,
  variables: PatternVariables
): boolean {
  return held.some((permission) => {
    const heldLevel = tenantLevelOf(permission.allowed_actions, groups)?.level;
    if (!heldLevel || (level === 'write' && heldLevel !== 'write')) return false;
    return permission.tenant_patterns.some((p) => patternCovers(p, pattern, variables));
  });
}
