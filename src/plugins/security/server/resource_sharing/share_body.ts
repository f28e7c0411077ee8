/**
 * Reading the resource-sharing API's request bodies, once for both listeners: every field
 * checked, upstream's messages where upstream has one (`ShareRequest.validate`,
 * `MigrateResourceSharingInfoApiAction`), a 400 for anything else that is wrong, never a 500.
 */
import {
  HttpError,
  MAX_PRINCIPAL_LENGTH,
  MAX_RECIPIENTS_PER_LEVEL,
  SHARE_LEVELS,
  actionGroup,
  type ShareLevel,
  type ShareRecipients,
  type ShareWith,
} from '../../../../core/server';
import { RESOURCE_ID_MAX_LENGTH } from '../../common/schemas/resource_sharing';

const RECIPIENT_KINDS = ['users', 'roles', 'backend_roles'] as const;

export interface ResourceRef {
  type: string;
  id: string;
}

function objectOf(value: unknown, field: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, `[${field}] must be a JSON object.`);
  return value as Record<string, unknown>;
}

/** The body as an object: a JSON object or nothing else. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

function refuseUnknown(object: Record<string, unknown>, allowed: readonly string[], where: string): void {
  const unknown = Object.keys(object).find((key) => !allowed.includes(key));
  if (unknown !== undefined)
    throw new HttpError(400, `Unknown field '${where}${unknown.slice(0, 100)}'; allowed: ${allowed.join(', ')}.`);
}

/** `resource_id` and `resource_type`, as upstream asks for them (both present, strings). */
export function resourceRef(idValue: unknown, typeValue: unknown, protectedTypes: readonly string[]): ResourceRef {
  if (typeof idValue !== 'string' || typeof typeValue !== 'string' || !idValue || !typeValue)
    throw new HttpError(400, 'resource_id and resource_type must be present');
  if (idValue.length > RESOURCE_ID_MAX_LENGTH)
    throw new HttpError(400, `[resource_id] must be at most ${RESOURCE_ID_MAX_LENGTH} characters.`);
  return { type: protectedType(typeValue, protectedTypes), id: idValue };
}

/** A protected type, or upstream's 400 ("Invalid resource type x."). */
export function protectedType(type: string, protectedTypes: readonly string[]): string {
  if (!protectedTypes.includes(type)) throw new HttpError(400, `Invalid resource type ${type.slice(0, 100)}.`);
  return type;
}

/**
 * An access level as the caller names it: the action group (`dashboard_read_only`) or, as
 * upstream's README examples do, the bare level (`read_only`); upstream's 400 otherwise.
 */
export function levelOf(type: string, name: string): ShareLevel {
  for (const level of SHARE_LEVELS) if (name === level || name === actionGroup(type, level)) return level;
  const available = SHARE_LEVELS.map((level) => actionGroup(type, level)).join(', ');
  throw new HttpError(
    400,
    `Invalid access level ${name.slice(0, 100)} for resource sharing for resource type [${type}]. Available access-levels are [${available}]`
  );
}

function names(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new HttpError(400, `[${field}] must be a list of names.`);
  if (value.length > MAX_RECIPIENTS_PER_LEVEL)
    throw new HttpError(400, `[${field}] may hold at most ${MAX_RECIPIENTS_PER_LEVEL} names.`);
  const seen = new Set<string>();
  for (const name of value) {
    if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_PRINCIPAL_LENGTH)
      throw new HttpError(400, `[${field}] must hold names of 1 to ${MAX_PRINCIPAL_LENGTH} characters.`);
    seen.add(name);
  }
  return [...seen];
}

/** `share_with` / `add` / `revoke`: keyed by the type's action groups, each with its three lists. */
export function shareWithOf(value: unknown, type: string, field: string): ShareWith {
  const levels = objectOf(value, field);
  const shareWith: ShareWith = {};
  for (const [name, recipientsValue] of Object.entries(levels)) {
    const group = actionGroup(type, levelOf(type, name));
    const recipients = objectOf(recipientsValue, `${field}.${name}`);
    refuseUnknown(recipients, RECIPIENT_KINDS, `${field}.${name}.`);
    const previous: ShareRecipients = shareWith[group] ?? { users: [], roles: [], backend_roles: [] };
    const merged = {} as ShareRecipients;
    for (const kind of RECIPIENT_KINDS) {
      const listed = names(recipients[kind], `${field}.${name}.${kind}`);
      merged[kind] = [...new Set([...previous[kind], ...listed])];
    }
    shareWith[group] = merged;
  }
  return shareWith;
}

/** PUT: `{resource_id, resource_type, share_with}`. */
export function replaceBody(body: unknown, protectedTypes: readonly string[]): ResourceRef & { shareWith: ShareWith } {
  const object = bodyObject(body);
  refuseUnknown(object, ['resource_id', 'resource_type', 'share_with'], '');
  const ref = resourceRef(object.resource_id, object.resource_type, protectedTypes);
  if (object.share_with === undefined || object.share_with === null) throw new HttpError(400, 'share_with is required');
  return { ...ref, shareWith: shareWithOf(object.share_with, ref.type, 'share_with') };
}

/** PATCH and POST: `{resource_id, resource_type, add?, revoke?}`, one of the two at least. */
export function updateBody(
  body: unknown,
  protectedTypes: readonly string[]
): ResourceRef & { add?: ShareWith; revoke?: ShareWith } {
  const object = bodyObject(body);
  refuseUnknown(object, ['resource_id', 'resource_type', 'add', 'revoke'], '');
  const ref = resourceRef(object.resource_id, object.resource_type, protectedTypes);
  const add = object.add == null ? undefined : shareWithOf(object.add, ref.type, 'add');
  const revoke = object.revoke == null ? undefined : shareWithOf(object.revoke, ref.type, 'revoke');
  if (!add && !revoke) throw new HttpError(400, 'either add or revoke must be present');
  return { ...ref, ...(add ? { add } : {}), ...(revoke ? { revoke } : {}) };
}

export interface MigrateRequest {
  defaultOwner: string;
  /** The protected types to migrate (from `default_access_level`); all of them when it is a bare level. */
  types: readonly string[];
}

const MIGRATE_FIELDS = [
  'source_index',
  'username_path',
  'backend_roles_path',
  'type_path',
  'default_owner',
  'default_access_level',
] as const;

/**
 * upstream's migrate body. Saved objects keep no creator or backend roles to read, so the paths
 * are accepted and read nothing: every owner-less object of the types named by
 * `default_access_level` (a map of type to level, or one level for every protected type) gets
 * `default_owner`. `source_index`, when given, must be the saved objects' (`.kibana`).
 */
export function migrateBody(body: unknown, protectedTypes: readonly string[]): MigrateRequest {
  const object = bodyObject(body);
  refuseUnknown(object, MIGRATE_FIELDS, '');
  for (const field of ['source_index', 'username_path', 'backend_roles_path', 'type_path'] as const) {
    const value = object[field];
    if (value !== undefined && (typeof value !== 'string' || value.length > 1024))
      throw new HttpError(400, `[${field}] must be a string.`);
  }
  if (object.source_index !== undefined && object.source_index !== '.kibana')
    throw new HttpError(400, `Invalid resource index ${String(object.source_index).slice(0, 100)}.`);
  const owner = object.default_owner;
  if (typeof owner !== 'string' || owner.trim() === '' || owner.length > MAX_PRINCIPAL_LENGTH)
    throw new HttpError(400, 'default_owner is required');
  const levels = object.default_access_level;
  if (levels === undefined) return { defaultOwner: owner, types: protectedTypes };
  if (typeof levels === 'string') {
    for (const type of protectedTypes) levelOf(type, levels);
    return { defaultOwner: owner, types: protectedTypes };
  }
  const byType = objectOf(levels, 'default_access_level');
  const types = Object.keys(byType).map((type) => protectedType(type, protectedTypes));
  for (const type of types) {
    const level = byType[type];
    if (typeof level !== 'string') throw new HttpError(400, `[default_access_level.${type}] must be a string.`);
    levelOf(type, level);
  }
  if (types.length === 0) throw new HttpError(400, '[default_access_level] must name a resource type.');
  return { defaultOwner: owner, types };
}
