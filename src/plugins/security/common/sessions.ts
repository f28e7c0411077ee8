/**
 * Active sessions' wire types: the administrators' `GET/DELETE /api/v1/sessions` and every
 * user's own `GET/DELETE /api/v1/account/sessions`.
 */

export const SESSIONS_PATH = '/api/v1/sessions';
export const OWN_SESSIONS_PATH = '/api/v1/account/sessions';

export const SESSIONS_DEFAULT_PER_PAGE = 20;
export const SESSIONS_MAX_PER_PAGE = 100;
/** A user agent is kept up to this many characters (a header can be far longer). */
export const USER_AGENT_MAX_CHARS = 512;
/** Public session ids: 16 random bytes, base64url. */
export const SESSION_ID_PATTERN = '^[A-Za-z0-9_-]{22}$';

export const SESSION_SORT_FIELDS = ['user', 'created', 'last_seen'] as const;
export type SessionSortField = (typeof SESSION_SORT_FIELDS)[number];

export interface SessionsQuery {
  /** 1-based. */
  page?: number;
  per_page?: number;
  /** Case-insensitive part of the user name. */
  user?: string;
  sort_field?: SessionSortField;
  sort_order?: 'asc' | 'desc';
}

/** One live session. Nothing here lets anyone use the session: `id` only names it for a revoke. */
export interface SessionInfo {
  /** A random public id, unrelated to the cookie's session id. */
  id: string;
  user: string;
  auth_type: string;
  /** '' global, '__user__' private, else a custom tenant; null before any choice. */
  tenant: string | null;
  /** ISO 8601, UTC. */
  created: string;
  last_seen: string;
  /** The address the login came from, as the server saw it; null for sessions older than this record. */
  client_address: string | null;
  /** The login's User-Agent header, cut at USER_AGENT_MAX_CHARS; null when none was sent. */
  user_agent: string | null;
  /** The session this very request came with. */
  current: boolean;
}

export interface SessionsResponse {
  /** Live sessions matching the filter, all pages. */
  total: number;
  sessions: SessionInfo[];
}

export interface RevokeSessionsResponse {
  /** How many sessions ended. */
  revoked: number;
}
