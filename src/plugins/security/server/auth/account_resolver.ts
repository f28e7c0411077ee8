import { HttpError, RequestSlot, type OsdRequest } from '../../../../core/server';
import type { InternalUser } from '../../common/types';
import { copyAccount } from '../backend/permissions/account';
import { internalUserPrincipal, type Principal } from '../backend/permissions/role_mappings';
import { API_TOKENS, requirePart } from '../backend/capabilities';
import type { SecurityBackend } from '../backend/types';
import { initialTenant, isSelectable, normalizeTenant, type Tenancy } from '../backend/permissions/tenant_selection';
import { REST_API_ENDPOINTS, coversEndpoints, type RestApiEndpoint } from '../../common/rest_api_endpoints';
import { API_TOKEN_SECURITY_API_MESSAGE } from '../../common/api_tokens';
import { NO_API_ACCESS_MESSAGE, type AccountInfoResolved, type AuthState } from './types';

/** Sessions (and API tokens) whose last account is remembered; past it the memo starts over. */
const SESSION_ACCOUNT_MEMO_LIMIT = 10_000;
/** API clients authenticating per request pick their tenant with this header (as in OpenSearch Dashboards). */
export const TENANT_HEADER = 'securitytenant';

interface SessionAccount {
  configVersion: number;
  generation: number;
  user: InternalUser;
  username: string;
  tenant: string | null;
  ip: string;
  remoteAddress: string | undefined;
  account: AccountInfoResolved;
}

interface TokenAccount {
  configVersion: number;
  generation: number;
  /** The token's id and permissions (AuthState's apiToken.key). */
  key: string;
  ownerBody: string | undefined;
  username: string;
  /** The securitytenant header asked with it. */
  asked: string | undefined;
  ip: string;
  remoteAddress: string | undefined;
  account: AccountInfoResolved;
}

export interface AccountResolverDeps {
  backend(): SecurityBackend;
  tenancy(configVersion?: number): Promise<Tenancy>;
  state(request: OsdRequest): AuthState | undefined;
  require(request: OsdRequest): AuthState;
}

/** The caller's roles, tenants and API access, with the tenant it works in. */
export class AccountResolver {
  /** The last account resolved per internal user's session, with what it was resolved from. */
  private readonly sessionAccounts = new Map<number, SessionAccount>();
  /** The last account resolved per API token (by id), with what it was resolved from. */
  private readonly tokenAccounts = new Map<string, TokenAccount>();
  private readonly accounts = new RequestSlot<Promise<AccountInfoResolved>>();

  constructor(private readonly deps: AccountResolverDeps) {}

  /** Resolved once per request. */
  account(request: OsdRequest): Promise<AccountInfoResolved> {
    let account = this.accounts.get(request);
    if (!account) {
      account = this.sessionAccount(request) ?? this.tokenAccount(request) ?? this.resolveAccount(request);
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
    if (!account.has_api_access || !coversEndpoints(account.api_endpoints, endpoints))
      throw new HttpError(403, NO_API_ACCESS_MESSAGE);
    return account;
  }

  /** Forgets this request's account (its tenant changed). */
  forget(request: OsdRequest): void {
    this.accounts.delete(request);
  }

  /**
   * The account this session's previous request resolved, when nothing it depends on moved: the
   * configuration version (read with the session on this request), the backend's cache generation,
   * the stored user (the same stored text gives the same object), the session's tenant and the
   * caller's addresses. Each caller gets its own copy. Undefined: resolve it.
   */
  sessionAccount(request: OsdRequest): Promise<AccountInfoResolved> | undefined {
    const state = this.deps.state(request);
    const session = state?.session;
    if (!state || !session || state.configVersion === undefined || !state.user) return undefined;
    const generation = this.deps.backend().cacheGeneration();
    const known = this.knownSessionAccount(request, state, generation);
    if (known) return Promise.resolve(copyAccount(known));
    const resolving = this.resolveAccount(request);
    void resolving.then(
      (account) => {
        if (this.sessionAccounts.size >= SESSION_ACCOUNT_MEMO_LIMIT) this.sessionAccounts.clear();
        this.sessionAccounts.set(session.id, {
          configVersion: state.configVersion!,
          generation,
          user: state.user!,
          username: state.username,
          tenant: session.tenant,
          ip: request.ip,
          remoteAddress: state.remoteAddress,
          account: copyAccount(account),
        });
      },
      () => undefined
    );
    return resolving;
  }

  /**
   * The account `account(request)` would give, when this session's previous request already
   * resolved it and nothing it depends on moved (see sessionAccount); undefined otherwise. Not a
   * copy and not a promise: for a caller that only reads it (authinfo answers it).
   */
  knownAccount(request: OsdRequest): Readonly<AccountInfoResolved> | undefined {
    const state = this.deps.state(request);
    if (!state || state.configVersion === undefined) return undefined;
    if (state.apiToken) return this.knownTokenAccount(request, state, this.deps.backend().cacheGeneration());
    if (!state.session || !state.user) return undefined;
    return this.knownSessionAccount(request, state, this.deps.backend().cacheGeneration());
  }

  /**
   * As sessionAccount, for a request made with an API token: the account its token's previous
   * request resolved while nothing it depends on moved (the configuration's version read with the
   * token, the backend's cache generation, the token's permissions, its internal owner's stored
   * entry, the tenant asked for and the caller's addresses).
   */
  private tokenAccount(request: OsdRequest): Promise<AccountInfoResolved> | undefined {
    const state = this.deps.state(request);
    const token = state?.apiToken;
    if (!state || !token || state.configVersion === undefined) return undefined;
    const asked = request.headers[TENANT_HEADER];
    if (asked !== undefined && typeof asked !== 'string') return undefined;
    const generation = this.deps.backend().cacheGeneration();
    const known = this.knownTokenAccount(request, state, generation);
    if (known) return Promise.resolve(copyAccount(known));
    const resolving = this.resolveAccount(request);
    void resolving.then(
      (account) => {
        if (this.tokenAccounts.size >= SESSION_ACCOUNT_MEMO_LIMIT) this.tokenAccounts.clear();
        this.tokenAccounts.set(token.id, {
          configVersion: state.configVersion!,
          generation,
          key: token.key,
          ownerBody: token.ownerBody,
          username: state.username,
          asked,
          ip: request.ip,
          remoteAddress: state.remoteAddress,
          account: copyAccount(account),
        });
      },
      () => undefined
    );
    return resolving;
  }

  private knownTokenAccount(request: OsdRequest, state: AuthState, generation: number) {
    const token = state.apiToken!;
    const known = this.tokenAccounts.get(token.id);
    if (
      known &&
      known.configVersion === state.configVersion &&
      known.generation === generation &&
      known.key === token.key &&
      known.ownerBody === token.ownerBody &&
      known.username === state.username &&
      known.asked === request.headers[TENANT_HEADER] &&
      known.ip === request.ip &&
      known.remoteAddress === state.remoteAddress
    ) {
      return known.account;
    }
    return undefined;
  }

  private knownSessionAccount(request: OsdRequest, state: AuthState, generation: number) {
    const session = state.session!;
    const known = this.sessionAccounts.get(session.id);
    if (
      known &&
      known.configVersion === state.configVersion &&
      known.generation === generation &&
      known.user === state.user &&
      known.username === state.username &&
      known.tenant === session.tenant &&
      known.ip === request.ip &&
      known.remoteAddress === state.remoteAddress
    ) {
      return known.account;
    }
    return undefined;
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
