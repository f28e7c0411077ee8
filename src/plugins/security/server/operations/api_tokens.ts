/**
 * API tokens as both faces manage them: a signed-in user makes tokens within their own permissions
 * (the service's checks: name, lifetime, nothing beyond the creator), lists them and revokes them;
 * a security administrator (every endpoint of the security API) lists and revokes everyone's.
 * Whoever may vend a service account's token (`internalusers/{name}/authtoken`: the internal users
 * endpoint, and the account within what they may grant) lists and revokes that account's tokens
 * too: the account, not its administrator, holds them. A service account disabled since counts:
 * revoking what it holds must not need enabling it first.
 */
import { HttpError } from '../../../../core/server';
import { API_TOKEN_NOT_FOUND_MESSAGE, type ApiTokenInfo, type CreateApiTokenResponse } from '../../common/api_tokens';
import { REST_API_ENDPOINTS, coversEndpoints, type RestApiEndpoint } from '../../common/rest_api_endpoints';
import type { ApiTokenService } from '../api_tokens/api_token_service';
import type { CreateApiTokenBody } from '../api_tokens/schemas';
import type { ApiTokenStore, TokenOwner } from '../api_tokens/token_store';
import type { Principal } from '../backend/types';
import { isUserWithin, RECORD_ONLY } from '../backend/grant_limits';
import { isServiceAccount } from '../backend/service_accounts';
import { entryOperations } from './entries';
import type { Caller } from './types';

/** Who manages tokens: the signed-in user, as the permission code and their account know them. */
export interface TokenHolder {
  username: string;
  principal: Principal;
  /** Read only when it decides something (a list or revoke across owners). */
  account(): Promise<{ has_api_access: boolean; api_endpoints: readonly RestApiEndpoint[] }>;
  /** The holder as the configuration's operations take them: whose service accounts they manage. */
  caller(): Promise<Caller>;
}

export interface ApiTokenOperationsDeps {
  store(): ApiTokenStore;
  service: ApiTokenService;
}

/** The endpoint of the route that vends a service account's token. */
const VENDING_ENDPOINT: RestApiEndpoint = 'internalusers';

/** A security administrator's tokens are everyone's to manage. */
async function isTokenAdmin(holder: TokenHolder): Promise<boolean> {
  const account = await holder.account();
  return account.has_api_access && coversEndpoints(account.api_endpoints, REST_API_ENDPOINTS);
}

/** Whether `caller` may vend tokens of `name`: a service account they can see, within what they may grant. */
async function managesAccount(caller: Caller, name: string): Promise<boolean> {
  if (!caller.grants.endpoints.includes(VENDING_ENDPOINT)) return false;
  const user = await entryOperations.find(caller, 'internalusers', name);
  if (!user || !isServiceAccount(user.attributes)) return false;
  // A service account's tokens act as its record (internal_owner), never as a directory user of the name.
  return isUserWithin(caller.backend, caller.grants, name, RECORD_ONLY);
}

/**
 * The holder as their tokens' owner. Their own tokens are those made as who they are now: before,
 * a proxy user `admin` listed and revoked the internal administrator's.
 */
const ownerOf = (holder: TokenHolder): TokenOwner => ({
  name: holder.username,
  internal: holder.principal.is_internal_user,
});

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
    const store = this.deps.store();
    const own = ownerOf(holder);
    if (mine) return store.list(own);
    if (await isTokenAdmin(holder)) return store.list();
    const caller = await holder.caller();
    // Only the accounts that hold tokens are judged: few, whatever the number of users.
    // Only tokens made as the internal account: a directory or single-sign-on user of the same name
    // is someone else, whom judging the account's record says nothing about.
    const others = caller.grants.endpoints.includes(VENDING_ENDPOINT)
      ? await store.internalOwners(holder.username)
      : [];
    const managed = await Promise.all(others.map(async (name) => ((await managesAccount(caller, name)) ? name : '')));
    return store.list(own, managed.filter(Boolean));
  }

  /** Revokes a token by id; someone else's that the holder may not manage answers as one that does not exist (404). */
  async revoke(holder: TokenHolder, id: string): Promise<void> {
    const store = this.deps.store();
    const owner = (await isTokenAdmin(holder)) ? undefined : await this.managedOwnerOf(holder, id);
    const revoked = owner === null ? undefined : await store.revoke(id, owner);
    if (!revoked) throw new HttpError(404, API_TOKEN_NOT_FOUND_MESSAGE);
  }

  /** The owner of a token the holder manages (theirs, or a service account's they manage); null otherwise. */
  private async managedOwnerOf(holder: TokenHolder, id: string): Promise<string | null> {
    const found = await this.deps.store().ownerOf(id);
    if (!found) return null;
    const own = ownerOf(holder);
    if (found.owner === own.name && found.internal === own.internal) return found.owner;
    // A token made as the account only (see list).
    return found.internal && (await managesAccount(await holder.caller(), found.owner)) ? found.owner : null;
  }

  /** Revokes one of the holder's own tokens by name; false when they have none of that name. */
  revokeOwnByName(holder: TokenHolder, name: string): Promise<boolean> {
    return this.deps.store().revokeByName(ownerOf(holder), name);
  }
}
