/**
 * `opensearch_security.*` of config/dashboards.yml: every key, its type and its default. Core
 * refuses any key not declared here; config.ts adds the checks across keys (auth types that
 * combine, openid's required settings, URLs, header names, the password regex).
 */
import { Type, type Static } from '@sinclair/typebox';
import { SecretString } from '../../../core/server';
import { DEFAULT_READONLY_ROLES, DEFAULT_REST_API_ROLES } from '../common/constants';
import { PASSWORD_INSTRUCTION } from '../common/password_rules';

export const DEFAULT_OPENID_SCOPE = 'openid profile email address phone';
export const DEFAULT_SSO_BUTTON_NAME = 'Log in with single sign-on';

const text = (fallback: string) => Type.String({ default: fallback });
const flag = (fallback: boolean) => Type.Boolean({ default: fallback });
const strings = (fallback: readonly string[] = []) => Type.Array(Type.String(), { default: [...fallback] });
const positive = (fallback: number) => Type.Integer({ minimum: 1, default: fallback });
const buttonName = (fallback: string) => Type.Object({ login: Type.Object({ buttonname: text(fallback) }) });

/** One audit sink of `audit.sinks` (config.ts checks the host, the port and the CA file). */
export const auditSinkSchema = Type.Object({
  type: Type.Literal('syslog', { description: 'The sink type: syslog (RFC 5424).' }),
  host: Type.String({ minLength: 1, description: "The syslog receiver's host name or address." }),
  port: Type.Integer({ minimum: 1, maximum: 65535, description: "The receiver's port." }),
  protocol: Type.Union([Type.Literal('tcp'), Type.Literal('tls'), Type.Literal('udp')], {
    default: 'tcp',
    description: 'tcp and tls frame messages by octet counting (RFC 6587); udp sends one datagram per event.',
  }),
  ca: Type.String({ default: '', description: "tls: a PEM file of the CA that signed the receiver's certificate." }),
  facility: Type.String({
    default: 'authpriv',
    description: 'The syslog facility: a name (authpriv, local0…) or 0 to 23.',
  }),
  max_queued: Type.Integer({
    minimum: 1,
    default: 10_000,
    description: 'Events kept in the store while the receiver is down; beyond it the oldest are dropped (and counted).',
  }),
});

/** Failed logins of one user name from every address before it is locked everywhere. */
export const DEFAULT_MAX_FAILURES_GLOBAL = 50;

export const securityConfigSchema = Type.Object({
  multitenancy: Type.Object({
    enabled: flag(true),
    tenants: Type.Object({ enable_global: flag(true), enable_private: flag(true), preferred: strings() }),
  }),
  auth: Type.Object({
    // One type or a list; config.ts words the messages (which types exist, which combine).
    type: Type.Unknown({ default: 'basicauth', rawValue: true }),
    multiple_auth_enabled: flag(false),
    anonymous_auth_enabled: flag(false),
    logout_url: text(''),
  }),
  ui: Type.Object({
    autologout: flag(true),
    openid: buttonName(DEFAULT_SSO_BUTTON_NAME),
    saml: buttonName(DEFAULT_SSO_BUTTON_NAME),
    anonymous: buttonName('Log in as anonymous'),
    basicauth: Type.Object({
      login: Type.Object({
        title: text('Log in to OpenSearch Dashboards'),
        subtitle: text('If you have lost your user name or password, ask your administrator.'),
        showbrandimage: flag(true),
        brandimage: text(''),
        buttonstyle: text(''),
      }),
    }),
  }),
  readonly_mode: Type.Object({ roles: strings(DEFAULT_READONLY_ROLES) }),
  clusterPermissions: Type.Object({ include: strings() }),
  indexPermissions: Type.Object({ include: strings() }),
  disabledTransportCategories: Type.Object({ exclude: strings() }),
  disabledRestCategories: Type.Object({ exclude: strings() }),
  cookie: Type.Object({
    name: text('security_authentication'),
    // Empty: a random key kept in the data dir (session/cookie_key.ts).
    password: SecretString({ default: '' }),
    // Unset: false, or true with core's TLS on (plugin.ts), where an explicit false is refused.
    secure: Type.Optional(Type.Boolean()),
    isSameSite: Type.Union([Type.Literal('Strict'), Type.Literal('Lax'), Type.Literal('None')], { default: 'Lax' }),
  }),
  session: Type.Object({
    ttl: positive(3_600_000),
    lifespan: positive(28_800_000),
    keepalive: flag(true),
    max_sessions: Type.Optional(Type.Integer({ minimum: 1 })),
  }),
  login: Type.Object({
    max_failures: positive(5),
    window_ms: positive(15 * 60_000),
    max_failures_per_address: positive(100),
    // Unset: the larger of 50 and max_failures (config.ts), so raising max_failures alone keeps starting.
    max_failures_global: Type.Optional(Type.Integer({ minimum: 1 })),
    max_lockout_ms: positive(24 * 60 * 60_000),
  }),
  openid: Type.Object({
    connect_url: text(''),
    client_id: text(''),
    client_secret: SecretString({ default: '' }),
    scope: text(DEFAULT_OPENID_SCOPE),
    base_redirect_url: text(''),
    logout_url: text(''),
    refresh_tokens: flag(true),
    root_ca: text(''),
    verify_hostnames: flag(true),
  }),
  jwt: Type.Object({ url_param: text('authorization'), header: text('Authorization') }),
  proxycache: Type.Object({
    user_header: text(''),
    roles_header: text(''),
    proxy_header: text('x-forwarded-for'),
    proxy_header_ip: text(''),
    login_endpoint: text(''),
  }),
  api_tokens: Type.Object({
    enabled: flag(true),
    // A year, as upstream's longest preset allows.
    max_duration_seconds: positive(31_536_000),
    // As upstream: unexpired tokens one user may hold at once (400 beyond it).
    max_per_user: positive(100),
  }),
  restapi: Type.Object({
    roles_enabled: strings(DEFAULT_REST_API_ROLES),
    password_validation_regex: text(''),
    password_validation_error_message: text(PASSWORD_INSTRUCTION),
  }),
  alerts: Type.Object({
    enabled: flag(true),
    // One check a minute by default; tests and small setups may check more often.
    check_interval_ms: Type.Integer({ minimum: 1000, maximum: 3_600_000, default: 60_000 }),
    // Webhooks reach public addresses only, unless a host name or CIDR is listed here (`*`: any).
    webhook: Type.Object({ allowed_hosts: strings() }),
  }),
  audit: Type.Object({
    retention: Type.Object({
      max_age: Type.String({
        default: '',
        description:
          'How long audit events are kept: a number and a unit (s, m, h, d, w), e.g. 90d. Empty: no age limit. Older events and roll-ups are deleted in the background.',
      }),
      max_events: Type.Integer({
        minimum: 0,
        default: 0,
        description: 'At most this many audit events are kept (the oldest are deleted first). 0: no count limit.',
      }),
      check_interval_ms: Type.Integer({
        minimum: 1000,
        maximum: 86_400_000,
        default: 600_000,
        description: 'How often one process per store deletes what retention no longer keeps.',
      }),
    }),
    // Each entry is checked against auditSinkSchema by config.ts (the reader checks no list of maps).
    sinks: Type.Array(Type.Unknown(), {
      default: [],
      rawValue: true,
      description:
        'Where audit events are shipped besides the store: [{type: syslog, host, port, protocol: tcp|tls|udp, ca, facility, max_queued}].',
    }),
  }),
});

export type SecurityConfigDocument = Static<typeof securityConfigSchema>;
