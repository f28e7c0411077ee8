/**
 * The audit settings (audit.yml and the audit update call) and the audit log's query and
 * answer, one schema per shape.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { AUDIT_CATEGORIES, AUDIT_EVENTS_MAX_PER_PAGE } from '../audit';
import { AUDIT_OUTCOMES } from '../audit_insights';
import {
  NameQuerySchema,
  NullableString,
  OrNull,
  PageSchema,
  PerPageSchema,
  StringEnum,
  StringList,
  TimeQuerySchema,
} from './fields';

/**
 * The `audit` and `compliance` sections. In the file (`strict` false) every value may be null and
 * settings OpenSearch may add are kept; the API takes the settings of SPEC section 3, nothing else.
 */
function auditSections(file: boolean) {
  const n = <T extends TSchema>(schema: T): TSchema => (file ? OrNull(schema) : schema);
  const flag = n(Type.Boolean());
  const list = n(StringList);
  const section = (properties: Record<string, TSchema>) =>
    Type.Unsafe<Record<string, unknown>>(
      n(
        Type.Object(Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, Type.Optional(v)])), {
          additionalProperties: file,
        })
      )
    );
  return {
    enabled: Type.Unsafe<boolean>(flag),
    audit: section({
      enable_rest: flag,
      disabled_rest_categories: list,
      enable_transport: flag,
      disabled_transport_categories: list,
      resolve_bulk_requests: flag,
      log_request_body: flag,
      resolve_indices: flag,
      exclude_sensitive_headers: flag,
      ignore_users: list,
      ignore_requests: list,
      ...(file ? { disabled_categories: list, ignore_headers: list, ignore_url_params: list } : {}),
    }),
    compliance: section({
      enabled: flag,
      internal_config: flag,
      external_config: flag,
      read_metadata_only: flag,
      read_ignore_users: list,
      read_watched_fields: n(Type.Object({}, { additionalProperties: list })),
      write_metadata_only: flag,
      write_log_diffs: flag,
      write_watched_indices: list,
      write_ignore_users: list,
    }),
  };
}

const fileSections = auditSections(true);
/** `config` of audit.yml. */
export const AuditConfigFileSchema = Type.Object({
  enabled: Type.Optional(fileSections.enabled),
  audit: Type.Optional(fileSections.audit),
  compliance: Type.Optional(fileSections.compliance),
});

/** Body of `POST /api/v1/configuration/audit/config`. */
export const AuditConfigBodySchema = Type.Object(auditSections(false), { additionalProperties: false });

/** `GET /api/v1/configuration/audit`: the settings, and those the file fixes (`_readonly`, as OpenSearch answers). */
export const AuditConfigResponseSchema = Type.Object({
  _readonly: StringList,
  // Settings OpenSearch may add are kept in the file: the answer passes them through.
  config: Type.Object({}, { additionalProperties: true }),
});

/** `GET /api/v1/audit/events` query: `from` and `to` (inclusive) are ISO 8601 times or milliseconds since 1970. */
export const AuditEventsQuerySchema = Type.Object(
  {
    page: Type.Optional(PageSchema),
    per_page: Type.Optional(PerPageSchema(AUDIT_EVENTS_MAX_PER_PAGE)),
    category: Type.Optional(StringEnum(AUDIT_CATEGORIES)),
    user: Type.Optional(NameQuerySchema),
    from: Type.Optional(TimeQuerySchema),
    to: Type.Optional(TimeQuerySchema),
    address: Type.Optional(NameQuerySchema),
    auth_type: Type.Optional(NameQuerySchema),
    tenant: Type.Optional(NameQuerySchema),
    outcome: Type.Optional(StringEnum(AUDIT_OUTCOMES)),
  },
  { additionalProperties: false }
);
export type AuditEventsQuery = Static<typeof AuditEventsQuerySchema>;

export const AuditEventSchema = Type.Object({
  id: Type.Number(),
  /** ISO 8601, UTC. */
  timestamp: Type.String(),
  category: StringEnum(AUDIT_CATEGORIES),
  layer: Type.Literal('REST'),
  /** The authenticated user; for FAILED_LOGIN the user name tried (cut to 128 characters), null when none is known. */
  user: NullableString,
  remote_address: Type.String(),
  method: Type.String(),
  path: Type.String(),
  /** The request's id (its `x-opaque-id`, or the one the server made), as in the request log. */
  request_id: Type.Optional(Type.String()),
  details: Type.Record(Type.String(), Type.Unknown()),
});

export const AuditEventsResponseSchema = Type.Object({ total: Type.Number(), events: Type.Array(AuditEventSchema) });

/** One sink's delivery health (`GET /api/v1/audit/retention`, and `/api/status`). */
export const AuditSinkHealthSchema = Type.Object({
  name: Type.String(),
  type: StringEnum(['store', 'syslog'] as const),
  state: StringEnum(['up', 'down', 'idle'] as const),
  queued: Type.Integer(),
  dropped: Type.Integer(),
  delivered: Type.Optional(Type.Integer()),
  sent: Type.Optional(Type.Integer()),
  last_error: Type.Optional(StringEnum(['connection_refused', 'timeout', 'tls', 'dns', 'closed', 'other'] as const)),
  last_delivery: Type.Optional(Type.String()),
  last_sent: Type.Optional(Type.String()),
});

/** GET /api/v1/audit/retention: what retention keeps, the oldest event kept, each sink's health. */
export const AuditRetentionResponseSchema = Type.Object({
  max_age: OrNull(Type.String()),
  max_events: OrNull(Type.Integer()),
  oldest_event: OrNull(Type.String()),
  summary: Type.String(),
  sinks: Type.Array(AuditSinkHealthSchema),
});
