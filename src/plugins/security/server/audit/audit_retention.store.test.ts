/**
 * Audit retention on the real store, SQLite and PostgreSQL: old events, events beyond the count
 * and the roll-ups of the hours and days nothing is kept for are deleted in batches; the log stays
 * append-only for everything else; SQLite gives the space back; two processes purging at once
 * agree.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { TEST_STORES } from '../../../../core/server/test_utils';
import type { PluginStore } from '../../../../core/server';
import { foldAuditRollups } from '../backend/embedded/audit_rollups';
import type { EmbeddedSecurityBackend } from '../backend/embedded/embedded_backend';
import { createSeededBackend, createTestStore, type TestStore } from '../backend/embedded/test_utils/test_store';
import { securityPluginMigrations } from '../migrations';
import type { SecurityTables } from '../store_tables';
import { AuditRetention } from './audit_retention';

const DAY = 86_400_000;
const request = { remote_address: '10.1.2.3', method: 'POST', path: '/auth/login' };
const silent = { debug() {}, info() {}, warn() {}, error() {}, get: () => silent } as never;

describe.each(TEST_STORES)('audit retention on %s', (dialect) => {
  let store: TestStore;
  let backend: EmbeddedSecurityBackend;
  let clock: number;

  beforeEach(async () => {
    store = await createTestStore(dialect, securityPluginMigrations);
    clock = Date.UTC(2031, 5, 1);
    backend = await createSeededBackend(store, { now: () => clock });
  });
  afterEach(() => store.cleanup());

  const retention = (
    options: { maxAgeMs?: number; maxEvents?: number; batchSize?: number },
    on: PluginStore<SecurityTables> = store as never
  ) =>
    new AuditRetention({
      store: on,
      maxAgeMs: options.maxAgeMs ?? 0,
      maxEvents: options.maxEvents ?? 0,
      intervalMs: 60_000,
      now: () => clock,
      logger: silent,
      batchSize: 'batchSize' in options ? options.batchSize : 7,
    });
  const record = async (at: number, count: number, user = 'kirk') => {
    const saved = clock;
    clock = at;
    for (let i = 0; i < count; i++) {
      await backend.audit({ category: 'FAILED_LOGIN', user, request, details: { reason: 'invalid_credentials' } });
    }
    clock = saved;
  };
  const times = async () =>
    (await store.query<{ timestamp: number | string }>('SELECT timestamp FROM security_audit_events ORDER BY id')).map(
      (row) => Number(row.timestamp)
    );
  const rollupTimes = async () => {
    await foldAuditRollups(store.kysely(), dialect);
    const hours = await store.query<{ hour: number | string }>(
      'SELECT DISTINCT hour FROM security_audit_rollup_hourly'
    );
    const days = await store.query<{ day: number | string }>('SELECT DISTINCT day FROM security_audit_rollup_daily');
    return { hours: hours.map((r) => Number(r.hour)).sort(), days: days.map((r) => Number(r.day)).sort() };
  };

  it('deletes the events older than max_age, in batches, and the roll-ups of the hours and days before the oldest kept', async () => {
    await record(clock - 200 * DAY, 20, 'old');
    await record(clock - 91 * DAY, 5, 'old');
    await record(clock - 89 * DAY, 3, 'kept');
    await record(clock - DAY, 2, 'kept');
    expect((await rollupTimes()).hours).toHaveLength(4);

    const purger = retention({ maxAgeMs: 90 * DAY });
    const result = await purger.purge();
    expect(result.events).toBe(25);
    expect(await times()).toEqual([...Array(3).fill(clock - 89 * DAY), ...Array(2).fill(clock - DAY)]);
    expect(await purger.oldestEvent()).toBe(clock - 89 * DAY);
    const { hours, days } = await rollupTimes();
    expect(hours).toEqual([clock - 89 * DAY, clock - DAY]);
    expect(days).toEqual([clock - 89 * DAY, clock - DAY]);
    // What the pages read agrees with what is kept.
    const page = await backend.searchAuditEvents({ per_page: 100 });
    expect(page.total).toBe(5);
    expect(new Set(page.events.map((e) => e.user))).toEqual(new Set(['kept']));
    // Nothing more to do: a second purge deletes nothing.
    expect((await purger.purge()).events).toBe(0);
  });

  it('keeps only the newest max_events events', async () => {
    for (let i = 0; i < 30; i++) await record(clock - (30 - i) * 60_000, 1, `u${i}`);
    // Batches sized by the time they take (the server's way).
    expect((await retention({ maxEvents: 12, batchSize: undefined }).purge()).events).toBe(18);
    const users = (await backend.searchAuditEvents({ per_page: 100 })).events.map((e) => e.user);
    expect(users).toEqual(Array.from({ length: 12 }, (_, i) => `u${29 - i}`));
  });

  it('counts only the events kept: after max_events keeps 50 of 150 events of one hour, the total is 50', async () => {
    await record(clock - 30 * 60_000, 100, 'older');
    await record(clock - 10 * 60_000, 50, 'newer');
    expect((await backend.searchAuditEvents({ per_page: 1 })).total).toBe(150);
    expect((await retention({ maxEvents: 50 }).purge()).events).toBe(100);
    const page = await backend.searchAuditEvents({ per_page: 100 });
    expect(page.total).toBe(50);
    expect(new Set(page.events.map((e) => e.user))).toEqual(new Set(['newer']));
    // The counts of the insights read the same roll-ups, by category and by user.
    const range = { from: clock - DAY, to: clock, filters: {} };
    const byCategory = await backend.aggregateAuditEvents({ type: 'terms', field: 'category', size: 5, ...range });
    expect(byCategory.total).toBe(50);
    const byUser = await backend.aggregateAuditEvents({ type: 'terms', field: 'user', size: 5, ...range });
    expect(byUser.terms?.buckets).toEqual([{ key: 'newer', count: 50 }]);
  });

  it('keeps the configuration changes ahead of login noise: wrong logins go first beyond max_events', async () => {
    const actor = {
      user: 'admin',
      request: { remote_address: '10.9.9.9', method: 'PUT', path: '/api/v1/configuration/roles/r' },
    };
    clock -= 60 * 60_000;
    for (let i = 0; i < 5; i++) await backend.upsert('roles', `kept_${i}`, { description: 'by admin' }, actor);
    clock += 60 * 60_000;
    await record(clock - 30 * 60_000, 400, 'attacker');
    expect((await retention({ maxEvents: 100 }).purge()).events).toBe(305);
    const config = await backend.searchAuditEvents({ category: 'COMPLIANCE_INTERNAL_CONFIG_WRITE', per_page: 100 });
    expect(config.events.map((e) => e.details.name).sort()).toEqual(['kept_0', 'kept_1', 'kept_2', 'kept_3', 'kept_4']);
    expect((await backend.searchAuditEvents({ category: 'FAILED_LOGIN', per_page: 1 })).total).toBe(95);
    expect((await backend.searchAuditEvents({ per_page: 1 })).total).toBe(100);

    // Once no noise is left to drop, the oldest of the others go: the limit still holds.
    expect((await retention({ maxEvents: 3 }).purge()).events).toBe(97);
    const left = await backend.searchAuditEvents({ per_page: 100 });
    expect(left.events.map((e) => e.details.name)).toEqual(['kept_4', 'kept_3', 'kept_2']);
    expect(left.total).toBe(3);
  });

  it('stays append-only outside a purge: a plain DELETE is still refused', async () => {
    await record(clock - 200 * DAY, 3);
    // better-sqlite3's errors come from outside Jest's realm, so their messages are compared.
    const deleteAll = () =>
      sql
        .raw('DELETE FROM security_audit_events')
        .execute(store.kysely())
        .then(
          () => 'no error',
          (error: Error) => error.message
        );
    expect(await deleteAll()).toMatch(/append-only: they cannot be deleted/);
    expect(await times()).toHaveLength(3);
    // And after a purge ran (its permission ends with its transaction).
    await retention({ maxAgeMs: 90 * DAY }).purge();
    await record(clock - 200 * DAY, 1);
    expect(await times()).toHaveLength(1);
    expect(await store.query('SELECT * FROM security_audit_purge_gate')).toEqual([]);
    expect(await deleteAll()).toMatch(/append-only: they cannot be deleted/);
    expect(await times()).toHaveLength(1);
  });

  // Instances sharing PostgreSQL (SQLite's processes share one file, whose writers queue anyway;
  // two connections in one test process would block each other's thread).
  if (dialect === 'postgres') {
    it('purges safely from two instances at once', async () => {
      await record(clock - 100 * DAY, 60);
      await record(clock, 4);
      const other = await store.reopen();
      const [a, b] = await Promise.all([
        retention({ maxAgeMs: 90 * DAY }).purge(),
        retention({ maxAgeMs: 90 * DAY }, other as never).purge(),
      ]);
      expect(a.events + b.events).toBe(60);
      expect(await times()).toEqual(Array(4).fill(clock));
    });
  }

  if (dialect === 'sqlite') {
    it('gives the freed pages back to the file system', async () => {
      const big = 'x'.repeat(2000);
      for (let i = 0; i < 400; i++) {
        clock -= 1;
        await backend.audit({ category: 'FAILED_LOGIN', user: 'kirk', request, details: { reason: big } });
      }
      clock = Date.UTC(2031, 5, 1) + 200 * DAY;
      const pages = async () => Number((await store.query<{ page_count: number }>('PRAGMA page_count'))[0].page_count);
      const before = await pages();
      const result = await retention({ maxAgeMs: 90 * DAY }).purge();
      expect(result.events).toBe(400);
      expect(result.pages).toBeGreaterThan(100);
      expect(await pages()).toBeLessThan(before - 100);
      expect(Number((await store.query<{ freelist_count: number }>('PRAGMA freelist_count'))[0].freelist_count)).toBe(
        0
      );
      // The purge checkpointed its own writes; the connection's automatic checkpoint is back on.
      const wal = await store.query<{ wal_autocheckpoint: number }>('PRAGMA wal_autocheckpoint');
      expect(Number(wal[0].wal_autocheckpoint)).toBe(1000);
    });
  }
});
