import Database from 'better-sqlite3';
import type * as PostgresModule from './postgres';
import { Kysely, PostgresDialect, sql, type CompiledQuery, type SqliteDatabase, type Transaction } from 'kysely';
import { existsSync } from 'fs';
import { join } from 'path';
import type { Pool } from 'pg';
import type { Logger } from '../logging/logger';
import { applyMigrations } from './migrator';
import {
  LocalNotifications,
  PostgresNotifications,
  type StoreListener,
  type StoreNotifications,
} from './notifications';
import { ImmediateSqliteDialect } from './sqlite_dialect';
import { SqliteChangeCheck } from './change_check';
import { ensurePrivateDataDir, ensurePrivateFile } from './file_modes';
import { DEFAULT_STORE_CONFIG, describeStoreUrl, type StoreConfig } from './store_config';
import type { Migration, NotifyOptions, Store, StoreDialect, StoreSetup, StoreStatus } from './types';
import { workerNoticeRelay } from '../worker_notices';

export { StoreMigrationError } from './migrator';

export const STORE_FILE_NAME = 'dashboards.sqlite';
/** How long a write waits for another connection's lock (another process on the same file). */
export const BUSY_TIMEOUT_MS = 5000;
/**
 * On PostgreSQL every store transaction first takes this advisory lock (an arbitrary constant:
 * "osdw"), so write transactions of all instances queue as SQLite's `BEGIN IMMEDIATE` makes them
 * queue: a read-check-write in one transaction (a version check, a lock-out count, the seed)
 * stays race-free however many instances run.
 */
export const WRITE_LOCK_KEY = 0x6f736477;

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

/** Told of each query's duration (core's `store_query_duration_seconds`). */
export type QueryObserver = (dialect: StoreDialect, durationMs: number) => void;

/** Kysely's log hook, timing every query it runs (transactions' statements included). */
function queryLog(dialect: StoreDialect, observe?: QueryObserver) {
  return observe
    ? { log: (event: { queryDurationMillis: number }) => observe(dialect, event.queryDurationMillis) }
    : {};
}

/** SQLite's one connection: the driver's handle (whether a transaction is open) and its cached statements. */
interface SqliteHandle {
  connection: Database.Database;
  statements: SqliteDatabase;
}

class KyselyStore implements InternalStore {
  private closed = false;
  /** SQLite: what another connection committed (change_check.ts). */
  private readonly changes?: SqliteChangeCheck;

  constructor(
    readonly dialect: StoreDialect,
    private readonly db: Kysely<any>,
    private readonly notifications: StoreNotifications,
    private readonly probe: () => Promise<StoreStatus>,
    private readonly sqlite?: SqliteHandle,
    private readonly observe?: QueryObserver
  ) {
    if (sqlite) this.changes = new SqliteChangeCheck(sqlite.connection);
  }

  read<R>(query: CompiledQuery<R>, parameters: readonly unknown[]): Promise<R[]> {
    const { sqlite } = this;
    // A statement runs whole within this call: with no transaction open on the one connection,
    // nothing another caller began can be half done (queries hold the connection only while
    // they run; transactions show as inTransaction from their BEGIN on).
    if (sqlite && !this.closed && !sqlite.connection.inTransaction) {
      try {
        if (!this.observe) return Promise.resolve(sqlite.statements.prepare(query.sql).all(parameters) as R[]);
        // This path bypasses Kysely (and its log hook): timed here.
        const began = performance.now();
        const rows = sqlite.statements.prepare(query.sql).all(parameters) as R[];
        this.observe('sqlite', performance.now() - began);
        return Promise.resolve(rows);
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return this.db.executeQuery<R>({ ...query, parameters }).then((result) => result.rows);
  }

  kysely<DB>(): Kysely<DB> {
    return this.db as Kysely<DB>;
  }

  transaction<DB, T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    if (this.dialect === 'sqlite') return this.db.transaction().execute((trx) => fn(trx as Transaction<DB>));
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${sql.lit(WRITE_LOCK_KEY)})`.execute(trx);
      return fn(trx as Transaction<DB>);
    });
  }

  notify(channel: string, payload?: string, options?: NotifyOptions): Promise<void> {
    return this.notifications.notify(channel, payload, options);
  }

  listen(channel: string, listener: StoreListener): () => void {
    return this.notifications.listen(channel, listener);
  }

  changeMark(): number | null {
    if (!this.changes) return this.notifications.changeMark();
    if (this.closed) return null;
    return this.changes.changeMark();
  }

  status(): Promise<StoreStatus> {
    return this.probe();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.changes?.close();
    await this.notifications.close();
    await this.db.destroy();
  }
}

/** Blocks the thread, as SQLite's own busy handler does while it waits for a lock. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Switching to WAL reads the file's header and then writes it in one step: when another process
 * holds or takes the write lock meanwhile (two servers starting on a fresh data dir at once), SQLite
 * answers SQLITE_BUSY at once, without the busy handler, as for any read that must become a write.
 * So it is retried here for as long as the busy timeout would wait; once the other process has
 * switched the file, the retry finds it in WAL already and changes nothing.
 */
function enableWal(db: Database.Database): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error;
    }
    pause(wait);
  }
}

/**
 * Deleted rows' pages are given back to the file system when a plugin asks (`PRAGMA
 * incremental_vacuum`, e.g. after audit retention's purge) rather than kept in the file forever.
 * A new file takes the mode before its first table; a file made by an earlier release (mode NONE)
 * is rebuilt once with VACUUM. If another process holds the file meanwhile (workers starting at
 * once), that waits for a later start.
 */
function enableIncrementalVacuum(db: Database.Database, logger?: Logger): void {
  if (db.pragma('auto_vacuum', { simple: true }) === 2) return;
  // Read before the switch: setting the mode writes a new file's first page, which would make a
  // brand-new file look like an earlier release's and log a rebuild that never was needed.
  const fresh = db.pragma('page_count', { simple: true }) === 0;
  db.pragma('auto_vacuum = INCREMENTAL');
  if (fresh) return;
  try {
    db.exec('VACUUM');
    logger?.info('The store file was rebuilt once so that deleted data gives its space back (auto_vacuum=INCREMENTAL)');
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    logger?.warn('The store file is in use by another process: its space-saving rebuild waits for a later start');
  }
}

function openSqlite(
  dataDir: string,
  functions: ReadonlyMap<string, SqliteFunction>,
  logger?: Logger
): Database.Database {
  ensurePrivateDataDir(dataDir);
  const file = join(dataDir, STORE_FILE_NAME);
  // Created owner-only before SQLite opens it: SQLite gives its -wal and -shm files the same mode.
  ensurePrivateFile(file);
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    enableIncrementalVacuum(db, logger);
    enableWal(db);
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

/** pg is loaded only for a `store.url`: a SQLite server skips its modules at each start. */
function loadPostgres(): typeof PostgresModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- openStore is synchronous
  return require('./postgres') as typeof PostgresModule;
}

function openStore(
  dataDir: string,
  config: StoreConfig,
  functions: ReadonlyMap<string, SqliteFunction>,
  logger?: Logger,
  observe?: QueryObserver
): { store: KyselyStore; ready: Promise<void> } {
  if (!config.url) {
    const sqlite = openSqlite(dataDir, functions, logger);
    const dialect = new ImmediateSqliteDialect(sqlite);
    const db = new Kysely<any>({ dialect, ...queryLog('sqlite', observe) });
    const probe = async (): Promise<StoreStatus> => ({ dialect: 'sqlite', state: 'available' });
    const handle = { connection: sqlite, statements: dialect.database };
    return {
      store: new KyselyStore('sqlite', db, new LocalNotifications(workerNoticeRelay()), probe, handle, observe),
      ready: Promise.resolve(),
    };
  }
  const where = describeStoreUrl(config.url);
  const { createListenClient, createPool, waitForPostgres } = loadPostgres();
  const pool: Pool = createPool(config, logger);
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), ...queryLog('postgres', observe) });
  const notifications = new PostgresNotifications(pool, () => createListenClient(config), logger);
  const probe = async (): Promise<StoreStatus> => {
    try {
      await pool.query('SELECT 1');
      return { dialect: 'postgres', state: 'available', host: where };
    } catch (error) {
      return { dialect: 'postgres', state: 'unavailable', host: where, reason: (error as Error).message };
    }
  };
  return {
    store: new KyselyStore('postgres', db, notifications, probe, undefined, observe),
    // The listening connection comes up with the store, so notices sent from then on reach it.
    ready: waitForPostgres(pool, config, logger).then(() => notifications.ready()),
  };
}

/** Owns the store (SQLite in the data dir, or PostgreSQL at `store.url`) and its schema migrations. */
export class StoreService {
  private readonly migrations: Migration[] = [];
  private readonly functions = new Map<string, SqliteFunction>();
  private store?: KyselyStore;
  private starting = false;
  private observer?: QueryObserver;

  constructor(private readonly logger?: Logger) {}

  /** Times every query of the store started next (the metrics service's histogram). */
  observeQueries(observer: QueryObserver): void {
    this.observer = observer;
  }

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

  /** `refuseNewerSchema`: the server's start (see `MigrateOptions`); tools leave it off. */
  async start({
    dataDir,
    config = DEFAULT_STORE_CONFIG,
    refuseNewerSchema = false,
  }: {
    dataDir: string;
    config?: StoreConfig;
    refuseNewerSchema?: boolean;
  }): Promise<InternalStore> {
    if (this.starting) throw new Error('The store is already started.');
    this.starting = true;
    let store: KyselyStore | undefined;
    try {
      const opened = openStore(dataDir, config, this.functions, this.logger, this.observer);
      store = opened.store;
      await opened.ready;
      await applyMigrations(store.kysely(), store.dialect, this.migrations, { logger: this.logger, refuseNewerSchema });
    } catch (error) {
      await store?.close();
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
