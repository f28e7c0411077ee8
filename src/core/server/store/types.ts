import type { Kysely, Transaction } from 'kysely';

/** Which database the store runs on: SQLite in the data dir (default) or PostgreSQL (later). */
export type StoreDialect = 'sqlite' | 'postgres';

/**
 * One schema change. `id` is unique and never reused: applied ids are recorded in the store.
 * `up` runs inside a transaction that holds the migration lock, so two servers starting at
 * once on one store apply it exactly once.
 */
export interface Migration {
  id: string;
  up(db: Kysely<any>, dialect: StoreDialect): Promise<void>;
}

export interface StoreSetup {
  /** Adds migrations (e.g. a plugin's tables); they run, in order, when the store starts. */
  registerMigrations(migrations: Migration[]): void;
}

/**
 * The store as core and plugins see it: asynchronous, dialect-neutral, no driver handle.
 * Callers describe their own tables as a Kysely database interface and ask for a builder typed
 * with it: `store.kysely<SessionTables>()`.
 */
export interface Store {
  readonly dialect: StoreDialect;
  kysely<DB>(): Kysely<DB>;
  /**
   * Runs fn in one write transaction and commits when it resolves (rolls back when it throws).
   * Use only `trx` inside: on SQLite the store has one connection, so a query through the outer
   * builder would wait for this very transaction to end.
   */
  transaction<DB, T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
}
