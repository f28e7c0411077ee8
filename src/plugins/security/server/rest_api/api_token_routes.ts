/**
 * `api/apitokens` in upstream's shape (OpenSearch security's API tokens): `POST` `{name,
 * cluster_permissions, index_permissions: [{index_pattern, allowed_actions}], expiration}` (epoch
 * milliseconds, 30 days when absent) → `{token}`; `GET` → `[{name, iat, expiration,
 * cluster_permissions, index_permissions}]`; `DELETE` `{name}`. `tenant_permissions` is accepted
 * too. The same checks as the dashboards API (api_token_service.ts); security administrators
 * list everyone's tokens, other users their own.
 */
import { HttpError } from '../../../../core/server';
import { API_TOKEN_NAME_MAX_CHARS, type ApiTokenInfo } from '../../common/api_tokens';
import { ApiTokenOperations, type ApiTokenOperationsDeps, type TokenHolder } from '../operations';
import { ok } from './responses';
import type { RestApiCaller, RestApiRoute, RouteContext } from './types';

export const API_TOKENS_REST_PATH = '/api/apitokens';
const FIELDS = ['name', 'expiration', 'cluster_permissions', 'index_permissions', 'tenant_permissions'];
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

const upstreamShape = (token: ApiTokenInfo) => ({
  name: token.name,
  iat: Date.parse(token.created_at),
  expiration: Date.parse(token.expires_at),
  cluster_permissions: token.cluster_permissions,
  index_permissions: token.index_permissions.map((p) => ({
    index_pattern: p.index_patterns,
    allowed_actions: p.allowed_actions,
  })),
  tenant_permissions: token.tenant_permissions,
  id: token.id,
  owner: token.owner,
});

/** The signed-in caller as the token operations take them. */
const holderOf = (caller: RestApiCaller): TokenHolder => ({
  username: caller.username,
  principal: caller.principal,
  account: async () => caller.account,
});

export function apiTokenRoutes(deps: ApiTokenOperationsDeps): RestApiRoute[] {
  const operations = new ApiTokenOperations(deps);

  const create = async ({ caller, body }: RouteContext) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw bad('the body must be a JSON object');
    const fields = body as Record<string, unknown>;
    for (const field of Object.keys(fields))
      if (!FIELDS.includes(field)) throw bad(`Unknown field in request: ${field}`);
    const { name, expiration } = fields;
    if (typeof name !== 'string' || !name.trim() || name.length > API_TOKEN_NAME_MAX_CHARS)
      throw bad('Missing required parameter: name');
    const now = operations.now();
    if (expiration !== undefined && (typeof expiration !== 'number' || !Number.isInteger(expiration)))
      throw bad('expiration must be a long');
    // Absent: the service's default lifetime, the same as the dashboards API's.
    const seconds = expiration === undefined ? undefined : Math.ceil(((expiration as number) - now) / 1000);
    if (seconds !== undefined && seconds < 60) throw bad('expiration must be at least a minute from now');
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
    const created = await operations.create(holderOf(caller), {
      name,
      duration_seconds: seconds,
      cluster_permissions: strings(fields.cluster_permissions, 'cluster_permissions'),
      index_permissions: index.map((p) => ({ ...p, fls: [], masked_fields: [] })),
      tenant_permissions: tenants,
    });
    return { token: created.token };
  };

  const list = async ({ caller }: RouteContext) => {
    return (await operations.list(holderOf(caller))).map(upstreamShape);
  };

  const remove = async ({ caller, body }: RouteContext) => {
    const name = (body as Record<string, unknown> | undefined)?.name;
    if (typeof name !== 'string' || !name) throw bad('Missing required parameter: name');
    if (!(await operations.revokeOwnByName(holderOf(caller), name)))
      throw new HttpError(404, `Token ${name} not found.`);
    return ok(`Token ${name} deleted successfully.`);
  };

  return [
    { method: 'POST', path: API_TOKENS_REST_PATH, access: 'user', handler: create },
    { method: 'GET', path: API_TOKENS_REST_PATH, access: 'user', handler: list },
    { method: 'DELETE', path: API_TOKENS_REST_PATH, access: 'user', handler: remove },
  ];
}
