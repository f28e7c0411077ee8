/**
 * Security insights at scale (issue 29 item 6): 1,000,000 audit events bulk-inserted into a fresh
 * store (one transaction, multi-row INSERTs), then the aggregations the audit events page and the
 * Login activity dashboard ask for, timed in the store: the date histogram by category and top-10
 * terms, over the last 24 hours (the page's default) and over all 30 days of events. SQLite,
 * with PostgreSQL beside it when installed. Prints figures only: never asserts a time.
 */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { sql, type Kysely } from 'kysely';
import { StoreService, type StoreConfig } from '../src/core/server/store';
import { postgresInstalled, testStoreConfig } from '../src/core/server/test_utils/postgres';
import { FAILURE_CATEGORIES } from '../src/plugins/security/common/audit_insights';
import { aggregateAuditEvents } from '../src/plugins/security/server/backend/embedded/audit_aggregate';
import type { AuditTables } from '../src/plugins/security/server/backend/embedded/audit_log';
import { securityMigrations } from '../src/plugins/security/server/backend/embedded/migrations';
import type { AuditAggregateQuery } from '../src/plugins/security/server/backend/types';
import { median } from './util';

export const INSIGHT_EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const DAYS = 30;
const RUNS = 5;
const CATEGORIES = ['FAILED_LOGIN', 'AUTHENTICATED', 'MISSING_PRIVILEGES', 'GRANTED_PRIVILEGES', 'SESSION_REVOKED'];
const AUTH_TYPES = ['basicauth', 'jwt', 'openid', 'saml', 'proxy'];

type Row = AuditTables['security_audit_events'];

/**
 * A deterministic spread: most events granted requests, a tenth failed logins, 2,000 users, 500
 * addresses; in time order over DAYS days, as a server appends them.
 */
function event(i: number, now: number): Omit<Row, 'id'> {
  const category = i % 10 === 0 ? 'FAILED_LOGIN' : CATEGORIES[1 + (i % 4)];
  const authType = category === 'FAILED_LOGIN' || category === 'AUTHENTICATED' ? AUTH_TYPES[i % 5] : null;
  return {
    timestamp: now - Math.floor((INSIGHT_EVENTS - i) * ((DAYS * 86_400_000) / INSIGHT_EVENTS)),
    category: category as Row['category'],
    layer: 'REST',
    user: `user_${(i * 31) % 2000}`,
    remote_address: `10.0.${(i * 13) % 2}.${(i * 17) % 250}`,
    method: 'GET',
    path: '/api/v1/configuration/roles',
    details: JSON.stringify(authType ? { reason: 'invalid_credentials', auth_type: authType } : { status: 200 }),
    auth_type: authType,
    tenant: i % 50 === 0 ? 'global_tenant' : null,
  };
}

/** Every event in one transaction, 500 rows per INSERT (well under SQLite's 32,766 bound parameters). */
async function bulkInsert(db: Kysely<AuditTables>, now: number): Promise<number> {
  const started = process.hrtime.bigint();
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < INSIGHT_EVENTS; from += 500) {
      const rows = Array.from({ length: Math.min(500, INSIGHT_EVENTS - from) }, (_, n) => event(from + n, now));
      await trx.insertInto('security_audit_events').values(rows).execute();
    }
  });
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export interface InsightTiming {
  label: string;
  ms: number;
  total: number;
}

export interface InsightResult {
  dialect: string;
  insertMs: number;
  timings: InsightTiming[];
}

async function timed(
  db: Kysely<AuditTables>,
  dialect: 'sqlite' | 'postgres',
  query: AuditAggregateQuery
): Promise<{ ms: number; total: number }> {
  const { total } = await aggregateAuditEvents(db, dialect, query);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    await aggregateAuditEvents(db, dialect, query);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { ms: median(times), total };
}

async function measure(dialect: 'sqlite' | 'postgres', config: StoreConfig): Promise<InsightResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-bench-insights-'));
  const service = new StoreService();
  service.setup().registerMigrations(securityMigrations);
  const store = await service.start({ dataDir, config });
  try {
    const db = store.kysely<AuditTables>();
    const now = Date.now();
    const insertMs = await bulkInsert(db, now);
    if (dialect === 'postgres') await sql`ANALYZE security_audit_events`.execute(db);
    const ranges: Array<[string, number]> = [
      ['24 h', now - 86_400_000],
      [`${DAYS} d`, now - DAYS * 86_400_000],
    ];
    const timings: InsightTiming[] = [];
    for (const [span, from] of ranges) {
      const range = { from, to: now };
      const cases: Array<[string, AuditAggregateQuery]> = [
        ['histogram by category', { type: 'histogram', filters: {}, ...range }],
        [
          'top-10 failing users',
          { type: 'terms', field: 'user', size: 10, filters: { category: FAILURE_CATEGORIES[0] }, ...range },
        ],
        ['top-10 addresses', { type: 'terms', field: 'address', size: 10, filters: {}, ...range }],
      ];
      for (const [label, query] of cases)
        timings.push({ label: `${label}, ${span}`, ...(await timed(db, dialect, query)) });
    }
    return { dialect, insertMs, timings };
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureAuditInsights(): Promise<InsightResult[]> {
  const results = [await measure('sqlite', await testStoreConfig('sqlite'))];
  if (postgresInstalled()) results.push(await measure('postgres', await testStoreConfig('postgres')));
  return results;
}

export function printAuditInsights(results: InsightResult[]): void {
  const n = INSIGHT_EVENTS.toLocaleString('en-US');
  process.stdout.write(`\nSecurity insights: ${n} audit events (median of ${RUNS} runs, in the store)\n`);
  for (const r of results) process.stdout.write(`  bulk insert on ${r.dialect}: ${(r.insertMs / 1000).toFixed(1)} s\n`);
  const labels = results[0].timings.map((t) => t.label);
  process.stdout.write(
    `  ${'query'.padEnd(36)}${results.map((r) => r.dialect.padStart(12)).join('')}   matching events\n`
  );
  for (const label of labels) {
    const cells = results.map((r) => `${r.timings.find((t) => t.label === label)!.ms.toFixed(1)} ms`.padStart(12));
    const total = results[0].timings.find((t) => t.label === label)!.total.toLocaleString('en-US');
    process.stdout.write(`  ${label.padEnd(36)}${cells.join('')}   ${total}\n`);
  }
  process.stdout.write('  (the goal: each under 200 ms on SQLite)\n');
}

if (require.main === module) {
  measureAuditInsights()
    .then(printAuditInsights)
    .then(
      () => process.exit(0),
      (error) => {
        process.stderr.write(`${(error as Error).stack}\n`);
        process.exit(1);
      }
    );
}
