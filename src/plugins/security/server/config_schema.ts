/**
 * `opensearch_security.*` of config/dashboards.yml: every key, its type and its default. Core
 * refuses any key not declared here; config.ts adds the checks across keys (auth types that
 * combine, openid's required settings, URLs, header names, the password regex) and gives the
 * plugin its one config type, `SecurityPluginConfig`, derived from this schema.
 */
import type { AuditSettings } from '../common/audit_retention';
import { Type, type Static } from '@sinclair/typebox';
import { SecretString, type ConfigDeprecation } from '../../../core/server';
import type { AuthType } from '../common/config';
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

const PORT_MESSAGE = 'must be a port number from 0 to 65535.';

export const securityConfigSchema = Type.Object({
  backend: Type.Union([Type.Literal('embedded'), Type.Literal('opensearch')], {
    default: 'embedded',
    description:
      'Where the security configuration lives: embedded (the store: SQLite in path.data, or PostgreSQL) or opensearch (a cluster at opensearch.hosts).',
    errorMessage: 'must be "embedded" or "opensearch".',
  }),
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
    auto_login: Type.Boolean({
      default: false,
      description:
        'With exactly one single sign-on method configured (openid, saml, kerberos…), /app/login sends the browser straight to it; /app/login?auto_login=false shows the page.',
    }),
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
  application_permissions: Type.Object({
    enabled: Type.Boolean({
      default: false,
      description:
        "Roles' application_permissions decide which apps a user sees and opens, and whether read-only (issue 41); off: every app, as before.",
    }),
  }),
  clusterPermissions: Type.Object({ include: strings() }),
  indexPermissions: Type.Object({ include: strings() }),
  disabledTransportCategories: Type.Object({ exclude: strings() }),
  disabledRestCategories: Type.Object({ exclude: strings() }),
  cookie: Type.Object({
    name: text('security_authentication'),
    // HMAC key sealing the session id. Empty: a random key kept in the data dir (session/cookie_key.ts).
    password: SecretString({ default: '' }),
    // Unset: false, or true with core's TLS on (plugin.ts), where an explicit false is refused.
    secure: Type.Optional(Type.Boolean()),
    isSameSite: Type.Union([Type.Literal('Strict'), Type.Literal('Lax'), Type.Literal('None')], { default: 'Lax' }),
  }),
  session: Type.Object({
    idle_timeout: Type.Integer({
      minimum: 1,
      default: 3_600_000,
      description:
        'Idle timeout (ms): a session unused this long ends. Requests the page marks as background (osd-system-request: true) never extend it. Old name: session.ttl.',
    }),
    lifespan: Type.Integer({
      minimum: 1,
      default: 28_800_000,
      description: "Absolute lifespan (ms) from login, whatever the activity, for every provider's session.",
    }),
    keepalive: Type.Boolean({ default: true, description: 'When false, activity does not extend the idle timeout.' }),
    max_concurrent: Type.Integer({
      minimum: 0,
      default: 0,
      errorMessage: 'must be a whole number: 0 (no limit) or more.',
      description:
        "Sessions one user may hold at once; a login beyond it ends that user's oldest (audited, the user told why at the login page). 0: no limit. Old name: session.max_sessions.",
    }),
  }),
  login: Type.Object({
    // Failed logins of one user name from one address (in a row, within the window) before the
    // name is locked out there for `window_ms`; each further failure after a lock-out doubles the
    // wait, up to `max_lockout_ms`.
    max_failures: positive(5),
    window_ms: positive(15 * 60_000),
    // Failed logins from one client address within the window, whatever the user names, before
    // the address is locked out for the rest of the window. Much higher than `max_failures`, so
    // one user's typos behind a shared address (an office NAT) lock out only that user name.
    max_failures_per_address: positive(100),
    // Failed logins of one user name from all addresses together before it is locked out from
    // every address (same doubling): one attacker's wrong passwords cannot keep the real user
    // out, while guessing from many addresses stays capped. Unset: the larger of 50 and
    // max_failures (config.ts), so raising max_failures alone keeps starting.
    max_failures_global: Type.Optional(Type.Integer({ minimum: 1 })),
    // The longest a user name is locked out, however many failures it collected.
    max_lockout_ms: positive(24 * 60 * 60_000),
  }),
  mfa: Type.Object({
    required_for_roles: Type.Array(Type.String(), {
      default: [],
      description:
        'Users mapped to one of these roles must set up two-step verification at their next login before reaching any page or API.',
    }),
    step_up_seconds: Type.Integer({
      minimum: 1,
      default: 300,
      description:
        'Security configuration writes by a user with a second factor need a factor check within this many seconds (else 403 with step_up_required).',
    }),
    webauthn: Type.Object({
      enabled: Type.Boolean({
        default: true,
        description:
          'Internal users may register security keys and passkeys (account menu) and use them as a second factor.',
      }),
      passkey_login: Type.Boolean({
        default: false,
        description:
          'The login page offers "Sign in with a passkey": a discoverable credential with user verification signs in alone.',
      }),
      rp_id: Type.String({
        default: '',
        description:
          "The WebAuthn relying party id (a domain, e.g. example.com). Empty: the host name of the request's Host header.",
      }),
      rp_name: Type.String({
        default: 'OpenSearch Dashboards',
        minLength: 1,
        description: 'The relying party name authenticators show when a key is registered.',
      }),
      origins: Type.Array(Type.String({ minLength: 1 }), {
        default: [],
        description:
          'The origins (scheme://host[:port]) assertions may come from, e.g. behind a proxy. Empty: the scheme this server serves and the Host header.',
      }),
      user_verification: Type.Union(
        [Type.Literal('required'), Type.Literal('preferred'), Type.Literal('discouraged')],
        {
          default: 'preferred',
          description:
            'Whether the authenticator must verify its user (PIN, biometrics) when used as a second factor; required refuses assertions without it. Passkey sign-in always requires it.',
          errorMessage: 'must be "required", "preferred" or "discouraged".',
        }
      ),
      timeout_seconds: Type.Integer({
        minimum: 10,
        maximum: 600,
        default: 120,
        description: 'How long a registration or sign-in challenge stays valid (it is also used only once).',
      }),
    }),
  }),
  // Dashboards-side OpenID Connect client settings (the provider side is config.yml's openid domain).
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
  // The acceptor side of Kerberos / SPNEGO (config.yml's kerberos domain): the names OpenSearch
  // uses in opensearch.yml. Empty: the system's defaults (/etc/krb5.conf, /etc/krb5.keytab).
  kerberos: Type.Object({
    krb5_filepath: Type.String({
      default: '',
      description: 'The krb5.conf the Kerberos acceptor reads (realms, clock skew); empty: the system default.',
    }),
    acceptor_keytab_filepath: Type.String({
      default: '',
      description: "The keytab holding the service principal's keys (HTTP/host); empty: the system default.",
    }),
    acceptor_principal: Type.String({
      default: '',
      description:
        'The service principal tickets must be for (HTTP/host or HTTP/host@REALM); empty: any principal in the keytab.',
    }),
  }),
  // As upstream's `opensearch_security.proxycache.*`: the headers read from the request (empty:
  // config.yml's proxy domain decides), the forwarded-for header that names the client behind the
  // trusted proxy, this server's own address in that chain, and where a visitor the proxy did
  // not vouch for is sent ('' for the login page).
  proxycache: Type.Object({
    user_header: text(''),
    roles_header: text(''),
    proxy_header: text('x-forwarded-for'),
    proxy_header_ip: text(''),
    login_endpoint: text(''),
  }),
  api_tokens: Type.Object({
    // Off: the API tokens page and routes are gone (404) and existing tokens stop working.
    enabled: flag(true),
    // A year, as upstream's longest preset allows.
    max_duration_seconds: positive(31_536_000),
    // As upstream: unexpired tokens one user may hold at once (400 beyond it).
    max_per_user: positive(100),
  }),
  restapi: Type.Object({
    // One list for both listeners: `/api/v1` on the dashboards listener and the REST API's own.
    roles_enabled: strings(DEFAULT_REST_API_ROLES),
    port: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 65535,
        description:
          'Serve the OpenSearch security REST API on a listener of its own at this port (unset: off; 0 picks a free one).',
        errorMessage: PORT_MESSAGE,
      })
    ),
    host: Type.Optional(
      Type.String({ description: 'The address the REST API listener binds to (unset: server.host).' })
    ),
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

/** The section as the schema reads it (defaults in, before config.ts's checks across keys). */
export type SecurityConfigSection = Static<typeof securityConfigSchema>;

/**
 * The security plugin's one config type (what `config.get()` returns): the section as read, with
 * what config.ts's `parseSecurityConfig` settles across keys. Secrets are core's `Secret`
 * (`reveal()` gives the value; it prints as `[redacted]`).
 */
export type SecurityPluginConfig = Omit<SecurityConfigSection, 'auth' | 'cookie' | 'login' | 'audit'> & {
  auth: Omit<SecurityConfigSection['auth'], 'type'> & {
    /** The first (or only) configured type. */
    type: AuthType;
    /** Every configured type, in the order written (`auth.type` may be a list). */
    types: AuthType[];
  };
  cookie: Omit<SecurityConfigSection['cookie'], 'secure'> & {
    /** Unset in the yml: false, or true with core's TLS on (plugin.ts). */
    secure: boolean;
    /** Whether the yml sets `cookie.secure` itself (with core's TLS on, an explicit false is refused). */
    secureConfigured: boolean;
  };
  /** Unset, `max_failures_global` is the larger of 50 and `max_failures`. */
  login: Omit<SecurityConfigSection['login'], 'max_failures_global'> & { max_failures_global: number };
  /** Retention and sinks, checked and with defaults (audit/audit_settings.ts). */
  audit: AuditSettings;
};

/**
 * Keys that moved into this section from core's (`security.*`, before issue 38): still read, with
 * a warning at start naming the new key; when both are set the new one wins. The REST API
 * listener's role list became the one `restapi.roles_enabled` both listeners use.
 */
export const SECURITY_CONFIG_DEPRECATIONS: readonly ConfigDeprecation[] = [
  { oldKey: 'security.backend', newKey: 'opensearch_security.backend' },
  { oldKey: 'security.restApi.port', newKey: 'opensearch_security.restapi.port' },
  { oldKey: 'security.restApi.host', newKey: 'opensearch_security.restapi.host' },
  { oldKey: 'security.restApi.rolesEnabled', newKey: 'opensearch_security.restapi.roles_enabled' },
  // Issue 40: the session policy's keys named for what they are (Kibana's idleTimeout, a cap on concurrent sessions).
  { oldKey: 'opensearch_security.session.ttl', newKey: 'opensearch_security.session.idle_timeout' },
  { oldKey: 'opensearch_security.session.max_sessions', newKey: 'opensearch_security.session.max_concurrent' },
];
