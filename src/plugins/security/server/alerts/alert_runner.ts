import { randomBytes } from 'crypto';
import type { Logger, PluginStore } from '../../../../core/server';
import type { AlertCondition } from '../../common/alerts';
import { evaluate, quietPeriodMs, type AlertMatch } from './conditions';
import { StoreLease, type LeaseTables } from '../store_lease';
import type { AlertRuleStore, RuleRow } from './rule_store';
import type { AlertTables } from './tables';
import { deliverWebhook, type WebhookOptions } from './webhook';

export interface AlertRunnerDeps {
  store: PluginStore<AlertTables & LeaseTables>;
  rules: AlertRuleStore;
  logger: Logger;
  now: () => number;
  intervalMs: number;
  /** The reserved roles now (the reserved-mapping condition asks once per check). */
  reservedRoles(): Promise<ReadonlySet<string>>;
  webhook?: WebhookOptions;
  /** A delivery refused for its target's address, audited (MISSING_PRIVILEGES). */
  refused?(rule: RuleRow, target: { host: string; address: string }): Promise<void>;
  /** Each webhook delivery's outcome (the `alert_webhook_deliveries_total` metric). */
  delivered?(outcome: 'delivered' | 'failed'): void;
}

interface Fired {
  id: number;
  rule: RuleRow;
  match: AlertMatch;
  firedAt: number;
}

/**
 * Checks every enabled rule once per interval, in the one process that holds the store's lease,
 * records each firing in the same transaction that moves the rule's cursor (so a firing is never
 * recorded twice), then delivers the webhooks and records how that went.
 */
export class AlertRunner {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private readonly deliveries = new Set<Promise<void>>();
  private readonly lease: StoreLease;

  constructor(private readonly deps: AlertRunnerDeps) {
    this.lease = new StoreLease(deps.store, 'alerts', `${process.pid}-${randomBytes(6).toString('hex')}`, deps.now);
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.deps.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await Promise.allSettled([...this.deliveries]);
    await this.lease.release().catch(() => undefined);
  }

  /** One check, unless the previous one still runs. */
  tick(): Promise<void> {
    if (!this.running) {
      this.running = this.check()
        .catch((error: Error) => this.deps.logger.error(`Alert rules could not be checked: ${error.message}`))
        .finally(() => (this.running = undefined));
    }
    return this.running;
  }

  /**
   * One check that starts after this call, and its webhooks (tests, on their own clock instead of
   * the interval): a check already under way may have read the audit log before the caller wrote.
   */
  async checkNow(): Promise<void> {
    await this.tick();
    await this.tick();
    await this.settled();
  }

  /** Waits for the webhooks of past firings (tests, and a clean stop). */
  async settled(): Promise<void> {
    while (this.deliveries.size) await Promise.allSettled([...this.deliveries]);
  }

  private async check(): Promise<void> {
    // A holder that stops renewing (a crash) is replaced after two missed checks.
    if (!(await this.lease.acquire(this.deps.intervalMs * 2 + 5000))) return;
    const rows = await this.deps.rules.rows();
    // Read before any rule's transaction: on SQLite the store has one connection, and the backend
    // reading through it inside a transaction would wait for that very transaction.
    const rules = rows.map((rule) => ({ rule, condition: JSON.parse(rule.rule_condition) as AlertCondition }));
    const needsReserved = rules.some(({ condition }) => condition.type === 'reserved_mapping_change');
    const reservedRoles: ReadonlySet<string> = needsReserved ? await this.deps.reservedRoles() : new Set();
    for (const { rule, condition } of rules) {
      const fired = await this.checkRule(rule, condition, reservedRoles);
      for (const firing of fired) {
        this.deps.logger.warn(`Alert "${rule.name}" fired: ${firing.match.summary}`);
        if (rule.webhook_url) this.track(this.deliver(firing));
      }
    }
  }

  private checkRule(rule: RuleRow, condition: AlertCondition, reservedRoles: ReadonlySet<string>): Promise<Fired[]> {
    const now = this.deps.now();
    return this.deps.store.transaction<AlertTables, Fired[]>(async (trx) => {
      const current = await trx
        .selectFrom('security_alert_rules')
        .select(['cursor', 'enabled'])
        .where('id', '=', rule.id)
        .executeTakeFirst();
      if (!current || current.enabled !== 1) return [];
      const { matches, cursor } = await evaluate(condition, {
        db: trx,
        now,
        cursor: Number(current.cursor),
        reservedRoles,
      });
      const quiet = quietPeriodMs(condition);
      const fired: Fired[] = [];
      for (const match of matches) {
        if (quiet > 0) {
          const recent = await trx
            .selectFrom('security_alert_firings')
            .select('id')
            .where('rule_id', '=', rule.id)
            .where('group_key', '=', match.group_key ?? '')
            .where('fired_at', '>', now - quiet)
            .executeTakeFirst();
          if (recent) continue;
        }
        const inserted = await trx
          .insertInto('security_alert_firings')
          .values({
            rule_id: rule.id,
            rule_name: rule.name,
            fired_at: now,
            group_key: match.group_key,
            matched_count: match.matched_count,
            window_start: match.window_start,
            window_end: match.window_end,
            summary: match.summary,
            delivery_status: rule.webhook_url ? 'pending' : 'none',
            delivery_attempts: 0,
            delivery_last_status: null,
            delivery_error: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        fired.push({ id: Number(inserted.id), rule, match, firedAt: now });
      }
      const changes: { cursor?: number; last_fired_at?: number } = {};
      if (cursor !== undefined) changes.cursor = cursor;
      if (fired.length) changes.last_fired_at = now;
      if (Object.keys(changes).length) {
        await trx.updateTable('security_alert_rules').set(changes).where('id', '=', rule.id).execute();
      }
      return fired;
    });
  }

  private track(delivery: Promise<void>): void {
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
  }

  private async deliver({ id, rule, match, firedAt }: Fired): Promise<void> {
    const payload = {
      rule: { id: rule.id, name: rule.name, condition: JSON.parse(rule.rule_condition) as unknown },
      firing: {
        id,
        fired_at: new Date(firedAt).toISOString(),
        group_key: match.group_key,
        matched_count: match.matched_count,
        window_start: new Date(match.window_start).toISOString(),
        window_end: new Date(match.window_end).toISOString(),
        summary: match.summary,
      },
    };
    const secret = this.deps.rules.secretOf(rule);
    const result = secret
      ? await deliverWebhook(rule.webhook_url!, secret, payload, {
          now: this.deps.now,
          policy: this.deps.rules.policy,
          ...this.deps.webhook,
        })
      : {
          status: 'failed' as const,
          attempts: 0,
          last_status: null,
          error: 'The webhook secret cannot be read: set a new one.',
        };
    if (result.status === 'failed') {
      this.deps.logger.warn(`Alert "${rule.name}": the webhook was not delivered (${result.error})`);
    }
    this.deps.delivered?.(result.status);
    if (result.refused) await this.deps.refused?.(rule, result.refused).catch(() => undefined);
    await this.deps.store
      .kysely<AlertTables>()
      .updateTable('security_alert_firings')
      .set({
        delivery_status: result.status,
        delivery_attempts: result.attempts,
        delivery_last_status: result.last_status,
        delivery_error: result.error,
      })
      .where('id', '=', id)
      .execute()
      .catch((error: Error) => this.deps.logger.error(`Alert delivery result not recorded: ${error.message}`));
  }
}
