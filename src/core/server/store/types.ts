import type { CompiledQuery, Kysely, Transaction } from 'kysely';
import type { NotifyOptions, StoreListener } from './notifications';

/** Which database the store runs on: SQLite in the data dir (default) or PostgreSQL (`store.url`). */
export type StoreDialect = 'sqlite' | 'postgres';

/**
 * One schema change. `id` is `<owner>:<NNNN>-<name>` (`security:0003-sessions`), unique and never
 * reused: applied ids are recorded in the store. `up` runs inside a transaction that holds the
 * migration lock, so two servers starting at once on one store apply it exactly once. It gets
 * the dialect for DDL that must differ.
 */
export interface Migration {
  id: string;
  /**
   * Ids this migration was recorded under by earlier releases: a store that applied it under one
   * of them is marked applied under `id` instead of running it again.
   */
  formerIds?: readonly string[];
  up(db: Kysely<any>, dialect: StoreDialect): Promise<void>;
}

export interface StoreSetup {
  /** Adds migrations (e.g. a plugin's tables); they run, in order, when the store starts. */
  registerMigrations(migrations: Migration[]): void;
}

/** Whether the database answers now (what `GET /api/status` reports). */
export interface StoreStatus {
  dialect: StoreDialect;
  state: 'available' | 'unavailable';
  /** PostgreSQL: host:port/database (never credentials). */
  host?: string;
  reason?: string;
}

export type { NotifyOptions, StoreListener };

/**
 * The store as core sees it: asynchronous, dialect-neutral, no driver handle. Core's services
 * describe their own tables as a Kysely database interface and ask for a builder typed with it:
 * `store.kysely<SavedObjectsTables>()`. Plugins get `PluginStores` instead.
 */
export interface Store {
  readonly dialect: StoreDialect;
  kysely<DB>(): Kysely<DB>;
  /**
   * Runs fn in one write transaction and commits when it resolves (rolls back when it throws).
   * Write transactions of every process on the store run one at a time. Use only `trx` inside:
   * on SQLite the store has one connection, so a query through the outer builder would wait for
   * this very transaction to end.
   */
  transaction<DB, T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
  /**
   * Runs a read statement compiled once (`kysely().….compile()`, or `sql\`…\`.compile(db)`) with
   * these parameters in place of its own, and answers its rows: for the queries of every request,
   * which then build no query tree. On SQLite, when no transaction holds the connection, the
   * statement runs at once instead of queueing for it (it could not see anything uncommitted);
   * otherwise it waits for the connection as any query does.
   */
  read<R>(query: CompiledQuery<R>, parameters: readonly unknown[]): Promise<R[]>;
  /**
   * Tells every process on the store (PostgreSQL: every instance, via NOTIFY; SQLite: this
   * process only, unless `options.everyProcess`) that something on `channel` changed. Send it
   * after the change committed.
   */
  notify(channel: string, payload?: string, options?: NotifyOptions): Promise<void>;
  /** Calls listener on every notification of `channel` (payload null: some may have been missed). */
  listen(channel: string, listener: StoreListener): () => void;
  /**
   * A mark that moves whenever another process may have changed the store since it was last
   * asked (SQLite: another connection committed; PostgreSQL: the notification connection was
   * lost), or null when this process cannot tell (PostgreSQL: that connection is down). What a
   * process caches from the store holds while the mark stays and the changes it is told of
   * (`listen`, and its own writes) do not touch it. SQLite looks once per turn of the event loop
   * (a request that arrives after a commit is always read in a later turn than that commit), and
   * on every call for a request pipelined behind another or while a second store of this process
   * has the file open: see `change_check.ts`.
   */
  changeMark(): number | null;
  status(): Promise<StoreStatus>;
}

/** `Some` when it is part of the plugin's `Tables`, else a database with no table at all. */
export type OwnTables<Tables, Some> = Tables extends Some ? Some : Record<never, never>;

/**
 * A plugin's handle on the store, typed to the tables it declared and migrates (`Tables`): a
 * builder over another table (core's) does not compile; core's data is reached through core's
 * services. An area of the plugin asks for its own part (`kysely<SessionTables>()`) or takes the
 * handle as `PluginStore<SessionTables>`.
 */
export interface PluginStore<Tables> {
  readonly dialect: StoreDialect;
  /** The plugin owning the tables: its migration ids are `<owner>:<NNNN>-<name>`. */
  readonly owner?: string;
  kysely<Some = Tables>(): Kysely<OwnTables<Tables, Some>>;
  /** As `Store.transaction`, on the plugin's tables only. */
  transaction<Some, T>(fn: (trx: Transaction<OwnTables<Tables, Some>>) => Promise<T>): Promise<T>;
  read<R>(query: CompiledQuery<R>, parameters: readonly unknown[]): Promise<R[]>;
  notify(channel: string, payload?: string, options?: NotifyOptions): Promise<void>;
  listen(channel: string, listener: StoreListener): () => void;
  /** As `Store.changeMark`: what the plugin caches from its tables holds while it stays. */
  changeMark(): number | null;
  status(): Promise<StoreStatus>;
}

/** What plugins get of the started store: their own handle, no builder over every table. */
export interface PluginStores {
  readonly dialect: StoreDialect;
  /** The handle of the plugin `owner` on the tables it declared (`Tables`). */
  forPlugin<Tables>(owner: string): PluginStore<Tables>;
  status(): Promise<StoreStatus>;
}
