/** Checks on API input beyond the schema: password rules, hashes, references, cycles. */
import { validatePassword, type PasswordPolicy } from '../../../common/password_rules';
import type { EntryKind } from '../../../common/types';
import { badRequest, notFound } from '../errors';
import { findActionGroupCycles } from '../permissions/action_groups';
import { isApplicationAction } from '../permissions/applications';
import type { ListOptions, UpsertBodyByKind } from '../types';
import { BCRYPT_HASH, checkApiBody, formatProblems } from '../validation';
import type { ConfigSnapshot } from './snapshot';
import { checkPermissionValues } from './permission_checks';
import { tenantNameProblem } from './tenant_names';

export const MAX_PER_PAGE = 10_000;
/**
 * Each new password is a bcrypt hash (~0.3 s of CPU at OpenSearch's cost): one PATCH of 1 MB could
 * otherwise hold a core for hours.
 */
export const MAX_NEW_PASSWORDS_PER_REQUEST = 10;
const MAX_SEARCH_LENGTH = 1000;

export function checkListOptions(options: ListOptions): void {
  const { page, per_page: perPage, search, sort_field: field, sort_order: order } = options;
  if (page !== undefined && (!Number.isInteger(page) || page < 1))
    throw badRequest('[page] must be a whole number of 1 or more');
  if (perPage !== undefined && (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)) {
    throw badRequest(`[per_page] must be a whole number from 1 to ${MAX_PER_PAGE}`);
  }
  if (search !== undefined && (typeof search !== 'string' || search.length > MAX_SEARCH_LENGTH)) {
    throw badRequest(`[search] must be text of at most ${MAX_SEARCH_LENGTH} characters`);
  }
  if (field !== undefined && field !== 'name' && field !== 'description')
    throw badRequest('[sort_field] must be name or description');
  if (order !== undefined && order !== 'asc' && order !== 'desc') throw badRequest('[sort_order] must be asc or desc');
  if (options.reserved !== undefined && typeof options.reserved !== 'boolean')
    throw badRequest('[reserved] must be true or false');
  if (options.except !== undefined && (typeof options.except !== 'string' || options.except.length > MAX_SEARCH_LENGTH))
    throw badRequest(`[except] must be text of at most ${MAX_SEARCH_LENGTH} characters`);
}

/** 400 before any hashing when one bulk write sets more passwords than the cap. */
export function checkNewPasswordCount(kind: EntryKind, changes: ReadonlyArray<{ body: unknown }>): void {
  if (kind !== 'internalusers') return;
  const count = changes.filter(
    ({ body }) => body !== null && typeof body === 'object' && (body as { password?: unknown }).password !== undefined
  ).length;
  if (count > MAX_NEW_PASSWORDS_PER_REQUEST) {
    throw badRequest(
      `[password] one request may set the passwords of at most ${MAX_NEW_PASSWORDS_PER_REQUEST} users; this one sets ${count}: send them in smaller requests`
    );
  }
}

function checkUser(body: UpsertBodyByKind['internalusers'], snapshot: ConfigSnapshot, policy?: PasswordPolicy) {
  if (body.password !== undefined && body.hash !== undefined)
    throw badRequest('[hash] cannot be sent together with [password]');
  if (body.password !== undefined) {
    const problem = validatePassword(body.password, policy);
    if (problem) throw badRequest(`[password] ${problem}`);
  }
  if (body.hash !== undefined && !BCRYPT_HASH.test(body.hash))
    throw badRequest('[hash] must be a bcrypt hash ($2y$12$...)');
  for (const role of body.opendistro_security_roles ?? []) {
    const defined = snapshot.roles.get(role);
    if (!defined || defined.hidden) throw badRequest(`[opendistro_security_roles] role '${role}' does not exist`);
  }
}

export const actionGroupNamedLikeRoleMessage = (name: string) =>
  `[name] '${name}' is the name of a role: an action group cannot have the same name as a role`;

function checkActionGroup(name: string, body: UpsertBodyByKind['actiongroups'], snapshot: ConfigSnapshot) {
  // Roles and action groups are both named in permission lists; one name for both would be ambiguous.
  const role = snapshot.roles.get(name);
  if (role && !role.hidden) throw badRequest(actionGroupNamedLikeRoleMessage(name));
  const actions = body.allowed_actions ?? [];
  if (actions.includes(name)) throw badRequest(`[allowed_actions] action group '${name}' cannot contain itself`);
  const groups = new Map<string, { allowed_actions: readonly string[] }>(snapshot.actionGroups);
  groups.set(name, { allowed_actions: actions });
  checkPermissionValues('allowed_actions', actions, groups);
  const cycle = findActionGroupCycles(groups).find((path) => path.includes(name));
  if (!cycle) return;
  // The loop is shown only when it runs through groups the API shows: no answer names a hidden one.
  const shown = cycle.every((group) => group === name || !snapshot.actionGroups.get(group)?.hidden);
  throw badRequest(
    `[allowed_actions] action group '${name}' would contain itself${shown ? `: ${cycle.join(' → ')}` : ''}`
  );
}

/** Each application permission names actions that give app access: a typo must not silently grant nothing. */
export function checkApplicationActions(
  body: UpsertBodyByKind['roles'],
  snapshot: Pick<ConfigSnapshot, 'actionGroups'>
) {
  (body.application_permissions ?? []).forEach((permission, i) => {
    for (const action of permission.allowed_actions ?? []) {
      if (!isApplicationAction(action, snapshot.actionGroups)) {
        throw badRequest(
          `[application_permissions[${i}].allowed_actions] unknown application action '${action}': use application_read, application_all or an action group that contains one of them`
        );
      }
    }
  });
}

function checkRole(body: UpsertBodyByKind['roles'], snapshot: ConfigSnapshot) {
  checkApplicationActions(body, snapshot);
  checkPermissionValues('cluster_permissions', body.cluster_permissions ?? [], snapshot.actionGroups);
  (body.tenant_permissions ?? []).forEach((permission, i) =>
    checkPermissionValues(
      `tenant_permissions[${i}].allowed_actions`,
      permission.allowed_actions ?? [],
      snapshot.actionGroups
    )
  );
  (body.index_permissions ?? []).forEach((permission, i) => {
    checkPermissionValues(
      `index_permissions[${i}].allowed_actions`,
      permission.allowed_actions ?? [],
      snapshot.actionGroups
    );
    if (permission.dls === undefined || permission.dls === '') return;
    let query: unknown;
    try {
      query = JSON.parse(permission.dls);
    } catch {
      query = undefined;
    }
    if (!query || typeof query !== 'object' || Array.isArray(query)) {
      throw badRequest(`[index_permissions[${i}].dls] must be a query written as a JSON object`);
    }
  });
}

function checkTenantName(name: string): void {
  const problem = tenantNameProblem(name);
  if (problem) throw badRequest(problem);
}

export function checkUpsert<K extends EntryKind>(
  kind: K,
  name: string,
  body: UpsertBodyByKind[K],
  snapshot: ConfigSnapshot,
  policy?: PasswordPolicy
): void {
  const problems = checkApiBody[kind](body);
  if (problems.length) throw badRequest(formatProblems(problems));
  switch (kind) {
    case 'internalusers':
      return checkUser(body as UpsertBodyByKind['internalusers'], snapshot, policy);
    case 'actiongroups':
      return checkActionGroup(name, body as UpsertBodyByKind['actiongroups'], snapshot);
    case 'roles':
      return checkRole(body as UpsertBodyByKind['roles'], snapshot);
    case 'tenants':
      return checkTenantName(name);
    case 'rolesmapping': {
      const role = snapshot.roles.get(name);
      if (!role || role.hidden) throw notFound('roles', name);
      return;
    }
    default:
      return;
  }
}
