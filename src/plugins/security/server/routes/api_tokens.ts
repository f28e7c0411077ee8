/**
 * API tokens: `POST /api/v1/configuration/apitokens` creates one for the caller (the answer is
 * the only place the token appears), `GET` lists them (administrators: everyone's; other users:
 * their own), `DELETE …/{id}` revokes one. Registered only while `api_tokens.enabled` (else 404).
 * A request made with a token is refused here before any of it runs (token_request_guard.ts).
 * security-dashboards-plugin's `GET, POST /api/v1/apitokens` and `DELETE /api/v1/apitokens/{id}`
 * answer the same tokens in upstream's shapes (api_tokens/upstream_tokens.ts).
 */
import type { IRouter, OsdRequest } from '../../../../core/server';
import {
  API_TOKENS_PATH,
  UPSTREAM_API_TOKENS_PATH,
  type ApiTokensResponse,
  type CreateApiTokenResponse,
} from '../../common/api_tokens';
import type { ApiTokenService } from '../api_tokens/api_token_service';
import { ApiTokenIdParamsSchema, ApiTokenListQuerySchema, CreateApiTokenBodySchema } from '../api_tokens/schemas';
import type { ApiTokenStore } from '../api_tokens/token_store';
import { ApiTokenOperations, type TokenHolder } from '../operations';
import { tokenRevokedMessage, upstreamCreateBody, upstreamToken } from '../api_tokens/upstream_tokens';
import { operationsCallerOf } from '../operations_caller';
import { stepUpRoute } from '../auth/mfa/step_up';
import type { SecurityRouteDeps } from './types';

export interface ApiTokenRouteDeps extends SecurityRouteDeps {
  tokens(): ApiTokenStore;
  service: ApiTokenService;
}

export function registerApiTokenRoutes(router: IRouter, deps: ApiTokenRouteDeps): void {
  const { auth, audit } = deps;
  const operations = new ApiTokenOperations({ store: deps.tokens, service: deps.service });

  const holder = (request: OsdRequest): TokenHolder => ({
    username: auth.require(request).username,
    principal: auth.principal(request),
    account: () => auth.account(request),
    caller: () => operationsCallerOf(deps, request),
  });

  router.post(
    { path: API_TOKENS_PATH, validate: { body: CreateApiTokenBodySchema } },
    async (request): Promise<CreateApiTokenResponse> => {
      const created = await operations.create(holder(request), request.body);
      audit.grant(request);
      return created;
    }
  );

  router.get(
    { path: API_TOKENS_PATH, validate: { query: ApiTokenListQuerySchema } },
    async (request): Promise<ApiTokensResponse> => {
      // `mine`: an administrator's own tokens only (the account menu's list).
      return { data: await operations.list(holder(request), { mine: request.query.mine === true }) };
    }
  );

  router.delete(
    { path: `${API_TOKENS_PATH}/:id`, validate: { params: ApiTokenIdParamsSchema } },
    async (request): Promise<{ revoked: number }> => {
      // Someone else's token answers as one that does not exist.
      await operations.revoke(holder(request), request.params.id);
      audit.grant(request);
      return { revoked: 1 };
    }
  );

  // Upstream's shapes; the body is checked by upstreamCreateBody (400 `Invalid request: …`). Outside
  // /api/v1/configuration, so a write here asks for the step-up by its options: a stolen session
  // past the window must not make itself a lasting credential, nor revoke one, by this path either.
  router.post({ path: UPSTREAM_API_TOKENS_PATH, options: stepUpRoute() }, async (request) => {
    const created = await operations.create(holder(request), upstreamCreateBody(request.body, operations.now()));
    audit.grant(request);
    return { id: created.id, token: created.token };
  });

  router.get({ path: UPSTREAM_API_TOKENS_PATH }, async (request) =>
    (await operations.list(holder(request))).map(upstreamToken)
  );

  router.delete(
    { path: `${UPSTREAM_API_TOKENS_PATH}/:id`, options: stepUpRoute(), validate: { params: ApiTokenIdParamsSchema } },
    async (request) => {
      await operations.revoke(holder(request), request.params.id);
      audit.grant(request);
      return { message: tokenRevokedMessage(request.params.id) };
    }
  );
}
