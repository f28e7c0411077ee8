/**
 * API tokens: `POST /api/v1/configuration/apitokens` creates one for the caller (the answer is
 * the only place the token appears), `GET` lists them (administrators: everyone's; other users:
 * their own), `DELETE …/{id}` revokes one. Registered only while `api_tokens.enabled` (else 404).
 * A request made with a token is refused here before any of it runs (token_request_guard.ts).
 */
import { HttpError, type IRouter, type OsdRequest } from '../../../../core/server';
import {
  API_TOKENS_PATH,
  API_TOKEN_NOT_FOUND_MESSAGE,
  type ApiTokensResponse,
  type CreateApiTokenResponse,
} from '../../common/api_tokens';
import { REST_API_ENDPOINTS, coversEndpoints } from '../../common/rest_api_endpoints';
import type { ApiTokenService } from '../api_tokens/api_token_service';
import { ApiTokenIdParamsSchema, ApiTokenListQuerySchema, CreateApiTokenBodySchema } from '../api_tokens/schemas';
import type { ApiTokenStore } from '../api_tokens/token_store';
import type { SecurityRouteDeps } from './types';

export interface ApiTokenRouteDeps extends SecurityRouteDeps {
  tokens(): ApiTokenStore;
  service: ApiTokenService;
}

export function registerApiTokenRoutes(router: IRouter, deps: ApiTokenRouteDeps): void {
  const { auth, audit, tokens, service } = deps;

  /** Security administrators (every endpoint of the security API) manage everyone's tokens. */
  async function ownerFilter(request: OsdRequest): Promise<string | undefined> {
    const account = await auth.account(request);
    const admin = account.has_api_access && coversEndpoints(account.api_endpoints, REST_API_ENDPOINTS);
    return admin ? undefined : auth.require(request).username;
  }

  router.post(
    { path: API_TOKENS_PATH, validate: { body: CreateApiTokenBodySchema } },
    async (request): Promise<CreateApiTokenResponse> => {
      const created = await service.create(auth.principal(request), request.body);
      audit.grant(request);
      return created;
    }
  );

  router.get(
    { path: API_TOKENS_PATH, validate: { query: ApiTokenListQuerySchema } },
    async (request): Promise<ApiTokensResponse> => {
      // `mine`: an administrator's own tokens only (the account menu's list).
      const owner = request.query.mine ? auth.require(request).username : await ownerFilter(request);
      return { data: await tokens().list(owner) };
    }
  );

  router.delete(
    { path: `${API_TOKENS_PATH}/:id`, validate: { params: ApiTokenIdParamsSchema } },
    async (request): Promise<{ revoked: number }> => {
      const revoked = await tokens().revoke(request.params.id, await ownerFilter(request));
      // Someone else's token answers as one that does not exist.
      if (!revoked) throw new HttpError(404, API_TOKEN_NOT_FOUND_MESSAGE);
      audit.grant(request);
      return { revoked: 1 };
    }
  );
}
