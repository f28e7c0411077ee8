import {
  actionGroup,
  SHARE_LEVELS,
  type ShareLevel,
  type ShareRecipients,
  type ShareWith,
} from '../../../common/saved_object_sharing';
import { badRequest } from '../errors';
import { isPlainObject } from '../validation';

export const MAX_PRINCIPAL_LENGTH = 256;
/** Per level, users, roles and backend roles together. */
export const MAX_RECIPIENTS_PER_LEVEL = 100;

export const RECIPIENT_KINDS = ['users', 'roles', 'backend_roles'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];
/** The `kind` column's value for each list of `ShareRecipients`. */
export const KIND_COLUMN: Record<RecipientKind, string> = {
  users: 'user',
  roles: 'role',
  backend_roles: 'backend_role',
};

/** The level an action group names for `type` (`dashboard_read_only` → read_only), else null. */
export function levelOfActionGroup(type: string, group: string): ShareLevel | null {
  return SHARE_LEVELS.find((level) => actionGroup(type, level) === group) ?? null;
}

/** Checks one principal name (a user, role or backend role, or an owner). */
export function assertPrincipal(name: unknown, where: string): asserts name is string {
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_PRINCIPAL_LENGTH) {
    throw badRequest(`[${where}]: must be a non-empty string of at most ${MAX_PRINCIPAL_LENGTH} characters`);
  }
}

/**
 * Checks a `share_with` (or an `add`/`revoke`) body for `type` and answers it in its exact form:
 * every level of this type, recipients in the order given without duplicates, all three lists
 * present, a level nobody holds left out. `limit`: whether the 100-per-level cap applies (not to a
 * revoke, which only shrinks).
 */
export function normalizeShareWith(type: string, value: unknown, field: string, limit = true): ShareWith {
  if (!isPlainObject(value)) throw badRequest(`[${field}]: must be an object keyed by action group`);
  const out: ShareWith = {};
  // Weakest first, whatever order the body used, so one record always reads the same.
  const entries = Object.entries(value).map(([group, recipients]) => {
    const level = levelOfActionGroup(type, group);
    if (!level) {
      const allowed = SHARE_LEVELS.map((l) => actionGroup(type, l)).join(', ');
      throw badRequest(
        `[${field}]: unknown access level '${group.slice(0, 100)}' for type ${type} (allowed: ${allowed})`
      );
    }
    return { group, level, recipients };
  });
  entries.sort((a, b) => SHARE_LEVELS.indexOf(a.level) - SHARE_LEVELS.indexOf(b.level));
  for (const { group, recipients } of entries) {
    const where = `${field}.${group}`;
    if (!isPlainObject(recipients)) throw badRequest(`[${where}]: must be an object of users, roles and backend_roles`);
    const unknown = Object.keys(recipients).find((key) => !(RECIPIENT_KINDS as readonly string[]).includes(key));
    if (unknown !== undefined) throw badRequest(`[${where}]: unknown field '${unknown.slice(0, 100)}'`);
    const lists = {} as ShareRecipients;
    let count = 0;
    for (const kind of RECIPIENT_KINDS) {
      const names = recipients[kind] ?? [];
      if (!Array.isArray(names)) throw badRequest(`[${where}.${kind}]: must be a list of names`);
      names.forEach((name, index) => assertPrincipal(name, `${where}.${kind}.${index}`));
      lists[kind] = [...new Set(names as string[])];
      count += lists[kind].length;
    }
    if (limit && count > MAX_RECIPIENTS_PER_LEVEL) {
      throw badRequest(`[${where}]: at most ${MAX_RECIPIENTS_PER_LEVEL} recipients per access level`);
    }
    if (count > 0) out[group] = lists;
  }
  return out;
}

/** `add` then `revoke` over a normalised `current`; the result is checked against the cap again. */
export function applyChange(type: string, current: ShareWith, add: ShareWith, revoke: ShareWith): ShareWith {
  const merged: Record<string, ShareRecipients> = {};
  for (const level of SHARE_LEVELS) {
    const group = actionGroup(type, level);
    const lists = {} as ShareRecipients;
    for (const kind of RECIPIENT_KINDS) {
      const gone = new Set(revoke[group]?.[kind] ?? []);
      lists[kind] = [...new Set([...(current[group]?.[kind] ?? []), ...(add[group]?.[kind] ?? [])])].filter(
        (name) => !gone.has(name)
      );
    }
    merged[group] = lists;
  }
  return normalizeShareWith(type, merged, 'share_with');
}

/** Whether anyone holds any level. */
export const isShared = (shareWith: ShareWith) => Object.keys(shareWith).length > 0;
