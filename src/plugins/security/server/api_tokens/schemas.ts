import { Type, type Static } from '@sinclair/typebox';
import { API_TOKEN_ID_PATTERN, API_TOKEN_NAME_MAX_CHARS } from '../../common/api_tokens';

/** Patterns and actions: as long as a role's; lists short enough that a check stays cheap. */
const Text = Type.String({ minLength: 1, maxLength: 1024 });
const List = Type.Array(Text, { maxItems: 100 });
const strict = { additionalProperties: false } as const;

const IndexPermission = Type.Object(
  {
    index_patterns: Type.Array(Text, { minItems: 1, maxItems: 100 }),
    allowed_actions: List,
    dls: Type.Optional(Type.String({ maxLength: 10_000 })),
    fls: Type.Optional(List),
    masked_fields: Type.Optional(List),
  },
  strict
);
const TenantPermission = Type.Object(
  { tenant_patterns: Type.Array(Text, { minItems: 1, maxItems: 100 }), allowed_actions: List },
  strict
);

export const CreateApiTokenBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: API_TOKEN_NAME_MAX_CHARS, pattern: '^[^\\u0000-\\u001f\\u007f]+$' }),
    duration_seconds: Type.Optional(
      Type.Integer({
        minimum: 60,
        description:
          'Seconds the token lives; 30 days (or api_tokens.max_duration_seconds when shorter) when left out.',
      })
    ),
    cluster_permissions: Type.Optional(List),
    index_permissions: Type.Optional(Type.Array(IndexPermission, { maxItems: 100 })),
    tenant_permissions: Type.Optional(Type.Array(TenantPermission, { maxItems: 100 })),
  },
  strict
);
/** What a token's creation is given (its lists may be left out: the service fills them in). */
export type CreateApiTokenBody = Static<typeof CreateApiTokenBodySchema>;

export const ApiTokenIdParamsSchema = Type.Object({ id: Type.String({ pattern: API_TOKEN_ID_PATTERN }) }, strict);

export const ApiTokenListQuerySchema = Type.Object({ mine: Type.Optional(Type.Boolean()) }, strict);
