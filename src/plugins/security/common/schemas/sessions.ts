/** The sessions pages' calls: `/api/v1/sessions` (administrators) and `/api/v1/account/sessions` (one's own). */
import { Type, type Static } from '@sinclair/typebox';
import {
  LooseObject,
  NameQuerySchema,
  NullableString,
  PageSchema,
  PerPageSchema,
  SortOrderSchema,
  StringEnum,
} from './fields';

export const SESSIONS_MAX_PER_PAGE = 100;
/** Public session ids: 16 random bytes, base64url. */
export const SESSION_ID_PATTERN = '^[A-Za-z0-9_-]{22}$';
export const SESSION_SORT_FIELDS = ['user', 'created', 'last_seen'] as const;
export type SessionSortField = (typeof SESSION_SORT_FIELDS)[number];

const paging = { page: PageSchema, per_page: PerPageSchema(SESSIONS_MAX_PER_PAGE) };

/** The administrators' list: paged, filtered by a part of the user name, sorted. */
export const SessionsQuerySchema = LooseObject({
  ...paging,
  /** Case-insensitive part of the user name. */
  user: Type.String({ maxLength: 1024 }),
  sort_field: StringEnum(SESSION_SORT_FIELDS),
  sort_order: SortOrderSchema,
});
export type SessionsQuery = Static<typeof SessionsQuerySchema>;

/** One's own sessions: paged only. */
export const OwnSessionsQuerySchema = LooseObject(paging);

export const SessionIdParamsSchema = Type.Object(
  { id: Type.String({ pattern: SESSION_ID_PATTERN }) },
  { additionalProperties: false }
);

/** `DELETE /api/v1/sessions?user=NAME` or `?all=true`. */
export const RevokeSessionsQuerySchema = LooseObject({ user: NameQuerySchema, all: Type.Boolean() });

/** One live session. Nothing here lets anyone use the session: `id` only names it for a revoke. */
export const SessionInfoSchema = Type.Object({
  /** A random public id, unrelated to the cookie's session id. */
  id: Type.String(),
  user: Type.String(),
  auth_type: Type.String(),
  /** '' global, '__user__' private, else a custom tenant; null before any choice. */
  tenant: NullableString,
  /** ISO 8601, UTC. */
  created: Type.String(),
  last_seen: Type.String(),
  /** The address the login came from, as the server saw it; null for sessions older than this record. */
  client_address: NullableString,
  /** The login's User-Agent header, cut at USER_AGENT_MAX_CHARS; null when none was sent. */
  user_agent: NullableString,
  /** The session this very request came with. */
  current: Type.Boolean(),
});
export type SessionInfo = Static<typeof SessionInfoSchema>;

export const SessionsResponseSchema = Type.Object({
  /** Live sessions matching the filter, all pages. */
  total: Type.Number(),
  sessions: Type.Array(SessionInfoSchema),
});
export type SessionsResponse = Static<typeof SessionsResponseSchema>;

/** How many sessions ended. */
export const RevokeSessionsResponseSchema = Type.Object({ revoked: Type.Number() });
export type RevokeSessionsResponse = Static<typeof RevokeSessionsResponseSchema>;
