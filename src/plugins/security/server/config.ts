import { isIP } from 'net';
import { ConfigError } from '../../../core/server';
import type { AuthType, PublicSecurityConfig, SecurityConfig } from '../common/config';
import { DEFAULT_READONLY_ROLES, DEFAULT_REST_API_ROLES } from '../common/constants';
import { PASSWORD_INSTRUCTION, type PasswordPolicy } from '../common/password_rules';

/**
 * The `opensearch_security` section is wrong: the server refuses to start. A core ConfigError, so
 * the command line prints just this message, not a stack.
 */
export class SecurityConfigError extends ConfigError {
  constructor(message: string) {
    super(message);
    this.name = 'SecurityConfigError';
  }
}

export const SECTION = 'opensearch_security';

export const AUTH_TYPES: readonly AuthType[] = ['basicauth', 'openid', 'jwt', 'saml', 'proxy'];
/** The types this server can authenticate with today; the others are refused at start. */
export const SUPPORTED_AUTH_TYPES: readonly AuthType[] = ['basicauth', 'openid', 'jwt', 'saml', 'proxy'];
/** The types that may share one login page (as upstream: a form and buttons). */
export const MULTI_AUTH_TYPES: readonly AuthType[] = ['basicauth', 'openid', 'saml'];
export const DEFAULT_OPENID_SCOPE = 'openid profile email address phone';
export const DEFAULT_SSO_BUTTON_NAME = 'Log in with single sign-on';

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

export function defaultSecurityConfig(): SecurityConfig {
  return {
    multitenancy: { enabled: true, tenants: { enable_global: true, enable_private: true, preferred: [] } },
    auth: {
      type: 'basicauth',
      types: ['basicauth'],
      logout_url: '',
      multiple_auth_enabled: false,
      anonymous_auth_enabled: false,
    },
    ui: {
      autologout: true,
      openid: { login: { buttonname: DEFAULT_SSO_BUTTON_NAME } },
      saml: { login: { buttonname: DEFAULT_SSO_BUTTON_NAME } },
      anonymous: { login: { buttonname: 'Log in as anonymous' } },
      basicauth: {
        login: {
          title: 'Log in to OpenSearch Dashboards',
          subtitle: 'If you have lost your user name or password, ask your administrator.',
          showbrandimage: true,
          brandimage: '',
          buttonstyle: '',
        },
      },
    },
    readonly_mode: { roles: [...DEFAULT_READONLY_ROLES] },
    clusterPermissions: { include: [] },
    indexPermissions: { include: [] },
    disabledTransportCategories: { exclude: [] },
    disabledRestCategories: { exclude: [] },
    cookie: { name: 'security_authentication', password: '', secure: false, isSameSite: 'Lax' },
    session: { ttl: 3_600_000, lifespan: 28_800_000, keepalive: true },
    login: {
      max_failures: 5,
      max_failures_global: 50,
      window_ms: 15 * 60_000,
      max_failures_per_address: 100,
      max_lockout_ms: 24 * 60 * 60_000,
    },
    openid: {
      connect_url: '',
      client_id: '',
      client_secret: '',
      scope: DEFAULT_OPENID_SCOPE,
      base_redirect_url: '',
      logout_url: '',
      refresh_tokens: true,
      root_ca: '',
      verify_hostnames: true,
    },
    jwt: { url_param: 'authorization', header: 'Authorization' },
    proxycache: {
      user_header: '',
      roles_header: '',
      proxy_header: 'x-forwarded-for',
      proxy_header_ip: '',
      login_endpoint: '',
    },
    restapi: {
      roles_enabled: [...DEFAULT_REST_API_ROLES],
      password_validation_regex: '',
      password_validation_error_message: PASSWORD_INSTRUCTION,
    },
  };
}

type Doc = Record<string, unknown>;
const isMap = (value: unknown): value is Doc => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Reads typed values under `opensearch_security`; every error names the full key. */
class SectionReader {
  constructor(private readonly doc: Doc) {}

  private get(path: string): unknown {
    let current: unknown = this.doc;
    for (const part of path.split('.')) {
      if (!isMap(current)) return undefined;
      current = current[part];
    }
    return current;
  }

  private fail(path: string, what: string): never {
    throw new SecurityConfigError(`[${SECTION}.${path}] ${what}`);
  }

  string(path: string, fallback: string): string {
    const value = this.get(path);
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'string') this.fail(path, 'must be a string.');
    return value;
  }

  bool(path: string, fallback: boolean): boolean {
    const value = this.get(path);
    if (value === undefined || value === null) return fallback;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    return this.fail(path, 'must be true or false.');
  }

  positiveInteger(path: string, fallback: number): number {
    const value = this.get(path);
    if (value === undefined || value === null) return fallback;
    const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
      this.fail(path, 'must be a whole number greater than 0.');
    }
    return number;
  }

  /** A whole number above 0, or undefined when the key is not set. */
  optionalPositiveInteger(path: string): number | undefined {
    const value = this.get(path);
    if (value === undefined || value === null) return undefined;
    return this.positiveInteger(path, 0);
  }

  stringList(path: string, fallback: string[]): string[] {
    const value = this.get(path);
    if (value === undefined || value === null) return fallback;
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      this.fail(path, 'must be a list of strings.');
    }
    return [...(value as string[])];
  }

  oneOf<T extends string>(path: string, allowed: readonly T[], fallback: T): T {
    const value = this.string(path, fallback);
    if (!allowed.includes(value as T)) this.fail(path, `must be one of ${allowed.join(', ')}; got "${value}".`);
    return value as T;
  }
}

function readAuthTypes(raw: Doc): AuthType[] {
  // `types` is what a parse answers (the list in full): parsing a parsed section gives it back.
  const value = isMap(raw.auth) ? (Array.isArray(raw.auth.types) ? raw.auth.types : raw.auth.type) : undefined;
  if (value === '' || value === undefined || value === null) return ['basicauth'];
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0)
    throw new SecurityConfigError(`[${SECTION}.auth.type] must name at least one authentication type.`);
  const types = list.map((item) =>
    new SectionReader({ auth: { type: item } }).oneOf('auth.type', AUTH_TYPES, 'basicauth')
  );
  for (const type of types) {
    if (!SUPPORTED_AUTH_TYPES.includes(type)) {
      throw new SecurityConfigError(
        `[${SECTION}.auth.type] "${type}" is not supported by this server yet; use ${SUPPORTED_AUTH_TYPES.join(', ')}.`
      );
    }
  }
  if (new Set(types).size !== types.length) throw new SecurityConfigError(`[${SECTION}.auth.type] lists a type twice.`);
  return types;
}

/** The auth section: one type, or several with multiple_auth_enabled (as upstream, only form, openid and saml mix). */
function readAuth(r: SectionReader, raw: Doc): SecurityConfig['auth'] {
  const types = readAuthTypes(raw);
  const multiple = r.bool('auth.multiple_auth_enabled', false);
  if (types.length > 1) {
    if (!multiple) {
      throw new SecurityConfigError(
        `[${SECTION}.auth.multiple_auth_enabled] must be true when ${SECTION}.auth.type lists ${types.length} types.`
      );
    }
    const alone = types.find((type) => !MULTI_AUTH_TYPES.includes(type));
    if (alone) {
      throw new SecurityConfigError(
        `[${SECTION}.auth.type] "${alone}" cannot be combined with other types; only ${MULTI_AUTH_TYPES.join(', ')} can.`
      );
    }
  }
  return {
    type: types[0],
    types,
    logout_url: r.string('auth.logout_url', ''),
    multiple_auth_enabled: multiple,
    anonymous_auth_enabled: r.bool('auth.anonymous_auth_enabled', false),
  };
}

/** An absolute http(s) URL, or empty when `required` is false. */
function readUrl(r: SectionReader, path: string, required: boolean): string {
  const value = r.string(path, '').trim();
  if (!value) {
    if (required)
      throw new SecurityConfigError(`[${SECTION}.${path}] is required when ${SECTION}.auth.type includes openid.`);
    return '';
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SecurityConfigError(`[${SECTION}.${path}] must be an absolute http or https URL; got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SecurityConfigError(`[${SECTION}.${path}] must be an absolute http or https URL; got "${value}".`);
  }
  return value;
}

function readOpenId(r: SectionReader, d: SecurityConfig['openid'], enabled: boolean): SecurityConfig['openid'] {
  const clientId = r.string('openid.client_id', d.client_id);
  if (enabled && !clientId.trim()) {
    throw new SecurityConfigError(
      `[${SECTION}.openid.client_id] is required when ${SECTION}.auth.type includes openid.`
    );
  }
  const scope = r.string('openid.scope', d.scope);
  if (enabled && !scope.split(/\s+/).includes('openid')) {
    throw new SecurityConfigError(`[${SECTION}.openid.scope] must include "openid"; got "${scope}".`);
  }
  return {
    connect_url: readUrl(r, 'openid.connect_url', enabled),
    client_id: clientId,
    client_secret: r.string('openid.client_secret', d.client_secret),
    scope,
    base_redirect_url: readUrl(r, 'openid.base_redirect_url', false).replace(/\/+$/, ''),
    logout_url: readUrl(r, 'openid.logout_url', false),
    refresh_tokens: r.bool('openid.refresh_tokens', d.refresh_tokens),
    root_ca: r.string('openid.root_ca', d.root_ca),
    verify_hostnames: r.bool('openid.verify_hostnames', d.verify_hostnames),
  };
}

function readJwt(r: SectionReader, d: SecurityConfig['jwt']): SecurityConfig['jwt'] {
  const jwt = { url_param: r.string('jwt.url_param', d.url_param), header: r.string('jwt.header', d.header) };
  for (const key of ['url_param', 'header'] as const) {
    if (!/^[A-Za-z0-9_.-]+$/.test(jwt[key])) {
      throw new SecurityConfigError(`[${SECTION}.jwt.${key}] must be a header or parameter name; got "${jwt[key]}".`);
    }
  }
  return jwt;
}

function readProxyCache(r: SectionReader, d: SecurityConfig['proxycache']): SecurityConfig['proxycache'] {
  const header = (key: 'user_header' | 'roles_header' | 'proxy_header') => {
    const value = r.string(`proxycache.${key}`, d[key]).trim().toLowerCase();
    if (value && !/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(value)) {
      throw new SecurityConfigError(`[${SECTION}.proxycache.${key}] must be an HTTP header name; got "${value}".`);
    }
    return value;
  };
  const ip = r.string('proxycache.proxy_header_ip', d.proxy_header_ip).trim();
  if (ip && isIP(ip) === 0) {
    throw new SecurityConfigError(`[${SECTION}.proxycache.proxy_header_ip] must be an IP address; got "${ip}".`);
  }
  return {
    user_header: header('user_header'),
    roles_header: header('roles_header'),
    proxy_header: header('proxy_header') || d.proxy_header,
    proxy_header_ip: ip,
    login_endpoint: readUrl(r, 'proxycache.login_endpoint', false),
  };
}

/**
 * The `opensearch_security` section with defaults filled in. Unknown keys are ignored (an
 * opensearch_dashboards.yml carries many this server does not use); known keys of the wrong
 * type or out of range are refused. `cookie.password` is returned as written: see
 * `resolveCookiePassword` (session/cookie_key.ts).
 */
export function parseSecurityConfig(raw: unknown): SecurityConfig {
  if (raw !== undefined && raw !== null && !isMap(raw)) throw new SecurityConfigError(`[${SECTION}] must be a map.`);
  const doc: Doc = isMap(raw) ? raw : {};
  const r = new SectionReader(doc);
  const d = defaultSecurityConfig();
  const login = d.ui.basicauth.login;

  const auth = readAuth(r, doc);
  const sameSite = r.oneOf('cookie.isSameSite', ['Strict', 'Lax', 'None'] as const, d.cookie.isSameSite);
  const secure = r.bool('cookie.secure', d.cookie.secure);
  if (sameSite === 'None' && !secure) {
    // Browsers drop a SameSite=None cookie that is not Secure: nobody could stay logged in.
    throw new SecurityConfigError(`[${SECTION}.cookie.isSameSite] "None" needs ${SECTION}.cookie.secure: true.`);
  }
  const regex = r.string('restapi.password_validation_regex', d.restapi.password_validation_regex);
  if (regex) {
    try {
      compilePasswordRegex(regex);
    } catch (error) {
      throw new SecurityConfigError(
        `[${SECTION}.restapi.password_validation_regex] is not a valid regular expression: ${(error as Error).message}`
      );
    }
  }

  return {
    multitenancy: {
      enabled: r.bool('multitenancy.enabled', d.multitenancy.enabled),
      tenants: {
        enable_global: r.bool('multitenancy.tenants.enable_global', d.multitenancy.tenants.enable_global),
        enable_private: r.bool('multitenancy.tenants.enable_private', d.multitenancy.tenants.enable_private),
        preferred: r.stringList('multitenancy.tenants.preferred', d.multitenancy.tenants.preferred),
      },
    },
    auth,
    ui: {
      autologout: r.bool('ui.autologout', d.ui.autologout),
      openid: { login: { buttonname: r.string('ui.openid.login.buttonname', d.ui.openid.login.buttonname) } },
      saml: { login: { buttonname: r.string('ui.saml.login.buttonname', d.ui.saml.login.buttonname) } },
      anonymous: { login: { buttonname: r.string('ui.anonymous.login.buttonname', d.ui.anonymous.login.buttonname) } },
      basicauth: {
        login: {
          title: r.string('ui.basicauth.login.title', login.title),
          subtitle: r.string('ui.basicauth.login.subtitle', login.subtitle),
          showbrandimage: r.bool('ui.basicauth.login.showbrandimage', login.showbrandimage),
          brandimage: r.string('ui.basicauth.login.brandimage', login.brandimage),
          buttonstyle: r.string('ui.basicauth.login.buttonstyle', login.buttonstyle),
        },
      },
    },
    readonly_mode: { roles: r.stringList('readonly_mode.roles', d.readonly_mode.roles) },
    clusterPermissions: { include: r.stringList('clusterPermissions.include', []) },
    indexPermissions: { include: r.stringList('indexPermissions.include', []) },
    disabledTransportCategories: { exclude: r.stringList('disabledTransportCategories.exclude', []) },
    disabledRestCategories: { exclude: r.stringList('disabledRestCategories.exclude', []) },
    cookie: {
      name: r.string('cookie.name', d.cookie.name),
      password: r.string('cookie.password', d.cookie.password),
      secure,
      isSameSite: sameSite,
    },
    session: {
      ttl: r.positiveInteger('session.ttl', d.session.ttl),
      lifespan: r.positiveInteger('session.lifespan', d.session.lifespan),
      keepalive: r.bool('session.keepalive', d.session.keepalive),
      ...optional('max_sessions', r.optionalPositiveInteger('session.max_sessions')),
    },
    login: readLogin(r, d.login),
    openid: readOpenId(r, d.openid, auth.types.includes('openid')),
    jwt: readJwt(r, d.jwt),
    proxycache: readProxyCache(r, d.proxycache),
    restapi: {
      roles_enabled: r.stringList('restapi.roles_enabled', d.restapi.roles_enabled),
      password_validation_regex: regex,
      password_validation_error_message: r.string(
        'restapi.password_validation_error_message',
        d.restapi.password_validation_error_message
      ),
    },
  };
}

/** `{ [key]: value }`, or nothing when the value is not set (the parsed config has no undefined keys). */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function readLogin(r: SectionReader, d: SecurityConfig['login']): SecurityConfig['login'] {
  const maxFailures = r.positiveInteger('login.max_failures', d.max_failures);
  const login = {
    max_failures: maxFailures,
    // Unset, it is never below max_failures: a config that raised only that one keeps starting.
    max_failures_global: r.positiveInteger('login.max_failures_global', Math.max(d.max_failures_global, maxFailures)),
    window_ms: r.positiveInteger('login.window_ms', d.window_ms),
    max_failures_per_address: r.positiveInteger('login.max_failures_per_address', d.max_failures_per_address),
    max_lockout_ms: r.positiveInteger('login.max_lockout_ms', d.max_lockout_ms),
  };
  // The global count includes the per-address one: below it, a name would lock everywhere first.
  if (login.max_failures_global < login.max_failures) {
    throw new SecurityConfigError(
      `[${SECTION}.login.max_failures_global] must be at least [${SECTION}.login.max_failures] (${login.max_failures}).`
    );
  }
  if (login.max_lockout_ms < login.window_ms) {
    throw new SecurityConfigError(
      `[${SECTION}.login.max_lockout_ms] must be at least [${SECTION}.login.window_ms] (${login.window_ms}).`
    );
  }
  return login;
}

/** The part of the configuration the browser receives (SPEC section 3, "Configuration read"). */
export function publicConfigOf(config: SecurityConfig): PublicSecurityConfig {
  return Object.fromEntries(
    PUBLIC_CONFIG_KEYS.map((key) => [key, structuredClone(config[key])])
  ) as unknown as PublicSecurityConfig;
}

/** The password rule for new passwords: the configured regex and message, or the built-in rule. */
export function passwordPolicyOf(config: SecurityConfig): PasswordPolicy {
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
