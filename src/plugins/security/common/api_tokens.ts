/**
 * API tokens' wire types and texts: `POST/GET /api/v1/configuration/apitokens`,
 * `DELETE /api/v1/configuration/apitokens/{id}`, and the `Authorization: ApiKey <token>` scheme.
 */
import type { IndexPermission, TenantPermission } from './types';

export const API_TOKENS_PATH = '/api/v1/configuration/apitokens';
/** security-dashboards-plugin's path for the same tokens in upstream's shapes. */
export const UPSTREAM_API_TOKENS_PATH = '/api/v1/apitokens';
/** The scheme of the Authorization header that carries a token (as upstream's API keys). */
export const API_KEY_SCHEME = 'ApiKey';
/** Recognisable by secret scanners: every token starts with it. */
export const API_TOKEN_PREFIX = 'osd_';
/** The auth type of a request made with a token (sessions, authinfo, audit events). */
export const API_TOKEN_AUTH_TYPE = 'apitoken';
/** A token's public id: 16 random bytes, base64url. */
export const API_TOKEN_ID_PATTERN = '^[A-Za-z0-9_-]{22}$';
export const API_TOKEN_NAME_MAX_CHARS = 100;
/** The expiration presets of the create flyout, in days (upstream's API Keys page offers the same). */
export const API_TOKEN_PRESET_DAYS = [30, 60, 90] as const;
const DAY_SECONDS = 24 * 60 * 60;
export const daysToSeconds = (days: number): number => days * DAY_SECONDS;
/**
 * A token created without a lifetime lives this long (upstream's default expiration), or the
 * configured maximum when that is shorter, on both listeners.
 */
export const API_TOKEN_DEFAULT_DAYS = 30;

export const API_TOKEN_NOT_FOUND_MESSAGE = 'No API token has this id.';
export const API_TOKEN_MANAGES_TOKENS_MESSAGE =
  'A request made with an API token cannot create, list or revoke API tokens: sign in as a user.';
export const API_TOKEN_SECURITY_API_MESSAGE = 'A request made with an API token cannot call the security API.';
export const API_TOKEN_BEYOND_CREATOR_MESSAGE = 'You cannot give an API token permissions you do not hold yourself';
export const API_TOKEN_NAME_TAKEN_MESSAGE = 'You already have an API token with this name.';
export const apiTokenTooLongMessage = (max: number): string =>
  `[duration_seconds] must be at most ${max} (opensearch_security.api_tokens.max_duration_seconds).`;

/** Unexpired tokens count: an expired one can no longer be used, so it does not hold a place. */
export const apiTokenLimitMessage = (max: number): string =>
  `You have reached the limit of ${max} API tokens (opensearch_security.api_tokens.max_per_user). Revoke one to create another.`;

/** What a token may do, in the role format. */
export interface ApiTokenPermissions {
  cluster_permissions: string[];
  index_permissions: IndexPermission[];
  tenant_permissions: TenantPermission[];
}

export interface CreateApiTokenRequest extends Partial<ApiTokenPermissions> {
  name: string;
  duration_seconds: number;
}

/** The only answer that holds the token itself. */
export interface CreateApiTokenResponse {
  id: string;
  name: string;
  token: string;
  /** ISO 8601, UTC. */
  expires_at: string;
}

/** A token as listed: never the token nor its hash. */
export interface ApiTokenInfo extends ApiTokenPermissions {
  id: string;
  name: string;
  owner: string;
  created_at: string;
  expires_at: string;
  /** null until the token is first used. */
  last_used_at: string | null;
}

export interface ApiTokensResponse {
  data: ApiTokenInfo[];
}
