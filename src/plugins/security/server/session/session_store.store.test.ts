import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { type Store } from '../../../../core/server';
import { StoreService, TEST_STORES, testStoreConfig } from '../../../../core/server/test_utils';
import { securityMigrations } from '../backend/embedded/migrations';
import { EmbeddedStoredUsers } from '../backend/embedded/stored_users';
import type { SecurityConfigTables } from '../backend/embedded/repository';
import { sessionMigrations } from './migrations';
import { hashSessionId } from './session_cookie';
import { SessionStore, type SessionListQuery, type SessionTables, type SessionTimeouts } from './session_store';

const TTL = 60_000;
/** The embedded backend's users, read with each session as the server reads them. */
const users = new EmbeddedStoredUsers();
const LIFESPAN = 600_000;

describe.each(TEST_STORES)('SessionStore on %s', (dialect) => {
  let dir: string;
  let service: StoreService;
  let store: Store;
  let now: number;
  let storeConfig: Awaited<ReturnType<typeof testStoreConfig>>;
  const open = (timeouts: Partial<SessionTimeouts> = {}) =>
    new SessionStore(
      store,
      { idle_timeout: TTL, lifespan: LIFESPAN, keepalive: true, ...timeouts },
      () => now,
      ['security_config'],
      users
    );

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'security-sessions-'));
    service = new StoreService();
    service.setup().registerMigrations([...securityMigrations, ...sessionMigrations]);
    storeConfig = await testStoreConfig(dialect);
    store = await service.start({ dataDir: dir, config: storeConfig });
    now = 1_000_000;
  });
  afterEach(async () => {
    await service.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds a session by its id, storing only the id’s hash', async () => {
    const sessions = open();
    const { endedOlder: _created, ...created } = await sessions.create('the-id', 'kirk', 'basicauth', '');
    expect(created).toMatchObject({
      username: 'kirk',
      authType: 'basicauth',
      tenant: '',
      createdAt: now,
      lastSeen: now,
      expiresAt: now + LIFESPAN,
    });
    expect(await sessions.find('the-id')).toEqual({ state: 'active', session: created });
    expect(await sessions.find('other-id')).toEqual({ state: 'missing' });
    const row = await store
      .kysely<SessionTables>()
      .selectFrom('security_sessions')
      .select('sid_hash')
      .executeTakeFirstOrThrow();
    expect(row.sid_hash).toBe(hashSessionId('the-id'));
    expect(row.sid_hash).not.toContain('the-id');
  });

  it('expires after the idle time unless touched, and is deleted when found expired', async () => {
    const sessions = open();
    await sessions.create('a', 'kirk', 'basicauth', null);
    now += TTL - 1;
    const found = await sessions.find('a');
    expect(found.state).toBe('active');
    await sessions.touch((found as { session: Parameters<SessionStore['touch']>[0] }).session);
    now += TTL - 1;
    expect((await sessions.find('a')).state).toBe('active');
    now += TTL;
    expect(await sessions.find('a')).toEqual({ state: 'expired' });
    now -= TTL;
    expect(await sessions.find('a')).toEqual({ state: 'missing' });
  });

  it('touches at most once a second (ttl/100 for short ttls), and not at all without keep-alive', async () => {
    const sessions = open();
    const session = await sessions.create('a', 'kirk', 'basicauth', null);
    now += 500;
    await sessions.touch(session);
    expect(((await sessions.find('a')) as { session: { lastSeen: number } }).session.lastSeen).toBe(session.lastSeen);
    now += 500;
    await sessions.touch(session);
    expect(((await sessions.find('a')) as { session: { lastSeen: number } }).session.lastSeen).toBe(now);

    const frozen = open({ keepalive: false });
    const other = await frozen.create('b', 'kirk', 'basicauth', null);
    now += 30_000;
    await frozen.touch(other);
    now += 30_000;
    expect((await frozen.find('b')).state).toBe('expired');
  });

  it('ends at the lifespan whatever the activity', async () => {
    const sessions = open();
    await sessions.create('a', 'kirk', 'basicauth', null);
    for (let t = 0; t < 19; t++) {
      now += 30_000;
      const found = await sessions.find('a');
      expect(found.state).toBe('active');
      await sessions.touch((found as { session: Parameters<SessionStore['touch']>[0] }).session);
    }
    now += 29_999;
    expect((await sessions.find('a')).state).toBe('active');
    now += 1;
    expect((await sessions.find('a')).state).toBe('expired');
  });

  it('keeps the tenant choice, deletes one session or all others of a user', async () => {
    const sessions = open();
    const keep = await sessions.create('a', 'kirk', 'basicauth', '');
    await sessions.create('b', 'kirk', 'basicauth', '');
    await sessions.create('c', 'spock', 'basicauth', '');
    await sessions.setTenant(keep, '__user__');
    expect(((await sessions.find('a')) as { session: { tenant: string } }).session.tenant).toBe('__user__');
    expect(await sessions.deleteUserSessions('kirk', keep)).toBe(1);
    expect((await sessions.find('a')).state).toBe('active');
    expect((await sessions.find('b')).state).toBe('missing');
    expect((await sessions.find('c')).state).toBe('active');
    await sessions.delete(keep);
    expect((await sessions.find('a')).state).toBe('missing');
    expect(await sessions.deleteUserSessions('spock')).toBe(1);
  });

  it('purges sessions past their idle time or lifespan', async () => {
    const sessions = open();
    await sessions.create('old', 'kirk', 'basicauth', null);
    now += TTL / 2;
    await sessions.create('new', 'kirk', 'basicauth', null);
    now += TTL / 2;
    expect(await sessions.purgeExpired()).toBe(1);
    expect((await sessions.find('new')).state).toBe('active');
  });

  it('reads with the session, in one statement, the configuration version and the user entry as stored now', async () => {
    const sessions = open();
    const config = store.kysely<SecurityConfigTables>();
    const { endedOlder: _kirk, ...kirk } = await sessions.create('a', 'kirk', 'basicauth', null);
    await sessions.create('b', 'spock', 'basicauth', null);
    const body = JSON.stringify({ hash: 'x', backend_roles: ['captain'] });
    await config
      .insertInto('security_entries')
      .values({ kind: 'internalusers', name: 'kirk', body, reserved: 0, hidden: 0, static: 0, description: '' })
      .execute();
    // An entry of another kind with the same name is not the user.
    await config
      .insertInto('security_entries')
      .values({ kind: 'roles', name: 'spock', body: '{}', reserved: 0, hidden: 0, static: 0, description: '' })
      .execute();
    expect(await sessions.findForRequest('a')).toEqual({
      lookup: { state: 'active', session: kirk },
      facts: { configVersion: 0, userBody: body },
    });
    expect((await sessions.findForRequest('b')).facts).toEqual({ configVersion: 0, userBody: null });

    // A configuration write tells the channel it was given (the backend's), whose notice drops the cache.
    await config.updateTable('security_config_version').set({ version: 7 }).execute();
    // On PostgreSQL the notice comes back over the listening connection: read once it has.
    const heard = new Promise<void>((resolve) => {
      const stop = store.listen('security_config', () => {
        stop();
        resolve();
      });
    });
    await store.notify('security_config');
    await heard;
    expect((await sessions.findForRequest('a')).facts?.configVersion).toBe(7);

    now += TTL;
    expect(await sessions.findForRequest('a')).toEqual({ lookup: { state: 'expired' } });
    expect(await sessions.findForRequest('a')).toEqual({ lookup: { state: 'missing' } });
    expect(await sessions.findForRequest('nobody')).toEqual({ lookup: { state: 'missing' } });
  });

  it('reads a session from the store once while nothing changes; another process ending or changing it, or the configuration, is seen on the next request', async () => {
    let reads = 0;
    const counting: Store = {
      dialect: store.dialect,
      kysely: () => store.kysely(),
      transaction: (fn) => store.transaction(fn),
      read: (query, parameters) => {
        reads++;
        return store.read(query, parameters);
      },
      notify: (channel, payload) => store.notify(channel, payload),
      listen: (channel, listener) => store.listen(channel, listener),
      changeMark: () => store.changeMark(),
      status: () => store.status(),
    };
    const here = open();
    const sessions = new SessionStore(
      counting,
      { idle_timeout: TTL, lifespan: LIFESPAN, keepalive: true },
      () => now,
      ['security_config'],
      users
    );
    // Another process on the same store: its own connection (SQLite) or instance (PostgreSQL).
    const otherService = new StoreService();
    otherService.setup().registerMigrations([...securityMigrations, ...sessionMigrations]);
    const otherStore = await otherService.start({ dataDir: dir, config: storeConfig });
    try {
      const other = new SessionStore(
        otherStore,
        { idle_timeout: TTL, lifespan: LIFESPAN, keepalive: true },
        () => now,
        ['security_config'],
        users
      );
      // PostgreSQL hands a notice to every instance at once, but in this one process the other
      // connection's copy is read an event-loop turn after the writer's own: the next request
      // from another machine could not come sooner. (SQLite's processes tell nothing: the next
      // read of the change mark sees the commit.)
      const arrival = (channel: string) =>
        dialect === 'postgres'
          ? new Promise<void>((resolve) => {
              const stop = store.listen(channel, () => {
                stop();
                resolve();
              });
            })
          : Promise.resolve();
      await here.create('a', 'kirk', 'basicauth', null);
      const first = await sessions.findForRequest('a');
      expect(first.lookup.state).toBe('active');
      expect(await sessions.findForRequest('a')).toEqual(first);
      expect(reads).toBe(1);

      const found = first.lookup as { session: Parameters<SessionStore['delete']>[0] };
      let heard = arrival('security_sessions');
      await other.setTenant(found.session, 'ops');
      await heard;
      const retenanted = await sessions.findForRequest('a');
      expect(retenanted.lookup).toMatchObject({ state: 'active', session: { tenant: 'ops' } });

      await otherStore
        .kysely<SecurityConfigTables>()
        .updateTable('security_config_version')
        .set({ version: 3 })
        .execute();
      heard = arrival('security_config');
      await otherStore.notify('security_config', 'test-change');
      await heard;
      expect((await sessions.findForRequest('a')).facts?.configVersion).toBe(3);

      heard = arrival('security_sessions');
      await other.delete(found.session);
      await heard;
      expect(await sessions.findForRequest('a')).toEqual({ lookup: { state: 'missing' } });

      // Its own writes too: a log-out here is refused here at once.
      await here.create('b', 'kirk', 'basicauth', null);
      const b = (await sessions.findForRequest('b')).lookup as { session: Parameters<SessionStore['delete']>[0] };
      await sessions.delete(b.session);
      expect(await sessions.findForRequest('b')).toEqual({ lookup: { state: 'missing' } });
    } finally {
      await otherService.stop();
    }
  });

  it('writes last_seen at most every few seconds, yet a session in use never idles out', async () => {
    const sessions = open({ idle_timeout: 3_600_000, lifespan: 100 * 86_400_000 });
    await sessions.create('a', 'kirk', 'basicauth', null);
    const lastSeen = async () =>
      Number(
        (
          await store
            .kysely<SessionTables>()
            .selectFrom('security_sessions')
            .select('last_seen')
            .executeTakeFirstOrThrow()
        ).last_seen
      );
    const created = await lastSeen();
    for (let i = 0; i < 4; i++) {
      now += 1000;
      const { lookup } = await sessions.findForRequest('a');
      await sessions.touch((lookup as { session: Parameters<SessionStore['touch']>[0] }).session);
    }
    expect(await lastSeen()).toBe(created);
    now += 1000;
    const { lookup } = await sessions.findForRequest('a');
    await sessions.touch((lookup as { session: Parameters<SessionStore['touch']>[0] }).session);
    expect(await lastSeen()).toBe(now);
    // Used every half hour for a day (idle timeout one hour): never ended.
    for (let i = 0; i < 48; i++) {
      now += 1_800_000;
      const found = await sessions.findForRequest('a');
      expect(found.lookup.state).toBe('active');
      await sessions.touch((found.lookup as { session: Parameters<SessionStore['touch']>[0] }).session);
    }
  });

  it('lists live sessions only, searched (wildcards taken literally), sorted and paged', async () => {
    const sessions = open();
    await sessions.create('a', 'Kirk', 'basicauth', '', undefined, { address: '10.0.0.1', userAgent: 'A' });
    now += 1000;
    await sessions.create('b', 'spock', 'openid', null, { backendRoles: [] }, { address: '10.0.0.2' });
    now += 1000;
    await sessions.create('c', 'k_rk', 'basicauth', null);
    await sessions.create('gone', 'kirk', 'basicauth', null);
    await sessions.deleteByPublicId((await sessions.list(query({ userContains: 'kirk' }))).sessions[0].publicId);
    const all = await sessions.list(query({ sortField: 'created', sortOrder: 'asc' }));
    expect(all.total).toBe(3);
    expect(all.sessions.map((s) => [s.username, s.authType, s.clientAddress, s.userAgent])).toEqual([
      ['Kirk', 'basicauth', '10.0.0.1', 'A'],
      ['spock', 'openid', '10.0.0.2', null],
      ['k_rk', 'basicauth', null, null],
    ]);
    expect((await sessions.list(query({ userContains: 'KIRK' }))).sessions.map((s) => s.username)).toEqual(['Kirk']);
    expect((await sessions.list(query({ userContains: '_' }))).sessions.map((s) => s.username)).toEqual(['k_rk']);
    expect((await sessions.list(query({ userContains: '%' }))).total).toBe(0);
    const second = await sessions.list(query({ perPage: 2, page: 2, sortField: 'user', sortOrder: 'asc' }));
    expect(second).toMatchObject({ total: 3, sessions: [{ username: 'spock' }] });
    // Past the idle time: no longer listed, though not purged yet.
    now += TTL;
    expect((await sessions.list(query())).total).toBe(0);
  });

  it('ends a session by its public id, only the owner’s when an owner is named; every session but one', async () => {
    const sessions = open();
    const mine = await sessions.create('a', 'kirk', 'basicauth', null);
    await sessions.create('b', 'spock', 'basicauth', null);
    const spock = (await sessions.list(query({ userContains: 'spock' }))).sessions[0];
    expect(spock.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await sessions.deleteByPublicId(spock.publicId, { username: 'kirk', internal: true })).toBeUndefined();
    // A single-sign-on user named spock is someone else than the internal spock.
    expect(await sessions.deleteByPublicId(spock.publicId, { username: 'spock', internal: false })).toBeUndefined();
    expect((await sessions.find('b')).state).toBe('active');
    expect(await sessions.deleteByPublicId(spock.publicId, { username: 'spock', internal: true })).toMatchObject({
      username: 'spock',
    });
    expect((await sessions.find('b')).state).toBe('missing');
    expect(await sessions.deleteByPublicId(spock.publicId)).toBeUndefined();
    await sessions.create('c', 'spock', 'basicauth', null);
    await sessions.create('d', 'uhura', 'basicauth', null);
    expect(await sessions.deleteAllSessions(mine)).toBe(2);
    expect((await sessions.find('a')).state).toBe('active');
  });

  it('with max_concurrent, a new session ends the same user’s oldest beyond the limit', async () => {
    const sessions = open({ max_concurrent: 2 });
    await sessions.create('a', 'kirk', 'basicauth', null);
    now += 1;
    await sessions.create('b', 'kirk', 'basicauth', null);
    await sessions.create('x', 'spock', 'basicauth', null);
    now += 1;
    await sessions.create('c', 'kirk', 'basicauth', null);
    expect((await sessions.find('a')).state).toBe('missing');
    expect((await sessions.find('b')).state).toBe('active');
    expect((await sessions.find('c')).state).toBe('active');
    expect((await sessions.find('x')).state).toBe('active');
  });

  it('with max_concurrent, logins of a single-sign-on user of the same name end none of the internal user’s sessions', async () => {
    const sessions = open({ max_concurrent: 1 });
    await sessions.create('internal', 'kirk', 'basicauth', null);
    for (const id of ['sso-1', 'sso-2']) {
      now += 1;
      await sessions.create(id, 'kirk', 'saml', null, { backendRoles: [] });
    }
    expect((await sessions.find('internal')).state).toBe('active');
    expect((await sessions.find('sso-1')).state).toBe('missing');
    expect((await sessions.find('sso-2')).state).toBe('active');
  });

  it('with max_concurrent, an idle-expired session does not keep a live one from counting', async () => {
    const sessions = open({ max_concurrent: 2 });
    const a = await sessions.create('a', 'kirk', 'basicauth', null);
    now += 1000;
    await sessions.create('b', 'kirk', 'basicauth', null);
    now += TTL - 500;
    await sessions.touch(a);
    now += 1000;
    // 'b' has been idle past the TTL (not purged yet); 'a' is older but live.
    await sessions.create('c', 'kirk', 'basicauth', null);
    expect((await sessions.find('a')).state).toBe('active');
    expect((await sessions.find('c')).state).toBe('active');
    expect((await sessions.list(query())).total).toBe(2);
  });
});

describe.each(TEST_STORES)('session migration security:0007-session-clients on %s', (dialect) => {
  it('gives sessions from before it a public id of their own, and keeps them working', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'security-sessions-migrate-'));
    const config = await testStoreConfig(dialect);
    try {
      const before = new StoreService();
      before.setup().registerMigrations(sessionMigrations.filter((m) => m.id !== 'security:0007-session-clients'));
      const old = await before.start({ dataDir: dir, config });
      for (const id of ['one', 'two']) {
        await old
          .kysely<any>()
          .insertInto('security_sessions')
          .values({
            sid_hash: hashSessionId(id),
            username: 'kirk',
            auth_type: 'basicauth',
            tenant: null,
            created_at: 1,
            last_seen: 1,
            expires_at: 10_000_000,
          })
          .execute();
      }
      await before.stop();
      const after = new StoreService();
      after.setup().registerMigrations(sessionMigrations);
      const store = await after.start({ dataDir: dir, config });
      try {
        const sessions = new SessionStore(
          store,
          { idle_timeout: 10_000_000, lifespan: 10_000_000, keepalive: true },
          () => 2
        );
        const listed = await sessions.list(query());
        expect(listed.total).toBe(2);
        const ids = listed.sessions.map((s) => s.publicId);
        expect(ids.every((id) => /^[A-Za-z0-9_-]{22}$/.test(id))).toBe(true);
        expect(new Set(ids).size).toBe(2);
        expect((await sessions.find('one')).state).toBe('active');
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function query(extra: Partial<SessionListQuery> = {}): SessionListQuery {
  return { page: 1, perPage: 20, sortField: 'last_seen', sortOrder: 'desc', ...extra };
}
