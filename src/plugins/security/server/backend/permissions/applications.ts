/**
 * Application permissions (issue 41): which apps a user's roles open, and whether read-only.
 * Shaped like tenant permissions: patterns of app ids (`*` wildcards) with `application_read` or
 * `application_all`, directly or through action groups that contain them. Several roles add up,
 * and `all` wins over `read` for an app both grant.
 */
import { APPLICATION_ALL_ACTION, APPLICATION_READ_ACTION, READONLY_ALLOWED_APPS } from '../../../common/constants';
import { expandActions, type ActionGroupLookup } from './action_groups';
import { compilePattern } from './patterns';

export interface ApplicationPermissionLike {
  application_patterns: readonly string[];
  allowed_actions: readonly string[];
}

/** What an app is opened with: everything, reading only, or nothing. */
export type ApplicationAccess = 'all' | 'read' | 'none';

/** One pattern of app ids a role opens, and whether with `application_all`. */
export interface ApplicationGrant {
  pattern: string;
  all: boolean;
  /** The role that grants it (the explainer names it). */
  role: string;
  /** The action (or action group) that decided the level. */
  action: string;
}

/** The level a permission's actions give ('all' includes read), with the action that decided it; null: none. */
export function applicationLevelOf(
  actions: readonly string[],
  groups: ActionGroupLookup
): { all: boolean; action: string } | null {
  // Expansion keeps the group names, so a custom group holding application_all reaches it.
  const expanded = expandActions(actions, groups);
  if (expanded.has(APPLICATION_ALL_ACTION))
    return { all: true, action: decidingAction(actions, groups, APPLICATION_ALL_ACTION) };
  if (expanded.has(APPLICATION_READ_ACTION))
    return { all: false, action: decidingAction(actions, groups, APPLICATION_READ_ACTION) };
  return null;
}

/** The action the role names that leads to `target` (the first, as written). */
function decidingAction(actions: readonly string[], groups: ActionGroupLookup, target: string): string {
  return actions.find((action) => expandActions([action], groups).has(target)) ?? target;
}

/** Whether `action` is one an application permission may name: one of the two, or a group reaching one. */
export function isApplicationAction(action: string, groups: ActionGroupLookup): boolean {
  return applicationLevelOf([action], groups) !== null;
}

/** The app-id patterns the roles open, in the roles' order. */
export function applicationGrants(
  roles: Iterable<[string, { application_permissions?: readonly ApplicationPermissionLike[] }]>,
  groups: ActionGroupLookup
): ApplicationGrant[] {
  const grants: ApplicationGrant[] = [];
  for (const [role, { application_permissions: permissions = [] }] of roles) {
    for (const permission of permissions) {
      const level = applicationLevelOf(permission.allowed_actions, groups);
      if (!level) continue;
      for (const pattern of permission.application_patterns) grants.push({ pattern, ...level, role });
    }
  }
  return grants;
}

/** The grants that match `appId`. */
export function grantsFor(grants: readonly ApplicationGrant[], appId: string): ApplicationGrant[] {
  return grants.filter((grant) => compilePattern(grant.pattern)(appId));
}

/** How `appId` is opened by `grants`: all wins over read. */
export function applicationAccess(grants: readonly ApplicationGrant[], appId: string): ApplicationAccess {
  const matching = grantsFor(grants, appId);
  if (matching.some((grant) => grant.all)) return 'all';
  return matching.length ? 'read' : 'none';
}

/** Every app opened with everything: what a user has when application permissions are off. */
export const ALL_APPLICATIONS: readonly ApplicationGrant[] = Object.freeze([
  { pattern: '*', all: true, role: '', action: APPLICATION_ALL_ACTION },
]);

/**
 * The read-only mode (`readonly_mode.roles`, SPEC section 4) as application permissions: the
 * allow-listed apps, read-only, and only as far as the user's own grants reach them.
 */
export function readonlyGrants(grants: readonly ApplicationGrant[]): ApplicationGrant[] {
  return READONLY_ALLOWED_APPS.filter((app) => applicationAccess(grants, app) !== 'none').map((app) => ({
    pattern: app,
    all: false,
    role: '',
    action: APPLICATION_READ_ACTION,
  }));
}
