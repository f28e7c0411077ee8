/**
 * The security plugin's configuration (`opensearch_security.*` in config/dashboards.yml), after
 * defaults. The part the browser needs is `PublicSecurityConfig` (exposed through the injected
 * metadata, SPEC section 3 "Configuration read").
 */
import type { AuditSettings } from './audit_retention';
export type AuthType = 'basicauth' | 'openid' | 'jwt' | 'saml' | 'proxy';

export interface LoginUiConfig {
  title: string;
  subtitle: string;
  showbrandimage: boolean;
  brandimage: string;
  buttonstyle: string;
}

export interface PublicSecurityConfig {
  multitenancy: {
    enabled: boolean;
    tenants: { enable_global: boolean; enable_private: boolean; preferred: string[] };
  };
  auth: {
    /** The first (or only) configured type. */
    type: AuthType;
    /** Every configured type, in the order written (`auth.type` may be a list). */
    types?: AuthType[];
    logout_url: string;
    multiple_auth_enabled?: boolean;
    anonymous_auth_enabled?: boolean;
  };
  ui: {
    autologout: boolean;
    basicauth: { login: LoginUiConfig };
    openid?: { login: { buttonname: string } };
    saml?: { login: { buttonname: string } };
    anonymous?: { login: { buttonname: string } };
  };
  readonly_mode: { roles: string[] };
  clusterPermissions: { include: string[] };
  indexPermissions: { include: string[] };
  disabledTransportCategories: { exclude: string[] };
  disabledRestCategories: { exclude: string[] };
}

/**
 * A configured password or key (core's `Secret`): prints `[redacted]` however it is turned into
 * text; `reveal()` gives the value to the code that needs it.
 */
export interface ConfiguredSecret {
  reveal(): string;
  readonly isSet: boolean;
}

export interface SecurityConfig extends PublicSecurityConfig {
  /** On the server every key is filled in (the browser copes with an older server's shape). */
  auth: Required<PublicSecurityConfig['auth']>;
  ui: Required<PublicSecurityConfig['ui']>;
  cookie: {
    name: string;
    /** HMAC key sealing the session id; empty means "generate one and keep it in the data dir". */
    password: ConfiguredSecret;
    secure: boolean;
    /** Whether the yml sets `cookie.secure` itself (with core's TLS on, an explicit false is refused). */
    secureConfigured?: boolean;
    isSameSite: 'Strict' | 'Lax' | 'None';
  };
  session: {
    /** Idle timeout in ms: a session unused this long ends. */
    ttl: number;
    /** Absolute lifespan in ms from login, whatever the activity. */
    lifespan: number;
    /** When false, activity does not extend the idle timeout. */
    keepalive: boolean;
    /** At most this many sessions per user (a login beyond it ends the oldest); unset: no limit. */
    max_sessions?: number;
  };
  login: {
    /**
     * Failed logins of one user name from one address (in a row, within the window) before the name
     * is locked out there for `window_ms`; each further failure after a lock-out doubles the wait,
     * up to `max_lockout_ms`.
     */
    max_failures: number;
    /**
     * Failed logins of one user name from all addresses together before it is locked out from
     * every address (same doubling). Much higher than `max_failures`, so one attacker's wrong
     * passwords cannot keep the real user out, while guessing from many addresses stays capped.
     */
    max_failures_global: number;
    window_ms: number;
    /**
     * Failed logins from one client address within the window, whatever the user names, before
     * the address is locked out for the rest of the window. Much higher than `max_failures`, so
     * one user's typos behind a shared address (an office NAT) lock out only that user name.
     */
    max_failures_per_address: number;
    /** The longest a user name is locked out, however many failures it collected. */
    max_lockout_ms: number;
  };
  /** Dashboards-side OpenID Connect client settings (the provider side is config.yml's openid domain). */
  openid: {
    connect_url: string;
    client_id: string;
    client_secret: ConfiguredSecret;
    scope: string;
    base_redirect_url: string;
    logout_url: string;
    refresh_tokens: boolean;
    root_ca: string;
    verify_hostnames: boolean;
  };
  jwt: { url_param: string; header: string };
  /**
   * Dashboards-side proxy settings, as upstream's `opensearch_security.proxycache.*`: the headers
   * read from the request (empty: config.yml's proxy domain decides), the forwarded-for header
   * that names the client behind the trusted proxy, this server's own address in that chain,
   * and where a visitor the proxy did not vouch for is sent ('' for the login page).
   */
  proxycache: {
    user_header: string;
    roles_header: string;
    proxy_header: string;
    proxy_header_ip: string;
    login_endpoint: string;
  };
  api_tokens: {
    /** Off: the API tokens page and routes are gone (404) and existing tokens stop working. */
    enabled: boolean;
    /** The longest lifetime a token may be given (longer asks are 400). */
    max_duration_seconds: number;
    /** Unexpired tokens one user may hold at once. */
    max_per_user: number;
  };
  restapi: { roles_enabled: string[]; password_validation_regex: string; password_validation_error_message: string };
  /** Alert rules on the audit stream (the Alerts page). */
  alerts: {
    enabled: boolean;
    check_interval_ms: number;
    /** Host names and CIDRs webhooks may reach beside public addresses (`*`: any). */
    webhook: { allowed_hosts: string[] };
  };
  /** Audit retention and the sinks events are shipped to (server/audit/). */
  audit: AuditSettings;
}

/** OpenSearch Dashboards' published default cookie key: refused outside dev mode. */
export const KNOWN_DEFAULT_COOKIE_PASSWORDS = ['security_cookie_default_password'];
export const MIN_COOKIE_PASSWORD_LENGTH = 32;
