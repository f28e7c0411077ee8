/**
 * Security insights at scale (issue 29 item 6): 1,000,000 audit events bulk-inserted into a fresh
 * store (one transaction, multi-row INSERTs), then the aggregations the audit events page and the
 * Login activity dashboard ask for, timed in the store: the date histogram by category and top-10
 * terms of every field, over the last 24 hours (the page's default), over all 30 days of events and
 * over ranges that cut through hours and days, with filters. Also the audit write rate: single-row
 * inserts, each its own transaction, as the server writes them (the roll-up tables of migration
 * security:0015-audit-rollups are maintained by those inserts). SQLite, with PostgreSQL beside it
 * when installed; the median of BENCH_INSIGHT_ROUNDS fresh stores (3). Prints figures only: never
 * asserts a time.
 */
import { mkdtempSync, rmSync } from 'fs';
import { loadavg, tmpdir } from 'os';
import { join } from 'path';
import { sql, type Kysely } from 'kysely';
import { StoreService, type StoreConfig } from '../src/core/server/store';
import { postgresInstalled, testStoreConfig } from '../src/core/server/test_utils/postgres';
import { FAILURE_CATEGORIES } from '../src/plugins/security/common/audit_insights';
import { aggregateAuditEvents } from '../src/plugins/security/server/backend/embedded/audit_aggregate';
import type { AuditTables } from '../src/plugins/security/server/backend/embedded/audit_log';
import { foldAuditRollups } from '../src/plugins/security/server/backend/embedded/audit_rollups';
import { securityMigrations } from '../src/plugins/security/server/backend/embedded/migrations';
import type { AuditAggregateQuery } from '../src/plugins/security/server/backend/types';
import { median } from './util';

export const INSIGHT_EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_INSIGHT_ROUNDS ?? 3);
const DAYS = 30;
const RUNS = 5;
/** Single-row inserts timed for the write rate. */
const SINGLE_INSERTS = 2_000;
const CATEGORIES = ['FAILED_LOGIN', 'AUTHENTICATED', 'MISSING_PRIVILEGES', 'GRANTED_PRIVILEGES', 'SESSION_REVOKED'];
const AUTH_TYPES = ['basicauth', 'jwt', 'openid', 'saml', 'proxy'];
const HOUR = 3_600_000;

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
export async function bulkInsert(db: Kysely<AuditTables>, now: number): Promise<number> {
  const started = process.hrtime.bigint();
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < INSIGHT_EVENTS; from += 500) {
      const rows = Array.from({ length: Math.min(500, INSIGHT_EVENTS - from) }, (_, n) => event(from + n, now));
      await trx.insertInto('security_audit_events').values(rows).execute();
    }
  });
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** Audit events per second written one by one, each its own transaction (the server's way). */
async function singleInsertRate(db: Kysely<AuditTables>, now: number): Promise<number> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < SINGLE_INSERTS; i++) {
    await db
      .insertInto('security_audit_events')
      .values({ ...event(i, now), timestamp: now + 1 + i })
      .execute();
  }
  return SINGLE_INSERTS / (Number(process.hrtime.bigint() - started) / 1e9);
}

export interface InsightTiming {
  label: string;
  ms: number;
  total: number;
}

export interface InsightResult {
  dialect: string;
  insertMs: number;
  insertsPerSecond: number;
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

function cases(now: number): Array<[string, AuditAggregateQuery]> {
  const full = { from: now - DAYS * 86_400_000, to: now };
  // Both ends inside an hour and a day, so roll-ups and raw rows meet.
  const ragged = { from: full.from + 17 * 60_000 + 3_123, to: now - 41 * 60_000 - 7_777 };
  const day = { from: now - 86_400_000, to: now };
  const terms = (
    field: Extract<AuditAggregateQuery, { type: 'terms' }>['field'],
    filters: AuditAggregateQuery['filters'] = {}
  ) => ({ type: 'terms', field, size: 10, filters }) as const;
  return [
    ['24 h: histogram', { type: 'histogram', filters: {}, ...day }],
    ['24 h: top-10 failing users', { ...terms('user', { category: FAILURE_CATEGORIES[0] }), ...day }],
    ['24 h: top-10 addresses', { ...terms('address'), ...day }],
    ['30 d: histogram', { type: 'histogram', filters: {}, ...full }],
    ['30 d: histogram, failures', { type: 'histogram', filters: { outcome: 'failure' }, ...full }],
    ['30 d: histogram, auth_type jwt', { type: 'histogram', filters: { auth_type: 'jwt' }, ...full }],
    ['30 d: histogram, one user', { type: 'histogram', filters: { user: 'user_7' }, ...full }],
    ['30 d: histogram, one address', { type: 'histogram', filters: { address: '10.0.1.17' }, ...full }],
    ['30 d: top-10 users', { ...terms('user'), ...full }],
    ['30 d: top-10 failing users', { ...terms('user', { category: FAILURE_CATEGORIES[0] }), ...full }],
    ['30 d: top-10 addresses', { ...terms('address'), ...full }],
    ['30 d: top-10 addresses, failures', { ...terms('address', { outcome: 'failure' }), ...full }],
    ['30 d: top-10 categories', { ...terms('category'), ...full }],
    ['30 d: top-10 outcomes', { ...terms('outcome'), ...full }],
    ['30 d: top-10 auth types', { ...terms('auth_type'), ...full }],
    ['30 d: top-10 tenants', { ...terms('tenant'), ...full }],
    [
      '30 d: top-10 users, auth_type+tenant',
      { ...terms('user', { auth_type: 'basicauth', tenant: 'global_tenant' }), ...full },
    ],
    ['30 d: top-10 categories, one user', { ...terms('category', { user: 'user_7' }), ...full }],
    ['30 d: top-10 addresses, one user', { ...terms('address', { user: 'user_7' }), ...full }],
    ['30 d: top-10 users, one address', { ...terms('user', { address: '10.0.1.17' }), ...full }],
    ['30 d cut mid-hour: histogram', { type: 'histogram', filters: {}, ...ragged }],
    ['30 d cut mid-hour: top-10 users', { ...terms('user'), ...ragged }],
    ['30 d cut mid-hour: top-10 addresses', { ...terms('address'), ...ragged }],
    ['30 d cut mid-hour: top-10 auth types', { ...terms('auth_type'), ...ragged }],
  ];
}

async function measure(dialect: 'sqlite' | 'postgres', config: StoreConfig): Promise<InsightResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-bench-insights-'));
  const service = new StoreService();
  service.setup().registerMigrations(securityMigrations);
  const store = await service.start({ dataDir, config });
  try {
    const db = store.kysely<AuditTables>();
    const now = Math.floor(Date.now() / HOUR) * HOUR - 1 - 7 * 60_000 - 321;
    let insertMs = await bulkInsert(db, now);
    if (dialect === 'postgres') {
      // PostgreSQL's inserts only queue the events for the roll-ups: folding them in is part of the cost.
      const started = process.hrtime.bigint();
      while ((await foldAuditRollups(db, dialect)) > 0);
      insertMs += Number(process.hrtime.bigint() - started) / 1e6;
      await sql`ANALYZE`.execute(db);
    }
    const insertsPerSecond = await singleInsertRate(db, now);
    const timings: InsightTiming[] = [];
    for (const [label, query] of cases(now)) timings.push({ label, ...(await timed(db, dialect, query)) });
    return { dialect, insertMs, insertsPerSecond, timings };
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The median of each figure over `rounds` fresh stores. */
function medianOf(results: InsightResult[]): InsightResult {
  return {
    dialect: results[0].dialect,
    insertMs: median(results.map((r) => r.insertMs)),
    insertsPerSecond: median(results.map((r) => r.insertsPerSecond)),
    timings: results[0].timings.map((t, i) => ({ ...t, ms: median(results.map((r) => r.timings[i].ms)) })),
  };
}

export interface InsightReport {
  rounds: number;
  loadBefore: number;
  loadAfter: number;
  results: InsightResult[];
}

export async function measureAuditInsights(rounds = ROUNDS): Promise<InsightReport> {
  const loadBefore = loadavg()[0];
  const dialects: Array<'sqlite' | 'postgres'> = postgresInstalled() ? ['sqlite', 'postgres'] : ['sqlite'];
  const byDialect = new Map<string, InsightResult[]>();
  for (let round = 0; round < rounds; round++) {
    for (const dialect of dialects) {
      const result = await measure(dialect, await testStoreConfig(dialect));
      byDialect.set(dialect, [...(byDialect.get(dialect) ?? []), result]);
    }
  }
  return { rounds, loadBefore, loadAfter: loadavg()[0], results: [...byDialect.values()].map(medianOf) };
}

export function printAuditInsights({ rounds, loadBefore, loadAfter, results }: InsightReport): void {
  const n = INSIGHT_EVENTS.toLocaleString('en-US');
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `\nSecurity insights: ${n} audit events (medians of ${rounds} fresh stores, each query the median of ${RUNS}; ` +
      `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after)`
  );
  out(`| query | ${results.map((r) => r.dialect).join(' | ')} | matching events |`);
  out(`|---|${results.map(() => '---:|').join('')}---:|`);
  const row = (label: string, cells: string[], extra = '') => out(`| ${label} | ${cells.join(' | ')} | ${extra} |`);
  row(
    `bulk insert of ${n} (one transaction; PostgreSQL: and the roll-up fold)`,
    results.map((r) => `${(r.insertMs / 1000).toFixed(1)} s (${Math.round(INSIGHT_EVENTS / (r.insertMs / 1000))}/s)`)
  );
  row(
    `audit inserts/s, one per transaction`,
    results.map((r) => `${r.insertsPerSecond.toFixed(0)}/s`)
  );
  for (const [i, t] of results[0].timings.entries()) {
    const cells = results.map((r) => {
      const ms = r.timings[i].ms;
      return r.dialect === 'sqlite' && ms >= 200 ? `**${ms.toFixed(1)} ms**` : `${ms.toFixed(1)} ms`;
    });
    row(t.label, cells, t.total.toLocaleString('en-US'));
  }
  out('(the goal: each query under 200 ms on SQLite; bold: missed)');
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
