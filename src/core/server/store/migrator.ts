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

/** The store was migrated by a newer version of the server: this one must not run on it. */
export class StoreSchemaTooNewError extends Error {
  constructor(public readonly unknownIds: string[]) {
    super(
      `The store's schema is newer than this version of the server knows: it holds migration${
        unknownIds.length === 1 ? '' : 's'
      } ${unknownIds.map((id) => `"${id}"`).join(', ')}, applied by a newer version. Start that version (or a later one) instead; refusing to start.`
    );
    this.name = 'StoreSchemaTooNewError';
  }
}

/** The advisory lock key every instance takes to migrate (an arbitrary constant: "osdm"). */
export const MIGRATION_LOCK_KEY = 0x6f73646d;

async function appliedIds(db: Kysely<any>): Promise<Set<string>> {
  const rows = await db.selectFrom('migrations').select('id').execute();
  return new Set(rows.map((row) => row.id as string));
}

/**
 * The component a migration id belongs to: its owner (`security:0003-sessions` → `security`); for
 * ids of earlier releases the id up to its number (`security-0002-sessions` → `security`).
 */
export function migrationFamily(id: string): string {
  const owner = /^([^:]+):/.exec(id);
  if (owner) return owner[1];
  const match = /^(.*?)[.\-_]?\d+(?:[.\-_]|$)/.exec(id);
  return match ? match[1] : id;
}

/**
 * Applied migrations this server does not know, of a component it does know: a newer version
 * migrated the store. (Migrations of components this process does not load, e.g. core's for the
 * securityadmin tool, are not its business.)
 */
function unknownApplied(applied: Set<string>, migrations: readonly Migration[]): string[] {
  const known = new Set(migrations.map((m) => m.id));
  const families = new Set(migrations.map((m) => migrationFamily(m.id)));
  return [...applied].filter((id) => !known.has(id) && families.has(migrationFamily(id))).sort();
}

export interface MigrateOptions {
  logger?: Logger;
  /**
   * Refuse a store holding migrations this process does not know, of a component it does know
   * (the server, which registers every migration of what it runs; a tool that registers some of
   * them, like securityadmin, must not).
   */
  refuseNewerSchema?: boolean;
}

/**
 * Records under their current ids the migrations a store applied under a former one (ids were
 * renamed to `<owner>:<NNNN>-<name>`), so a renamed migration never runs twice. Runs under the
 * same lock as the migrations; a row another process renamed meanwhile simply matches nothing.
 */
async function adoptFormerIds(db: Kysely<any>, migrations: readonly Migration[], logger?: Logger): Promise<void> {
  const applied = await appliedIds(db);
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    const former = migration.formerIds?.find((id) => applied.has(id));
    if (!former) continue;
    await db.updateTable('migrations').set({ id: migration.id }).where('id', '=', former).execute();
    logger?.info(`Store migration ${former} is now recorded as ${migration.id}`);
  }
}

async function applyAll(
  db: Kysely<any>,
  dialect: StoreDialect,
  migrations: readonly Migration[],
  { logger, refuseNewerSchema = false }: MigrateOptions
): Promise<void> {
  await adoptFormerIds(db, migrations, logger);
  const known = await appliedIds(db);
  const newer = refuseNewerSchema ? unknownApplied(known, migrations) : [];
  if (newer.length > 0) throw new StoreSchemaTooNewError(newer);
  const applied: string[] = [];
  try {
    for (const migration of migrations) {
      if (known.has(migration.id)) continue;
      let ran = false;
      try {
        await db.transaction().execute(async (trx) => {
          if ((await appliedIds(trx)).has(migration.id)) return;
          await migration.up(trx, dialect);
          await trx
            .insertInto('migrations')
            .values({ id: migration.id, applied_at: new Date().toISOString() })
            .execute();
          ran = true;
        });
      } catch (error) {
        throw new StoreMigrationError(migration.id, error);
      }
      if (!ran) continue;
      applied.push(migration.id);
      logger?.debug(`Applied store migration ${migration.id}`);
    }
  } finally {
    // One line for the run, also when a migration failed after others were applied (the error names that one).
    if (applied.length > 0) logger?.info(appliedSummary(applied, known.size === 0));
  }
}

/**
 * A new store gets every migration at once: one line with the count and the range; an upgrade
 * names the few it applied.
 */
export function appliedSummary(ids: readonly string[], newStore: boolean): string {
  const noun = ids.length === 1 ? 'store migration' : 'store migrations';
  if (newStore && ids.length > 2) return `Created the store: applied ${ids.length} ${noun} (${ids[0]} … ${ids.at(-1)})`;
  return `Applied ${ids.length} ${noun}: ${ids.join(', ')}`;
}

/**
 * Applies what is missing, one transaction per migration. A failure leaves the earlier migrations
 * applied and this one wholly absent, so fixing it and restarting resumes exactly there.
 *
 * Several servers may start at once on one store. SQLite: each migration runs under the write
 * lock (`BEGIN IMMEDIATE`) and checks again under it whether another process applied it meanwhile.
 * PostgreSQL: the whole run holds a session advisory lock on one connection, so the others wait
 * and then find everything applied.
 */
export async function applyMigrations(
  db: Kysely<any>,
  dialect: StoreDialect,
  migrations: readonly Migration[],
  options: MigrateOptions = {}
): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`CREATE TABLE IF NOT EXISTS migrations (id TEXT PRIMARY KEY NOT NULL, applied_at TEXT NOT NULL)`.execute(
      db
    );
    await applyAll(db, dialect, migrations, options);
    return;
  }
  await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
    try {
      await sql`CREATE TABLE IF NOT EXISTS migrations (id TEXT PRIMARY KEY NOT NULL, applied_at TEXT NOT NULL)`.execute(
        connection
      );
      await applyAll(connection, dialect, migrations, options);
    } finally {
      await sql`SELECT pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
    }
  });
}

/** Runs DDL statements one by one (drivers prepare one statement at a time). */
export async function runStatements(db: Kysely<any>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
