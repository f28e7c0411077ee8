/**
 * `opensearch_security.*` of config/dashboards.yml: every key, its type and its default. Core
 * refuses any key not declared here; config.ts adds the checks across keys (auth types that
 * combine, openid's required settings, URLs, header names, the password regex) and gives the
 * plugin its one config type, `SecurityPluginConfig`, derived from this schema.
 */
import type { AuditSettings } from '../common/audit_retention';
import { Type, type Static } from '@sinclair/typebox';
import type { ConfigDeprecation } from '../../../core/server';
import type { AuthType } from '../common/config';
import type { LoginState } from '../common/login_state';
import {
  alertsSchema,
  applicationPermissionsSchema,
  auditSchema,
  listSections,
  multitenancySchema,
  resourceSharingSchema,
  restapiSchema,
} from './config_schema_administration';
import {
  apiTokensSchema,
  cookieSchema,
  loginSchema,
  mfaSchema,
  onBehalfOfSchema,
  sessionSchema,
} from './config_schema_sessions';
import {
  authSchema,
  jwtSchema,
  kerberosSchema,
  openidSchema,
  proxycacheSchema,
  uiSchema,
} from './config_schema_sign_in';

export { auditSinkSchema } from './config_schema_administration';
export { DEFAULT_MAX_FAILURES_GLOBAL } from './config_schema_sessions';
export { DEFAULT_OPENID_SCOPE, DEFAULT_SSO_BUTTON_NAME } from './config_schema_sign_in';

// The sections live in config_schema_{sign_in,sessions,administration}.ts; the order here is the
// order of the configuration reference (docs/configuration.md).
export const securityConfigSchema = Type.Object(
  {
    backend: Type.Union([Type.Literal('embedded'), Type.Literal('opensearch')], {
      default: 'embedded',
      description:
        "Where the security configuration lives: embedded (the store: SQLite in path.data, or PostgreSQL) or opensearch (a cluster's security index, at opensearch.hosts).",
      errorMessage: 'must be "embedded" or "opensearch".',
    }),
    multitenancy: multitenancySchema,
    resource_sharing: resourceSharingSchema,
    auth: authSchema,
    ui: uiSchema,
    readonly_mode: listSections.readonly_mode,
    application_permissions: applicationPermissionsSchema,
    clusterPermissions: listSections.clusterPermissions,
    indexPermissions: listSections.indexPermissions,
    disabledTransportCategories: listSections.disabledTransportCategories,
    disabledRestCategories: listSections.disabledRestCategories,
    cookie: cookieSchema,
    session: sessionSchema,
    login: loginSchema,
    mfa: mfaSchema,
    openid: openidSchema,
    jwt: jwtSchema,
    kerberos: kerberosSchema,
    proxycache: proxycacheSchema,
    api_tokens: apiTokensSchema,
    on_behalf_of: onBehalfOfSchema,
    restapi: restapiSchema,
    alerts: alertsSchema,
    audit: auditSchema,
  },
  { description: 'The security plugin: sign-in methods, sessions, tenants, the security REST API, alerts and audit.' }
);

/** The section as the schema reads it (defaults in, before config.ts's checks across keys). */
export type SecurityConfigSection = Static<typeof securityConfigSchema>;

/**
 * The security plugin's one config type (what `config.get()` returns): the section as read, with
 * what config.ts's `parseSecurityConfig` settles across keys. Secrets are core's `Secret`
 * (`reveal()` gives the value; it prints as `[redacted]`).
 */
export type SecurityPluginConfig = Omit<SecurityConfigSection, 'auth' | 'ui' | 'cookie' | 'login' | 'audit'> & {
  /** With what the sign-in methods offer under this configuration (the browser's pages draw it). */
  ui: SecurityConfigSection['ui'] & { login_state: LoginState };
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
