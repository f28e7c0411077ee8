/**
 * The roll-ups of migration security:0015-audit-rollups against counts worked out from the event
 * list itself: whole hours and days come from the roll-ups, the ragged ends from the events, and
 * the two must meet exactly (ranges that cut through an hour or a day, on a boundary or one
 * millisecond beside it, every filter alone and combined). Also a store upgraded from the release
 * before, which already holds events, and PostgreSQL's queue of events not yet rolled up.
 */
import { StoreService, TEST_STORES, copyStore, testStoreConfig } from '../../../../../core/server/test_utils';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { FAILURE_CATEGORIES, autoInterval, type AuditFilters } from '../../../common/audit_insights';
import type { AuditCategory } from '../../../common/audit';
import type { AuditAggregateQuery } from '../types';
import { aggregateAuditEvents } from './audit_aggregate';
import type { AuditTables } from './audit_log';
import { FOLD_LOCK } from './audit_rollups';
import { securityMigrations } from './migrations';

const T0 = Date.UTC(2031, 5, 1);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

type Event = {
  timestamp: number;
  category: AuditCategory;
  user: string | null;
  remote_address: string;
  auth_type: string | null;
  tenant: string | null;
};

const CATEGORIES: AuditCategory[] = ['FAILED_LOGIN', 'AUTHENTICATED', 'GRANTED_PRIVILEGES', 'MISSING_PRIVILEGES'];
const USERS = ['alice', 'bob', null, 'carol'];
const ADDRESSES = ['10.0.0.1', '10.0.0.2', '10.0.0.3'];
const AUTH_TYPES = ['basicauth', null, 'jwt'];
const TENANTS = [null, 'finance', null, null, 'global_tenant'];

/**
 * 120 events over three days from T0 - 1 h, some exactly on an hour or a day, some a millisecond
 * before one; the fields cycle with different periods so every combination occurs.
 */
function events(offset = 0): Event[] {
  return Array.from({ length: 120 }, (_, i) => {
    const at = i % 7 === 0 ? Math.floor(i / 2) * HOUR : i % 7 === 1 ? Math.floor(i / 2) * HOUR - 1 : i * 37 * MIN + i;
    return {
      timestamp: T0 - HOUR + offset + at,
      category: CATEGORIES[i % 4],
      user: USERS[i % 4 === 0 ? i % 3 : (i + 1) % 4],
      remote_address: ADDRESSES[i % 3],
      auth_type: AUTH_TYPES[i % 3],
      tenant: TENANTS[i % 5],
    };
  });
}

function value(e: Event, field: keyof AuditFilters): string | null {
  switch (field) {
    case 'address':
      return e.remote_address;
    case 'outcome':
      return FAILURE_CATEGORIES.includes(e.category) ? 'failure' : 'success';
    default:
      return e[field];
  }
}

/** What the answer must be, counted from the list. */
function expected(all: Event[], query: AuditAggregateQuery) {
  const matching = all.filter(
    (e) =>
      e.timestamp >= query.from &&
      e.timestamp <= query.to &&
      Object.entries(query.filters).every(([f, v]) => v === undefined || value(e, f as keyof AuditFilters) === v)
  );
  if (query.type === 'histogram') {
    const [, ms] = autoInterval(query.from, query.to);
    const buckets = new Map<number, Record<string, number>>();
    for (const e of matching) {
      const key = Math.floor(e.timestamp / ms) * ms;
      const b = buckets.get(key) ?? {};
      b[e.category] = (b[e.category] ?? 0) + 1;
      buckets.set(key, b);
    }
    return {
      total: matching.length,
      buckets: [...buckets.entries()].sort(([a], [b]) => a - b).map(([key, byCategory]) => ({ key, byCategory })),
    };
  }
  const counts = new Map<string | null, number>();
  for (const e of matching) counts.set(value(e, query.field), (counts.get(value(e, query.field)) ?? 0) + 1);
  const sorted = [...counts.entries()].sort(
    ([a, n], [b, m]) => m - n || Number(a === null) - Number(b === null) || (a! < b! ? -1 : a! > b! ? 1 : 0)
  );
  const shown = sorted.slice(0, query.size);
  return {
    total: matching.length,
    buckets: shown.map(([key, count]) => ({ key, count })),
    other: matching.length - shown.reduce((s, [, n]) => s + n, 0),
  };
}

async function answer(db: Kysely<AuditTables>, dialect: 'sqlite' | 'postgres', query: AuditAggregateQuery) {
  const got = await aggregateAuditEvents(db, dialect, query);
  if (query.type === 'histogram') {
    return {
      total: got.total,
      buckets: got.histogram!.buckets.map((b) => ({ key: b.key, byCategory: b.by_category })),
    };
  }
  return { total: got.total, buckets: got.terms!.buckets, other: got.terms!.other };
}

const RANGES: Array<[string, number, number]> = [
  ['everything', T0 - 2 * HOUR, T0 + 4 * DAY],
  ['cut through an hour at both ends', T0 + 17 * MIN + 5, T0 + 2 * DAY + 5 * HOUR + 41 * MIN],
  ['from an hour to the millisecond before one', T0 + 3 * HOUR, T0 + 2 * DAY + 7 * HOUR - 1],
  ['a millisecond past an hour to the end of one', T0 + 3 * HOUR + 1, T0 + 2 * DAY + 7 * HOUR],
  ['whole days', T0, T0 + 2 * DAY - 1],
  ['cut through days', T0 + 3 * HOUR, T0 + 2 * DAY + 20 * HOUR],
  ['shorter than an hour', T0 + 5 * HOUR + 10 * MIN, T0 + 5 * HOUR + 50 * MIN],
];

const FILTERS: AuditFilters[] = [
  {},
  { category: 'FAILED_LOGIN' },
  { outcome: 'failure' },
  { outcome: 'success' },
  { auth_type: 'basicauth' },
  { tenant: 'finance' },
  { user: 'alice' },
  { address: '10.0.0.2' },
  { user: 'bob', category: 'AUTHENTICATED' },
  { address: '10.0.0.1', outcome: 'failure' },
  { auth_type: 'jwt', tenant: 'global_tenant' },
  { user: 'alice', address: '10.0.0.3' },
  { category: 'GRANTED_PRIVILEGES', auth_type: 'basicauth', tenant: 'finance', user: 'carol' },
];

const FIELDS = ['category', 'user', 'address', 'auth_type', 'tenant', 'outcome'] as const;

function* queries(): Generator<AuditAggregateQuery> {
  for (const [, from, to] of RANGES) {
    for (const filters of FILTERS) {
      yield { type: 'histogram', from, to, filters };
      for (const field of FIELDS) yield { type: 'terms', field, size: 2, from, to, filters };
    }
  }
}

/** JSON with each object's keys sorted (the order categories are listed in does not matter). */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v
  );

async function expectAllExact(db: Kysely<AuditTables>, dialect: 'sqlite' | 'postgres', all: Event[]) {
  const wrong: string[] = [];
  for (const query of queries()) {
    const got = await answer(db, dialect, query);
    const want = expected(all, query);
    if (canonical(got) !== canonical(want)) {
      wrong.push(`${JSON.stringify(query)}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
    }
  }
  expect(wrong).toEqual([]);
}

const insert = (db: Kysely<any>, rows: Event[]) =>
  db
    .insertInto('security_audit_events')
    .values(rows.map((e) => ({ ...e, layer: 'REST', method: 'GET', path: '/x', details: '{}' })))
    .execute();

describe.each(TEST_STORES)('audit roll-ups on %s', (dialect) => {
  const dir = mkdtempSync(join(tmpdir(), 'audit-rollups-'));
  const services: StoreService[] = [];
  let db: Kysely<AuditTables>;
  const stored: Event[] = [];

  let config: Awaited<ReturnType<typeof testStoreConfig>>;
  const open = async (migrations: typeof securityMigrations) => {
    const service = new StoreService();
    services.push(service);
    service.setup().registerMigrations(migrations);
    return service.start({ dataDir: join(dir, 'data'), config });
  };

  beforeAll(async () => {
    config = await testStoreConfig(dialect); // one database for both releases
    // A store of the release before, already holding events…
    const before = await open(securityMigrations.filter((m) => m.id < 'security:0015'));
    const older = events();
    await insert(before.kysely(), older);
    stored.push(...older);
    await services.pop()!.stop();
    // …upgraded: the migration counts them.
    db = (await open(securityMigrations)).kysely<AuditTables>();
  });
  afterAll(async () => {
    for (const service of services.splice(0)) await service.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the upgrade counts the events already stored into the roll-ups', async () => {
    const { rows } = await sql<{ n: number | string }>`SELECT SUM(n) AS n FROM security_audit_rollup_hourly`.execute(
      db
    );
    expect(Number(rows[0].n)).toBe(120);
    const daily = await sql<{ field: string; n: number | string }>`
      SELECT field, SUM(n) AS n FROM security_audit_rollup_daily GROUP BY field ORDER BY field`.execute(db);
    expect(daily.rows.map((r) => [r.field, Number(r.n)])).toEqual([
      ['address', 120],
      ['user', 120],
    ]);
  });

  it('whole hours come from the roll-up, the ends of a range from the events', async () => {
    // A worked example: hour T0+5h holds the events at 5 h 00 (exactly on the hour) and 5 h 43.
    const inHour = stored.filter((e) => e.timestamp >= T0 + 5 * HOUR && e.timestamp < T0 + 6 * HOUR);
    expect(inHour.length).toBeGreaterThan(0);
    const byRollup = { type: 'terms', field: 'category', size: 10, filters: {} } as const;
    const whole = await aggregateAuditEvents(db, dialect, { ...byRollup, from: T0 + 5 * HOUR, to: T0 + 6 * HOUR - 1 });
    expect(whole.total).toBe(inHour.length);
    // Proof of the source: a count planted in the roll-up shows for the whole hour only.
    await sql`UPDATE security_audit_rollup_hourly SET n = n + 1000 WHERE hour = ${T0 + 5 * HOUR} AND category = ${inHour[0].category}`.execute(
      db
    );
    try {
      const planted = await aggregateAuditEvents(db, dialect, {
        ...byRollup,
        from: T0 + 5 * HOUR,
        to: T0 + 6 * HOUR - 1,
      });
      expect(planted.total).toBe(inHour.length + 1000);
      const cut = await aggregateAuditEvents(db, dialect, {
        ...byRollup,
        from: T0 + 5 * HOUR + 1,
        to: T0 + 6 * HOUR - 1,
      });
      expect(cut.total).toBe(inHour.filter((e) => e.timestamp > T0 + 5 * HOUR).length);
    } finally {
      await sql`UPDATE security_audit_rollup_hourly SET n = n - 1000 WHERE hour = ${T0 + 5 * HOUR} AND category = ${inHour[0].category}`.execute(
        db
      );
    }
  });

  it('every range and filter combination counts exactly, for events from before the upgrade', async () => {
    await expectAllExact(db, dialect, stored);
  });

  it('events written after the upgrade are counted too, in the same hours and days as the older ones', async () => {
    // Shifted by 20 minutes: they share the roll-ups' rows with the older events.
    const newer = events(20 * MIN + 7);
    for (const e of newer.slice(0, 30)) await insert(db, [e]); // one by one, as the server writes
    await insert(db, newer.slice(30));
    stored.push(...newer);
    await expectAllExact(db, dialect, stored);
  });

  if (dialect === 'postgres') {
    it('events not yet folded into the roll-ups are counted from the queue, and folded later', async () => {
      const newer = events(41 * MIN + 3).slice(0, 60);
      // Another process folding: this one cannot, so the new events stay queued while it counts.
      await db.connection().execute(async (other) => {
        await sql`SELECT pg_advisory_lock(${FOLD_LOCK})`.execute(other);
        try {
          await insert(db, newer);
          stored.push(...newer);
          await expectAllExact(db, dialect, stored);
          const { rows } = await sql<{ n: string }>`SELECT COUNT(*) AS n FROM security_audit_rollup_pending`.execute(
            db
          );
          expect(Number(rows[0].n)).toBe(60);
        } finally {
          await sql`SELECT pg_advisory_unlock(${FOLD_LOCK})`.execute(other);
        }
      });
      await expectAllExact(db, dialect, stored);
      const { rows } = await sql<{ n: string }>`SELECT COUNT(*) AS n FROM security_audit_rollup_pending`.execute(db);
      expect(Number(rows[0].n)).toBe(0);
    });
  }

  it('the roll-ups cannot make the audit table writable', async () => {
    const refused = await sql`DELETE FROM security_audit_events`.execute(db).then(
      () => 'no error',
      (error: Error) => error.message
    );
    expect(refused).toMatch(/append-only: they cannot be deleted/);
  });
});

if (TEST_STORES.includes('postgres')) {
  describe('audit roll-ups in a store copy (scripts/store.ts copy)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-rollups-copy-'));
    const services: StoreService[] = [];
    const open = async (dialect: 'sqlite' | 'postgres', name: string) => {
      const service = new StoreService();
      services.push(service);
      service.setup().registerMigrations(securityMigrations);
      return service.start({ dataDir: join(dir, name), config: await testStoreConfig(dialect) });
    };
    afterAll(async () => {
      for (const service of services.splice(0)) await service.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('PostgreSQL with events still queued, copied to SQLite and back, counts exactly', async () => {
      const postgres = await open('postgres', 'pg');
      const all = events();
      await insert(postgres.kysely(), all.slice(0, 80));
      await aggregateAuditEvents(postgres.kysely(), 'postgres', { type: 'histogram', filters: {}, from: 0, to: 1 });
      // The last 40 stay queued (another process holds the fold) when the copy is taken.
      await postgres
        .kysely()
        .connection()
        .execute(async (other) => {
          await sql`SELECT pg_advisory_lock(${FOLD_LOCK})`.execute(other);
          try {
            await insert(postgres.kysely(), all.slice(80));
            const sqlite = await open('sqlite', 'sqlite');
            await copyStore(postgres, sqlite);
            await expectAllExact(sqlite.kysely(), 'sqlite', all);
            const again = await open('postgres', 'pg2');
            await copyStore(sqlite, again);
            await expectAllExact(again.kysely(), 'postgres', all);
          } finally {
            await sql`SELECT pg_advisory_unlock(${FOLD_LOCK})`.execute(other);
          }
        });
    });
  });
}
