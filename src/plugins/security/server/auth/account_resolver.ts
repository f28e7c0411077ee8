import { HttpError, MissingPrivilegesError, RequestSlot, type OsdRequest } from '../../../../core/server';
import { copyAccount } from '../backend/permissions/account';
import { internalUserPrincipal, type Principal } from '../backend/permissions/role_mappings';
import { API_TOKENS, requirePart } from '../backend/capabilities';
import type { SecurityBackend } from '../backend/types';
import { initialTenant, isSelectable, normalizeTenant, type Tenancy } from '../backend/permissions/tenant_selection';
import {
  ENDPOINT_PERMISSIONS,
  REST_API_ENDPOINTS,
  coversEndpoints,
  type RestApiEndpoint,
} from '../../common/rest_api_endpoints';
import { API_TOKEN_SECURITY_API_MESSAGE } from '../../common/api_tokens';
import { AccountMemo, type AccountInputs } from './account_memo';
import { NO_API_ACCESS_MESSAGE, type AccountInfoResolved, type AuthState } from './types';

/** API clients authenticating per request pick their tenant with this header (as in OpenSearch Dashboards). */
export const TENANT_HEADER = 'securitytenant';

/** Where a request's account is remembered, under which key, and what it depends on. */
interface MemoSlot {
  memo: AccountMemo;
  key: number | string;
  inputs: AccountInputs;
}

export interface AccountResolverDeps {
  backend(): SecurityBackend;
  tenancy(configVersion?: number): Promise<Tenancy>;
  state(request: OsdRequest): AuthState | undefined;
  require(request: OsdRequest): AuthState;
}

/** The caller's roles, tenants and API access, with the tenant it works in. */
export class AccountResolver {
  /** Internal users' sessions by session id. */
  private readonly sessionAccounts = new AccountMemo();
  /** API tokens by token id. */
  private readonly tokenAccounts = new AccountMemo();
  private readonly accounts = new RequestSlot<Promise<AccountInfoResolved>>();

  constructor(private readonly deps: AccountResolverDeps) {}

  /** Resolved once per request. */
  account(request: OsdRequest): Promise<AccountInfoResolved> {
    let account = this.accounts.get(request);
    if (!account) {
      account = this.rememberedAccount(request) ?? this.resolveAccount(request);
      this.accounts.set(request, account);
    }
    return account;
  }

  /** The caller's account when it may use the security REST API; 401 / 403 otherwise. */
  async requireApiAccess(
    request: OsdRequest,
    endpoints: readonly RestApiEndpoint[] = REST_API_ENDPOINTS
  ): Promise<AccountInfoResolved> {
    if (this.deps.require(request).apiToken) throw new HttpError(403, API_TOKEN_SECURITY_API_MESSAGE);
    const account = await this.account(request);
    if (!account.has_api_access || !coversEndpoints(account.api_endpoints, endpoints)) {
      // What a permission dry run (perform_permission_check) reports as missing.
      const missing = endpoints.filter((endpoint) => !account.api_endpoints.includes(endpoint));
      throw new MissingPrivilegesError(
        NO_API_ACCESS_MESSAGE,
        missing.map((endpoint) => ENDPOINT_PERMISSIONS[endpoint])
      );
    }
    return account;
  }

  /** Forgets this request's account (its tenant changed). */
  forget(request: OsdRequest): void {
    this.accounts.delete(request);
  }

  /**
   * The account this credential's previous request resolved, when nothing it depends on moved
   * (memoSlot); each caller gets its own copy. Undefined for a caller no memo keeps: resolve it.
   */
  private rememberedAccount(request: OsdRequest): Promise<AccountInfoResolved> | undefined {
    const slot = this.memoSlot(request);
    if (!slot) return undefined;
    const known = slot.memo.get(slot.key, slot.inputs);
    if (known) return Promise.resolve(copyAccount(known));
    const resolving = this.resolveAccount(request);
    void resolving.then(
      (account) => slot.memo.set(slot.key, slot.inputs, copyAccount(account)),
      () => undefined
    );
    return resolving;
  }

  /**
   * The account `account(request)` would give, when this credential's previous request already
   * resolved it and nothing it depends on moved; undefined otherwise. Not a copy and not a promise:
   * for a caller that only reads it (authinfo answers it).
   */
  knownAccount(request: OsdRequest): Readonly<AccountInfoResolved> | undefined {
    const slot = this.memoSlot(request);
    return slot ? slot.memo.get(slot.key, slot.inputs) : undefined;
  }

  /**
   * What a request's account depends on, for the two credentials whose account is remembered.
   * Both: the configuration version read with the credential on this request, the backend's cache
   * generations (everyone's and this user's), the user name and the caller's addresses. An internal user's session adds the
   * stored user (the same stored text gives the same object) and the session's tenant; an API
   * token its permissions, its internal owner's stored entry and the tenant asked for per request.
   */
  private memoSlot(request: OsdRequest): MemoSlot | undefined {
    const state = this.deps.state(request);
    if (!state || state.configVersion === undefined) return undefined;
    const { apiToken: token, session } = state;
    const backend = this.deps.backend();
    const both = [
      state.configVersion,
      backend.cacheGeneration(),
      backend.userCacheGeneration(state.username),
      state.username,
      request.ip,
      state.remoteAddress,
    ];
    if (token) {
      const asked = request.headers[TENANT_HEADER];
      if (asked !== undefined && typeof asked !== 'string') return undefined;
      return {
        memo: this.tokenAccounts,
        key: token.id,
        inputs: [...both, token.key, token.ownerBody, asked],
      };
    }
    if (!session || !state.user) return undefined;
    return {
      memo: this.sessionAccounts,
      key: session.id,
      inputs: [...both, state.user, session.tenant],
    };
  }

  async resolveAccount(request: OsdRequest): Promise<AccountInfoResolved> {
    const state = this.deps.require(request);
    const principal = this.principalOf(state, request);
    const { configVersion } = state;
    const backend = this.deps.backend().asScoped({ credentials: state.credentials });
    const [account, tenancy] = await Promise.all([
      state.apiToken
        ? requirePart(backend.tokens, API_TOKENS).resolveTokenAccount(principal, this.tokenOf(state, request), {
            configVersion,
          })
        : backend.resolveAccount(principal, { configVersion }),
      this.deps.tenancy(configVersion),
    ]);
    let tenant: string | null;
    if (state.session) {
      // A session keeps its tenant while the user may use it under the tenancy settings in force
      // now; else (access taken away, private tenant or multitenancy turned off, or no tenant at
      // login) it works where a new login would start. The choice itself stays in the session.
      const chosen = state.session.tenant;
      tenant = chosen !== null && isSelectable(account, chosen, tenancy) ? chosen : initialTenant(account, tenancy);
    } else {
      const asked = request.headers[TENANT_HEADER];
      const selection = typeof asked === 'string' ? normalizeTenant(asked) : undefined;
      tenant =
        selection !== undefined && isSelectable(account, selection, tenancy)
          ? selection
          : initialTenant(account, tenancy);
    }
    return { ...account, user_requested_tenant: tenant };
  }

  /** A token with its internal owner as they are now: it acts within what both may. */
  private tokenOf(state: Omit<AuthState, 'session'>, request: OsdRequest) {
    const token = state.apiToken!;
    if (!token.ownerBody) return token;
    const owner = requirePart(this.deps.backend().storedUsers, API_TOKENS).userFromEntry(token.ownerBody);
    return { ...token, creator: internalUserPrincipal(state.username, owner, request.ip) };
  }

  principalOf(state: Omit<AuthState, 'session'>, request: OsdRequest): Principal {
    const principal: Principal = state.user
      ? internalUserPrincipal(state.username, state.user, request.ip)
      : {
          user_name: state.username,
          backend_roles: [...(state.backendRoles ?? [])],
          attributes: {},
          is_internal_user: false,
          remote_address: state.remoteAddress ?? request.ip,
        };
    return principal;
  }
}
