import Database from 'better-sqlite3';
import { Kysely, type Transaction } from 'kysely';
import { existsSync } from 'fs';
import { join } from 'path';
import type { Logger } from '../logging/logger';
import { applyMigrations } from './migrator';
import { ImmediateSqliteDialect } from './sqlite_dialect';
import { ensurePrivateDataDir, ensurePrivateFile } from './file_modes';
import type { Migration, Store, StoreDialect, StoreSetup } from './types';

export { StoreMigrationError } from './migrator';

export const STORE_FILE_NAME = 'dashboards.sqlite';
/** How long a write waits for another connection's lock (another process on the same file). */
export const BUSY_TIMEOUT_MS = 5000;

/** A scalar SQL function core registers on the SQLite connection (e.g. saved-object search scores). */
export type SqliteFunction = (...args: unknown[]) => unknown;

/** Core's own view of the store setup: plugins get only `StoreSetup`. */
export interface InternalStoreSetup extends StoreSetup {
  registerSqliteFunction(name: string, fn: SqliteFunction): void;
}

/** Core's own view of the started store; plugins get only `Store`. */
export interface InternalStore extends Store {
  close(): Promise<void>;
}

class KyselyStore implements InternalStore {
  private closed = false;

  constructor(
    readonly dialect: StoreDialect,
    private readonly db: Kysely<any>
  ) {}

  kysely<DB>(): Kysely<DB> {
    return this.db as Kysely<DB>;
  }

  transaction<DB, T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(trx as Transaction<DB>));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.db.destroy();
  }
}

function openSqlite(dataDir: string, functions: ReadonlyMap<string, SqliteFunction>): Database.Database {
  ensurePrivateDataDir(dataDir);
  const file = join(dataDir, STORE_FILE_NAME);
  // Created owner-only before SQLite opens it: SQLite gives its -wal and -shm files the same mode.
  ensurePrivateFile(file);
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.pragma('journal_mode = WAL');
    // With WAL, NORMAL keeps the database consistent after a crash and only risks the last commits
    // on power loss, at a fraction of FULL's fsync cost.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    for (const [name, fn] of functions) db.function(name, { deterministic: true }, fn);
    // Ones left by an earlier run with looser modes.
    for (const suffix of ['-wal', '-shm']) if (existsSync(file + suffix)) ensurePrivateFile(file + suffix);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** Owns the store of the data dir (SQLite through Kysely) and its schema migrations. */
export class StoreService {
  private readonly migrations: Migration[] = [];
  private readonly functions = new Map<string, SqliteFunction>();
  private store?: KyselyStore;
  private starting = false;

  constructor(private readonly logger?: Logger) {}

  setup(): InternalStoreSetup {
    return {
      registerMigrations: (migrations) => {
        if (this.starting) throw new Error('Store migrations cannot be registered after the store started.');
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
      registerSqliteFunction: (name, fn) => {
        if (this.starting) throw new Error('Store functions cannot be registered after the store started.');
        this.functions.set(name, fn);
      },
    };
  }

  async start({ dataDir }: { dataDir: string }): Promise<InternalStore> {
    if (this.starting) throw new Error('The store is already started.');
    this.starting = true;
    const sqlite = openSqlite(dataDir, this.functions);
    const db = new Kysely<any>({ dialect: new ImmediateSqliteDialect(sqlite) });
    const store = new KyselyStore('sqlite', db);
    try {
      await applyMigrations(db, 'sqlite', this.migrations, this.logger);
    } catch (error) {
      await store.close();
      this.starting = false;
      throw error;
    }
    this.store = store;
    return store;
  }

  async stop(): Promise<void> {
    await this.store?.close();
    this.store = undefined;
    this.starting = false;
  }
}
