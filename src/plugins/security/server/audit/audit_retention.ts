/**
 * Audit retention (`opensearch_security.audit.retention.*`): in the background, one process per
 * store (a lease) deletes the events older than `max_age` and beyond `max_events` (login and
 * request events first: purgeBeyondCount), then
 * the roll-ups of the hours and days no event is kept for, and on SQLite gives the freed pages
 * back to the file system (`incremental_vacuum`; core opens SQLite with auto_vacuum=INCREMENTAL).
 *
 * Deletes go in small batches (sized to take about 5 ms each), each its own short transaction, with a rest as
 * long as the batch between them: on SQLite the store has one connection, so a request waits at most one batch. The
 * deletes are idempotent, so a second process doing the same (a lease that ran out) does no harm.
 */
import { randomBytes } from 'crypto';
import { sql, type Kysely } from 'kysely';
import type { Logger, PluginStore } from '../../../../core/server';
import { StoreLease } from '../store_lease';
import { AUDIT_NOISE_CATEGORIES } from '../../common/audit';
import { countAuditEvents } from '../backend/embedded/audit_aggregate';
import { ROLLUP_DAY_MS, ROLLUP_HOUR_MS } from '../backend/embedded/audit_rollups';
import { PURGE_SETTING, type AuditStoreTables } from './migrations';

/** The first batch; later ones are sized to take about TARGET_BATCH_MS each, within these bounds. */
export const DEFAULT_PURGE_BATCH = 500;
const MIN_PURGE_BATCH = 20;
const MAX_PURGE_BATCH = 5000;
const TARGET_BATCH_MS = 5;
/** SQLite's page cache while a purge runs (KiB): the indexes' pages a delete touches stay in memory. */
const PURGE_CACHE_KIB = 65_536;
/** Pages given back by the first transaction (each a run of `incremental_vacuum`); later ones are sized like delete batches. */
const VACUUM_STEPS = 100;
const MAX_VACUUM_STEPS = 2000;

export interface AuditRetentionOptions {
  store: PluginStore<AuditStoreTables>;
  /** 0: no age limit. */
  maxAgeMs: number;
  /** 0: no count limit. */
  maxEvents: number;
  intervalMs: number;
  now: () => number;
  logger: Logger;
  batchSize?: number;
}

export interface PurgeResult {
  events: number;
  rollups: number;
  /** SQLite pages given back to the file system. */
  pages: number;
}

/**
 * After each batch the purge rests as long as the batch took (half the store's time at most): a
 * turn of the event loop alone let a batch run at every await of a request in flight, so a login
 * (a handful of store calls) could wait behind several batches.
 */
const rest = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(1, Math.round(ms))));

export class AuditRetention {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;
  /** True while a SQLite purge has the automatic checkpoint off and checkpoints itself. */
  private checkpoints = false;
  private readonly lease: StoreLease;

  constructor(private readonly options: AuditRetentionOptions) {
    const holder = `${process.pid}-${randomBytes(6).toString('hex')}`;
    this.lease = new StoreLease(options.store, 'audit-retention', holder, options.now);
  }

  get enabled(): boolean {
    return this.options.maxAgeMs > 0 || this.options.maxEvents > 0;
  }

  /** A first purge soon after the start, then one per interval. */
  start(): void {
    if (!this.enabled) return;
    const tick = () => void this.tick();
    this.timer = setInterval(tick, this.options.intervalMs);
    this.timer.unref();
    setImmediate(tick);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    await this.lease.release().catch(() => undefined);
  }

  /** One purge, in the process holding the lease, unless one runs already. */
  tick(): Promise<unknown> {
    this.running ??= (async () => {
      if (!(await this.lease.acquire(this.options.intervalMs * 2 + 60_000))) return;
      const result = await this.purge();
      if (result.events || result.rollups) {
        this.options.logger.info(
          `Audit retention deleted ${result.events} events and ${result.rollups} roll-up rows` +
            (result.pages ? `, and gave ${result.pages} pages back` : '')
        );
      }
    })()
      .catch((error: Error) =>
        this.options.logger.error(`Audit retention could not delete old events: ${error.message}`)
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Deletes what retention no longer keeps, batch by batch (no lease: tests and the bench call it). */
  async purge(): Promise<PurgeResult> {
    const { store } = this.options;
    const db = store.kysely<AuditStoreTables>() as Kysely<any>;
    if (store.dialect !== 'sqlite') return this.purgeAll(db);
    const { rows } = await sql<{ cache_size: number }>`PRAGMA cache_size`.execute(db);
    const auto = await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(db);
    await sql`PRAGMA cache_size = ${sql.lit(-PURGE_CACHE_KIB)}`.execute(db);
    // The purge checkpoints after each of its own transactions (see checkpoint()), so the commit
    // of a request never pays for copying the purge's pages back into the file.
    await sql`PRAGMA wal_autocheckpoint = 0`.execute(db);
    this.checkpoints = true;
    try {
      return await this.purgeAll(db);
    } finally {
      this.checkpoints = false;
      await sql`PRAGMA wal_autocheckpoint = ${sql.lit(Number(auto.rows[0]?.wal_autocheckpoint ?? 1000))}`.execute(db);
      await sql`PRAGMA cache_size = ${sql.lit(Number(rows[0]?.cache_size ?? -2000))}`.execute(db);
    }
  }

  /**
   * SQLite, while a purge runs: the WAL frames of the transaction just committed go back into the
   * file now, within the batch's time (and so its rest), in a step as small as the batch. Left to
   * the automatic checkpoint, every 1000 pages some commit (often a login's) copied 4 MB and
   * synced the file while every request waited. PASSIVE: never waits for readers or writers.
   */
  private async checkpoint(): Promise<void> {
    if (!this.checkpoints) return;
    const db = this.options.store.kysely<AuditStoreTables>() as Kysely<any>;
    await sql`PRAGMA wal_checkpoint(PASSIVE)`.execute(db);
  }

  private async purgeAll(db: Kysely<any>): Promise<PurgeResult> {
    const { maxAgeMs, maxEvents, now } = this.options;
    let events = 0;
    if (maxEvents > 0) events += await this.purgeBeyondCount(db, maxEvents);
    if (maxAgeMs > 0) events += await this.deleteBatches(sql`timestamp < ${now() - maxAgeMs}`, sql`timestamp, id`);
    const rollups = await this.purgeRollups(db);
    const pages = events > 0 ? await this.vacuum() : 0;
    return { events, rollups, pages };
  }

  /**
   * Beyond `max_events`, the oldest login and request events go first (AUDIT_NOISE_CATEGORIES):
   * a flood of wrong logins must not push the compliance log out. Only when they alone cannot
   * bring the log down to the limit do the oldest of the others follow. Each step deletes up to
   * an id found first, so a second process purging at the same time deletes nothing more.
   */
  private async purgeBeyondCount(db: Kysely<any>, maxEvents: number): Promise<number> {
    // The roll-ups count exactly (deleted events leave them): no count over a million rows.
    const excess = (await countAuditEvents(db, this.options.store.dialect)) - maxEvents;
    if (excess <= 0) return 0;
    // SQLite: `+category` keeps the category index out, so the oldest are read in id order and
    // the read stops at the nth; through the index every noise event was sorted first (48 ms for
    // the 10th of a million, against 0.1 ms).
    const column = sql.raw(this.options.store.dialect === 'sqlite' ? '+category' : 'category');
    const noise = sql`${column} IN (${sql.join(AUDIT_NOISE_CATEGORIES.map((c) => sql.lit(c)))})`;
    let deleted = 0;
    const noiseUpTo = await this.nthOldestId(db, noise, excess);
    if (noiseUpTo !== undefined) deleted += await this.deleteBatches(sql`${noise} AND id <= ${noiseUpTo}`, sql`id`);
    if (deleted < excess) {
      const anyUpTo = await this.nthOldestId(db, sql`1 = 1`, excess - deleted);
      if (anyUpTo !== undefined) deleted += await this.deleteBatches(sql`id <= ${anyUpTo}`, sql`id`);
    }
    return deleted;
  }

  /** The id of the `n`th oldest event matching `where`, or of the newest when fewer match; undefined when none does. */
  private async nthOldestId(db: Kysely<any>, where: ReturnType<typeof sql>, n: number): Promise<number | undefined> {
    const { rows } = await sql<{ id: number | string }>`
      SELECT id FROM security_audit_events WHERE ${where} ORDER BY id LIMIT 1 OFFSET ${sql.lit(n - 1)}`.execute(db);
    if (rows.length) return Number(rows[0].id);
    const newest = await sql<{ id: number | string | null }>`
      SELECT MAX(id) AS id FROM security_audit_events WHERE ${where}`.execute(db);
    const id = newest.rows[0]?.id;
    return id === null || id === undefined ? undefined : Number(id);
  }

  /** The time of the oldest event kept (ms), or null when there is none. */
  async oldestEvent(): Promise<number | null> {
    const db = this.options.store.kysely<AuditStoreTables>() as Kysely<any>;
    const { rows } = await sql<{
      t: number | string | null;
    }>`SELECT MIN(timestamp) AS t FROM security_audit_events`.execute(db);
    const value = rows[0]?.t;
    return value === null || value === undefined ? null : Number(value);
  }

  /**
   * Deletes the matching events a batch at a time. Unless a test fixes the size, each batch is
   * sized to take about TARGET_BATCH_MS (the time a request may wait for SQLite's one connection),
   * from how long the last one took: a loaded machine or a large file gets smaller batches.
   */
  private async deleteBatches(where: ReturnType<typeof sql>, order: ReturnType<typeof sql>): Promise<number> {
    const { store } = this.options;
    const fixed = this.options.batchSize;
    let batch = fixed ?? DEFAULT_PURGE_BATCH;
    let total = 0;
    while (!this.stopped) {
      const size = batch;
      const started = performance.now();
      const deleted = await store.transaction<any, number>(async (trx) => {
        if (store.dialect === 'sqlite') await sql`INSERT INTO security_audit_purge_gate (open) VALUES (1)`.execute(trx);
        else await sql`SELECT set_config(${PURGE_SETTING}, 'on', true)`.execute(trx);
        const result = await sql`DELETE FROM security_audit_events WHERE id IN (
          SELECT id FROM security_audit_events WHERE ${where} ORDER BY ${order} LIMIT ${sql.lit(size)})`.execute(trx);
        if (store.dialect === 'sqlite') await sql`DELETE FROM security_audit_purge_gate`.execute(trx);
        return Number(result.numAffectedRows ?? 0);
      });
      await this.checkpoint();
      total += deleted;
      if (deleted < size) break;
      const ms = Math.max(performance.now() - started, 0.1);
      if (fixed === undefined) {
        batch = Math.round(Math.min(MAX_PURGE_BATCH, Math.max(MIN_PURGE_BATCH, (size * TARGET_BATCH_MS) / ms)));
      }
      // Requests waiting for the store (SQLite's one connection) go before the next batch.
      await rest(ms);
    }
    return total;
  }

  /**
   * Roll-ups of the hours and days wholly before the oldest event kept (or, with the log empty,
   * before the age limit), and rows that count nothing any more.
   */
  private async purgeRollups(db: Kysely<any>): Promise<number> {
    const { maxAgeMs, now } = this.options;
    const cutoff = (await this.oldestEvent()) ?? (maxAgeMs > 0 ? now() - maxAgeMs : now());
    const hourly = await sql`DELETE FROM security_audit_rollup_hourly WHERE hour <= ${cutoff - ROLLUP_HOUR_MS}`.execute(
      db
    );
    const daily = await sql`DELETE FROM security_audit_rollup_daily WHERE day <= ${cutoff - ROLLUP_DAY_MS}`.execute(db);
    // Each deleted event took itself off its roll-up rows (security:0023): the rows it emptied go.
    const emptyHours = await sql`DELETE FROM security_audit_rollup_hourly WHERE n <= 0`.execute(db);
    const emptyDays = await sql`DELETE FROM security_audit_rollup_daily WHERE n <= 0`.execute(db);
    return [hourly, daily, emptyHours, emptyDays].reduce((sum, r) => sum + Number(r.numAffectedRows ?? 0), 0);
  }

  /**
   * SQLite: the pages the deletes freed go back to the file system. Through the driver a run of
   * `incremental_vacuum` frees one page, so runs are grouped in short transactions, with a turn of
   * the event loop between them.
   */
  private async vacuum(): Promise<number> {
    const { store } = this.options;
    if (store.dialect !== 'sqlite') return 0;
    const db = store.kysely<AuditStoreTables>() as Kysely<any>;
    const mode = await sql<{ auto_vacuum: number }>`PRAGMA auto_vacuum`.execute(db);
    if (Number(mode.rows[0]?.auto_vacuum) !== 2) return 0;
    const freeNow = async () =>
      Number((await sql<{ freelist_count: number }>`PRAGMA freelist_count`.execute(db)).rows[0]?.freelist_count ?? 0);
    const start = await freeNow();
    let free = start;
    let size = VACUUM_STEPS;
    while (!this.stopped && free > 0) {
      const steps = Math.min(free, size);
      const started = performance.now();
      await store.transaction(async (trx) => {
        for (let i = 0; i < steps; i++) await sql`PRAGMA incremental_vacuum`.execute(trx);
      });
      await this.checkpoint();
      const ms = Math.max(performance.now() - started, 0.1);
      size = Math.round(Math.min(MAX_VACUUM_STEPS, Math.max(MIN_PURGE_BATCH, (steps * TARGET_BATCH_MS) / ms)));
      const left = await freeNow();
      if (left >= free) break;
      free = left;
      await rest(ms);
    }
    return start - free;
  }
}
