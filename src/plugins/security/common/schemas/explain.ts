/** The access explainer's queries (`GET /api/v1/explain`, `GET /api/v1/explain/effective`). */
import { Type, type Static } from '@sinclair/typebox';
import { NameQuerySchema, StringList } from './fields';

/** A client address, for role mappings by host. */
const HostSchema = Type.String({ minLength: 1, maxLength: 255, pattern: '^[0-9A-Za-z.:_-]+$' });

export const EffectivePermissionsQuerySchema = Type.Object(
  { user: NameQuerySchema, host: Type.Optional(HostSchema) },
  { additionalProperties: false }
);
export type EffectivePermissionsQuery = Static<typeof EffectivePermissionsQuerySchema>;

export const ExplainQuerySchema = Type.Object(
  {
    user: NameQuerySchema,
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
    index: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
    // '' is the global tenant, as in a tenant selection.
    tenant: Type.Optional(Type.String({ maxLength: 200 })),
    /** An app id: may the user open it (with `action` write or application_all: change things in it)? */
    app: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    host: Type.Optional(HostSchema),
    /** The language of the answer's sentences (core reads it: `?i18n-locale=` as on any page). */
    'i18n-locale': Type.Optional(Type.String({ maxLength: 16, pattern: '^[A-Za-z-]+$' })),
  },
  { additionalProperties: false }
);
export type ExplainQuery = Static<typeof ExplainQuerySchema>;

const Grant = Type.Object({
  role: Type.String(),
  permission: Type.String(),
  pattern: Type.Optional(Type.String()),
  substituted: Type.Optional(Type.String()),
  expansion: StringList,
  dls: Type.Optional(Type.String()),
  fls: Type.Optional(StringList),
  masked_fields: Type.Optional(StringList),
});

const Check = Type.Object({
  kind: Type.String(),
  action: Type.String(),
  index: Type.Optional(Type.String()),
  tenant: Type.Optional(Type.String()),
  application: Type.Optional(Type.String()),
  allowed: Type.Boolean(),
  grants: Type.Array(Grant),
  notes: StringList,
  misses: Type.Array(Type.Object({ role: Type.String(), message: Type.String(), fix: Type.String() })),
});

/** `GET /api/v1/explain`: the chain from the user to the roles, and each check asked. */
export const ExplainResponseSchema = Type.Object({
  user: Type.Object({ name: Type.String(), backend_roles: StringList, attribute_names: StringList }),
  mappings: Type.Array(
    Type.Object({ role: Type.String(), via: Type.String(), pattern: Type.String(), value: Type.String() })
  ),
  roles: Type.Array(Type.Object({ name: Type.String(), defined: Type.Boolean() })),
  api_access: Type.Object({ allowed: Type.Boolean(), reason: Type.String() }),
  substitutions: Type.Array(Type.Object({ pattern: Type.String(), substituted: Type.String() })),
  checks: Type.Array(Check),
  allowed: Type.Union([Type.Boolean(), Type.Null()]),
});

/** `GET /api/v1/explain/effective`: everything the user may do. */
export const EffectivePermissionsSchema = Type.Object({
  user: Type.String(),
  roles: StringList,
  cluster: Type.Object({ actions: StringList, roles: StringList }),
  indices: Type.Array(
    Type.Object({
      pattern: Type.String(),
      actions: StringList,
      roles: StringList,
      dls: StringList,
      fls: StringList,
      masked_fields: StringList,
    })
  ),
  tenants: Type.Array(Type.Object({ tenant: Type.String(), access: Type.String(), roles: StringList })),
  api_access: Type.Boolean(),
  api_endpoints: StringList,
});
