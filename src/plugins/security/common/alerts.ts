/**
 * Alert rules on the audit stream (`/api/v1/alerts/*`, the Alerts page, the header's bell): one
 * schema per shape, shared by the server (validation, serialization: a field not listed here is
 * never sent) and the browser (the types).
 */
import { Type, type Static } from '@sinclair/typebox';

import { ALERT_FIRINGS_MAX_PER_PAGE } from './alert_paths';
import { NullableString } from './schemas/fields';

export { ALERT_FIRINGS_MAX_PER_PAGE, ALERT_FIRINGS_PATH, ALERT_RULES_PATH, MAX_ALERT_RULES } from './alert_paths';

/** Failed logins of one user (or from one address) reaching `threshold` within `window_minutes`. */
export const FailedLoginsConditionSchema = Type.Object(
  {
    type: Type.Literal('failed_logins'),
    group_by: Type.Union([Type.Literal('user'), Type.Literal('address')]),
    threshold: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    window_minutes: Type.Integer({ minimum: 1, maximum: 1440 }),
  },
  { additionalProperties: false }
);
/** A change to the role mapping of a reserved role (e.g. all_access). */
export const ReservedMappingConditionSchema = Type.Object(
  { type: Type.Literal('reserved_mapping_change') },
  { additionalProperties: false }
);
/** A login of a user from an address never seen for them before (users with earlier logins only). */
export const NewAddressConditionSchema = Type.Object(
  { type: Type.Literal('new_address_login') },
  { additionalProperties: false }
);
export const AlertConditionSchema = Type.Union([
  FailedLoginsConditionSchema,
  ReservedMappingConditionSchema,
  NewAddressConditionSchema,
]);
export type AlertCondition = Static<typeof AlertConditionSchema>;
export type AlertConditionType = AlertCondition['type'];

export const ALERT_CONDITION_LABELS: Record<AlertConditionType, string> = {
  failed_logins: 'Failed logins',
  reserved_mapping_change: 'Change to a reserved role mapping',
  new_address_login: 'Login from a new address',
};

/** A rule's name: shorter than the free-text limit (TEXT_INPUT_MAX_LENGTH), as it heads a notification. */
export const ALERT_RULE_NAME_MAX_LENGTH = 100;

const WebhookUrl = Type.String({ minLength: 8, maxLength: 2048, pattern: '^https?://[^\\s]+$' });

export const AlertActionsBodySchema = Type.Object(
  {
    in_app: Type.Boolean(),
    webhook: Type.Optional(
      Type.Object(
        {
          url: WebhookUrl,
          /** Write-only; generated when absent. Signs every delivery (HMAC-SHA256). */
          secret: Type.Optional(Type.String({ minLength: 16, maxLength: 256 })),
        },
        { additionalProperties: false }
      )
    ),
  },
  { additionalProperties: false }
);

export const AlertRuleBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: ALERT_RULE_NAME_MAX_LENGTH, pattern: '\\S' }),
    enabled: Type.Optional(Type.Boolean()),
    condition: AlertConditionSchema,
    actions: AlertActionsBodySchema,
  },
  { additionalProperties: false }
);
export type AlertRuleBody = Static<typeof AlertRuleBodySchema>;

export const AlertRuleSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  enabled: Type.Boolean(),
  condition: AlertConditionSchema,
  actions: Type.Object({
    in_app: Type.Boolean(),
    /** The URL only: the secret is never shown again after it was made. */
    webhook: Type.Optional(Type.Object({ url: Type.String() })),
  }),
  created_by: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  last_fired_at: NullableString,
});
export type AlertRule = Static<typeof AlertRuleSchema>;

export const AlertRuleListSchema = Type.Object({ data: Type.Array(AlertRuleSchema) });
export type AlertRuleList = Static<typeof AlertRuleListSchema>;

/** The answer of a create (or of a new secret): the webhook secret appears here and nowhere else. */
export const AlertRuleCreatedSchema = Type.Object({
  rule: AlertRuleSchema,
  webhook_secret: Type.Optional(Type.String()),
});
export type AlertRuleCreated = Static<typeof AlertRuleCreatedSchema>;

export const AlertRuleIdParamsSchema = Type.Object(
  { id: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) },
  { additionalProperties: false }
);

export const DeliveryStatusSchema = Type.Union([
  Type.Literal('none'),
  Type.Literal('pending'),
  Type.Literal('delivered'),
  Type.Literal('failed'),
]);
export type DeliveryStatus = Static<typeof DeliveryStatusSchema>;

export const AlertFiringSchema = Type.Object({
  id: Type.Integer(),
  rule_id: Type.String(),
  rule_name: Type.String(),
  fired_at: Type.String(),
  /** The user or address the condition counted (null for rules across everything). */
  group_key: NullableString,
  matched_count: Type.Integer(),
  window_start: Type.String(),
  window_end: Type.String(),
  summary: Type.String(),
  delivery: Type.Object({
    status: DeliveryStatusSchema,
    attempts: Type.Integer(),
    /** The receiver's HTTP status of the last attempt, or null when it did not answer. */
    last_status: Type.Union([Type.Integer(), Type.Null()]),
    error: NullableString,
  }),
});
export type AlertFiring = Static<typeof AlertFiringSchema>;

export const AlertFiringsQuerySchema = Type.Object(
  {
    rule_id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })),
    /** Only firings with a larger id (the bell asks for what is new). */
    after: Type.Optional(Type.Integer({ minimum: 0 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: ALERT_FIRINGS_MAX_PER_PAGE })),
  },
  { additionalProperties: false }
);
export type AlertFiringsQuery = Static<typeof AlertFiringsQuerySchema>;

export const AlertFiringListSchema = Type.Object({ data: Type.Array(AlertFiringSchema) });
export type AlertFiringList = Static<typeof AlertFiringListSchema>;

/** The header the webhook's HMAC-SHA256 signature travels in: `sha256=<hex>` of `<timestamp>.<body>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-osd-alert-signature';
/** Seconds since 1970 when the delivery was signed (a receiver refuses old ones: no replays). */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-osd-alert-timestamp';

/** What a rule's condition says, in words (the table and the webhook's summary). */
export function describeCondition(condition: AlertCondition): string {
  switch (condition.type) {
    case 'failed_logins':
      return `At least ${condition.threshold} failed logins per ${condition.group_by} in ${condition.window_minutes} min`;
    case 'reserved_mapping_change':
      return 'A role mapping of a reserved role changed';
    case 'new_address_login':
      return 'A user logged in from an address never seen for them';
  }
}
