import { randomBytes } from 'crypto';
import type { Kysely, Selectable } from 'kysely';
import { HttpError, type PluginStore } from '../../../../core/server';
import {
  ALERT_FIRINGS_MAX_PER_PAGE,
  MAX_ALERT_RULES,
  type AlertCondition,
  type AlertFiring,
  type AlertFiringsQuery,
  type AlertRule,
  type AlertRuleBody,
  type AlertRuleCreated,
  type DeliveryStatus,
} from '../../common/alerts';
import type { TextSealer } from '../session/text_sealer';
import type { AlertTables } from './tables';
import { webhookUrlProblem, type WebhookPolicy } from './webhook_target';

export type RuleRow = Selectable<AlertTables['security_alert_rules']>;
type FiringRow = Selectable<AlertTables['security_alert_firings']>;

/** A new webhook secret: 256 bits from the CSPRNG. */
const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

export const RULE_NOT_FOUND_MESSAGE = 'No alert rule has this id.';

export const NO_ACTION_MESSAGE = '[actions] choose at least one: an in-app notification or a webhook.';

function checkActions(body: AlertRuleBody, policy: WebhookPolicy): void {
  if (!body.actions.in_app && !body.actions.webhook) throw new HttpError(400, NO_ACTION_MESSAGE);
  const problem = body.actions.webhook && webhookUrlProblem(body.actions.webhook.url, policy);
  if (problem) throw new HttpError(400, `[actions.webhook.url] ${problem}`);
}

const iso = (ms: number) => new Date(ms).toISOString();

export function toRule(row: RuleRow): AlertRule {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled === 1,
    condition: JSON.parse(row.rule_condition) as AlertCondition,
    actions: { in_app: row.in_app === 1, ...(row.webhook_url ? { webhook: { url: row.webhook_url } } : {}) },
    created_by: row.created_by,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    last_fired_at: row.last_fired_at === null ? null : iso(row.last_fired_at),
  };
}

export function toFiring(row: FiringRow): AlertFiring {
  return {
    id: Number(row.id),
    rule_id: row.rule_id,
    rule_name: row.rule_name,
    fired_at: iso(Number(row.fired_at)),
    group_key: row.group_key,
    matched_count: Number(row.matched_count),
    window_start: iso(Number(row.window_start)),
    window_end: iso(Number(row.window_end)),
    summary: row.summary,
    delivery: {
      status: row.delivery_status as DeliveryStatus,
      attempts: Number(row.delivery_attempts),
      last_status: row.delivery_last_status === null ? null : Number(row.delivery_last_status),
      error: row.delivery_error,
    },
  };
}

/** Rules and firings in the store; webhook secrets go in sealed and come out only to sign. */
export class AlertRuleStore {
  constructor(
    private readonly store: PluginStore<AlertTables>,
    private readonly box: TextSealer,
    private readonly now: () => number,
    /** Which webhook hosts a rule may name (checked again at every delivery). */
    readonly policy: WebhookPolicy = { allowedHosts: [] }
  ) {}

  private get db(): Kysely<AlertTables> {
    return this.store.kysely<AlertTables>();
  }

  async list(): Promise<AlertRule[]> {
    const rows = await this.db.selectFrom('security_alert_rules').selectAll().orderBy('created_at').execute();
    return rows.map(toRule);
  }

  async rows(): Promise<RuleRow[]> {
    return this.db.selectFrom('security_alert_rules').selectAll().where('enabled', '=', 1).execute();
  }

  private async row(id: string): Promise<RuleRow> {
    const row = await this.db.selectFrom('security_alert_rules').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, RULE_NOT_FOUND_MESSAGE);
    return row;
  }

  async get(id: string): Promise<AlertRule> {
    return toRule(await this.row(id));
  }

  /** The rule, with the webhook secret in the answer (made now unless the body brings one). */
  async create(body: AlertRuleBody, createdBy: string): Promise<AlertRuleCreated> {
    checkActions(body, this.policy);
    const now = this.now();
    const id = randomBytes(12).toString('base64url');
    const secret = body.actions.webhook ? (body.actions.webhook.secret ?? newWebhookSecret()) : undefined;
    await this.store.transaction<AlertTables, void>(async (trx) => {
      const { count } = await trx
        .selectFrom('security_alert_rules')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_ALERT_RULES)
        throw new HttpError(400, `At most ${MAX_ALERT_RULES} alert rules can exist.`);
      // Event rules start at the newest event: creating one does not alert on the past.
      const { max } = await trx
        .selectFrom('security_audit_events')
        .select((eb) => eb.fn.max<number | null>('id').as('max'))
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('security_alert_rules')
        .values({
          id,
          name: body.name.trim(),
          enabled: body.enabled === false ? 0 : 1,
          rule_condition: JSON.stringify(body.condition),
          in_app: body.actions.in_app ? 1 : 0,
          webhook_url: body.actions.webhook?.url ?? null,
          webhook_secret: secret === undefined ? null : this.box.seal(secret),
          created_by: createdBy,
          created_at: now,
          updated_at: now,
          cursor: Number(max ?? 0),
          last_fired_at: null,
        })
        .execute();
    });
    return { rule: await this.get(id), ...(secret !== undefined ? { webhook_secret: secret } : {}) };
  }

  /**
   * Replaces a rule's settings. A webhook keeps its secret (it is never sent back, so the form
   * cannot send it again) unless the body brings a new one; a rule that gets its first webhook, or
   * a webhook at another URL, gets a new secret, answered once: a re-pointed webhook never receives
   * deliveries signed with the secret its old receiver trusts.
   */
  async update(id: string, body: AlertRuleBody): Promise<AlertRuleCreated> {
    checkActions(body, this.policy);
    const existing = await this.row(id);
    let secret: string | undefined;
    let sealed: string | null = null;
    if (body.actions.webhook) {
      if (body.actions.webhook.secret) secret = body.actions.webhook.secret;
      else if (!existing.webhook_secret || existing.webhook_url !== body.actions.webhook.url)
        secret = newWebhookSecret();
      sealed = secret === undefined ? existing.webhook_secret : this.box.seal(secret);
    }
    await this.db
      .updateTable('security_alert_rules')
      .set({
        name: body.name.trim(),
        enabled: body.enabled === false ? 0 : 1,
        rule_condition: JSON.stringify(body.condition),
        in_app: body.actions.in_app ? 1 : 0,
        webhook_url: body.actions.webhook?.url ?? null,
        webhook_secret: sealed,
        updated_at: this.now(),
      })
      .where('id', '=', id)
      .execute();
    return { rule: await this.get(id), ...(secret !== undefined ? { webhook_secret: secret } : {}) };
  }

  async delete(id: string): Promise<void> {
    await this.row(id);
    await this.db.deleteFrom('security_alert_rules').where('id', '=', id).execute();
  }

  /** The webhook's signing secret (undefined: none, or sealed under another cookie key). */
  secretOf(row: RuleRow): string | undefined {
    return (row.webhook_secret && this.box.unseal(row.webhook_secret)) ?? undefined;
  }

  async firings(query: AlertFiringsQuery): Promise<AlertFiring[]> {
    let select = this.db.selectFrom('security_alert_firings').selectAll();
    if (query.rule_id) select = select.where('rule_id', '=', query.rule_id);
    if (query.after !== undefined) select = select.where('id', '>', query.after);
    const rows = await select
      .orderBy('id', 'desc')
      .limit(Math.min(query.per_page ?? 50, ALERT_FIRINGS_MAX_PER_PAGE))
      .execute();
    return rows.map(toFiring);
  }
}
