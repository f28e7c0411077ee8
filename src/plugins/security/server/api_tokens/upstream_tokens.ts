/**
 * OpenSearch security's API tokens API (3.7) in its own shapes, for the REST listener's
 * `api/apitokens` and security-dashboards-plugin's `/api/v1/apitokens`: `POST {name,
 * cluster_permissions, index_permissions: [{index_pattern, allowed_actions}], duration_seconds}` →
 * `{id, token}` (the 3.0 form's `expiration`, epoch milliseconds, is read too); a listed token is
 * `{id, name, iat, expires_at, cluster_permissions, index_permissions, created_by}` (with the 3.0
 * names `expiration` and `owner` beside them); a revoke answers `Token <id> revoked successfully.`.
 * They are the product's tokens: the same store, service, limits and grant rule. `tenant_permissions`
 * is accepted too. A revoked token is gone rather than listed with `revoked_at` (upstream keeps it).
 */
import { HttpError } from '../../../../core/server';
import { API_TOKEN_NAME_MAX_CHARS, type ApiTokenInfo } from '../../common/api_tokens';
import type { CreateApiTokenBody } from './schemas';

const FIELDS = [
  'name',
  'duration_seconds',
  'expiration',
  'cluster_permissions',
  'index_permissions',
  'tenant_permissions',
];
const MAX_ITEMS = 100;
const MAX_TEXT = 1024;

const bad = (message: string) => new HttpError(400, `Invalid request: ${message}`);

function strings(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_ITEMS) throw bad(`${field} must be an array`);
  for (const item of value) {
    if (typeof item !== 'string' || !item || item.length > MAX_TEXT) throw bad(`${field} must hold strings`);
  }
  return value as string[];
}

function objects(value: unknown, field: string): Array<Record<string, unknown>> {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_ITEMS) throw bad(`${field} must be an array`);
  for (const item of value) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw bad(`${field} must hold objects`);
  }
  return value as Array<Record<string, unknown>>;
}

/** The token's lifetime in seconds: `duration_seconds`, or the 3.0 form's `expiration` (epoch ms); absent: the service's default. */
function lifetime(fields: Record<string, unknown>, now: number): number | undefined {
  const { duration_seconds: duration, expiration } = fields;
  if (duration !== undefined) {
    if (typeof duration !== 'number' || !Number.isInteger(duration) || duration < 60)
      throw bad('duration_seconds must be a whole number of seconds, at least 60');
    return duration;
  }
  if (expiration === undefined) return undefined;
  if (typeof expiration !== 'number' || !Number.isInteger(expiration)) throw bad('expiration must be a long');
  const seconds = Math.ceil((expiration - now) / 1000);
  if (seconds < 60) throw bad('expiration must be at least a minute from now');
  return seconds;
}

/** An upstream create body as the token service takes it; 400 (upstream's `Invalid request: …`) otherwise. */
export function upstreamCreateBody(body: unknown, now: number): CreateApiTokenBody {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw bad('the body must be a JSON object');
  const fields = body as Record<string, unknown>;
  for (const field of Object.keys(fields)) if (!FIELDS.includes(field)) throw bad(`Unknown field in request: ${field}`);
  const { name } = fields;
  if (typeof name !== 'string' || !name.trim()) throw bad('Missing required parameter: name');
  // Counted as characters (code points), as the Security app's schema counts them.
  if (Array.from(name).length > API_TOKEN_NAME_MAX_CHARS)
    throw bad(`name must be at most ${API_TOKEN_NAME_MAX_CHARS} characters long`);
  const index = objects(fields.index_permissions, 'index_permissions').map((p) => {
    const pattern = typeof p.index_pattern === 'string' ? [p.index_pattern] : p.index_pattern;
    const patterns = strings(pattern, 'index_pattern');
    if (!patterns.length) throw bad('Each index permission must contain index_pattern');
    return { index_patterns: patterns, allowed_actions: strings(p.allowed_actions, 'allowed_actions') };
  });
  const tenants = objects(fields.tenant_permissions, 'tenant_permissions').map((p) => ({
    tenant_patterns: strings(p.tenant_patterns, 'tenant_patterns'),
    allowed_actions: strings(p.allowed_actions, 'allowed_actions'),
  }));
  const seconds = lifetime(fields, now);
  return {
    name,
    ...(seconds === undefined ? {} : { duration_seconds: seconds }),
    cluster_permissions: strings(fields.cluster_permissions, 'cluster_permissions'),
    index_permissions: index.map((p) => ({ ...p, fls: [], masked_fields: [] })),
    tenant_permissions: tenants,
  };
}

/** A token as upstream lists it (never its secret). */
export function upstreamToken(token: ApiTokenInfo) {
  const expiresAt = Date.parse(token.expires_at);
  return {
    id: token.id,
    name: token.name,
    iat: Date.parse(token.created_at),
    expires_at: expiresAt,
    expiration: expiresAt,
    cluster_permissions: token.cluster_permissions,
    index_permissions: token.index_permissions.map((p) => ({
      index_pattern: p.index_patterns,
      allowed_actions: p.allowed_actions,
    })),
    tenant_permissions: token.tenant_permissions,
    created_by: token.owner,
    owner: token.owner,
  };
}

export const tokenRevokedMessage = (id: string) => `Token ${id} revoked successfully.`;
