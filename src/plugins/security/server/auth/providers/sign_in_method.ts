import type { LoginButton, LogOutContract } from '../../../common/login_state';

/**
 * What a method's login page entry may read of dashboards.yml: the configuration reader builds the
 * login state from it, so it names only the keys it needs (not the whole config type, whose schema
 * lists the methods' own texts).
 */
export interface SignInConfig {
  auth: {
    types: readonly string[];
    anonymous_auth_enabled: boolean;
    auto_login: boolean;
    /** The SSO type the login page goes straight to among several ('' none). */
    default_redirect_auth_type?: string;
  };
  ui: Record<'openid' | 'saml' | 'anonymous', { login: { buttonname: string } }>;
}

/** A method's place on the login page under one configuration: the form, or a button. */
export type LoginEntry =
  { kind: 'form'; order: number } | ({ kind: 'button'; order: number } & Omit<LoginButton, 'type'>);

/**
 * What a sign-in method declares about itself, beside its provider factory (DESIGN 4b): the
 * registry collects these into the login state, the auth types dashboards.yml accepts, the log-out
 * controls and auto-login, so nothing outside the method's folder lists it. Data only: the
 * configuration reader reads it before any provider is built.
 */
export interface SignInMethod {
  /** The method's name: the login page button's `type`, and where its audit events say it came from. */
  readonly name: string;
  /** Its value of dashboards.yml `opensearch_security.auth.type`; none: it is enabled another way. */
  readonly authType?: string;
  /** It may share the login page with other methods (`auth.type` as a list, with `multiple_auth_enabled`). */
  readonly combines?: boolean;
  /** The name the Authentication view shows for it. */
  readonly title: string;
  /** The session types its sessions are stored under. */
  readonly sessionTypes: readonly string[];
  /** How its sessions end in the browser; absent: the log-out call. */
  readonly logout?: LogOutContract;
  /** Its entry on the login page under this configuration, if it has one. */
  loginEntry?(config: SignInConfig): LoginEntry | undefined;
  /** Where its login starts, for `auth.auto_login`: a single sign-on method the page may go straight to. */
  readonly autoLoginPath?: string;
}

/** Whether dashboards.yml's `auth.type` names the method. */
export const isConfigured = (method: SignInMethod, config: SignInConfig): boolean =>
  method.authType !== undefined && (config.auth.types as readonly string[]).includes(method.authType);

/**
 * A single sign-on method whose button leads to an identity provider (openid, saml): dashboards.yml
 * names it in `auth.type`, it shares the login page, auto-login may go straight to it, and log out
 * hands the browser over to the provider (a link to the server's logout path).
 */
export function identityProviderMethod(spec: {
  name: string;
  title: string;
  loginPath: string;
  order: number;
  buttonName(config: SignInConfig): string;
}): SignInMethod {
  const method: SignInMethod = {
    name: spec.name,
    authType: spec.name,
    combines: true,
    title: spec.title,
    sessionTypes: [spec.name],
    logout: { control: 'link', toLoginPage: false },
    autoLoginPath: spec.loginPath,
    loginEntry: (config) =>
      isConfigured(method, config)
        ? { kind: 'button', order: spec.order, label: spec.buttonName(config), path: spec.loginPath, icon: 'lock' }
        : undefined,
  };
  return method;
}
