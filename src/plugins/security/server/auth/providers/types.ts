import type {
  HttpError,
  I18nServiceSetup,
  IRouter,
  Logger,
  OsdRequest,
  OsdResponse,
  PluginStore,
  Translator,
} from '../../../../../core/server';
import type { ApiTokenStore } from '../../api_tokens/token_store';
import type { AuditTrail } from '../../audit/audit_trail';
import type { SecurityPluginConfig } from '../../config_schema';
import type { InternalUser } from '../../../common/types';
import type { CookieOptions, SessionIdSealer } from '../../session/session_cookie';
import type { RequestFacts, SessionStore } from '../../session/session_store';
import type { ExternalIdentity, SessionContext } from '../../session/types';
import type { ReplayTables } from './saml/replay_store';
import type { SsoFlowStore } from '../sso_flow_store';
import type { CallerCredentials } from '../../backend/caller';
import type { SecurityBackend } from '../../backend/types';
import type { AuthcDomainEntry, AuthcSettings, AuthzEntry, DomainParser } from '../authc_domains';
import type { AuthState } from '../types';
import type { LoginInfoResponse } from '../../../common/login_info';
import type { SignInMethod } from './sign_in_method';
import type { LoginReason } from '../../../common/login_reason';
import type { OnBehalfOfService } from '../../on_behalf_of/obo_service';

/**
 * What one authentication domain made of a request: it knows the caller; it saw no credentials of
 * its kind (the next domain is asked); it saw some and refused them (the next domain is still
 * asked, and when none accepts the first refusal is the answer); or it already answered (a redirect).
 */
export type AuthResult =
  | { kind: 'authenticated'; state: AuthState }
  | {
      kind: 'notHandled';
      /** The chain's answer only: how an unauthenticated caller may authenticate. */ challenge?: string;
      /** The chain's answer only: a domain that asks every caller, browsers included (its `browserChallenge`). */
      browserChallenge?: BrowserChallenge;
    }
  | { kind: 'failed'; error: HttpError; /** Where a page visit is sent instead of the error. */ redirect?: string }
  | { kind: 'answered' };

export const notHandled: AuthResult = { kind: 'notHandled' };

/**
 * A challenge that opens no dialog in a browser (Negotiate), so browsers are asked too: the
 * app's own calls get it beside the 401, and a page visit gets a 401 whose body the browser shows
 * when it does not answer.
 */
export interface BrowserChallenge {
  /** The `WWW-Authenticate` value. */
  readonly header: string;
  /**
   * The body of a page visit's 401: where a browser that did not answer goes on to (`reason`: the
   * login page says why the cookie's session ended; without it the provider may try once more),
   * in the request's language (`translator`).
   */
  page(basePath: string, next: string, reason: LoginReason | undefined, translator: Translator): string;
}

export interface AuthenticationProvider {
  /** The http_authenticator type: 'basic', 'jwt', 'proxy', … */
  readonly type: string;
  /** The config.yml authc domain it was built from. */
  readonly domain: string;
  /** `challenge: true`: an unauthenticated API caller is told how to authenticate. */
  readonly challenge?: string;
  /** Asks browsers as well (see BrowserChallenge); its header is `challenge`'s. */
  readonly browserChallenge?: BrowserChallenge;
  authenticate(request: OsdRequest, response: OsdResponse): Promise<AuthResult>;
  /** The login (and return) routes of a type users sign in through: openid, saml, anonymous. */
  routes?(router: IRouter): void;
  /**
   * Where log out hands the browser over for a session of this type (an IdP's end-session or
   * single logout); undefined: the configured logout URL. Read before the session ends.
   */
  logoutUrl?(request: OsdRequest, session: SessionContext): Promise<string | undefined>;
  /** A login provider's part of login_info for this request (the certificate this connection showed). */
  loginInfo?(request: OsdRequest): Promise<Partial<LoginInfoResponse>>;
  /** The session types (`SessionContext.authType`) whose sessions it resumes; with `resume`. */
  readonly sessionTypes?: readonly string[];
  /** Resumes its own sessions (a login provider's: OpenID renews its tokens here). See SessionResumer. */
  resume?: SessionResumer['resume'];
}

/**
 * What the session reader hands a live session to, by the session's auth type: the provider that
 * started it decides whether it may still be used and who the caller is. The reader adds what is
 * common (the configuration version, the idle time, credentials the session keeps sealed).
 */
export interface SessionResumer {
  /**
   * The caller's state, or undefined when the session may not be used now (the next cookie value
   * is tried; a provider that ends the session for good deletes it). `state.session` is the
   * session as it is now (a renewal may have changed it).
   */
  resume(request: OsdRequest, session: SessionContext, facts: RequestFacts): Promise<AuthState | undefined>;
  /**
   * The state without waiting, when it depends on the session and its facts alone (the store's
   * cache held both): the reader then shares one answer among the session's requests. Undefined:
   * `resume` decides.
   */
  resumeCached?(session: SessionContext, facts: RequestFacts): AuthState | undefined;
}

/**
 * A provider asked before config.yml's domains, whatever they say: a credential of this server's
 * own (an API token). It claims a request by its header alone; what it claims no domain sees.
 */
export interface FirstProvider {
  claims(request: OsdRequest): boolean;
  authenticate(request: OsdRequest, response: OsdResponse): Promise<AuthResult>;
  /** The caller at once (no promise) when a cache vouches for the credential; undefined: `authenticate` decides. */
  authenticateCached?(request: OsdRequest): AuthState | undefined;
}

/** What a session resumer may use of the server. */
export interface SessionHost {
  config: SecurityPluginConfig;
  backend(): Pick<SecurityBackend, 'storedUsers'>;
  sessions(): Pick<SessionStore, 'deleteUserSessions'>;
  authc(): Promise<AuthcSettings>;
}

/**
 * What a password backend made of a user name and password: it does not know the user (the next
 * basic domain is asked), it knows the user and refuses the password, or it verified them.
 */
export type PasswordVerdict =
  | { kind: 'unknown' }
  | { kind: 'refused' }
  | {
      kind: 'verified';
      username: string;
      /** An internal user's stored record; absent for a directory user. */
      user?: InternalUser;
      /** A directory user's DN, for the authorization backends. */
      dn?: string;
      /** How the user acts on a backend that acts as its callers (a cluster checked the password). */
      credentials?: CallerCredentials;
    };

/** A password check a basic domain delegates to (`authentication_backend.type`: internal, ldap). */
export interface AuthenticationBackend {
  readonly type: string;
  /** Throws DirectoryError (auth/ldap/directory_error.ts) when the backend cannot be asked now. */
  check(domain: AuthcDomainEntry, credentials: { username: string; password: string }): Promise<PasswordVerdict>;
  /** Whether the backend knows the user (no password: the administrators' "Test a user"); null when not. */
  lookup(
    domain: AuthcDomainEntry,
    username: string
  ): Promise<{ username: string; dn?: string; user?: InternalUser } | null>;
}

/** The user an authorization backend adds roles to. */
export interface AuthorizationSubject {
  username: string;
  backendRoles: readonly string[];
  /** A directory user's DN, when a directory authenticated the user. */
  dn?: string;
}

/** A config.yml `authz` backend (one entry's, built by its factory): adds backend roles to an authenticated user. */
export interface AuthorizationBackend {
  readonly type: string;
  backendRoles(user: AuthorizationSubject): Promise<string[]>;
}

/** Who a password login verified: an internal user (with the stored record) or a directory user (with roles). */
export interface PasswordIdentity {
  username: string;
  user?: InternalUser;
  backendRoles?: string[];
  /** Set when the backend that checked the password acts as its callers (a cluster): kept sealed in a session. */
  credentials?: CallerCredentials;
}

/** What an authorization backend may use of the server. */
export interface AuthorizationHost {
  backend(): Pick<SecurityBackend, 'getInternalUser'>;
  logger?: Logger;
}

/** Builds the backend of one config.yml `authz` entry (`authorization_backend.type` → factory). */
export type AuthorizationBackendFactory = (entry: AuthzEntry, host: AuthorizationHost) => AuthorizationBackend;

/** What a provider may use of the server: never another provider's settings. */
export interface ProviderHost {
  config: SecurityPluginConfig;
  basePath: string;
  appRoutes: readonly string[];
  now(): number;
  /** The authentication backend of a domain's `authentication_backend.type`, if this server has it. */
  authenticationBackend(type: string): AuthenticationBackend | undefined;
  /** Every password login (form, Basic, REST listener): the basic domains walked, lock-out, audit. */
  verifyPassword(
    request: OsdRequest,
    response: OsdResponse,
    credentials: { username: string; password: string }
  ): Promise<PasswordIdentity>;
  startExternalSession(
    request: OsdRequest,
    response: OsdResponse,
    login: { username: string; authType: string; external: ExternalIdentity }
  ): Promise<SessionContext>;
  audit?: Pick<AuditTrail, 'failedLogin' | 'authenticated'>;
  /** The API tokens in the store (absent: this server has none). */
  apiTokens?(): ApiTokenStore;
  /** On-behalf-of tokens (absent: `on_behalf_of.enabled` is off). */
  onBehalfOf?(): Pick<OnBehalfOfService, 'verify'>;
}

/**
 * What a login provider (one with routes) may use of the server, for the server's life: its
 * routes read config.yml's domains at each login, so an import applies at once.
 */
export interface LoginHost {
  config: SecurityPluginConfig;
  basePath: string;
  /** The request's translator, for what a login route writes itself (a page, not the app's). */
  i18n: Pick<I18nServiceSetup, 'translatorFor'>;
  logger: Logger;
  now(): number;
  /** The session cookie's settings; short-lived flow cookies are derived from them. */
  cookie: CookieOptions;
  sealer: SessionIdSealer;
  authc(): Promise<AuthcSettings>;
  sessions(): SessionStore;
  /** SSO logins on their way through the identity provider (the store exists from the start on). */
  flows(): SsoFlowStore;
  /** The plugin's store, for the login providers' own tables (SAML's replay cache; from the start on). */
  store(): PluginStore<ReplayTables>;
  audit: Pick<AuditTrail, 'failedLogin'>;
  startExternalSession(
    request: OsdRequest,
    response: OsdResponse,
    login: { username: string; authType: string; external: ExternalIdentity; tenant?: string }
  ): Promise<SessionContext>;
  /** The backend roles config.yml's authz backends add to an external user's own. */
  authorize(user: { username: string; authType: string; backendRoles: readonly string[] }): Promise<string[]>;
  /** What the security backend in use keeps (modules/types.ts `Capability`). */
  capabilities: ReadonlySet<string>;
}

/**
 * Builds the providers of one auth type: one per config.yml domain of that type. `types` are the
 * http_authenticator types it serves ('proxy' also serves 'extended-proxy'); `parseDomain` reads
 * a domain's own settings (`S`), which `create` finds on the domain.
 */
export interface ProviderFactory<S = unknown> extends DomainParser<S> {
  /** Whether dashboards.yml lets this type authenticate requests at all. */
  enabled(config: SecurityPluginConfig): boolean;
  create?(domain: AuthcDomainEntry<S>, settings: AuthcSettings, host: ProviderHost): AuthenticationProvider | undefined;
  /** Its provider asked before config.yml's domains (see FirstProvider), when this server has one. */
  first?(host: ProviderHost): FirstProvider | undefined;
  /** The provider used when config.yml has no enabled domain of the type (keeps older setups working). */
  fallback?(settings: AuthcSettings, host: ProviderHost): AuthenticationProvider | undefined;
  /** The provider of a type users sign in through routes, built once at setup (its routes, its log out). */
  login?(host: LoginHost): AuthenticationProvider;
  /** What the security backend must keep for the login provider to serve (the modules' capabilities). */
  readonly loginRequires?: readonly string[];
  /** Resumes the type's sessions (types: `sessionTypes`, else `types`), built once at setup. */
  sessions?(host: SessionHost): SessionResumer;
  /** The session types its sessions are stored under, when not `types` (basic's are 'basicauth'). */
  readonly sessionTypes?: readonly string[];
  /** What the method declares about itself: its login page entry, log out, auth.type (see SignInMethod). */
  readonly method?: SignInMethod;
}
