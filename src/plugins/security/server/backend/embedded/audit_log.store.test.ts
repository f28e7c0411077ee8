import { TEST_STORES } from '../../../../../core/server/test_utils';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { Store } from '../../../../../core/server';
import type { EmbeddedSecurityBackend } from './embedded_backend';
import { createSeededBackend, createTestStore, type TestStore } from './test_utils/test_store';

const request = { remote_address: '10.1.2.3', method: 'POST', path: '/auth/login' };
const actor = {
  user: 'admin',
  request: { remote_address: '10.1.2.3', method: 'POST', path: '/api/v1/configuration/roles/xx' },
};

describe.each(TEST_STORES)('the audit log of the embedded backend on %s', (dialect) => {
  let store: TestStore;
  let backend: EmbeddedSecurityBackend;
  let clock: number;

  beforeEach(async () => {
    store = await createTestStore(dialect);
    clock = Date.UTC(2031, 5, 1);
    backend = await createSeededBackend(store, { now: () => clock });
  });
  afterEach(() => store.cleanup());

  it('is append-only: UPDATE, DELETE and REPLACE are refused, from this connection and from another', async () => {
    await backend.audit({ category: 'FAILED_LOGIN', user: null, request, details: { reason: 'invalid_credentials' } });
    const count = async () =>
      (await store.query<{ n: number }>('SELECT COUNT(*) AS n FROM security_audit_events'))[0].n;
    expect(await count()).toBe(1);
    const other = await store.reopen();
    // better-sqlite3's errors come from outside Jest's realm, so their messages are compared.
    const run = (db: Store, text: string) =>
      sql
        .raw(text)
        .execute(db.kysely())
        .then(
          () => 'no error',
          (error: Error) => error.message
        );
    for (const db of [store, other] as Store[]) {
      expect(await run(db, `UPDATE security_audit_events SET "user" = 'someone'`)).toMatch(
        /append-only: they cannot be changed/
      );
      expect(await run(db, 'DELETE FROM security_audit_events')).toMatch(/append-only: they cannot be deleted/);
      expect(await run(db, 'DELETE FROM security_audit_events WHERE id = 1')).toMatch(/append-only/);
      if (dialect === 'sqlite') {
        expect(
          await run(db, 'INSERT OR REPLACE INTO security_audit_events SELECT * FROM security_audit_events')
        ).toMatch(/append-only: they cannot be replaced/);
      } else {
        expect(await run(db, 'TRUNCATE security_audit_events')).toMatch(/append-only: they cannot be deleted/);
      }
      expect(
        await run(
          db,
          `INSERT INTO security_audit_events SELECT * FROM security_audit_events WHERE true ON CONFLICT (id) DO UPDATE SET details = '{}'`
        )
      ).toMatch(/append-only/);
    }
    expect(await count()).toBe(1);
    const [event] = (await backend.searchAuditEvents({})).events;
    expect(event).toMatchObject({
      user: null,
      timestamp: '2031-06-01T00:00:00.000Z',
      details: { reason: 'invalid_credentials' },
    });
  });

  it('logs a configuration change in the same transaction: a refused change logs nothing', async () => {
    await backend.upsert('roles', 'xx', { description: 'one' }, actor);
    await expect(backend.upsert('roles', 'all_access', { description: 'mine' }, actor)).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(backend.delete('tenants', 'missing', actor)).rejects.toMatchObject({ statusCode: 404 });
    const { total, events } = await backend.searchAuditEvents({ category: 'COMPLIANCE_INTERNAL_CONFIG_WRITE' });
    expect(total).toBe(1);
    expect(events[0]).toMatchObject({
      user: 'admin',
      path: actor.request.path,
      details: { resource: 'roles', name: 'xx', operation: 'create' },
    });
  });

  it('logs a deleted role and the mapping deleted with it as two events of one write', async () => {
    await backend.upsert('roles', 'xx', { description: 'one' });
    await backend.upsert('rolesmapping', 'xx', { users: ['kirk'] });
    await backend.delete('roles', 'xx', actor);
    const { events } = await backend.searchAuditEvents({ category: 'COMPLIANCE_INTERNAL_CONFIG_WRITE' });
    expect(events.map((e) => [e.details.resource, e.details.name, e.details.operation]).sort()).toEqual([
      ['roles', 'xx', 'delete'],
      ['rolesmapping', 'xx', 'delete'],
    ]);
    await expect(backend.get('rolesmapping', 'xx')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('writes nothing for a change made without an actor (the securityadmin CLI, a test)', async () => {
    await backend.upsert('roles', 'xx', { description: 'one' });
    expect((await backend.searchAuditEvents({})).total).toBe(0);
  });

  it('pages and filters, newest first, and refuses bad paging', async () => {
    for (const [i, user] of ['a', 'b', 'a'].entries()) {
      clock += 1000;
      await backend.audit({ category: 'MISSING_PRIVILEGES', user, request: { ...request, path: `/p${i}` } });
    }
    expect((await backend.searchAuditEvents({})).events.map((e) => e.path)).toEqual(['/p2', '/p1', '/p0']);
    expect((await backend.searchAuditEvents({ user: 'a' })).events.map((e) => e.path)).toEqual(['/p2', '/p0']);
    expect((await backend.searchAuditEvents({ per_page: 1, page: 3 })).events.map((e) => e.path)).toEqual(['/p0']);
    expect(
      (await backend.searchAuditEvents({ from: clock - 1000, to: clock - 1000 })).events.map((e) => e.path)
    ).toEqual(['/p1']);
    await expect(backend.searchAuditEvents({ per_page: 0 })).rejects.toMatchObject({
      statusCode: 400,
      message: '[per_page] must be a whole number from 1 to 1000',
    });
    await expect(backend.searchAuditEvents({ page: 1.5 })).rejects.toMatchObject({ statusCode: 400 });
    await expect(backend.searchAuditEvents({ category: 'NOPE' as never })).rejects.toMatchObject({ statusCode: 400 });
  });
  it('counts the total of a range cutting through hours exactly, with and without filters', async () => {
    const hour = 3_600_000;
    const { config } = await backend.getAuditConfig();
    await backend.updateAuditConfig({ ...config, audit: { ...config.audit, disabled_rest_categories: [] } });
    const start = clock;
    // Three events an hour for six hours, 20 minutes apart; every third by user b, from 10.0.0.2.
    for (let i = 0; i < 18; i++) {
      clock = start + i * 20 * 60_000;
      const other = i % 3 === 0;
      await backend.audit({
        category: i % 2 === 0 ? 'FAILED_LOGIN' : 'GRANTED_PRIVILEGES',
        user: other ? 'b' : 'a',
        request: { ...request, remote_address: other ? '10.0.0.2' : '10.0.0.1', path: `/p${i}` },
        details: i % 2 === 0 ? { auth_type: 'basicauth' } : { tenant: 'finance' },
      });
    }
    // From 10 minutes into the first hour to 50 minutes into the fifth: events 1 … 14.
    const range = { from: start + 10 * 60_000, to: start + 4 * hour + 50 * 60_000 };
    const total = async (query: Parameters<typeof backend.searchAuditEvents>[0]) =>
      (await backend.searchAuditEvents({ ...range, per_page: 1, ...query })).total;
    expect(await total({})).toBe(14);
    expect(await total({ category: 'FAILED_LOGIN' })).toBe(7);
    expect(await total({ outcome: 'failure' })).toBe(7);
    expect(await total({ outcome: 'success' })).toBe(7);
    expect(await total({ auth_type: 'basicauth' })).toBe(7);
    expect(await total({ tenant: 'finance' })).toBe(7);
    expect(await total({ user: 'b' })).toBe(4);
    expect(await total({ address: '10.0.0.1' })).toBe(10);
    expect(await total({ category: 'GRANTED_PRIVILEGES', user: 'b' })).toBe(2);
    expect((await backend.searchAuditEvents({ per_page: 1 })).total).toBe(18);
    expect((await backend.searchAuditEvents({ from: range.from, per_page: 1 })).total).toBe(17);
    expect((await backend.searchAuditEvents({ to: range.to, per_page: 1 })).total).toBe(15);
  });
});
