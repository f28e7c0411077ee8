import { isIP } from 'net';
import { readConfig } from '../../../core/server';
import type { AuthType, PublicSecurityConfig } from '../common/config';
import type { PasswordPolicy } from '../common/password_rules';
import { readAuditSettings } from './audit/audit_settings';
import type { SignInMethod } from './auth/providers/sign_in_method';
import { authTypesOf, DEFAULT_SIGN_IN_METHODS, loginStateOf } from './auth/providers/sign_in_methods';
import { SECTION, SecurityConfigError } from './config_error';
import {
  DEFAULT_MAX_FAILURES_GLOBAL,
  securityConfigSchema,
  type SecurityConfigSection,
  type SecurityPluginConfig,
} from './config_schema';

export { DEFAULT_OPENID_SCOPE, DEFAULT_SSO_BUTTON_NAME } from './config_schema';

export { SECTION, SecurityConfigError };

/** The keys of the section that reach the browser (SPEC section 3, "Configuration read"). */
export const PUBLIC_CONFIG_KEYS: ReadonlyArray<keyof PublicSecurityConfig> = [
  'multitenancy',
  'auth',
  'ui',
  'readonly_mode',
  'clusterPermissions',
  'indexPermissions',
  'disabledTransportCategories',
  'disabledRestCategories',
];

/** The section with every default: what an empty `opensearch_security` means. */
export function defaultSecurityConfig(): SecurityPluginConfig {
  return parseSecurityConfig({});
}

const fail = (path: string, what: string): never => {
  throw new SecurityConfigError(`[${SECTION}.${path}] ${what}`);
};

/** The `auth.type` values the sign-in methods declare: each checks against them, the first is listed first. */
function readAuthTypes(value: unknown, known: readonly string[]): AuthType[] {
  if (value === '' || value === undefined || value === null) return ['basicauth'];
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) fail('auth.type', 'must name at least one authentication type.');
  const types = list.map((item) =>
    typeof item === 'string' && known.includes(item)
      ? item
      : fail('auth.type', `must be one of ${known.join(', ')}; got "${String(item)}".`)
  );
  if (new Set(types).size !== types.length) fail('auth.type', 'lists a type twice.');
  return types;
}

/** The auth section: one type, or several with multiple_auth_enabled (only the methods that say they combine mix). */
function readAuth(
  section: SecurityConfigSection['auth'],
  methods: readonly SignInMethod[]
): SecurityPluginConfig['auth'] {
  const { all, combining: MULTI_AUTH_TYPES } = authTypesOf(methods);
  const types = readAuthTypes(section.type, all);
  const multiple = section.multiple_auth_enabled;
  if (types.length > 1) {
    if (!multiple) {
      fail('auth.multiple_auth_enabled', `must be true when ${SECTION}.auth.type lists ${types.length} types.`);
    }
    const alone = types.find((type) => !MULTI_AUTH_TYPES.includes(type));
    if (alone) {
      fail('auth.type', `"${alone}" cannot be combined with other types; only ${MULTI_AUTH_TYPES.join(', ')} can.`);
    }
  }
  const redirect = section.default_redirect_auth_type.trim();
  if (redirect) {
    const method = methods.find((candidate) => candidate.authType === redirect);
    if (!types.includes(redirect) || !method?.autoLoginPath) {
      const sso = types.filter((type) => methods.find((m) => m.authType === type)?.autoLoginPath);
      fail(
        'auth.default_redirect_auth_type',
        `must be a single sign-on type of ${SECTION}.auth.type (${sso.join(', ') || 'none configured'}); got "${redirect}".`
      );
    }
  }
  return {
    type: types[0],
    types,
    logout_url: section.logout_url,
    auto_login: section.auto_login,
    default_redirect_auth_type: redirect,
    multiple_auth_enabled: multiple,
    anonymous_auth_enabled: section.anonymous_auth_enabled,
  };
}

/** An absolute http(s) URL, or empty when `required` is false. */
function checkUrl(path: string, raw: string, required: boolean): string {
  const value = raw.trim();
  if (!value) {
    if (required) fail(path, `is required when ${SECTION}.auth.type includes openid.`);
    return '';
  }
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    fail(path, `must be an absolute http or https URL; got "${value}".`);
  }
  return value;
}

function readOpenId(openid: SecurityConfigSection['openid'], enabled: boolean): SecurityPluginConfig['openid'] {
  if (enabled && !openid.client_id.trim()) {
    fail('openid.client_id', `is required when ${SECTION}.auth.type includes openid.`);
  }
  if (enabled && !openid.scope.split(/\s+/).includes('openid')) {
    fail('openid.scope', `must include "openid"; got "${openid.scope}".`);
  }
  return {
    ...openid,
    connect_url: checkUrl('openid.connect_url', openid.connect_url, enabled),
    base_redirect_url: checkUrl('openid.base_redirect_url', openid.base_redirect_url, false).replace(/\/+$/, ''),
    logout_url: checkUrl('openid.logout_url', openid.logout_url, false),
  };
}

function readJwt(jwt: SecurityConfigSection['jwt']): SecurityPluginConfig['jwt'] {
  for (const key of ['url_param', 'header'] as const) {
    if (!/^[A-Za-z0-9_.-]+$/.test(jwt[key]))
      fail(`jwt.${key}`, `must be a header or parameter name; got "${jwt[key]}".`);
  }
  return jwt;
}

function readProxyCache(section: SecurityConfigSection['proxycache']): SecurityPluginConfig['proxycache'] {
  const header = (key: 'user_header' | 'roles_header' | 'proxy_header') => {
    const value = section[key].trim().toLowerCase();
    if (value && !/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(value)) {
      fail(`proxycache.${key}`, `must be an HTTP header name; got "${value}".`);
    }
    return value;
  };
  const ip = section.proxy_header_ip.trim();
  if (ip && isIP(ip) === 0) fail('proxycache.proxy_header_ip', `must be an IP address; got "${ip}".`);
  return {
    user_header: header('user_header'),
    roles_header: header('roles_header'),
    proxy_header: header('proxy_header') || 'x-forwarded-for',
    proxy_header_ip: ip,
    login_endpoint: checkUrl('proxycache.login_endpoint', section.login_endpoint, false),
  };
}

/**
 * The `opensearch_security` section read through its schema (config_schema.ts: defaults, types,
 * unknown keys refused), then checked across keys. `cookie.password` is returned as written: see
 * `resolveCookiePassword` (session/cookie_key.ts).
 */
export function parseSecurityConfig(
  raw: unknown,
  methods: readonly SignInMethod[] = DEFAULT_SIGN_IN_METHODS
): SecurityPluginConfig {
  const doc = readConfig(securityConfigSchema, raw, SECTION, (message) => new SecurityConfigError(message));
  const auth = readAuth(doc.auth, methods);
  if (doc.cookie.isSameSite === 'None' && !doc.cookie.secure) {
    // Browsers drop a SameSite=None cookie that is not Secure: nobody could stay logged in.
    fail('cookie.isSameSite', `"None" needs ${SECTION}.cookie.secure: true.`);
  }
  const regex = doc.restapi.password_validation_regex;
  if (regex) {
    try {
      compilePasswordRegex(regex);
    } catch (error) {
      fail('restapi.password_validation_regex', `is not a valid regular expression: ${(error as Error).message}`);
    }
  }
  if (doc.login.max_lockout_ms < doc.login.window_ms) {
    fail('login.max_lockout_ms', `must be at least [${SECTION}.login.window_ms] (${doc.login.window_ms}).`);
  }
  const cookie = {
    ...doc.cookie,
    secure: doc.cookie.secure ?? false,
    secureConfigured: doc.cookie.secure !== undefined,
  };
  const login = {
    ...doc.login,
    // Unset, it is never below max_failures: a config that raised only that one keeps starting.
    max_failures_global: doc.login.max_failures_global ?? Math.max(DEFAULT_MAX_FAILURES_GLOBAL, doc.login.max_failures),
  };
  // The global count includes the per-address one: below it, a name would lock everywhere first.
  if (login.max_failures_global < login.max_failures) {
    fail('login.max_failures_global', `must be at least [${SECTION}.login.max_failures] (${login.max_failures}).`);
  }
  return {
    ...doc,
    // What the login page and the log-out controls draw, from the methods' own declarations.
    ui: { ...doc.ui, login_state: loginStateOf({ auth, ui: doc.ui }, methods) },
    cookie,
    login,
    auth,
    audit: readAuditSettings(doc.audit, fail),
    openid: readOpenId(doc.openid, auth.types.includes('openid')),
    jwt: readJwt(doc.jwt),
    proxycache: readProxyCache(doc.proxycache),
  };
}

/** The part of the configuration the browser receives (SPEC section 3, "Configuration read"). */
export function publicConfigOf(config: SecurityPluginConfig): PublicSecurityConfig {
  // Named one by one, so the compiler checks the server's type against the browser's.
  const shown: PublicSecurityConfig = {
    multitenancy: config.multitenancy,
    auth: config.auth,
    ui: config.ui,
    readonly_mode: config.readonly_mode,
    clusterPermissions: config.clusterPermissions,
    indexPermissions: config.indexPermissions,
    disabledTransportCategories: config.disabledTransportCategories,
    disabledRestCategories: config.disabledRestCategories,
  };
  return structuredClone(shown);
}

/** The password rule for new passwords: the configured regex and message, or the built-in rule. */
export function passwordPolicyOf(config: SecurityPluginConfig): PasswordPolicy {
  const { password_validation_regex: regex, password_validation_error_message: message } = config.restapi;
  return regex ? { regex: compilePasswordRegex(regex), message } : { message };
}

/**
 * OpenSearch checks the regex with Java's `matches()`, which must cover the whole password, so it
 * is anchored here. Unicode mode is tried first; a Java pattern with escapes it refuses (`\_`)
 * still compiles without it.
 */
export function compilePasswordRegex(source: string): RegExp {
  const anchored = `^(?:${source})$`;
  try {
    return new RegExp(anchored, 'u');
  } catch {
    return new RegExp(anchored);
  }
}

/**
 * The built-in rule written as a regex, for callers that want one (`/api/v1/auth/dashboardsinfo`):
 * 8 characters or more with an upper- and a lower-case letter, a digit and a special character.
 */
export const BUILT_IN_PASSWORD_REGEX = '^(?=.*\\p{Lu})(?=.*\\p{Ll})(?=.*\\p{Nd})(?=.*[^\\p{L}\\p{Nd}\\s]).{8,}$';
