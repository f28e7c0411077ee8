import {
  HttpError,
  type AuthenticationHandler,
  type Logger,
  type OsdRequest,
  type OsdResponse,
} from '../../../../core/server';
import type { SecurityConfig } from '../../common/config';
import type { AuditTrail } from '../audit/audit_trail';
import type { SecurityBackend } from '../backend/types';
import { effectiveTenancy, type Tenancy } from '../multitenancy/tenant_selection';
import { loginPageUrl } from '../next_url';
import { serializeClearedCookie, type CookieOptions, type SessionIdSealer } from '../session/session_cookie';
import type { SessionStore } from '../session/session_store';
import type { ExternalIdentity, SessionContext } from '../session/types';
import { AccountResolver } from './account_resolver';
import type { AuthcSettings } from './authc_domains';
import { AuthcSource } from './authc_source';
import { DomainChain } from './domain_chain';
import type { JwtFailure } from './jwt_token';
import { beginPasswordCheck, verifyLogin, type LoginVia } from './login_flow';
import type { LoginRateLimiter } from './login_rate_limiter';
import { isPageRequest } from './page_request';
import { defaultProviderRegistry, type ProviderRegistry } from './providers/registry';
import type { AuthenticationBackend, AuthorizationBackend, ProviderHost } from './providers/types';
import { SessionReader, type SessionRenewer } from './session_reader';
import { SessionStarter } from './session_starter';
import {
  NO_API_ACCESS_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  type AccountInfoResolved,
  type AuthState,
} from './types';

export { TENANT_HEADER } from './account_resolver';
export { SYSTEM_REQUEST_HEADER, type SessionRenewer } from './session_reader';

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

/** Login-page error codes a failed SSO attempt sends the browser with (the page owns the texts). */
export type AuthErrorCode = JwtFailure | 'config';

/**
 * Who is calling. Core's auth handler reads the session cookie, then walks config.yml's authc
 * domains (the provider chain), remembers the result per request, and turns away whoever may not
 * pass: a login redirect for pages, 401 for the API.
 */
export class Authenticator {
  private readonly states = new WeakMap<OsdRequest, AuthState>();
  private readonly accounts = new WeakMap<OsdRequest, Promise<AccountInfoResolved>>();
  private renewer?: SessionRenewer;
  private readonly source: AuthcSource;
  private readonly reader: SessionReader;
  private readonly chain: DomainChain;
  private readonly resolver: AccountResolver;
  private readonly starter: SessionStarter;
  readonly cookie: CookieOptions;

  constructor(private readonly deps: AuthenticatorDeps) {
    const { cookie } = deps.config;
    this.cookie = { name: cookie.name, path: deps.basePath || '/', secure: cookie.secure, sameSite: cookie.isSameSite };
    this.source = new AuthcSource(deps.backend, deps.logger);
    const authc = () => this.authc();
    this.reader = new SessionReader({ ...deps, cookieName: cookie.name, authc, renewer: () => this.renewer });
    this.resolver = new AccountResolver({
      ...deps,
      tenancy: (v) => this.tenancy(v),
      state: (r) => this.get(r),
      require: (r) => this.require(r),
    });
    this.starter = new SessionStarter({
      ...deps,
      cookie: this.cookie,
      tenancy: () => this.tenancy(),
      accounts: this.resolver,
      session: (r) => this.getSession(r),
    });
    const internal: AuthenticationBackend = {
      type: 'internal',
      verify: (req, res, credentials) => this.verifyCredentials(req, res, credentials, 'basic'),
    };
    const host: ProviderHost = {
      ...deps,
      now: deps.now ?? Date.now,
      authenticationBackend: (type) => (type === 'internal' ? internal : deps.authenticationBackends?.[type]),
      startExternalSession: (req, res, login) => this.startExternalSession(req, res, login),
    };
    this.chain = new DomainChain({ ...deps, registry: deps.providers ?? defaultProviderRegistry(), authc, host });
  }

  /** Routes with `authRequired: true` turn away who may not pass; `'optional'` ones only read a session. */
  readonly authenticate: AuthenticationHandler = async (request, response, toolkit) => {
    const optional = request.route.options.authRequired === 'optional';
    const page = isPageRequest(request, this.deps.appRoutes);
    const fromCookie = await this.reader.read(request);
    // The login route reads its credentials from the body: credentials are checked only where needed.
    const found = fromCookie.state || optional ? undefined : await this.chain.authenticate(request, response);
    const state = fromCookie.state ?? (found?.kind === 'authenticated' ? found.state : undefined);
    if (state) {
      this.states.set(request, state);
      return toolkit.authenticated(state);
    }
    if (found?.kind === 'answered') return toolkit.notHandled();
    if (found?.kind === 'failed') {
      if (!found.redirect || !page) throw found.error;
      response.redirect(found.redirect, 302);
      return toolkit.notHandled();
    }
    if (fromCookie.stale) response.cookie(serializeClearedCookie(this.cookie));
    if (optional) return toolkit.notHandled();
    const loginEndpoint = this.deps.config.proxycache.login_endpoint;
    // Upstream's proxycache: whoever the proxy did not vouch for goes to the organisation's login;
    // else the login page, saying so when the cookie named a session that ended.
    if (page) {
      const proxyLogin = loginEndpoint && this.types.includes('proxy') ? loginEndpoint : undefined;
      const next = `${this.deps.basePath}${request.url}`;
      response.redirect(
        proxyLogin ?? loginPageUrl(this.deps.basePath, next, fromCookie.stale ? 'SESSION_EXPIRED' : undefined),
        302
      );
      return toolkit.notHandled();
    }
    // The dashboards app answers a 401 itself; only other clients get the browser's password prompt.
    const challenge = found?.kind === 'notHandled' ? found.challenge : undefined;
    if (challenge && request.headers['osd-version'] === undefined) response.header('www-authenticate', challenge);
    throw new HttpError(401, fromCookie.stale ? SESSION_EXPIRED_MESSAGE : UNAUTHENTICATED_MESSAGE);
  };

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

  /** config.yml's authenticator settings (an import applies at once); 401 naming a wrong key. */
  authc(): Promise<AuthcSettings> {
    return this.source.read();
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
      account = this.resolver.sessionAccount(request) ?? this.resolver.resolveAccount(request);
      this.accounts.set(request, account);
    }
    return account;
  }

  /** The caller's account when it may use the security REST API; 401 / 403 otherwise. */
  async requireApiAccess(request: OsdRequest): Promise<AccountInfoResolved> {
    this.require(request);
    const account = await this.account(request);
    if (!account.has_api_access) throw new HttpError(403, NO_API_ACCESS_MESSAGE);
    return account;
  }

  /** Every password login (the form, `Authorization: Basic`): lock-out, check, failure count, audit. */
  verifyCredentials(
    request: OsdRequest,
    response: OsdResponse,
    credentials: { username: string; password: string },
    via: LoginVia
  ) {
    return verifyLogin(this.deps, request, response, credentials, via);
  }

  /** Starts a session: a new random id every time, sealed into the cookie. */
  startSession(
    request: OsdRequest,
    response: OsdResponse,
    username: string,
    tenant: string | null,
    authType = 'basicauth',
    external?: ExternalIdentity
  ): Promise<SessionContext> {
    return this.starter.startSession(request, response, username, tenant, authType, external);
  }

  /** Logs in a user an identity provider (or a token, a proxy, anonymous access) vouched for. */
  startExternalSession(
    request: OsdRequest,
    response: OsdResponse,
    login: { username: string; authType: string; external: ExternalIdentity; tenant?: string }
  ): Promise<SessionContext> {
    return this.starter.startExternalSession(request, response, login);
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

  /** 429 with Retry-After while locked out; else the coming check counts as a failure until `succeeded`. */
  checkLockout(keys: ReturnType<typeof LoginRateLimiter.keys>, response: OsdResponse): Promise<void> {
    return beginPasswordCheck(this.deps.limiter, keys, response);
  }
}
