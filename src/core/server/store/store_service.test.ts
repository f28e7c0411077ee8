import { spawn } from 'child_process';
import { existsSync, mkdtempSync, rmSync } from 'fs';
import { sql } from 'kysely';
import { tmpdir } from 'os';
import { join } from 'path';
import { runStatements } from './migrator';
import { StoreService, STORE_FILE_NAME } from './store_service';
import type { Migration, Store } from './types';

const notes: Migration = {
  id: 'test.001_notes',
  up: (db) => runStatements(db, ['CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)']),
};

interface Tables {
  notes: { id?: number; text: string };
  migrations: { id: string; applied_at: string };
}

async function startStore(dataDir: string, migrations: Migration[]) {
  const service = new StoreService();
  service.setup().registerMigrations(migrations);
  return { service, store: await service.start({ dataDir }) };
}

const texts = async (store: Store) =>
  (await store.kysely<Tables>().selectFrom('notes').select('text').orderBy('id').execute()).map((r) => r.text);
const migrationIds = async (store: Store) =>
  (await store.kysely<Tables>().selectFrom('migrations').select('id').orderBy('id').execute()).map((r) => r.id);

describe('StoreService', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'osd-store-test-')), 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  it('creates the database file and the schema in a fresh data dir', async () => {
    const { service, store } = await startStore(dataDir, [notes]);
    expect(existsSync(join(dataDir, STORE_FILE_NAME))).toBe(true);
    await store.kysely<Tables>().insertInto('notes').values({ text: 'hello' }).execute();
    expect(await texts(store)).toEqual(['hello']);
    expect(await migrationIds(store)).toEqual(['test.001_notes']);
    await service.stop();
  });

  it('runs WAL journal mode with foreign keys on and a busy timeout', async () => {
    const { service, store } = await startStore(dataDir, []);
    const db = store.kysely<Tables>();
    expect((await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db)).rows[0].journal_mode).toBe('wal');
    expect((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db)).rows[0].foreign_keys).toBe(1);
    expect((await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(db)).rows[0].timeout).toBeGreaterThan(0);
    await service.stop();
  });

  it('keeps data across a restart and does not run applied migrations again', async () => {
    const first = await startStore(dataDir, [notes]);
    await first.store.transaction<Tables, void>(async (trx) => {
      await trx.insertInto('notes').values({ text: 'kept' }).execute();
    });
    await first.service.stop();

    const up = jest.fn(notes.up);
    const added: Migration = { id: 'test.002_tags', up: (db) => runStatements(db, ['CREATE TABLE tags (name TEXT)']) };
    const second = await startStore(dataDir, [{ id: notes.id, up }, added]);
    expect(up).not.toHaveBeenCalled();
    expect(await texts(second.store)).toEqual(['kept']);
    expect(await migrationIds(second.store)).toEqual(['test.001_notes', 'test.002_tags']);
    await second.service.stop();
  });

  it('runs migrations in registration order', async () => {
    const order: string[] = [];
    const service = new StoreService();
    const setup = service.setup();
    setup.registerMigrations([{ id: 'b', up: async () => void order.push('b') }]);
    setup.registerMigrations([{ id: 'a', up: async () => void order.push('a') }]);
    await service.start({ dataDir });
    expect(order).toEqual(['b', 'a']);
    await service.stop();
  });

  it('rolls back a failing migration and names it in the error', async () => {
    const broken: Migration = {
      id: 'test.002_broken',
      up: (db) => runStatements(db, ['CREATE TABLE half_done (x TEXT)', 'THIS IS NOT SQL']),
    };
    const service = new StoreService();
    service.setup().registerMigrations([notes, broken]);
    await expect(service.start({ dataDir })).rejects.toThrow(/Store migration "test\.002_broken" failed/);

    const { service: again, store } = await startStore(dataDir, [notes]);
    const tables = (
      await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`.execute(
        store.kysely<Tables>()
      )
    ).rows.map((row) => row.name);
    expect(tables).toContain('notes');
    expect(tables).not.toContain('half_done');
    expect(await migrationIds(store)).toEqual(['test.001_notes']);
    await again.stop();
  });

  it('refuses a migration id registered twice and registrations after start', async () => {
    const service = new StoreService();
    const setup = service.setup();
    setup.registerMigrations([notes]);
    expect(() => setup.registerMigrations([notes])).toThrow('Store migration "test.001_notes" is already registered.');
    await service.start({ dataDir });
    expect(() => setup.registerMigrations([{ id: 'late', up: async () => undefined }])).toThrow(
      'Store migrations cannot be registered after the store started.'
    );
    await service.stop();
  });

  it('rolls back a transaction that throws', async () => {
    const { service, store } = await startStore(dataDir, [notes]);
    await expect(
      store.transaction<Tables, void>(async (trx) => {
        await trx.insertInto('notes').values({ text: 'lost' }).execute();
        throw new Error('boom');
      })
    ).rejects.toThrow('boom');
    expect(await texts(store)).toEqual([]);
    await service.stop();
  });

  it('closes the database on stop', async () => {
    const { service, store } = await startStore(dataDir, []);
    await service.stop();
    await expect(store.kysely<Tables>().selectFrom('migrations').selectAll().execute()).rejects.toThrow();
    await expect(service.stop()).resolves.toBeUndefined();
  });

  it('migrates once when several processes start on one fresh data dir at the same moment', async () => {
    // Real processes, not connections of one: each opens the file and runs the migrations.
    const script = `
      const { StoreService } = require(${JSON.stringify(join(__dirname, 'store_service.ts'))});
      const service = new StoreService();
      let runs = 0;
      service.setup().registerMigrations([{ id: 'test.001_slow', up: async (db) => {
        runs++;
        const { sql } = require('kysely');
        await sql\`CREATE TABLE slow (x TEXT)\`.execute(db);
        await new Promise((r) => setTimeout(r, 200));
      } }]);
      service.start({ dataDir: process.argv[1] }).then(async () => { process.stdout.write(String(runs)); await service.stop(); });
    `;
    const tsx = join(__dirname, '..', '..', '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const outputs = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<string>((resolve, reject) => {
            const child = spawn(process.execPath, [tsx, '-e', script, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
            let out = '';
            let err = '';
            child.stdout.on('data', (d) => (out += d));
            child.stderr.on('data', (d) => (err += d));
            child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(err))));
          })
      )
    );
    expect(outputs.map(Number).reduce((a, b) => a + b, 0)).toBe(1);
    const { service, store } = await startStore(dataDir, []);
    expect(await migrationIds(store)).toEqual(['test.001_slow']);
    await service.stop();
  });
});
