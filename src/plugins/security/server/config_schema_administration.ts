/**
 * The administration part of `opensearch_security.*`: tenants, read-only and application
 * permissions, the role editor's and audit settings' lists, the REST API, alerts and audit
 * retention and shipping. config.ts and audit/audit_settings.ts add the checks across keys.
 */
import { Type } from '@sinclair/typebox';
import { DEFAULT_READONLY_ROLES, DEFAULT_REST_API_ROLES } from '../common/constants';
import { PASSWORD_INSTRUCTION } from '../common/password_rules';
import { flag, strings, text } from './config_schema_helpers';

const PORT_MESSAGE = 'must be a port number from 0 to 65535.';

/** One audit sink of `audit.sinks` (config.ts checks the host, the port and the CA file). */
export const auditSinkSchema = Type.Object({
  type: Type.Literal('syslog', { description: 'The sink type: syslog (RFC 5424).' }),
  host: Type.String({ minLength: 1, description: "The syslog receiver's host name or address." }),
  port: Type.Integer({ minimum: 1, maximum: 65535, description: "The receiver's port." }),
  protocol: Type.Union([Type.Literal('tcp'), Type.Literal('tls'), Type.Literal('udp'), Type.Literal('relp')], {
    default: 'tcp',
    description:
      "relp (rsyslog's imrelp) acknowledges each event, and what it did not is sent again: delivered at least once. tcp and tls (octet counting, RFC 6587) and udp (one datagram per event) are not acknowledged: sent, not delivered.",
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

export const multitenancySchema = Type.Object(
  {
    enabled: flag(true, 'Tenants on or off.'),
    tenants: Type.Object({
      enable_global: flag(true, 'Offer the Global tenant, shared by everyone.'),
      enable_private: flag(true, "Offer each user's Private tenant."),
      preferred: strings(
        [],
        "The tenants tried first when a session starts, in order (Global, Private or a tenant's name)."
      ),
    }),
  },
  { description: "Tenants: the Global tenant, each user's Private tenant and custom tenants." }
);

/** The saved-object types under owner-based access when sharing is on (issue 72). */
export const DEFAULT_PROTECTED_TYPES: readonly string[] = ['dashboard', 'visualization'];

export const resourceSharingSchema = Type.Object(
  {
    enabled: flag(
      false,
      'Owner-based sharing of saved objects inside a tenant: a protected object is seen by its owner, the users, roles and backend roles it is shared with, and sharing administrators (off: the tenant decides everything).'
    ),
    protected_types: strings(
      DEFAULT_PROTECTED_TYPES,
      'The saved-object types under owner-based access when sharing is on; each must be a registered type (an unknown one stops the start).'
    ),
  },
  {
    description:
      "Sharing single saved objects with people, roles and backend roles, on OpenSearch security's resource-sharing API (docs/sharing.md).",
  }
);

export const applicationPermissionsSchema = Type.Object({
  enabled: Type.Boolean({
    default: false,
    description:
      "Roles' application_permissions decide which apps a user sees and opens, and whether read-only; off: every app.",
  }),
});

export const restapiSchema = Type.Object(
  {
    // One list for both listeners: `/api/v1` on the dashboards listener and the REST API's own.
    roles_enabled: strings(
      DEFAULT_REST_API_ROLES,
      "Roles that may use every security API endpoint on both listeners (/api/v1 and the REST API's own); anyone else only what their restapi:admin/… permissions open."
    ),
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
    admin_enabled: flag(
      false,
      "The REST API's SSL calls (certificates, ssl/certs, reloadcerts) open to a password user whose cluster permissions hold restapi:admin/ssl/certs/info or restapi:admin/ssl/certs/reload; off: to nobody (upstream's plugins.security.restapi.admin.enabled)."
    ),
    password_validation_regex: text(
      '',
      "The rule new passwords must match (the whole password, as Java's matches()). Empty: the built-in rule."
    ),
    password_validation_error_message: text(
      PASSWORD_INSTRUCTION,
      'The message shown when a new password does not match the rule.'
    ),
  },
  { description: 'The security REST API: its own listener, who may use every endpoint, and the password rule.' }
);

export const alertsSchema = Type.Object(
  {
    enabled: flag(
      true,
      "Alert rules on the audit stream (Security > Alerts, /api/v1/alerts, the header's bell); false: the page, the routes (404) and the checks are gone."
    ),
    // One check a minute by default; tests and small setups may check more often.
    check_interval_ms: Type.Integer({
      minimum: 1000,
      maximum: 3_600_000,
      default: 60_000,
      description: 'How often the rules are checked (ms), by one process per store.',
    }),
    webhook: Type.Object({
      allowed_hosts: strings(
        [],
        'Host names or CIDRs webhooks may reach besides public addresses (*: any); loopback, link-local, private and multicast addresses are refused otherwise.'
      ),
    }),
  },
  { description: 'Alert rules on the audit stream.' }
);

export const auditSchema = Type.Object(
  {
    retention: Type.Object({
      max_age: Type.String({
        default: '',
        description:
          'How long audit events are kept: a number and a unit (s, m, h, d, w), e.g. 90d. Empty: no age limit. Older events and roll-ups are deleted in the background.',
      }),
      max_events: Type.Integer({
        minimum: 0,
        default: 0,
        description:
          'At most this many events are kept: the oldest login and request events go first, the others only when those are not enough. 0: no count limit.',
      }),
      check_interval_ms: Type.Integer({
        minimum: 1000,
        maximum: 86_400_000,
        default: 600_000,
        description:
          'How often one process per store deletes what retention no longer keeps (ms; also soon after each start).',
      }),
    }),
    // Each entry is checked against auditSinkSchema by config.ts (the reader checks no list of maps).
    sinks: Type.Array(Type.Unknown(), {
      default: [],
      rawValue: true,
      docType: 'list of maps',
      entrySchema: auditSinkSchema,
      description: 'Where audit events are shipped besides the store, one map per receiver.',
    }),
  },
  { description: 'Audit retention and shipping to syslog receivers.' }
);

/** Sections of plain lists: roles and the role editor's and audit settings' extra choices. */
export const listSections = {
  readonly_mode: Type.Object({
    roles: strings(DEFAULT_READONLY_ROLES, 'Roles limited to the home and dashboards apps, without API access.'),
  }),
  clusterPermissions: Type.Object({
    include: strings([], 'Extra cluster permissions offered in the role editor.'),
  }),
  indexPermissions: Type.Object({ include: strings([], 'Extra index permissions offered in the role editor.') }),
  disabledTransportCategories: Type.Object({
    exclude: strings([], "Transport audit categories left out of the audit settings' category lists."),
  }),
  disabledRestCategories: Type.Object({
    exclude: strings([], "REST audit categories left out of the audit settings' category lists."),
  }),
};
