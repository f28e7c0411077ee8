/**
 * `store_backups`: one row per backup made of this store (by `npm run store -- backup`, or the
 * backup a store was restored from), so the server can show on /status when the last one ran.
 */
import { sql, type Kysely } from 'kysely';
import { runStatements } from '../migrator';
import type { Migration, StoreDialect } from '../types';
import type { StoreBackupRecord } from './types';

export const BACKUPS_TABLE = 'store_backups';

export const storeBackupMigrations: Migration[] = [
  {
    id: 'store:0001-backups',
    up: (db) =>
      runStatements(db, [
        `CREATE TABLE IF NOT EXISTS ${BACKUPS_TABLE} ( created_at TEXT PRIMARY KEY NOT NULL, file TEXT NOT NULL, bytes BIGINT NOT NULL, sha256 TEXT NOT NULL )`,
      ]),
  },
];

interface BackupRow {
  created_at: string;
  file: string;
  bytes: number;
  sha256: string;
}

/** Whether the store has the table (a store no server of this version has started on has not). */
export async function hasBackupsTable(db: Kysely<any>, dialect: StoreDialect): Promise<boolean> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql`SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ${BACKUPS_TABLE}`.execute(db)
      : await sql`SELECT 1 AS found FROM pg_tables WHERE schemaname = current_schema() AND tablename = ${BACKUPS_TABLE}`.execute(
          db
        );
  return rows.length > 0;
}

/** Records a backup; the same snapshot recorded twice stays one row. */
export async function recordBackup(db: Kysely<any>, record: StoreBackupRecord): Promise<void> {
  await db
    .insertInto(BACKUPS_TABLE)
    .values({ created_at: record.createdAt, file: record.file, bytes: record.bytes, sha256: record.sha256 })
    .onConflict((conflict) => conflict.column('created_at').doNothing())
    .execute();
}

/** The newest backup recorded, or null when none was made of this store. */
export async function lastBackup(db: Kysely<any>): Promise<StoreBackupRecord | null> {
  const row = (await db
    .selectFrom(BACKUPS_TABLE)
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()) as BackupRow | undefined;
  return row ? { createdAt: row.created_at, file: row.file, bytes: Number(row.bytes), sha256: row.sha256 } : null;
}
