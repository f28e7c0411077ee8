/**
 * `api/apitokens` in upstream's shapes (api_tokens/upstream_tokens.ts): `POST` creates a token for
 * the caller (`{id, token}`), `GET` lists (security administrators: everyone's; other users: their
 * own), `DELETE api/apitokens/{id}` revokes one, and the 3.0 form `DELETE api/apitokens {name}`
 * revokes one of the caller's own by name. The same checks as the dashboards API (api_token_service.ts).
 */
import { HttpError } from '../../../../core/server';
import { ApiTokenOperations, type ApiTokenOperationsDeps, type TokenHolder } from '../operations';
import { tokenRevokedMessage, upstreamCreateBody, upstreamToken } from '../api_tokens/upstream_tokens';
import { ok } from './responses';
import type { RestApiRoute, RouteContext } from './types';

export const API_TOKENS_REST_PATH = '/api/apitokens';

/** The signed-in caller as the token operations take them. */
const holderOf = ({ caller, operationsCaller }: RouteContext): TokenHolder => ({
  username: caller.username,
  principal: caller.principal,
  account: async () => caller.account,
  caller: async () => operationsCaller,
});

export function apiTokenRoutes(deps: ApiTokenOperationsDeps): RestApiRoute[] {
  const operations = new ApiTokenOperations(deps);

  const create = async (context: RouteContext) => {
    const created = await operations.create(holderOf(context), upstreamCreateBody(context.body, operations.now()));
    return { id: created.id, token: created.token };
  };

  const list = async (context: RouteContext) => (await operations.list(holderOf(context))).map(upstreamToken);

  const revoke = async (context: RouteContext) => {
    await operations.revoke(holderOf(context), context.params.id);
    return { message: tokenRevokedMessage(context.params.id) };
  };

  const removeByName = async (context: RouteContext) => {
    const name = (context.body as Record<string, unknown> | undefined)?.name;
    if (typeof name !== 'string' || !name)
      throw new HttpError(400, 'Invalid request: Missing required parameter: name');
    if (!(await operations.revokeOwnByName(holderOf(context), name)))
      throw new HttpError(404, `Token ${name} not found.`);
    return ok(`Token ${name} deleted successfully.`);
  };

  return [
    { method: 'POST', path: API_TOKENS_REST_PATH, access: 'user', handler: create },
    { method: 'GET', path: API_TOKENS_REST_PATH, access: 'user', handler: list },
    { method: 'DELETE', path: API_TOKENS_REST_PATH, access: 'user', handler: removeByName },
    { method: 'DELETE', path: `${API_TOKENS_REST_PATH}/:id`, access: 'user', handler: revoke },
  ];
}
