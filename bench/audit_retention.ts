/**
 * Audit retention at scale (issue 39 item 3): 1,000,000 audit events (BENCH_AUDIT_EVENTS), all
 * older than the day kept, bulk-inserted into a fresh store; then the built server starts on it with
 * `opensearch_security.audit.retention.max_age: 1d`, and its retention job purges them as it does in
 * production (batches sized to take about 5 ms, each its own transaction, a turn of the event loop
 * between them, the roll-ups after, and on SQLite the freed pages given back). Meanwhile `admin`
 * logs in over HTTP every 5 ms (POST /auth/login: the password check, a session row, an audit
 * event): their latency (p50, p99, max) while the purge runs, and the p99 of 1,000 logins after it.
 * SQLite, with PostgreSQL beside it when installed. Prints figures only: never asserts a time.
 */
import { mkdtempSync, rmSync, statSync } from 'fs';
import { loadavg, tmpdir } from 'os';
import { join, resolve } from 'path';
import type { Kysely } from 'kysely';
import { StoreService, STORE_FILE_NAME, type StoreConfig } from '../src/core/server/store';
import { postgresInstalled, testStoreConfig } from '../src/core/server/test_utils/postgres';
import type { AuditTables } from '../src/plugins/security/server/backend/embedded/audit_log';
import { foldAuditRollups } from '../src/plugins/security/server/backend/embedded/audit_rollups';
import { securityPluginMigrations } from '../src/plugins/security/server/migrations';
import { startNodeFlags } from '../src/core/server/test_utils/start_flags';
import { ADMIN_PASSWORD, startServer } from '../test/e2e/server_process';
import { postLogin } from './accounts';
import { INSIGHT_EVENTS, bulkInsert } from './audit_insights';

const DAY = 86_400_000;
const PROBE_EVERY_MS = 5;

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
  /** The same logins on the same server once the purge is over. */
  quietP99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const PURGED = /Audit retention deleted (\d+) events/;

/** Sequential logins, one every PROBE_EVERY_MS, until `done()`; their latencies in ms. */
async function loginLatencies(url: string, done: () => boolean, limit = Infinity): Promise<number[]> {
  const latencies: number[] = [];
  while (!done() && latencies.length < limit) {
    const started = process.hrtime.bigint();
    const answer = await postLogin(url, 'admin', ADMIN_PASSWORD);
    if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return latencies;
}

async function measure(dialect: 'sqlite' | 'postgres', config: StoreConfig): Promise<RetentionResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-bench-retention-'));
  const file = join(dataDir, STORE_FILE_NAME);
  const mb = () => (dialect === 'sqlite' ? statSync(file).size / 1e6 : undefined);
  try {
    // The events, all older than the one day kept, written before the server starts.
    const service = new StoreService();
    service.setup().registerMigrations(securityPluginMigrations);
    const store = await service.start({ dataDir, config });
    const db = store.kysely<AuditTables>();
    await bulkInsert(db, Date.now() - 2 * DAY);
    while ((await foldAuditRollups(db as Kysely<any>, dialect)) > 0);
    await service.stop();
    const fileMbBefore = mb();

    const storeYml = config.url ? `store.url: "${config.url.reveal()}"\n` : '';
    const server = await startServer({
      dataDir,
      configYml: `${storeYml}opensearch_security.audit.retention.max_age: 1d\n`,
      nodeArgs: startNodeFlags(resolve(__dirname, '..')),
    });
    try {
      // The first login checks the bcrypt hash; later ones are what a busy site's logins cost.
      await postLogin(server.url, 'admin', ADMIN_PASSWORD);
      const started = process.hrtime.bigint();
      const purged = () => PURGED.test(server.output());
      const latencies = await loginLatencies(server.url, purged);
      const purgeMs = Number(process.hrtime.bigint() - started) / 1e6;
      const events = Number(PURGED.exec(server.output())?.[1] ?? 0);
      const pagesFreed = Number(/gave (\d+) pages back/.exec(server.output())?.[1] ?? 0);
      const quiet = [...(await loginLatencies(server.url, () => false, 1000))].sort((a, b) => a - b);
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        dialect,
        events,
        purgeMs,
        eventsPerSecond: events / (purgeMs / 1000),
        pagesFreed,
        fileMbBefore,
        fileMbAfter: mb(),
        probes: sorted.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted[sorted.length - 1],
        quietP99: percentile(quiet, 0.99),
      };
    } finally {
      await server.stop();
    }
  } finally {
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
        `POST /auth/login meanwhile (${r.probes}): p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
        `max ${r.max.toFixed(1)} ms (p99 ${r.quietP99.toFixed(1)} ms after it)`
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
