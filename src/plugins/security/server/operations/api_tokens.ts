/**
 * API tokens as both faces manage them: a signed-in user makes tokens within their own permissions
 * (the service's checks: name, lifetime, nothing beyond the creator), lists them and revokes them;
 * a security administrator (every endpoint of the security API) lists and revokes everyone's.
 */
import { HttpError } from '../../../../core/server';
import { API_TOKEN_NOT_FOUND_MESSAGE, type ApiTokenInfo, type CreateApiTokenResponse } from '../../common/api_tokens';
import { REST_API_ENDPOINTS, coversEndpoints, type RestApiEndpoint } from '../../common/rest_api_endpoints';
import type { ApiTokenService } from '../api_tokens/api_token_service';
import type { CreateApiTokenBody } from '../api_tokens/schemas';
import type { ApiTokenStore } from '../api_tokens/token_store';
import type { Principal } from '../backend/types';

/** Who manages tokens: the signed-in user, as the permission code and their account know them. */
export interface TokenHolder {
  username: string;
  principal: Principal;
  /** Read only when it decides something (a list or revoke across owners). */
  account(): Promise<{ has_api_access: boolean; api_endpoints: readonly RestApiEndpoint[] }>;
}

export interface ApiTokenOperationsDeps {
  store(): ApiTokenStore;
  service: ApiTokenService;
}

/** A security administrator's tokens are everyone's to manage (undefined: no owner filter). */
async function ownerScope(holder: TokenHolder): Promise<string | undefined> {
  const account = await holder.account();
  const admin = account.has_api_access && coversEndpoints(account.api_endpoints, REST_API_ENDPOINTS);
  return admin ? undefined : holder.username;
}

export class ApiTokenOperations {
  constructor(private readonly deps: ApiTokenOperationsDeps) {}

  /** The service's clock (epoch milliseconds), for a face that takes an expiry time. */
  now(): number {
    return this.deps.service.now();
  }

  /** A token for the holder; the answer is the only place its secret appears. */
  create(holder: TokenHolder, body: CreateApiTokenBody): Promise<CreateApiTokenResponse> {
    return this.deps.service.create(holder.principal, body);
  }

  /** The tokens the holder manages, newest first (`mine`: their own only, even for an administrator). */
  async list(holder: TokenHolder, { mine = false }: { mine?: boolean } = {}): Promise<ApiTokenInfo[]> {
    return this.deps.store().list(mine ? holder.username : await ownerScope(holder));
  }

  /** Revokes a token by id; someone else's that the holder may not manage answers as one that does not exist (404). */
  async revoke(holder: TokenHolder, id: string): Promise<void> {
    const revoked = await this.deps.store().revoke(id, await ownerScope(holder));
    if (!revoked) throw new HttpError(404, API_TOKEN_NOT_FOUND_MESSAGE);
  }

  /** Revokes one of the holder's own tokens by name; false when they have none of that name. */
  revokeOwnByName(holder: TokenHolder, name: string): Promise<boolean> {
    return this.deps.store().revokeByName(holder.username, name);
  }
}
