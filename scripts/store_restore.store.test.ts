/**
 * What a restore does beyond putting rows back: a backup of an older schema comes back with this
 * version's migrations applied, and a backup restores into the other kind of store (SQLite ↔
 * PostgreSQL), generated ids going on after the restored ones.
 */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { SavedObjectsRepository } from '../src/core/server/saved_objects/repository';
import { StoreService, type InternalStore, type Migration } from '../src/core/server/store';
import { backupStore } from '../src/core/server/store/backup/backup';
import { lastBackup } from '../src/core/server/store/backup/backups_table';
import { restoreStore } from '../src/core/server/store/backup/restore';
import { appliedMigrations } from '../src/core/server/store/store_tables';
import { DEFAULT_STORE_CONFIG, storeConfigFromUrl } from '../src/core/server/store/store_config';
import { createTestDatabase, TEST_STORES } from '../src/core/server/test_utils';
import { EmbeddedSecurityBackend } from '../src/plugins/security/server/backend/embedded/embedded_backend';
import { MIGRATIONS } from './store';

jest.setTimeout(120_000);
const PASSWORD = 'Rest0re!admin';
const EVENT = {
  category: 'FAILED_LOGIN',
  user: null,
  request: { remote_address: '10.0.0.1', method: 'POST', path: '/auth/login' },
} as const;

async function withStore<T>(
  where: { dataDir: string; url?: string },
  migrations: readonly Migration[],
  fn: (store: InternalStore) => Promise<T>
): Promise<T> {
  const service = new StoreService();
  service.setup().registerMigrations([...migrations]);
  const config = where.url ? { ...storeConfigFromUrl(where.url), pool: { max: 2 } } : DEFAULT_STORE_CONFIG;
  const store = await service.start({ dataDir: where.dataDir, config });
  try {
    return await fn(store);
  } finally {
    await service.stop();
  }
}

describe('npm run store -- restore', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'store-restore-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("a backup of an older version's schema restores, then gets this version's migrations", async () => {
    // An older version: the server's migrations but its last one (and no backups table yet).
    const older = MIGRATIONS.slice(0, -1).filter((m) => m.id !== 'store:0001-backups');
    const source = join(dir, 'old');
    await withStore({ dataDir: source }, older, async (store) => {
      await new EmbeddedSecurityBackend({ store, hashRounds: 4 }).ensureSeeded(PASSWORD);
      await new SavedObjectsRepository(store).transaction((q) =>
        q.write('', { type: 'dashboard', id: 'kept', attributes: { title: 'Kept' }, references: [] })
      );
    });
    const file = join(dir, 'old.dump');
    const made = await backupStore({ dialect: 'sqlite', dataDir: source }, file);
    // Its store has no table to record it in: said, not failed.
    expect(made.recorded).toBe(false);
    expect(made.header.schema.migrations).toEqual(older.map((m) => m.id));

    const target = join(dir, 'new');
    await restoreStore(file, { dialect: 'sqlite', dataDir: target }, { migrations: MIGRATIONS });
    await withStore({ dataDir: target }, MIGRATIONS, async (store) => {
      expect([...(await appliedMigrations(store.kysely()))].sort()).toEqual(MIGRATIONS.map((m) => m.id).sort());
      expect(
        await new EmbeddedSecurityBackend({ store, hashRounds: 4 }).authenticate('admin', PASSWORD)
      ).not.toBeNull();
      expect((await new SavedObjectsRepository(store).get('', 'dashboard', 'kept'))?.attributes).toEqual({
        title: 'Kept',
      });
      expect((await lastBackup(store.kysely()))?.createdAt).toBe(made.header.createdAt);
    });
  });

  if (TEST_STORES.includes('postgres')) {
    it('a SQLite backup restores into PostgreSQL and that one back into SQLite; new ids follow the restored ones', async () => {
      const source = join(dir, 'sqlite');
      await withStore({ dataDir: source }, MIGRATIONS, async (store) => {
        const backend = new EmbeddedSecurityBackend({ store, hashRounds: 4 });
        await backend.ensureSeeded(PASSWORD);
        for (let i = 0; i < 3; i++) await backend.audit(EVENT);
        await backend.upsert('roles', 'analyst', { cluster_permissions: ['cluster_monitor'] });
      });
      const first = join(dir, 'first.dump');
      await backupStore({ dialect: 'sqlite', dataDir: source }, first);

      const url = await createTestDatabase();
      const pg = { dialect: 'postgres' as const, config: storeConfigFromUrl(url) };
      await restoreStore(first, pg, { migrations: MIGRATIONS });
      await withStore({ dataDir: join(dir, 'unused'), url }, MIGRATIONS, async (store) => {
        const backend = new EmbeddedSecurityBackend({ store, hashRounds: 4 });
        expect(await backend.authenticate('admin', PASSWORD)).not.toBeNull();
        expect((await backend.get('roles', 'analyst')).cluster_permissions).toEqual(['cluster_monitor']);
        await backend.audit(EVENT);
        expect((await backend.searchAuditEvents({})).total).toBe(4);
        // A configuration change gets the next version after the restored history's.
        await backend.upsert('roles', 'auditor', { cluster_permissions: ['cluster_monitor'] });
      });
      const second = join(dir, 'second.dump');
      const made = await backupStore(pg, second);
      expect(made.recorded).toBe(true);
      expect(made.header.dialect).toBe('postgres');

      await restoreStore(second, { dialect: 'sqlite', dataDir: join(dir, 'back') }, { migrations: MIGRATIONS });
      await withStore({ dataDir: join(dir, 'back') }, MIGRATIONS, async (store) => {
        const backend = new EmbeddedSecurityBackend({ store, hashRounds: 4 });
        expect(await backend.authenticate('admin', PASSWORD)).not.toBeNull();
        expect((await backend.get('roles', 'auditor')).cluster_permissions).toEqual(['cluster_monitor']);
        expect((await backend.searchAuditEvents({})).total).toBe(4);
        expect((await lastBackup(store.kysely()))?.createdAt).toBe(made.header.createdAt);
      });
    });
  }
});
