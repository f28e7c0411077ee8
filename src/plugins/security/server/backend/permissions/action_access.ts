/**
 * Whether roles grant a cluster action, or an action on an index: the permissions that do, each
 * with the pattern that matched and the action-group path down to the action. Index patterns and
 * actions follow OpenSearch: `*`, `?`, `/regex/`, `${user.name}` and the other user variables.
 */
import type { ExplainGrant } from '../../../common/explain';
import type { RoleLike } from './account';
import { expandActions, expansionPath, type ActionGroupLookup } from './action_groups';
import { compilePattern, substitute, type PatternVariables } from './patterns';

/**
 * A grant as the explainer shows it, but for where in the role: null for the role's cluster
 * permissions, else the position in its index permissions (the explainer names it).
 */
export type ActionGrant = Omit<ExplainGrant, 'permission'> & { permission: number | null };

/**
 * The expanded action (or pattern) that grants `action`, if any. An action group asked for is
 * granted when the permissions hold the group itself or every action it stands for.
 */
export function grantingAction(
  expanded: ReadonlySet<string>,
  action: string,
  groups: ActionGroupLookup
): string | undefined {
  if (expanded.has(action)) return action;
  for (const granted of expanded) if (compilePattern(granted)(action)) return granted;
  if (!groups.has(action)) return undefined;
  const members = [...expandActions([action], groups)].filter((member) => !groups.has(member));
  if (members.length === 0) return undefined;
  let first: string | undefined;
  for (const member of members) {
    const granted = grantingAction(expanded, member, groups);
    if (granted === undefined) return undefined;
    first ??= granted;
  }
  return first;
}

/** Whether an index pattern of a role covers the asked index (or the very same pattern). */
export function indexPatternCovers(pattern: string, index: string, variables: PatternVariables): boolean {
  return compilePattern(pattern, variables)(index) || substitute(pattern, variables) === index;
}

function pathTo(reachedFrom: Map<string, string>, granted: string, action: string): string[] {
  const path = expansionPath(reachedFrom, granted);
  if (path[path.length - 1] !== action) path.push(action);
  return path;
}

/** The roles' cluster permissions that grant `action`. */
export function clusterActionGrants(
  roles: ReadonlyArray<[string, RoleLike]>,
  action: string,
  groups: ActionGroupLookup
): ActionGrant[] {
  const grants: ActionGrant[] = [];
  for (const [role, definition] of roles) {
    const reachedFrom = new Map<string, string>();
    const expanded = expandActions(definition.cluster_permissions, groups, reachedFrom);
    const granted = grantingAction(expanded, action, groups);
    if (granted !== undefined) grants.push({ role, permission: null, expansion: pathTo(reachedFrom, granted, action) });
  }
  return grants;
}

/** The roles' index permissions that grant `action` on `index`, with the DLS, FLS and masking they carry. */
export function indexActionGrants(
  roles: ReadonlyArray<[string, RoleLike]>,
  action: string,
  index: string,
  groups: ActionGroupLookup,
  variables: PatternVariables
): ActionGrant[] {
  const grants: ActionGrant[] = [];
  for (const [role, definition] of roles) {
    (definition.index_permissions ?? []).forEach((permission, position) => {
      const pattern = permission.index_patterns.find((p) => indexPatternCovers(p, index, variables));
      if (pattern === undefined) return;
      const reachedFrom = new Map<string, string>();
      const granted = grantingAction(expandActions(permission.allowed_actions, groups, reachedFrom), action, groups);
      if (granted === undefined) return;
      grants.push({
        role,
        permission: position,
        pattern,
        ...(pattern.includes('${') ? { substituted: substitute(pattern, variables) } : {}),
        expansion: pathTo(reachedFrom, granted, action),
        ...(permission.dls ? { dls: substitute(permission.dls, variables) } : {}),
        ...(permission.fls?.length ? { fls: [...permission.fls] } : {}),
        ...(permission.masked_fields?.length ? { masked_fields: [...permission.masked_fields] } : {}),
      });
    });
  }
  return grants;
}
