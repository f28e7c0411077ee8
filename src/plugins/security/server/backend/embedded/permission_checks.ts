/**
 * Permissions that can never match are refused when written, with the reason: a permission is
 * compared case-sensitively and literally, so `RESTAPI:ADMIN/*` or `${user.name}` in a cluster
 * permission were stored, shown and granted nothing, and the administrator believed otherwise.
 */
import { badRequest } from '../errors';
import type { ActionGroupLike } from '../permissions/action_groups';

/** The prefixes of OpenSearch's permission names (all lower case). */
const PREFIXES = ['cluster:', 'indices:', 'restapi:', 'kibana:'];

type Groups = ReadonlyMap<string, ActionGroupLike & { hidden?: boolean }>;

function neverMatches(value: string, groups: Groups): string | undefined {
  if (value.includes('${')) {
    return 'variables such as ${user.name} are replaced only in index patterns, tenant patterns and document-level security queries, never in a permission';
  }
  const lower = value.toLowerCase();
  const prefix = PREFIXES.find((p) => lower.startsWith(p));
  if (prefix && !value.startsWith(prefix)) {
    return `permissions are case-sensitive (did you mean '${prefix}${value.slice(prefix.length).toLowerCase()}'?)`;
  }
  if (!prefix && !groups.has(value)) {
    // A hidden group is never suggested: no answer names one.
    const group = [...groups].find(([name, { hidden }]) => !hidden && name.toLowerCase() === lower)?.[0];
    if (group !== undefined) return `action group names are case-sensitive (did you mean '${group}'?)`;
  }
  return undefined;
}

/** 400 naming the field and the value when one of `values` can never match. */
export function checkPermissionValues(field: string, values: readonly string[], groups: Groups): void {
  for (const value of values) {
    const reason = neverMatches(value, groups);
    if (reason) throw badRequest(`[${field}] '${value}' can never match: ${reason}`);
  }
}
