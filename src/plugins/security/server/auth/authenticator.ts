import { callerGrants, type GrantedPart } from '../backend/permissions/api_grants';
import {
  HttpError,
  RequestSlot,
  type AuthenticationHandler,
  type OsdRequest,
  type OsdResponse,
} from '../../../../core/server';
import { effectiveTenancy } from '../backend/permissions/effective_tenancy';
import type { Principal } from '../backend/permissions/role_mappings';
import type { Tenancy } from '../backend/permissions/tenant_selection';
import type { RestApiEndpoint } from '../../common/rest_api_endpoints';
import type { CookieOptions, SessionIdSealer } from '../session/session_cookie';
import type { SessionContext } from '../session/types';
import { AccountResolver } from './account_resolver';
import type { AuthcSettings } from './authc_domains';
import { AuthcSource } from './authc_source';
import { Authorizer } from './authorizer';
import type { AuthenticatorDeps } from './authenticator_deps';
import { DomainChain } from './domain_chain';
import { beginPasswordCheck, type LoginVia } from './login_flow';
import { PasswordLogin } from './password_login';
import { verifyRequestPassword, type Credentials } from './request_password';
import type { LoginKeys } from './login_rate_limiter';
import { defaultProviderRegistry } from './providers/registry';
import { handleAuthentication, type RequestAuthParts } from './request_auth';
import { SessionReader } from './session_reader';
import type { SecurityBackend } from '../backend/types';
import type { ProviderRegistry, SessionResumers } from './providers/registry';
import type { AuthenticationProvider, SessionHost } from './providers/types';
import { SessionStarter } from './session_starter';
import { UNAUTHENTICATED_MESSAGE, type AccountInfoResolved, type AuthState } from './types';
import type { OnBehalfOfService } from '../on_behalf_of/obo_service';

/**
 * Who is calling. Core's auth handler reads the session cookie, then walks config.yml's authc
 * domains (the provider chain), remembers the result per request, and turns away whoever may not
 * pass: a login redirect for pages, 401 for the API.
 */
export class Authenticator {
  private readonly states = new RequestSlot<AuthState>();
  private readonly registry: ProviderRegistry;
  private resumers: SessionResumers;
  private readonly source: AuthcSource;
  private readonly resolver: AccountResolver;
  private readonly starter: SessionStarter;
  readonly cookie: CookieOptions;
  private readonly handlerParts: RequestAuthParts;
  /** Every password login (form, Basic here and on the REST listener) goes through it. */
  readonly passwords: PasswordLogin;
  /** On-behalf-of tokens, issued by the REST listener (absent: `on_behalf_of.enabled` is off). */
  readonly onBehalfOf?: () => OnBehalfOfService;

  constructor(private readonly deps: AuthenticatorDeps) {
    const { cookie } = deps.config;
    ({ sealer: this.sealer, credentialSealer: this.credentialSealer } = deps);
    this.cookie = { name: cookie.name, path: deps.basePath || '/', secure: cookie.secure, sameSite: cookie.isSameSite };
    this.registry = deps.providers ?? defaultProviderRegistry();
    this.source = new AuthcSource(deps.backend, this.registry, deps.logger);
    const authc = () => this.authc();
    this.sessionHost = { config: deps.config, backend: deps.backend, sessions: deps.sessions, authc };
    this.resumers = this.registry.sessionResumers(this.sessionHost, []);
    const reader = new SessionReader({ ...deps, cookieName: cookie.name, resumers: () => this.resumers });
    const authorizer = deps.authorizer ?? new Authorizer({ ...deps, authc });
    this.resolver = new AccountResolver({ ...deps, tenancy: this.tenancy, state: this.get, require: this.require });
    this.starter = new SessionStarter({
      ...deps,
      cookie: this.cookie,
      tenancy: this.tenancy,
      accounts: this.resolver,
      authorizer,
      session: this.getSession,
    });
    this.passwords = new PasswordLogin({ ...deps, authc, authorizer });
    this.onBehalfOf = deps.onBehalfOf;
    const chain = new DomainChain({
      ...deps,
      authc,
      authorizer,
      passwords: this.passwords,
      registry: this.registry,
      verifyPassword: (req, res, credentials) => this.verifyCredentials(req, res, credentials, 'basic'),
      startExternalSession: (req, res, login) => this.startExternalSession(req, res, login),
    });
    this.handlerParts = { ...deps, cookie: this.cookie, reader, chain, remember: (r, s) => this.states.set(r, s) };
  }

  /** Routes with `authRequired: true` turn away who may not pass; `'optional'` ones only read a session. */
  readonly authenticate: AuthenticationHandler = (request, response, toolkit) =>
    handleAuthentication(this.handlerParts, request, response, toolkit);

  /** Seals the ids of other short-lived cookies (an SSO login's flow) with the session key. */
  readonly sealer: SessionIdSealer;
  /** Seals the credentials a session keeps for a backend that acts as its callers (a cluster). */
  readonly credentialSealer: AuthenticatorDeps['credentialSealer'];
  private readonly sessionHost: SessionHost;

  /** The login providers built at setup resume their own sessions (OpenID renews its tokens). */
  useLoginProviders(providers: readonly AuthenticationProvider[]): void {
    this.resumers = this.registry.sessionResumers(this.sessionHost, providers);
  }

  /**
   * The backend as the caller: with their credentials (a cluster backend calls it as them) and,
   * when `withTenant`, in the tenant they work in. The embedded backend is the same for everyone.
   */
  async backendFor(request: OsdRequest, { withTenant = false } = {}): Promise<SecurityBackend> {
    const state = this.states.get(request);
    const tenant = withTenant && state ? (await this.account(request)).user_requested_tenant : undefined;
    return this.deps.backend().asScoped({ credentials: state?.credentials, tenant });
  }

  /** config.yml's authenticator settings (an import applies at once); 401 naming a wrong key. */
  readonly authc = (): Promise<AuthcSettings> => this.source.read();

  /** The caller, or undefined when nobody is logged in. */
  readonly get = (request: OsdRequest): AuthState | undefined => this.states.get(request);

  /**
   * A request of the REST API listener, signed in there (it keeps no session): its caller is this
   * request's, so core's services (saved objects' tenant and sharing) read it as on this listener.
   */
  readonly adopt = (request: OsdRequest, state: AuthState): void => this.states.set(request, state);

  readonly getSession = (request: OsdRequest): SessionContext | undefined => this.states.get(request)?.session;

  /** The caller, or 401. */
  readonly require = (request: OsdRequest): AuthState => {
    const state = this.states.get(request);
    if (!state) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
    return state;
  };

  /** Who the caller is to the permission code (role mappings match it). */
  readonly principal = (request: OsdRequest): Principal => this.resolver.principalOf(this.require(request), request);

  /** The tenancy settings in force; `configVersion` as a request read it with its session, if known. */
  readonly tenancy = async (configVersion?: number): Promise<Tenancy> =>
    effectiveTenancy(this.deps.config, await this.deps.backend().getTenancyConfig({ configVersion }));

  /** The caller's roles, tenants and API access, with the tenant it works in; resolved once per request. */
  readonly account = (request: OsdRequest): Promise<AccountInfoResolved> => this.resolver.account(request);

  /** The caller's account, read only, when it is known without resolving anything (see AccountResolver.knownAccount). */
  readonly knownAccount = (request: OsdRequest): Readonly<AccountInfoResolved> | undefined =>
    this.resolver.knownAccount(request);

  /** What the caller holds of the security REST API as the write rule counts it (`callerGrants`). */
  readonly grantsHeld = async (request: OsdRequest): Promise<GrantedPart[]> => {
    const state = this.require(request);
    const { api_endpoints } = await this.account(request);
    const { explainer } = this.deps.backend();
    const principal = this.principal(request);
    return callerGrants(
      api_endpoints,
      explainer?.allowsClusterAction && ((permission) => explainer.allowsClusterAction!(principal, permission)),
      { adminEnabled: this.deps.config.restapi.admin_enabled, apiToken: !!state.apiToken }
    );
  };

  /** The caller's account when it may use the security REST API; 401 / 403 otherwise. */
  readonly requireApiAccess = (request: OsdRequest, endpoints?: readonly RestApiEndpoint[]) =>
    this.resolver.requireApiAccess(request, endpoints);

  /** Every password login (the form, `Authorization: Basic`): lock-out, the basic domains walked, failure count, audit. */
  readonly verifyCredentials = (request: OsdRequest, response: OsdResponse, credentials: Credentials, via: LoginVia) =>
    verifyRequestPassword(this.deps, this.passwords, request, response, credentials, via);

  /** Starts a session: a new random id every time, sealed into the cookie. */
  readonly startSession: SessionStarter['startSession'] = (...args) => this.starter.startSession(...args);

  /** Every login's session (see SessionStarter.startLogin). */
  readonly startLogin: SessionStarter['startLogin'] = (...args) => this.starter.startLogin(...args);

  /** The account a login is for, before its session starts (the second factor's enforcement reads its roles). */
  readonly loginAccount: SessionStarter['loginAccount'] = (...args) => this.starter.loginAccount(...args);

  /** Logs in a user an identity provider (or a token, a proxy, anonymous access) vouched for. */
  readonly startExternalSession: SessionStarter['startExternalSession'] = (...args) =>
    this.starter.startExternalSession(...args);

  /** Keeps a tenant choice in the caller's session; what this request resolves from now on sees it. */
  async selectTenant(request: OsdRequest, tenant: string): Promise<void> {
    const state = this.require(request);
    if (!state.session) throw new Error('Only a session keeps a tenant.');
    await this.deps.sessions().setTenant(state.session, tenant);
    this.states.set(request, { ...state, session: { ...state.session, tenant } });
    this.resolver.forget(request);
  }

  /** Ends the caller's session (if any) and clears its cookie. */
  readonly endSession: SessionStarter['endSession'] = (...args) => this.starter.endSession(...args);

  /** 429 with Retry-After while locked out; else the coming check counts as a failure until `succeeded`. */
  readonly checkLockout = (keys: LoginKeys, response: OsdResponse) =>
    beginPasswordCheck(this.deps.limiter, keys, response);
}
