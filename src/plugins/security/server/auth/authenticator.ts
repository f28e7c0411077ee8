import {
  HttpError,
  type AuthenticationHandler,
  type Logger,
  type OsdRequest,
  type OsdResponse,
} from '../../../../core/server';
import type { SecurityConfig } from '../../common/config';
import type { InternalUser } from '../../common/types';
import { copyAccount } from '../backend/permissions/account';
import { internalUserPrincipal, type Principal } from '../backend/permissions/role_mappings';
import type { SecurityBackend } from '../backend/types';
import {
  effectiveTenancy,
  initialTenant,
  isSelectable,
  normalizeTenant,
  type Tenancy,
} from '../multitenancy/tenant_selection';
import { loginPageUrl } from '../next_url';
import {
  readCookieValues,
  serializeClearedCookie,
  serializeSessionCookie,
  type CookieOptions,
  type SessionIdSealer,
} from '../session/session_cookie';
import type { SessionStore } from '../session/session_store';
import type { ExternalIdentity, SessionClient, SessionContext } from '../session/types';
import { USER_AGENT_MAX_CHARS } from '../../common/sessions';
import { AuthcConfigError, readAuthcSettings, type AuthcSettings } from './authc_domains';
import type { JwtFailure } from './jwt_token';
import { defaultProviderRegistry, type ProviderRegistry, withAuthorization } from './providers/registry';
import type {
  AuthenticationBackend,
  AuthenticationProvider,
  AuthorizationBackend,
  AuthResult,
  ProviderHost,
} from './providers/types';
import { proxyIdentity } from './proxy_identity';
import type { LoginRateLimiter } from './login_rate_limiter';
import { beginPasswordCheck, verifyLogin, type LoginVia } from './login_flow';
import { isPageRequest } from './page_request';
import type { AuditTrail } from '../audit/audit_trail';
import {
  NO_API_ACCESS_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  type AccountInfoResolved,
  type AuthState,
} from './types';

export const SYSTEM_REQUEST_HEADER = 'osd-system-request';
/** Sessions whose last account is remembered; past it the memo starts over. */
const SESSION_ACCOUNT_MEMO_LIMIT = 10_000;

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

/** Distinct cookie values whose check is remembered; past it the memo starts over. */
const UNSEALED_MEMO_LIMIT = 10_000;
/** API clients authenticating per request pick their tenant with this header (as in OpenSearch Dashboards). */
export const TENANT_HEADER = 'securitytenant';

export interface AuthenticatorDeps {
  config: SecurityConfig;
  /** The server's base path ('' or '/x'), as the browser sees it. */
  basePath: string;
  sealer: SessionIdSealer;
  limiter: LoginRateLimiter;
  /** The backend and the session store exist from the plugin's start on; routes only run after it. */
  backend(): SecurityBackend;
  sessions(): SessionStore;
  /** App routes this plugin registered (beside /app/*), which get the login redirect. */
  appRoutes: readonly string[];
  /** Where logins and failed logins are reported (the audit log). */
  audit?: Pick<AuditTrail, 'failedLogin' | 'authenticated' | 'sessionsEndedByLimit'>;
  now?: () => number;
  logger?: Logger;
  /** The auth types requests are authenticated with (default: basic, jwt, proxy). */
  providers?: ProviderRegistry;
  /** Password backends besides `internal` that basic domains may name (`authentication_backend.type`). */
  authenticationBackends?: Record<string, AuthenticationBackend>;
  /** config.yml `authz` backend types this server knows; unknown ones are ignored. */
  authorizationBackends?: Record<string, AuthorizationBackend>;
}

/** Keeps an external session usable (an OpenID session renews its tokens); null ends it. */
export type SessionRenewer = (session: SessionContext) => Promise<SessionContext | null>;

/** Login-page error codes a failed SSO attempt sends the browser with (the page owns the texts). */
export type AuthErrorCode = JwtFailure | 'config';

/**
 * Who is calling. Core's auth handler (registered with `core.http.registerAuth`) reads the session
 * cookie (or an `Authorization: Basic` header for API clients) for every route that asks for
 * authentication, remembers the result per request, and turns away whoever may not pass: a login
 * redirect for pages, 401 for the API.
 */
export class Authenticator {
  private readonly states = new WeakMap<OsdRequest, AuthState>();
  private readonly accounts = new WeakMap<OsdRequest, Promise<AccountInfoResolved>>();
  /** The last account resolved per internal user's session, with what it was resolved from. */
  private readonly sessionAccounts = new Map<number, SessionAccount>();
  /** Sealed cookie values already checked, with the session id each carries. */
  private readonly unsealed = new Map<string, string>();
  private renewer?: SessionRenewer;
  private authcKey?: string;
  private authcCache?: AuthcSettings | AuthcConfigError;
  private chainCache?: { settings: AuthcSettings; providers: AuthenticationProvider[]; authz: AuthorizationBackend[] };
  private readonly providers: ProviderRegistry;
  readonly cookie: CookieOptions;

  constructor(private readonly deps: AuthenticatorDeps) {
    const { cookie } = deps.config;
    this.cookie = { name: cookie.name, path: deps.basePath || '/', secure: cookie.secure, sameSite: cookie.isSameSite };
    this.providers = deps.providers ?? defaultProviderRegistry();
  }

  /**
   * Core calls this for routes with `authRequired: true` (who may not pass is turned away) and
   * `'optional'` (public routes: a session is read when there is one, nobody is turned away).
   */
  readonly authenticate: AuthenticationHandler = async (request, response, toolkit) => {
    const optional = request.route.options.authRequired === 'optional';
    const fromCookie = await this.fromSessionCookie(request);
    let state = fromCookie.state;
    let challenge: string | undefined;
    if (!state && !optional) {
      // API clients' credentials are checked (and Basic ones rate limited) only where they are
      // needed; the login route reads its credentials from the body.
      const found = await this.fromDomains(request, response);
      if (found.kind === 'answered') return toolkit.notHandled();
      if (found.kind === 'failed') {
        if (found.redirect && isPageRequest(request, this.deps.appRoutes)) {
          response.redirect(found.redirect, 302);
          return toolkit.notHandled();
        }
        throw found.error;
      }
      state = found.kind === 'authenticated' ? found.state : undefined;
      challenge = found.kind === 'notHandled' ? found.challenge : undefined;
    }
    if (state) {
      this.states.set(request, state);
      return toolkit.authenticated(state);
    }
    if (fromCookie.stale) response.cookie(serializeClearedCookie(this.cookie));
    if (optional) return toolkit.notHandled();
    const loginEndpoint = this.deps.config.proxycache.login_endpoint;
    if (loginEndpoint && this.types.includes('proxy') && isPageRequest(request, this.deps.appRoutes)) {
      // Upstream's proxycache: whoever the proxy did not vouch for is sent to the organisation's login.
      response.redirect(loginEndpoint, 302);
      return toolkit.notHandled();
    }
    if (isPageRequest(request, this.deps.appRoutes)) {
      // request.url is the path inside the base path; the browser's path includes it. A cookie
      // naming no live session means it ended (idle, lifespan, revoked): the login page says so.
      const next = `${this.deps.basePath}${request.url}`;
      response.redirect(loginPageUrl(this.deps.basePath, next, fromCookie.stale ? 'SESSION_EXPIRED' : undefined), 302);
      return toolkit.notHandled();
    }
    // The dashboards app answers a 401 itself; only other clients get the browser's password prompt.
    if (challenge && request.headers['osd-version'] === undefined) response.header('www-authenticate', challenge);
    throw new HttpError(401, fromCookie.stale ? SESSION_EXPIRED_MESSAGE : UNAUTHENTICATED_MESSAGE);
  };

  /**
   * The config.yml authc domains in `order`: the first that authenticates wins; a refusal lets the
   * next one try and is the answer when none accepts; `challenge` is the first challenging domain's.
   */
  private async fromDomains(request: OsdRequest, response: OsdResponse): Promise<AuthResult> {
    const { providers, authz } = await this.chain();
    let failure: AuthResult | undefined;
    for (const provider of providers) {
      const result = await provider.authenticate(request, response);
      if (result.kind === 'notHandled') continue;
      if (result.kind !== 'failed') {
        if (result.kind !== 'authenticated' || !authz.length || result.state.user) return result;
        const backendRoles = await withAuthorization(
          { username: result.state.username, backendRoles: result.state.backendRoles ?? [] },
          authz
        );
        return { kind: 'authenticated', state: { ...result.state, backendRoles } };
      }
      failure ??= result;
    }
    return failure ?? { kind: 'notHandled', challenge: providers.find((provider) => provider.challenge)?.challenge };
  }

  /** The providers and authorization backends of the configuration in force, rebuilt when it changes. */
  private async chain(): Promise<{ providers: AuthenticationProvider[]; authz: AuthorizationBackend[] }> {
    const settings = await this.authc();
    if (this.chainCache?.settings !== settings) {
      const providers = this.providers.build(settings, this.deps.config, this.providerHost());
      const authz = settings.authz.flatMap((entry) => this.deps.authorizationBackends?.[entry.type] ?? []);
      this.chainCache = { settings, providers, authz };
    }
    return this.chainCache;
  }

  private providerHost(): ProviderHost {
    const internal: AuthenticationBackend = {
      type: 'internal',
      verify: (request, response, credentials) => this.verifyCredentials(request, response, credentials, 'basic'),
    };
    return {
      config: this.deps.config,
      basePath: this.deps.basePath,
      appRoutes: this.deps.appRoutes,
      now: () => this.now(),
      authenticationBackend: (type) => (type === 'internal' ? internal : this.deps.authenticationBackends?.[type]),
      startExternalSession: (request, response, login) => this.startExternalSession(request, response, login),
      audit: this.deps.audit,
    };
  }

  /** Seals the ids of other short-lived cookies (an SSO login's flow) with the session key. */
  get sealer(): SessionIdSealer {
    return this.deps.sealer;
  }

  /** The configured types. */
  get types(): readonly string[] {
    return this.deps.config.auth.types;
  }

  setSessionRenewer(renewer: SessionRenewer): void {
    this.renewer = renewer;
  }

  /**
   * The authenticator settings of the stored security configuration (config.yml), read again
   * after each change (an import applies at once). A wrong key refuses SSO logins with its name.
   */
  async authc(): Promise<AuthcSettings> {
    const document = await this.deps.backend().getSecurityConfig();
    const key = JSON.stringify([document.dynamic?.authc ?? null, document.dynamic?.http ?? null]);
    if (key !== this.authcKey) {
      this.authcKey = key;
      try {
        this.authcCache = readAuthcSettings(document);
      } catch (error) {
        if (!(error instanceof AuthcConfigError)) throw error;
        this.deps.logger?.error(`The security configuration's authentication settings are wrong: ${error.message}`);
        this.authcCache = error;
      }
    }
    if (this.authcCache instanceof AuthcConfigError) {
      throw new HttpError(401, `Authentication is not configured correctly: ${this.authcCache.message}`);
    }
    return this.authcCache!;
  }

  /** The caller, or undefined when nobody is logged in. */
  get(request: OsdRequest): AuthState | undefined {
    return this.states.get(request);
  }

  getSession(request: OsdRequest): SessionContext | undefined {
    return this.states.get(request)?.session;
  }

  /** The caller, or 401. */
  require(request: OsdRequest): AuthState {
    const state = this.states.get(request);
    if (!state) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
    return state;
  }

  /** The tenancy settings in force; `configVersion` as a request read it with its session, if known. */
  async tenancy(configVersion?: number): Promise<Tenancy> {
    return effectiveTenancy(this.deps.config, await this.deps.backend().getTenancyConfig({ configVersion }));
  }

  /** The caller's roles, tenants and API access, with the tenant it works in; resolved once per request. */
  account(request: OsdRequest): Promise<AccountInfoResolved> {
    let account = this.accounts.get(request);
    if (!account) {
      account = this.sessionAccount(request) ?? this.resolveAccount(request);
      this.accounts.set(request, account);
    }
    return account;
  }

  /**
   * The account this session's previous request resolved, when nothing it depends on moved: the
   * configuration version (read with the session on this request), the backend's cache generation,
   * the stored user (the same stored text gives the same object), the session's tenant and the
   * caller's addresses. Each caller gets its own copy. Undefined: resolve it.
   */
  private sessionAccount(request: OsdRequest): Promise<AccountInfoResolved> | undefined {
    const state = this.states.get(request);
    const session = state?.session;
    if (!state || !session || state.configVersion === undefined || !state.user) return undefined;
    const generation = this.deps.backend().cacheGeneration();
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
      return Promise.resolve(copyAccount(known.account));
    }
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

  /** The caller's account when it may use the security REST API; 401 / 403 otherwise. */
  async requireApiAccess(request: OsdRequest): Promise<AccountInfoResolved> {
    this.require(request);
    const account = await this.account(request);
    if (!account.has_api_access) throw new HttpError(403, NO_API_ACCESS_MESSAGE);
    return account;
  }

  /**
   * Checks a user name and password as every login does (lock-out, credentials, failure count,
   * success reset, audit): the login form and `Authorization: Basic` both come through here.
   */
  verifyCredentials(
    request: OsdRequest,
    response: OsdResponse,
    credentials: { username: string; password: string },
    via: LoginVia
  ) {
    return verifyLogin(this.deps, request, response, credentials, via);
  }

  /** Starts a session: a new random id every time, sealed into the cookie. */
  async startSession(
    request: OsdRequest,
    response: OsdResponse,
    username: string,
    tenant: string | null,
    authType = 'basicauth',
    external?: ExternalIdentity
  ): Promise<SessionContext> {
    const id = this.deps.sealer.newId();
    const { endedOlder, ...session } = await this.deps
      .sessions()
      .create(id, username, authType, tenant, external, sessionClient(request));
    if (endedOlder > 0) await this.deps.audit?.sessionsEndedByLimit(request, username, endedOlder);
    response.cookie(serializeSessionCookie(this.deps.sealer.seal(id), this.cookie));
    return session;
  }

  /**
   * Logs in a user an identity provider (or a token, a proxy, anonymous access) vouched for:
   * audited with its type, the session the browser had ended, a new one started in the tenant a
   * login starts in (or `tenant` when the user may use it).
   */
  async startExternalSession(
    request: OsdRequest,
    response: OsdResponse,
    login: { username: string; authType: string; external: ExternalIdentity; tenant?: string }
  ): Promise<SessionContext> {
    const principal = this.principalOf(
      {
        username: login.username,
        authType: login.authType,
        backendRoles: login.external.backendRoles,
      },
      request
    );
    const [account, tenancy] = await Promise.all([this.deps.backend().resolveAccount(principal), this.tenancy()]);
    const asked = login.tenant !== undefined ? normalizeTenant(login.tenant) : undefined;
    const tenant =
      asked !== undefined && isSelectable(account, asked, tenancy) ? asked : initialTenant(account, tenancy);
    const previous = this.getSession(request);
    if (previous) await this.deps.sessions().delete(previous);
    await this.deps.audit?.authenticated(request, login.username, 'sso', login.authType);
    return this.startSession(request, response, login.username, tenant, login.authType, login.external);
  }

  /** Keeps a tenant choice in the caller's session; what this request resolves from now on sees it. */
  async selectTenant(request: OsdRequest, tenant: string): Promise<void> {
    const state = this.require(request);
    if (!state.session) throw new Error('Only a session keeps a tenant.');
    await this.deps.sessions().setTenant(state.session, tenant);
    this.states.set(request, { ...state, session: { ...state.session, tenant } });
    this.accounts.delete(request);
  }

  async endSession(request: OsdRequest, response: OsdResponse): Promise<void> {
    const session = this.getSession(request);
    if (session) await this.deps.sessions().delete(session);
    response.cookie(serializeClearedCookie(this.cookie));
  }

  /**
   * 429 with Retry-After while the user name or the address is locked out; otherwise the coming
   * password check is counted as a failure until `limiter.succeeded(keys)` says it was right.
   */
  checkLockout(keys: ReturnType<typeof LoginRateLimiter.keys>, response: OsdResponse): Promise<void> {
    return beginPasswordCheck(this.deps.limiter, keys, response);
  }

  private async resolveAccount(request: OsdRequest): Promise<AccountInfoResolved> {
    const state = this.require(request);
    const principal = this.principalOf(state, request);
    const { configVersion } = state;
    const [account, tenancy] = await Promise.all([
      this.deps.backend().resolveAccount(principal, { configVersion }),
      this.tenancy(configVersion),
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

  private principalOf(state: Omit<AuthState, 'session'>, request: OsdRequest): Principal {
    if (state.user) return internalUserPrincipal(state.username, state.user, request.ip);
    return {
      user_name: state.username,
      backend_roles: [...(state.backendRoles ?? [])],
      attributes: {},
      is_internal_user: false,
      remote_address: state.remoteAddress ?? request.ip,
    };
  }

  /** A valid session from the cookie; `stale` when a cookie was sent but names no live session. */
  private async fromSessionCookie(request: OsdRequest): Promise<{ state?: AuthState; stale: boolean }> {
    const values = readCookieValues(request.headers.cookie, this.cookie.name);
    if (values.length === 0) return { stale: false };
    const sessions = this.deps.sessions();
    for (const value of values) {
      const id = this.unseal(value);
      if (!id) continue;
      // The session row is read on every request (never cached): a log-out, a revocation or an
      // expiry anywhere ends it for the very next request, on every server of the store.
      const { lookup: found, facts } = await sessions.findForRequest(id);
      if (found.state !== 'active' || !facts) continue;
      if (found.session.backendRoles !== null) {
        const external = await this.externalSession(request, found.session);
        if (external) return { state: { ...external, configVersion: facts.configVersion }, stale: false };
        continue;
      }
      const user = facts.userBody === null ? null : this.deps.backend().internalUserFromStored(facts.userBody);
      if (!user) {
        // The user was deleted: its sessions go with it.
        await sessions.deleteUserSessions(found.session.username);
        continue;
      }
      // Background polling (`osd-system-request: true`) must not keep an unattended session alive.
      if (request.headers[SYSTEM_REQUEST_HEADER] !== 'true') await sessions.touch(found.session);
      return {
        state: {
          username: found.session.username,
          authType: found.session.authType,
          user,
          session: found.session,
          configVersion: facts.configVersion,
        },
        stale: false,
      };
    }
    return { stale: true };
  }

  /**
   * The session id a cookie value carries when this server's key sealed it. The check is an HMAC:
   * its answer for one exact value never changes, so the ids of values seen lately are kept (only
   * sealed ones: a stranger's junk values take no memory). Whether the session lives is still
   * asked of the store on every request.
   */
  private unseal(value: string): string | null {
    const known = this.unsealed.get(value);
    if (known !== undefined) return known;
    const id = this.deps.sealer.unseal(value);
    if (id !== null) {
      if (this.unsealed.size >= UNSEALED_MEMO_LIMIT) this.unsealed.clear();
      this.unsealed.set(value, id);
    }
    return id;
  }

  /** An external user's session, renewed when its tokens need it; undefined when it may not be used. */
  private async externalSession(request: OsdRequest, found: SessionContext): Promise<AuthState | undefined> {
    let session: SessionContext | null = found;
    let remoteAddress: string | undefined;
    if (session.authType === 'proxy') {
      // A proxy session only keeps the tenant: the trusted proxy must still vouch for this user.
      const identity = proxyIdentity(request, await this.authc(), this.deps.config.proxycache);
      if (identity?.username !== session.username) return undefined;
      remoteAddress = identity.clientAddress;
    }
    if (this.renewer && session.providerData) session = await this.renewer(session);
    if (!session) return undefined;
    if (request.headers[SYSTEM_REQUEST_HEADER] !== 'true') await this.deps.sessions().touch(session);
    return {
      username: session.username,
      authType: session.authType,
      backendRoles: session.backendRoles ?? [],
      session,
      ...(remoteAddress ? { remoteAddress } : {}),
    };
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }
}

/** Where a login comes from, for the Sessions pages: core's address (XFF is not trusted), the agent cut short. */
function sessionClient(request: OsdRequest): SessionClient {
  const agent = request.headers['user-agent'];
  return {
    address: request.ip,
    ...(typeof agent === 'string' && agent ? { userAgent: agent.slice(0, USER_AGENT_MAX_CHARS) } : {}),
  };
}
