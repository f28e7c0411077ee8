/**
 * What may be written as a configuration entry, in two flavours of one schema: the API body
 * (strict JSON, no flags but `description`) and the entry in a securityadmin YAML file (where
 * YAML's empty values arrive as null and the flags may be set). Both refuse unknown fields.
 * Only the API body holds free text to TEXT_INPUT_MAX_LENGTH: the files are what the store and
 * its backups hold, and an entry written before the limit must still load, import and revert.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { TEXT_INPUT_MAX_LENGTH } from '../constants';
import { LooseObject, OrNull, StringEnum, StringList } from './fields';

/**
 * Free text a user writes (a description, a backend role's or a host's name, an attribute's
 * value): at most TEXT_INPUT_MAX_LENGTH characters, counted as code points as ajv counts them.
 * Here rather than in fields.ts, which browser chunks load: only the server validates with these.
 */
export const LimitedText = Type.String({ maxLength: TEXT_INPUT_MAX_LENGTH });
export const LimitedTextList = Type.Array(LimitedText);
/** A map of free text to free text (a user's attributes): keys and values both within the limit. */
export const LimitedTextMap = Type.Object(
  {},
  { additionalProperties: LimitedText, propertyNames: { maxLength: TEXT_INPUT_MAX_LENGTH } }
);

/** The kinds of entry (the same as common/types' EntryKind, which is derived from these schemas' neighbours). */
type EntryKind = 'internalusers' | 'roles' | 'rolesmapping' | 'actiongroups' | 'tenants' | 'nodesdn';

export const ACTION_GROUP_TYPES = ['cluster', 'index', 'kibana', 'all'] as const;

function entryBodySchemas(file: boolean): Record<EntryKind, TSchema> {
  const n = <T extends TSchema>(schema: T): TSchema => (file ? OrNull(schema) : schema);
  const list = n(StringList);
  const text = n(Type.String());
  // Names and free text (not permissions, patterns or DLS queries, which are often longer).
  const names = file ? list : LimitedTextList;
  const flagFields: Record<string, TSchema> = file
    ? {
        reserved: OrNull(Type.Boolean()),
        hidden: OrNull(Type.Boolean()),
        static: OrNull(Type.Boolean()),
        description: OrNull(Type.String()),
      }
    : { description: LimitedText };
  const indexPermission = LooseObject({
    index_patterns: list,
    fls: list,
    masked_fields: list,
    dls: text,
    allowed_actions: list,
  });
  const tenantPermission = LooseObject({ tenant_patterns: list, allowed_actions: list });
  // Both lists are needed: a permission without an app or an action would grant nothing.
  const nonEmptyList = Type.Array(Type.String({ minLength: 1 }), { minItems: 1 });
  const applicationPermission = Type.Object(
    { application_patterns: nonEmptyList, allowed_actions: nonEmptyList },
    { additionalProperties: false }
  );
  // YAML scalars such as `level: 3` are read as strings, as OpenSearch reads them.
  const attributes = file
    ? OrNull(Type.Object({}, { additionalProperties: Type.Unsafe({ type: ['string', 'number', 'boolean'] }) }))
    : LimitedTextMap;
  return {
    internalusers: LooseObject({
      ...(file
        ? { hash: OrNull(Type.String()) }
        : { password: Type.String({ minLength: 1, maxLength: 1024 }), hash: Type.String() }),
      backend_roles: names,
      attributes,
      opendistro_security_roles: names,
      ...flagFields,
    }),
    roles: LooseObject({
      cluster_permissions: list,
      index_permissions: n(Type.Array(indexPermission)),
      tenant_permissions: n(Type.Array(tenantPermission)),
      application_permissions: n(Type.Array(applicationPermission)),
      extension_permissions: list,
      ...flagFields,
    }),
    rolesmapping: LooseObject({
      users: names,
      backend_roles: names,
      hosts: names,
      and_backend_roles: names,
      ...flagFields,
    }),
    actiongroups: LooseObject({ allowed_actions: list, type: n(StringEnum(ACTION_GROUP_TYPES)), ...flagFields }),
    tenants: LooseObject(flagFields),
    nodesdn: LooseObject({ nodes_dn: list, ...flagFields }),
  };
}

/** Entries of the YAML files. */
export const fileEntrySchemas = entryBodySchemas(true);
/** Bodies of `POST /api/v1/configuration/{kind}/{name}` (and the REST listener's PUT). */
export const apiBodySchemas = entryBodySchemas(false);
