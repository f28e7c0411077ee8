/**
 * Owner-based sharing of saved objects (issue 72) on the wire: the dashboards server's
 * `/api/resource/*` routes (security-dashboards-plugin's) and the answers both listeners give
 * (OpenSearch security's resource-sharing shapes). Request bodies are read by the operations
 * layer (`server/resource_sharing/share_body.ts`), the same for both listeners.
 */
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum, StringList } from './fields';

/** The dashboards server's routes (the browser's API client owns these URLs). */
export const RESOURCE_API = {
  types: '/api/resource/types',
  list: '/api/resource/list',
  view: '/api/resource/view',
  share: '/api/resource/share',
  updateSharing: '/api/resource/update_sharing',
  principals: '/api/resource/principals',
  unowned: '/api/resource/unowned',
  assignOwner: '/api/resource/assign_owner',
  /** upstream's path (plural), its body and answer, as on the REST listener. */
  migrate: '/api/resources/migrate',
} as const;

/** A user name, role or backend role (core's MAX_PRINCIPAL_LENGTH), and a saved object's id: never empty, bounded. */
export const PRINCIPAL_MAX_LENGTH = 256;
export const RESOURCE_ID_MAX_LENGTH = 250;
/** The pickers' answer: at most this many names. */
export const PRINCIPAL_MATCHES_MAX = 10;
/** `names` of a principals query: at most this many checked. */
export const PRINCIPAL_NAMES_MAX = 50;

const Recipients = Type.Object({ users: StringList, roles: StringList, backend_roles: StringList });
/** Keyed by action group (`dashboard_read_only`, …). */
const ShareWithSchema = Type.Record(Type.String(), Recipients);

const ResourceType = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9_-]+$' });
const ResourceId = Type.String({ minLength: 1, maxLength: RESOURCE_ID_MAX_LENGTH });

export const SharingInfoSchema = Type.Object({
  resource_id: Type.String(),
  resource_type: Type.String(),
  /** The tenant's wire name: 'global', 'private' or a custom tenant's name. */
  tenant: Type.String(),
  created_by: Type.Object({ user: Type.String() }),
  share_with: ShareWithSchema,
});
export const SharingInfoResponseSchema = Type.Object({ sharing_info: SharingInfoSchema });
export type SharingInfoResponse = Static<typeof SharingInfoResponseSchema>;

export const ResourceTypesResponseSchema = Type.Object({
  types: Type.Array(Type.Object({ type: Type.String(), action_groups: StringList })),
});
export type ResourceTypesResponse = Static<typeof ResourceTypesResponseSchema>;

export const SharedResourceSchema = Type.Object({
  resource_id: Type.String(),
  resource_type: Type.String(),
  tenant: Type.String(),
  /** upstream's list also names the tenant here. */
  created_by: Type.Object({ user: Type.String(), tenant: Type.String() }),
  share_with: ShareWithSchema,
  can_share: Type.Boolean(),
});
export const ResourceListResponseSchema = Type.Object({ resources: Type.Array(SharedResourceSchema) });
export type ResourceListResponse = Static<typeof ResourceListResponseSchema>;

export const UnownedResponseSchema = Type.Object({
  objects: Type.Array(Type.Object({ type: Type.String(), id: Type.String(), title: Type.Optional(Type.String()) })),
});
export type UnownedResponse = Static<typeof UnownedResponseSchema>;

/** upstream's migrate answer. */
export const MigrateResponseSchema = Type.Object({
  summary: Type.String(),
  resourcesWithDefaultOwner: StringList,
  skippedResources: StringList,
});
export type MigrateResponse = Static<typeof MigrateResponseSchema>;

export const PRINCIPAL_KINDS = ['user', 'role', 'backend_role'] as const;
export type PrincipalKind = (typeof PRINCIPAL_KINDS)[number];

export const PrincipalsQuerySchema = Type.Object(
  {
    kind: StringEnum(PRINCIPAL_KINDS),
    /** A prefix of the names wanted (case-insensitive); empty: the first names. */
    query: Type.Optional(Type.String({ maxLength: PRINCIPAL_MAX_LENGTH })),
    /** Comma-separated names to check (the recipients the form holds). */
    names: Type.Optional(Type.String({ maxLength: PRINCIPAL_NAMES_MAX * (PRINCIPAL_MAX_LENGTH + 1) })),
  },
  { additionalProperties: false }
);
export type PrincipalsQuery = Static<typeof PrincipalsQuerySchema>;

export const PrincipalsResponseSchema = Type.Object({
  /** Up to PRINCIPAL_MATCHES_MAX names starting with `query`, sorted. */
  matches: StringList,
  /** Those of `names` this server knows (an unknown user may still be a directory user). */
  known: StringList,
});
export type PrincipalsResponse = Static<typeof PrincipalsResponseSchema>;

export const ResourceTypeQuerySchema = Type.Object({ resourceType: ResourceType }, { additionalProperties: false });
export const ResourceViewQuerySchema = Type.Object(
  { resourceId: ResourceId, resourceType: ResourceType },
  { additionalProperties: false }
);
export const AssignOwnerBodySchema = Type.Object(
  {
    resourceId: ResourceId,
    resourceType: ResourceType,
    owner: Type.String({ minLength: 1, maxLength: PRINCIPAL_MAX_LENGTH }),
  },
  { additionalProperties: false }
);
export type AssignOwnerBody = Static<typeof AssignOwnerBodySchema>;
