import Database from 'better-sqlite3';
import { mkdirSync } from 'fs';
import { join } from 'path';
import type { Logger } from '../logging/logger';
import type { Migration, Store, StoreSetup } from './types';

export const STORE_FILE_NAME = 'dashboards.sqlite';
/** How long a write waits for another connection's lock (another process on the same file). */
export const BUSY_TIMEOUT_MS = 5000;

export class StoreMigrationError extends Error {
  constructor(
    public readonly migrationId: string,
    cause: unknown
  ) {
    super(`Store migration "${migrationId}" failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StoreMigrationError';
  }
}

class SqliteStore implements Store {
  private closed = false;
  constructor(readonly db: Database.Database) {}

  transaction<T>(fn: () => T): T {
    // better-sqlite3 turns a nested call into a savepoint, so services may compose these freely.
    return this.db.transaction(fn)();
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }
}

function applyMigrations(db: Database.Database, migrations: Migration[], logger?: Logger) {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id TEXT PRIMARY KEY NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set(
    (db.prepare('SELECT id FROM migrations').all() as Array<{ id: string }>).map((row) => row.id)
  );
  const record = db.prepare('INSERT INTO migrations (id, applied_at) VALUES (?, ?)');
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    // One transaction per migration: a failure leaves the earlier ones applied and this one
    // wholly absent, so fixing it and restarting resumes exactly there.
    const run = db.transaction(() => {
      migration.up(db);
      record.run(migration.id, new Date().toISOString());
    });
    try {
      run();
    } catch (error) {
      throw new StoreMigrationError(migration.id, error);
    }
    logger?.info(`Applied store migration ${migration.id}`);
  }
}

/** Owns the one SQLite database of the data dir and its schema migrations. */
export class StoreService {
  private readonly migrations: Migration[] = [];
  private store?: SqliteStore;

  constructor(private readonly logger?: Logger) {}

  setup(): StoreSetup {
    return {
      registerMigrations: (migrations) => {
        if (this.store) throw new Error('Store migrations cannot be registered after the store started.');
        for (const migration of migrations) {
          if (!migration.id || typeof migration.up !== 'function') {
            throw new Error('A store migration needs an id and an up function.');
          }
          if (this.migrations.some((m) => m.id === migration.id)) {
            throw new Error(`Store migration "${migration.id}" is already registered.`);
          }
          this.migrations.push(migration);
        }
      },
    };
  }

  start({ dataDir }: { dataDir: string }): Store {
    if (this.store) throw new Error('The store is already started.');
    mkdirSync(dataDir, { recursive: true });
    const db = new Database(join(dataDir, STORE_FILE_NAME), { timeout: BUSY_TIMEOUT_MS });
    try {
      db.pragma('journal_mode = WAL');
      // With WAL, NORMAL keeps the database consistent after a crash and only risks the last commits
      // on power loss, at a fraction of FULL's fsync cost.
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      applyMigrations(db, this.migrations, this.logger);
    } catch (error) {
      db.close();
      throw error;
    }
    this.store = new SqliteStore(db);
    return this.store;
  }

  stop() {
    this.store?.close();
    this.store = undefined;
  }
}
