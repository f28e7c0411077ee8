/**
 * A consistent view of a running store, for a backup: every table as it was at one instant while
 * the servers keep reading and writing. Nothing here migrates or changes the store.
 *
 * * SQLite: SQLite's online backup API copies the live file (WAL included) into a private
 *   scratch file in one step under a read lock, which writers do not wait for in WAL mode; the
 *   dump is then read from that copy.
 * * PostgreSQL: one REPEATABLE READ, READ ONLY transaction reads every table through a cursor.
 */
import Database from 'better-sqlite3';
import { existsSync, rmSync } from 'fs';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { join } from 'path';
import type { StoreConfig } from '../store_config';
import { BUSY_TIMEOUT_MS, STORE_FILE_NAME } from '../store_service';
import type { StoreDialect } from '../types';
import { hasBackupsTable, recordBackup } from './backups_table';
import { StoreBackupError, type StoreBackupRecord } from './types';
import type * as PostgresModule from '../postgres';

/** Where a backup reads from: a data dir's SQLite file, or a PostgreSQL database. */
export type BackupSource = { dialect: 'sqlite'; dataDir: string } | { dialect: 'postgres'; config: StoreConfig };

/** Rows PostgreSQL sends per cursor fetch. */
const FETCH_ROWS = 1000;

export interface Snapshot {
  dialect: StoreDialect;
  /** Queries that see the snapshot (tables, columns, the migrations applied). */
  db: Kysely<any>;
  /** Calls onRow with each row of `table`, its values in `columns` order. */
  eachRow(table: string, columns: string[], onRow: (values: unknown[]) => void): Promise<void>;
}

export interface OpenedSource {
  /** Runs fn on a snapshot taken now; answers when the snapshot was taken and what fn answered. */
  snapshot<T>(fn: (snapshot: Snapshot) => Promise<T>): Promise<{ takenAt: Date; result: T }>;
  /** Records a finished backup in the store; false when its schema has no table for it yet. */
  record(backup: StoreBackupRecord): Promise<boolean>;
  close(): Promise<void>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function openSqliteSource(dataDir: string, scratchDir: string): OpenedSource {
  const file = join(dataDir, STORE_FILE_NAME);
  if (!existsSync(file)) throw new StoreBackupError(`${dataDir} holds no store (${STORE_FILE_NAME} is missing).`);
  // A connection of its own, as a second server process would have: the server's transactions
  // and this backup wait for each other only as SQLite's locks say.
  const live = new Database(file, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  live.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const liveDb = new Kysely<any>({ dialect: new SqliteDialect({ database: live }) });
  return {
    async snapshot(fn) {
      const copy = join(scratchDir, `.store-snapshot-${process.pid}.sqlite`);
      const remove = () => {
        for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(copy + suffix, { force: true });
      };
      remove();
      const takenAt = new Date();
      // After the first step, copy all that is left in one: a step that another connection's
      // commit interrupts starts over, and one step holds one read transaction from start to end.
      await live.backup(copy, { progress: ({ totalPages }) => totalPages });
      const snapshot = new Database(copy);
      try {
        snapshot.pragma('journal_mode = DELETE');
        const db = new Kysely<any>({ dialect: new SqliteDialect({ database: snapshot }) });
        const result = await fn({
          dialect: 'sqlite',
          db,
          eachRow: async (table, columns, onRow) => {
            const select = snapshot.prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}`).raw(true);
            for (const values of select.iterate() as IterableIterator<unknown[]>) onRow(values);
          },
        });
        return { takenAt, result };
      } finally {
        snapshot.close();
        remove();
      }
    },
    async record(backup) {
      if (!(await hasBackupsTable(liveDb, 'sqlite'))) return false;
      await recordBackup(liveDb, backup);
      return true;
    },
    close: () => liveDb.destroy(),
  };
}

async function openPostgresSource(config: StoreConfig): Promise<OpenedSource> {
  // pg is loaded only for a PostgreSQL source, as the store does.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- pg is loaded only for PostgreSQL
  const { createPool, waitForPostgres } = require('../postgres') as typeof PostgresModule;
  const pool = createPool({ ...config, pool: { max: 2 } });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  try {
    await waitForPostgres(pool, config);
  } catch (error) {
    await db.destroy();
    throw new StoreBackupError((error as Error).message);
  }
  return {
    snapshot: (fn) =>
      db.connection().execute(async (connection) => {
        await sql`BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY`.execute(connection);
        try {
          // The snapshot is the transaction's first query's: now() is the transaction's start.
          const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(connection);
          const result = await fn({
            dialect: 'postgres',
            db: connection,
            eachRow: async (table, columns, onRow) => {
              const select = `SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}`;
              await sql.raw(`DECLARE store_dump NO SCROLL CURSOR FOR ${select}`).execute(connection);
              for (;;) {
                const batch = await sql
                  .raw<Record<string, unknown>>(`FETCH FORWARD ${FETCH_ROWS} FROM store_dump`)
                  .execute(connection);
                for (const row of batch.rows) onRow(columns.map((column) => row[column]));
                if (batch.rows.length < FETCH_ROWS) break;
              }
              await sql.raw('CLOSE store_dump').execute(connection);
            },
          });
          await sql`COMMIT`.execute(connection);
          return { takenAt: new Date(rows[0].now), result };
        } catch (error) {
          await sql`ROLLBACK`.execute(connection).catch(() => undefined);
          throw error;
        }
      }),
    async record(backup) {
      if (!(await hasBackupsTable(db, 'postgres'))) return false;
      await recordBackup(db, backup);
      return true;
    },
    close: () => db.destroy(),
  };
}

/** Opens the source for a backup; a SQLite snapshot's scratch copy goes in `scratchDir`. */
export function openBackupSource(source: BackupSource, scratchDir: string): Promise<OpenedSource> {
  return source.dialect === 'sqlite'
    ? Promise.resolve(openSqliteSource(source.dataDir, scratchDir))
    : openPostgresSource(source.config);
}
