import { sql, type Kysely } from 'kysely';
import type { Logger } from '../logging/logger';
import type { Migration, StoreDialect } from './types';

export class StoreMigrationError extends Error {
  constructor(
    public readonly migrationId: string,
    cause: unknown
  ) {
    super(`Store migration "${migrationId}" failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StoreMigrationError';
  }
}

async function appliedIds(db: Kysely<any>): Promise<Set<string>> {
  const rows = await db.selectFrom('migrations').select('id').execute();
  return new Set(rows.map((row) => row.id as string));
}

/**
 * Applies what is missing, one transaction per migration, each under the store's write lock
 * (SQLite `BEGIN IMMEDIATE`), and checks again under the lock whether another process applied it
 * meanwhile. A failure leaves the earlier migrations applied and this one wholly absent, so fixing
 * it and restarting resumes exactly there.
 */
export async function applyMigrations(
  db: Kysely<any>,
  dialect: StoreDialect,
  migrations: readonly Migration[],
  logger?: Logger
): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS migrations (id TEXT PRIMARY KEY NOT NULL, applied_at TEXT NOT NULL)`.execute(db);
  const known = await appliedIds(db);
  for (const migration of migrations) {
    if (known.has(migration.id)) continue;
    let applied = false;
    try {
      await db.transaction().execute(async (trx) => {
        if ((await appliedIds(trx)).has(migration.id)) return;
        await migration.up(trx, dialect);
        await trx.insertInto('migrations').values({ id: migration.id, applied_at: new Date().toISOString() }).execute();
        applied = true;
      });
    } catch (error) {
      throw new StoreMigrationError(migration.id, error);
    }
    if (applied) logger?.info(`Applied store migration ${migration.id}`);
  }
}

/** Runs DDL statements one by one (drivers prepare one statement at a time). */
export async function runStatements(db: Kysely<any>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
