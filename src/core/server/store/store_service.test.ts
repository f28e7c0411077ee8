import { existsSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { StoreService, STORE_FILE_NAME } from './store_service';
import type { Migration } from './types';

const notes: Migration = {
  id: 'test.001_notes',
  up: (db) => db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)'),
};

function startStore(dataDir: string, migrations: Migration[]) {
  const service = new StoreService();
  service.setup().registerMigrations(migrations);
  return { service, store: service.start({ dataDir }) };
}

describe('StoreService', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'osd-store-test-')), 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  it('creates the database file and the schema in a fresh data dir', () => {
    const { service, store } = startStore(dataDir, [notes]);
    expect(existsSync(join(dataDir, STORE_FILE_NAME))).toBe(true);
    store.db.prepare('INSERT INTO notes (text) VALUES (?)').run('hello');
    expect(store.db.prepare('SELECT text FROM notes').all()).toEqual([{ text: 'hello' }]);
    expect(store.db.prepare('SELECT id FROM migrations').all()).toEqual([{ id: 'test.001_notes' }]);
    service.stop();
  });

  it('runs WAL journal mode with foreign keys on and a busy timeout', () => {
    const { service, store } = startStore(dataDir, []);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(store.db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    service.stop();
  });

  it('keeps data across a restart and does not run applied migrations again', () => {
    const first = startStore(dataDir, [notes]);
    first.store.transaction(() => first.store.db.prepare('INSERT INTO notes (text) VALUES (?)').run('kept'));
    first.service.stop();

    const up = jest.fn(notes.up);
    const added: Migration = { id: 'test.002_tags', up: (db) => db.exec('CREATE TABLE tags (name TEXT)') };
    const second = startStore(dataDir, [{ id: notes.id, up }, added]);
    expect(up).not.toHaveBeenCalled();
    expect(second.store.db.prepare('SELECT text FROM notes').all()).toEqual([{ text: 'kept' }]);
    expect(second.store.db.prepare('SELECT id FROM migrations ORDER BY id').all()).toEqual([
      { id: 'test.001_notes' },
      { id: 'test.002_tags' },
    ]);
    second.service.stop();
  });

  it('runs migrations in registration order', () => {
    const order: string[] = [];
    const service = new StoreService();
    const setup = service.setup();
    setup.registerMigrations([{ id: 'b', up: () => void order.push('b') }]);
    setup.registerMigrations([{ id: 'a', up: () => void order.push('a') }]);
    service.start({ dataDir });
    expect(order).toEqual(['b', 'a']);
    service.stop();
  });

  it('rolls back a failing migration and names it in the error', () => {
    const broken: Migration = {
      id: 'test.002_broken',
      up: (db) => {
        db.exec('CREATE TABLE half_done (x TEXT)');
        db.exec('THIS IS NOT SQL');
      },
    };
    const service = new StoreService();
    service.setup().registerMigrations([notes, broken]);
    expect(() => service.start({ dataDir })).toThrow(/Store migration "test\.002_broken" failed/);

    const { service: again, store } = startStore(dataDir, [notes]);
    const tables = store.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => (row as { name: string }).name);
    expect(tables).toContain('notes');
    expect(tables).not.toContain('half_done');
    expect(store.db.prepare('SELECT id FROM migrations').all()).toEqual([{ id: 'test.001_notes' }]);
    again.stop();
  });

  it('refuses a migration id registered twice and registrations after start', () => {
    const service = new StoreService();
    const setup = service.setup();
    setup.registerMigrations([notes]);
    expect(() => setup.registerMigrations([notes])).toThrow('Store migration "test.001_notes" is already registered.');
    service.start({ dataDir });
    expect(() => setup.registerMigrations([{ id: 'late', up: () => undefined }])).toThrow(
      'Store migrations cannot be registered after the store started.'
    );
    service.stop();
  });

  it('rolls back a transaction that throws', () => {
    const { service, store } = startStore(dataDir, [notes]);
    expect(() =>
      store.transaction(() => {
        store.db.prepare('INSERT INTO notes (text) VALUES (?)').run('lost');
        throw new Error('boom');
      })
    ).toThrow('boom');
    expect(store.db.prepare('SELECT COUNT(*) AS n FROM notes').get()).toEqual({ n: 0 });
    service.stop();
  });

  it('closes the database on stop', () => {
    const { service, store } = startStore(dataDir, []);
    service.stop();
    expect(store.db.open).toBe(false);
    expect(() => service.stop()).not.toThrow();
  });
});
