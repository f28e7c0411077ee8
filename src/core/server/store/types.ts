import type Database from 'better-sqlite3';

/** One schema change. `id` is unique and never reused: applied ids are recorded in the store. */
export interface Migration {
  id: string;
  up(db: Database.Database): void;
}

export interface StoreSetup {
  /** Adds migrations (e.g. a plugin's tables); they run, in order, when the store starts. */
  registerMigrations(migrations: Migration[]): void;
}

export interface Store {
  /** The one better-sqlite3 connection (WAL, foreign keys on). */
  readonly db: Database.Database;
  /** Runs fn in one transaction (better-sqlite3 transactions are synchronous). */
  transaction<T>(fn: () => T): T;
  close(): void;
}
