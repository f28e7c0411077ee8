/**
 * Active sessions' wire types: the administrators' `GET/DELETE /api/v1/sessions` and every
 * user's own `GET/DELETE /api/v1/account/sessions`.
 */

export const SESSIONS_PATH = '/api/v1/sessions';
export const OWN_SESSIONS_PATH = '/api/v1/account/sessions';

export const SESSIONS_DEFAULT_PER_PAGE = 20;
/** A user agent is kept up to this many characters (a header can be far longer). */
export const USER_AGENT_MAX_CHARS = 512;

// The wire shapes are TypeBox schemas (one per shape, shared with the server's routes).
export {
  SESSIONS_MAX_PER_PAGE,
  SESSION_ID_PATTERN,
  SESSION_SORT_FIELDS,
  type SessionSortField,
  type RevokeSessionsResponse,
  type SessionInfo,
  type SessionsQuery,
  type SessionsResponse,
} from './schemas/sessions';
