/**
 * The syslog sink: every event the store keeps is queued in the store (`security_audit_outbox`,
 * in the writer's transaction) and delivered from there in order, by one process per store (a
 * lease). While the receiver is down the queue holds at most `max_queued` events, dropping the
 * oldest beyond that (counted); delivery is retried with a doubling backoff.
 *
 * The queue's head is the cursor: an event leaves it only once through. Over RELP that is once the
 * receiver acknowledged it, so whatever it did not (a receiver stopped or crashed mid-stream, this
 * server restarted) is sent again from there: at least once. Over TCP, TLS and UDP nothing is
 * acknowledged: an event leaves the queue once written to the connection, and is counted "sent".
 */
import { randomBytes } from 'crypto';
import { sql, type Kysely } from 'kysely';
import type { Logger, PluginStore } from '../../../../../core/server';
import type { AuditEvent } from '../../../common/audit';
import type { AuditSinkErrorClass, AuditSinkConfig } from '../../../common/audit_retention';
import { StoreLease } from '../../store_lease';
import { RelpConnection } from './relp_connection';
import { SyslogConnection, errorClass } from './syslog_connection';
import { formatSyslogMessage } from './syslog_format';
import type { AuditStoreTables } from '../migrations';
import type { AuditSink, AuditSinkHealth } from '../../backend/audit_sink';
import type { SyslogSendError, SyslogTransport } from './types';

const BATCH = 500;
const FIRST_RETRY_MS = 500;
const LEASE_MS = 30_000;

export interface SyslogSinkOptions {
  store: PluginStore<AuditStoreTables>;
  config: AuditSinkConfig;
  logger: Logger;
  now?: () => number;
  /** The longest wait between two attempts while the receiver is down (30 s). */
  maxBackoffMs?: number;
  /** How often the queue is looked at when nothing wakes the sink (1 s). */
  pollMs?: number;
  /** RELP: how long the receiver may leave messages unacknowledged before the session is dropped (10 s). */
  ackTimeoutMs?: number;
}

export class SyslogAuditSink implements AuditSink {
  readonly name: string;
  private readonly connection: SyslogTransport;
  private readonly lease: StoreLease;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  private state: AuditSinkHealth['state'] = 'idle';
  private lastError?: AuditSinkErrorClass;
  private lastDelivery?: number;
  /** Events through since this process started: acknowledged (RELP) or written (the others). */
  private passed = 0;
  private dropped = 0;
  private backoffMs = 0;
  private retryAt = 0;
  private leaseCheckedAt = -Infinity;
  private holdsLease = false;

  constructor(private readonly options: SyslogSinkOptions) {
    const { host, port, protocol } = options.config;
    this.name = `syslog:${host}:${port}/${protocol}`;
    this.connection =
      protocol === 'relp'
        ? new RelpConnection({ host, port, ackTimeoutMs: options.ackTimeoutMs })
        : new SyslogConnection(options.config);
    const holder = `${process.pid}-${randomBytes(6).toString('hex')}`;
    this.lease = new StoreLease(options.store, `audit-sink:${this.name}`, holder, this.now);
  }

  private get now(): () => number {
    return this.options.now ?? Date.now;
  }

  /** What the log says the sink does: deliver (acknowledged) or send. */
  private get verb(): 'deliver' | 'send' {
    return this.connection.acknowledges ? 'deliver' : 'send';
  }

  private get db(): Kysely<AuditStoreTables> {
    return this.options.store.kysely<AuditStoreTables>();
  }

  async accept(db: Kysely<any>, event: AuditEvent): Promise<AuditEvent> {
    await (db as Kysely<AuditStoreTables>)
      .insertInto('security_audit_outbox')
      .values({ sink: this.name, event: JSON.stringify(event) })
      .execute();
    // Soon, not now: the writer's transaction may still be open (its rows are not visible yet).
    if (!this.stopped) setTimeout(() => void this.deliver(), 5).unref();
    return event;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.deliver(), this.options.pollMs ?? 1000);
    this.timer.unref();
    void this.deliver();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    await this.connection.close();
    if (this.holdsLease) await this.lease.release().catch(() => undefined);
  }

  async health(): Promise<AuditSinkHealth> {
    return {
      name: this.name,
      type: 'syslog',
      state: this.state,
      queued: await this.queued(),
      dropped: this.dropped,
      // Only a receiver's acknowledgement makes an event delivered (RELP); over TCP, TLS and UDP it was sent.
      ...(this.connection.acknowledges ? { delivered: this.passed } : { sent: this.passed }),
      ...(this.lastError ? { last_error: this.lastError } : {}),
      ...(this.lastDelivery
        ? { [this.connection.acknowledges ? 'last_delivery' : 'last_sent']: new Date(this.lastDelivery).toISOString() }
        : {}),
    };
  }

  /** Delivers what is queued (one run at a time; a wake during a run runs it again after). */
  deliver(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.run();
      } while (this.again && !this.stopped);
    })()
      .catch((error: Error) => this.options.logger.error(`Audit sink ${this.name}: ${error.message}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<void> {
    if (this.stopped || this.now() < this.retryAt || !(await this.holdLease())) return;
    await this.trim();
    while (!this.stopped) {
      const rows = await this.db
        .selectFrom('security_audit_outbox')
        .select(['id', 'event'])
        .where('sink', '=', this.name)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) return;
      const { facility } = this.options.config;
      const messages = rows.map((row) => formatSyslogMessage(JSON.parse(row.event) as AuditEvent, { facility }));
      try {
        await this.connection.send(messages);
      } catch (error) {
        // Over RELP the acknowledged first ones are through: the cursor moves past them only.
        const acknowledged = this.connection.acknowledges ? ((error as SyslogSendError).acknowledged ?? 0) : 0;
        if (acknowledged > 0) await this.through(rows.slice(0, acknowledged).map((row) => row.id));
        await this.failed(error);
        return;
      }
      // Up before the queue is trimmed: a health read that sees the shorter queue (another
      // connection of the pool) must not see the sink still down.
      if (this.state === 'down') this.options.logger.info(`Audit sink ${this.name} ${this.verb}s again`);
      this.state = 'up';
      this.backoffMs = 0;
      this.retryAt = 0;
      await this.through(rows.map((row) => row.id));
    }
  }

  /** The events (ids in queue order) leave the queue: acknowledged (RELP) or written (the others). */
  private async through(ids: number[]): Promise<void> {
    // Counted before the queue is trimmed: they are through once acknowledged, and a health read
    // that already sees the shorter queue (another connection of the pool) must see them counted.
    this.passed += ids.length;
    this.lastDelivery = this.now();
    await this.db
      .deleteFrom('security_audit_outbox')
      .where('sink', '=', this.name)
      .where('id', '<=', ids[ids.length - 1])
      .execute();
  }

  private async failed(error: unknown): Promise<void> {
    await this.connection.close();
    const kind = errorClass(error);
    if (this.state !== 'down' || this.lastError !== kind) {
      this.options.logger.warn(`Audit sink ${this.name} cannot ${this.verb} (${kind}); events wait in the store`);
    }
    this.state = 'down';
    this.lastError = kind;
    this.backoffMs = Math.min(
      this.backoffMs ? this.backoffMs * 2 : FIRST_RETRY_MS,
      this.options.maxBackoffMs ?? 30_000
    );
    this.retryAt = this.now() + this.backoffMs;
    setTimeout(() => void this.deliver(), this.backoffMs).unref();
  }

  /** Takes or renews the lease, asking the store at most every few seconds. */
  private async holdLease(): Promise<boolean> {
    const now = this.now();
    if (now - this.leaseCheckedAt < (this.holdsLease ? LEASE_MS / 3 : 2000)) return this.holdsLease;
    this.leaseCheckedAt = now;
    this.holdsLease = await this.lease.acquire(LEASE_MS);
    if (!this.holdsLease) this.state = 'idle';
    return this.holdsLease;
  }

  private async queued(): Promise<number> {
    const row = await this.db
      .selectFrom('security_audit_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sink', '=', this.name)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Beyond `max_queued`, the oldest events leave the queue, counted as dropped. */
  private async trim(): Promise<void> {
    const over = (await this.queued()) - this.options.config.max_queued;
    if (over <= 0) return;
    const { rows } = await sql<{ id: number | string }>`SELECT id FROM security_audit_outbox WHERE sink = ${this.name}
      ORDER BY id LIMIT 1 OFFSET ${over - 1}`.execute(this.db);
    if (!rows.length) return;
    const result = await this.db
      .deleteFrom('security_audit_outbox')
      .where('sink', '=', this.name)
      .where('id', '<=', Number(rows[0].id))
      .executeTakeFirst();
    const dropped = Number(result.numDeletedRows);
    this.dropped += dropped;
    this.options.logger.warn(`Audit sink ${this.name} dropped the ${dropped} oldest queued events (max_queued)`);
  }
}
