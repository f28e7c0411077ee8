/**
 * The configuration entries as the API answers them (OpenSearch security's REST API shapes), one
 * TypeBox schema per shape: the server serializes a GET answer with it (so a field not listed,
 * such as a user's hash, is never sent) and the TS types are derived from it.
 */
import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';
import { ENTRY_LIST_MAX_PER_PAGE } from '../constants';
import {
  LooseObject,
  PageSchema,
  PerPageSchema,
  SortOrderSchema,
  StatusMessageSchema,
  StringEnum,
  StringList,
} from './fields';
import { ACTION_GROUP_TYPES } from './entry_bodies';

/** Flags every entry carries. Reserved and static entries cannot be changed through the API; hidden ones are never listed. */
export const EntryFlagsSchema = Type.Object({
  reserved: Type.Boolean(),
  hidden: Type.Boolean(),
  static: Type.Boolean(),
  description: Type.String(),
});
export type EntryFlags = Static<typeof EntryFlagsSchema>;

/** An entry kind's schema: its own fields, then the flags every entry carries. */
const entrySchema = <Fields extends TProperties>(fields: Fields) =>
  Type.Object({ ...fields, ...EntryFlagsSchema.properties });

/** An internal user as the API shows it: never its hash or password. */
export const InternalUserSchema = entrySchema({
  backend_roles: StringList,
  attributes: Type.Record(Type.String(), Type.String()),
  opendistro_security_roles: StringList,
});
export type InternalUser = Static<typeof InternalUserSchema>;

export const IndexPermissionSchema = Type.Object({
  index_patterns: StringList,
  fls: StringList,
  masked_fields: StringList,
  allowed_actions: StringList,
  dls: Type.Optional(Type.String()),
});
export type IndexPermission = Static<typeof IndexPermissionSchema>;

export const TenantPermissionSchema = Type.Object({ tenant_patterns: StringList, allowed_actions: StringList });
export type TenantPermission = Static<typeof TenantPermissionSchema>;

/** Which apps a role opens (`*` wildcards), and how: `application_read` or `application_all` (issue 41). */
export const ApplicationPermissionSchema = Type.Object({
  application_patterns: StringList,
  allowed_actions: StringList,
});
export type ApplicationPermission = Static<typeof ApplicationPermissionSchema>;

export const RoleSchema = entrySchema({
  cluster_permissions: StringList,
  index_permissions: Type.Array(IndexPermissionSchema),
  tenant_permissions: Type.Array(TenantPermissionSchema),
  /** Absent on roles written before application permissions (and on a cluster that does not know them). */
  application_permissions: Type.Optional(Type.Array(ApplicationPermissionSchema)),
  /** Present in OpenSearch's newer built-in roles; kept so such files load and export unchanged. */
  extension_permissions: Type.Optional(StringList),
});
export type Role = Static<typeof RoleSchema>;

export const RoleMappingSchema = entrySchema({
  users: StringList,
  backend_roles: StringList,
  hosts: StringList,
  and_backend_roles: StringList,
});
export type RoleMapping = Static<typeof RoleMappingSchema>;

export const ActionGroupTypeSchema = StringEnum(ACTION_GROUP_TYPES);
export type ActionGroupType = Static<typeof ActionGroupTypeSchema>;

export const ActionGroupSchema = entrySchema({
  allowed_actions: StringList,
  type: Type.Optional(ActionGroupTypeSchema),
});
export type ActionGroup = Static<typeof ActionGroupSchema>;

export const TenantSchema = EntryFlagsSchema;
export type Tenant = Static<typeof TenantSchema>;

/** The entry resources of `/api/v1/configuration/{resource}` → the schema of one entry. */
export const entryResponseSchemas: Record<
  'internalusers' | 'roles' | 'rolesmapping' | 'actiongroups' | 'tenants',
  TSchema
> = {
  internalusers: InternalUserSchema,
  roles: RoleSchema,
  rolesmapping: RoleMappingSchema,
  actiongroups: ActionGroupSchema,
  tenants: TenantSchema,
};

/** The answer of a write (POST: 201 created / 200 updated; DELETE: 200): `{status, message}`. */
export const EntryWriteResponseSchema = StatusMessageSchema;

/** A search in a list: a part of the name or description. */
export const MAX_SEARCH_LENGTH = 1000;

const entryListQuery = {
  page: PageSchema,
  per_page: PerPageSchema(ENTRY_LIST_MAX_PER_PAGE),
  search: Type.String({ maxLength: MAX_SEARCH_LENGTH }),
  sort: StringEnum(['name', 'description'] as const),
  order: SortOrderSchema,
};
/** The query string of the entry lists (GET /api/v1/configuration/{kind}). */
export const EntryListQuerySchema = LooseObject(entryListQuery);

/**
 * The tenant list's query: an entry list's, plus `without_global` (true: the global tenant left
 * out, so the Tenants page can page the custom tenants on the server under its pinned Global row).
 */
export const TenantListQuerySchema = LooseObject({ ...entryListQuery, without_global: Type.Boolean() });
export type EntryListQuery = Static<typeof EntryListQuerySchema>;

/** The role list's query: an entry list's, plus `reserved` (true: reserved roles only, false: custom ones only). */
export const RolesWithMappingsQuerySchema = LooseObject({ ...entryListQuery, reserved: Type.Boolean() });
export type RolesWithMappingsQuery = Static<typeof RolesWithMappingsQuerySchema>;

/**
 * The Permissions page's query (GET /api/v1/configuration/permissions): an entry list's paging and
 * search, sorted by name or kind, with the page's three filters.
 */
export const PermissionListQuerySchema = LooseObject({
  page: PageSchema,
  per_page: PerPageSchema(ENTRY_LIST_MAX_PER_PAGE),
  search: Type.String({ maxLength: MAX_SEARCH_LENGTH }),
  sort: StringEnum(['name', 'kind'] as const),
  order: SortOrderSchema,
  kind: StringEnum(['all', 'groups', 'singles'] as const),
  scope: StringEnum(['all', 'cluster', 'index'] as const),
  customization: StringEnum(['all', 'reserved', 'custom'] as const),
});
export type PermissionListQueryParams = Static<typeof PermissionListQuerySchema>;

/** Its answer: one page of rows (common/permission_rows' PermissionRow, without the group itself). */
export const PermissionListResponseSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  rows: Type.Array(
    Type.Object({
      name: Type.String(),
      kind: StringEnum(['Action group', 'Single permission'] as const),
      cluster: Type.Boolean(),
      index: Type.Boolean(),
      reserved: Type.Boolean(),
      allowedActions: Type.Array(Type.String()),
      description: Type.String(),
    })
  ),
});

/**
 * `create_only=true` makes the POST a create: 409 when the entry exists, decided by the server
 * inside the write, so two browsers creating one name at once cannot overwrite each other.
 */
export const UpsertQuerySchema = LooseObject({ create_only: Type.Boolean() });

/** `/api/v1/configuration/{resource}/{name}`. */
export const EntryNameParamsSchema = Type.Object({ name: Type.String() });
