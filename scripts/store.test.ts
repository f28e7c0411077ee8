import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { SavedObjectsRepository } from '../src/core/server/saved_objects/repository';
import { StoreService } from '../src/core/server/store';
import { Secret } from '../src/core/server/config/secret';
import { DEFAULT_STORE_CONFIG, type StoreConfig } from '../src/core/server/store/store_config';
import { createTestDatabase } from '../src/core/server/test_utils/postgres';
import { EmbeddedSecurityBackend } from '../src/plugins/security/server/backend/embedded/embedded_backend';
import { SessionStore } from '../src/plugins/security/server/session/session_store';
import { storedCookieKey } from '../src/plugins/security/server/session/stored_cookie_key';
import { MIGRATIONS, runStore } from './store';

jest.setTimeout(120_000);
const PASSWORD = 'Copy-th1s!admin';
const TIMEOUTS = { idle_timeout: 3_600_000, lifespan: 28_800_000, keepalive: true };
const NOW = Date.UTC(2030, 0, 1);

async function open(dataDir: string, config: StoreConfig = DEFAULT_STORE_CONFIG) {
  const service = new StoreService();
  service.setup().registerMigrations(MIGRATIONS);
  const store = await service.start({ dataDir, config });
  return { service, store };
}

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStore(
    argv,
    (l) => out.push(l),
    (l) => err.push(l)
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run store -- copy', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'store-copy-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('moves an embedded installation to PostgreSQL and back, verified by counts, refusing a non-empty target without --force', async () => {
    // An installation with a little of everything: configuration, saved objects, a session, audit events.
    const source = await open(join(dir, 'data'));
    const backend = new EmbeddedSecurityBackend({ store: source.store, hashRounds: 4, now: () => NOW });
    await backend.ensureSeeded(PASSWORD);
    await backend.upsert('roles', 'analyst', { cluster_permissions: ['cluster_monitor'] });
    await backend.audit({
      category: 'FAILED_LOGIN',
      user: null,
      request: { remote_address: '10.0.0.1', method: 'POST', path: '/auth/login' },
    });
    const repository = new SavedObjectsRepository(source.store);
    for (let i = 0; i < 450; i++) {
      await repository.transaction((q) =>
        q.write('', { type: 'dashboard', id: `d${i}`, attributes: { title: `Dashboard ${i}` }, references: [] })
      );
    }
    await new SessionStore(source.store, TIMEOUTS, () => NOW).create('session-one', 'admin', 'basicauth', '');
    await source.service.stop();

    const url = await createTestDatabase();
    const there = await run('copy', '--from', `sqlite:${join(dir, 'data')}`, '--to', url);
    expect(there.err).toBe('');
    expect(there.code).toBe(0);
    expect(there.out).toMatch(/saved_objects: 450 → 450/);
    expect(there.out).toMatch(/security_sessions: 1 → 1/);
    expect(there.out).toMatch(/Copied \d+ rows in \d+ tables; every count matches\./);

    const pg = await open(join(dir, 'unused'), { ...DEFAULT_STORE_CONFIG, url: new Secret(url) });
    // SQLite keeps its generated cookie key in the data dir: the copy empties PostgreSQL's (the
    // target is not "holding data" for it), and the instances' first start makes one they all share.
    expect(there.out).toMatch(/security_cookie_key: 0 → 0/);
    const second = await open(join(dir, 'unused-2'), { ...DEFAULT_STORE_CONFIG, url: new Secret(url) });
    const keys = await Promise.all([
      storedCookieKey(pg.store),
      storedCookieKey(second.store),
      storedCookieKey(pg.store),
    ]);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toHaveLength(64);
    await second.service.stop();
    const onPg = new EmbeddedSecurityBackend({ store: pg.store, hashRounds: 4 });
    expect(await onPg.authenticate('admin', PASSWORD)).not.toBeNull();
    expect((await onPg.get('roles', 'analyst')).cluster_permissions).toEqual(['cluster_monitor']);
    expect((await new SavedObjectsRepository(pg.store).get('', 'dashboard', 'd449'))?.attributes).toEqual({
      title: 'Dashboard 449',
    });
    expect(await new SessionStore(pg.store, TIMEOUTS, () => NOW).find('session-one')).toMatchObject({
      state: 'active',
    });
    // Generated ids go on after the copied ones.
    await onPg.audit({
      category: 'FAILED_LOGIN',
      user: null,
      request: { remote_address: '10.0.0.2', method: 'POST', path: '/auth/login' },
    });
    expect((await onPg.searchAuditEvents({})).total).toBe(2);
    await pg.service.stop();

    const again = await run('copy', '--from', `sqlite:${join(dir, 'data')}`, '--to', url);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(
      /^store: copy failed: The target already holds data \(.*saved_objects.*\); give --force to replace it\.$/
    );
    const forced = await run('copy', '--from', `sqlite:${join(dir, 'data')}`, '--to', url, '--force');
    expect(forced.code).toBe(0);
    expect(forced.out).toMatch(/security_audit_events: 1 → 1/);

    const back = await run('copy', '--from', url, '--to', `sqlite:${join(dir, 'back')}`);
    expect(back.code).toBe(0);
    expect(back.out).toMatch(/saved_objects: 450 → 450/);
    const sqlite = await open(join(dir, 'back'));
    expect(
      await new EmbeddedSecurityBackend({ store: sqlite.store, hashRounds: 4 }).authenticate('admin', PASSWORD)
    ).not.toBeNull();
    await sqlite.service.stop();
  });

  it('refuses bad arguments and a missing source', async () => {
    expect((await run('copy', '--from', 'mysql://x', '--to', 'sqlite:/tmp/x')).code).toBe(2);
    expect((await run('move')).code).toBe(2);
    const missing = await run('copy', '--from', `sqlite:${join(dir, 'nothing')}`, '--to', `sqlite:${join(dir, 'b')}`);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/holds no store \(dashboards\.sqlite is missing\)/);
  });
});
