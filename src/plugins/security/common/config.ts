import type { LoginState } from './login_state';

/**
 * The part of the security plugin's configuration (`opensearch_security.*` in
 * config/dashboards.yml) the browser gets, through the injected metadata (SPEC section 3,
 * "Configuration read"). The server's whole config type is `SecurityPluginConfig`, derived from
 * the schema (server/config_schema.ts); config.ts's `publicConfigOf` checks that it fits this one.
 */
/**
 * A value of `auth.type` ('basicauth', 'openid', …): the sign-in methods' descriptors say which
 * exist (server/auth/providers/sign_in_methods.ts), and the configuration reader checks it there.
 */
export type AuthType = string;

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
    /** With one single sign-on method, `/app/login` goes straight to it (the server redirects: server/auth/auto_login.ts). */
    auto_login?: boolean;
  };
  ui: {
    autologout: boolean;
    basicauth: { login: LoginUiConfig };
    openid?: { login: { buttonname: string } };
    saml?: { login: { buttonname: string } };
    anonymous?: { login: { buttonname: string } };
    /** What the sign-in methods offer: the login page's form and buttons, each session type's log out. */
    login_state: LoginState;
  };
  readonly_mode: { roles: string[] };
  clusterPermissions: { include: string[] };
  indexPermissions: { include: string[] };
  disabledTransportCategories: { exclude: string[] };
  disabledRestCategories: { exclude: string[] };
}

/** OpenSearch Dashboards' published default cookie key: refused outside dev mode. */
export const KNOWN_DEFAULT_COOKIE_PASSWORDS = ['security_cookie_default_password'];
export const MIN_COOKIE_PASSWORD_LENGTH = 32;
