/**
 * Audit retention at scale (issue 39 item 3): 1,000,000 audit events (BENCH_AUDIT_EVENTS) bulk-
 * inserted into a fresh store, then all of them purged by the retention job as the server runs
 * it (batches sized to take about 10 ms, each its own transaction, a turn of the event loop
 * between them, the roll-ups after, and on SQLite the freed pages given back). Meanwhile a
 * "login" writes one audit event every 5 ms, as the server's login path does: its latency (p50,
 * p99, max) shows how long a request waits for the store while the purge runs. SQLite, with
 * PostgreSQL beside it when installed. Prints figures only: never asserts a time.
 */
import { mkdtempSync, rmSync, statSync } from 'fs';
import { loadavg, tmpdir } from 'os';
import { join } from 'path';
import { sql, type Kysely } from 'kysely';
import { StoreService, STORE_FILE_NAME, type StoreConfig } from '../src/core/server/store';
import { postgresInstalled, testStoreConfig } from '../src/core/server/test_utils/postgres';
import { AuditRetention } from '../src/plugins/security/server/audit/audit_retention';
import type { AuditTables } from '../src/plugins/security/server/backend/embedded/audit_log';
import { foldAuditRollups } from '../src/plugins/security/server/backend/embedded/audit_rollups';
import { securityPluginMigrations } from '../src/plugins/security/server/migrations';
import { INSIGHT_EVENTS, bulkInsert } from './audit_insights';

const DAY = 86_400_000;
const PROBE_EVERY_MS = 5;
const silent = { debug() {}, info() {}, warn() {}, error() {}, get: () => silent } as never;

export interface RetentionResult {
  dialect: string;
  events: number;
  purgeMs: number;
  eventsPerSecond: number;
  pagesFreed: number;
  fileMbBefore?: number;
  fileMbAfter?: number;
  probes: number;
  p50: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function measure(dialect: 'sqlite' | 'postgres', config: StoreConfig): Promise<RetentionResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-bench-retention-'));
  const service = new StoreService();
  service.setup().registerMigrations(securityPluginMigrations);
  const store = await service.start({ dataDir, config });
  const file = join(dataDir, STORE_FILE_NAME);
  const mb = () => (dialect === 'sqlite' ? statSync(file).size / 1e6 : undefined);
  try {
    const db = store.kysely<AuditTables>();
    const now = Date.now();
    await bulkInsert(db, now);
    if (dialect === 'postgres') while ((await foldAuditRollups(db as Kysely<any>, dialect)) > 0);
    const fileMbBefore = mb();
    // Every event is older than the one day kept, 31 days on.
    const later = now + 31 * DAY;
    const retention = new AuditRetention({
      store: store as never,
      maxAgeMs: DAY,
      maxEvents: 0,
      intervalMs: 60_000,
      now: () => later,
      logger: silent,
    });
    const latencies: number[] = [];
    let purging = true;
    const probe = (async () => {
      for (let i = 0; purging; i++) {
        const started = process.hrtime.bigint();
        await db
          .insertInto('security_audit_events')
          .values({
            timestamp: later + i,
            category: 'FAILED_LOGIN',
            layer: 'REST',
            user: 'probe',
            remote_address: '10.9.9.9',
            method: 'POST',
            path: '/auth/login',
            details: '{"reason":"invalid_credentials"}',
            auth_type: 'basicauth',
            tenant: null,
          })
          .execute();
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    })();
    const started = process.hrtime.bigint();
    const result = await retention.purge();
    const purgeMs = Number(process.hrtime.bigint() - started) / 1e6;
    purging = false;
    await probe;
    // The file shrinks when the write-ahead log's pages reach it (SQLite checkpoints on its own as the log grows).
    if (dialect === 'sqlite') await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      dialect,
      events: result.events,
      purgeMs,
      eventsPerSecond: result.events / (purgeMs / 1000),
      pagesFreed: result.pages,
      fileMbBefore,
      fileMbAfter: mb(),
      probes: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1],
    };
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureAuditRetention(): Promise<{ load: number; results: RetentionResult[] }> {
  const load = loadavg()[0];
  const dialects: Array<'sqlite' | 'postgres'> = postgresInstalled() ? ['sqlite', 'postgres'] : ['sqlite'];
  const results: RetentionResult[] = [];
  for (const dialect of dialects) results.push(await measure(dialect, await testStoreConfig(dialect)));
  return { load, results };
}

export function printAuditRetention({ load, results }: { load: number; results: RetentionResult[] }): void {
  const lines = [`Audit retention: purging ${INSIGHT_EVENTS.toLocaleString('en-US')} events (load ${load.toFixed(2)})`];
  for (const r of results) {
    const size =
      r.fileMbBefore === undefined ? '' : `, file ${r.fileMbBefore.toFixed(0)} MB → ${r.fileMbAfter!.toFixed(0)} MB`;
    lines.push(
      `  ${r.dialect.padEnd(9)} ${r.events.toLocaleString('en-US')} deleted in ${(r.purgeMs / 1000).toFixed(1)} s ` +
        `(${Math.round(r.eventsPerSecond).toLocaleString('en-US')}/s)${size}; ` +
        `a login's audit write meanwhile (${r.probes}): p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
