/**
 * What the store commands (copy, backup, restore) need to know of a store's tables, on either
 * database: which tables and columns there are, how to empty and fill one past its triggers, and
 * how identity columns go on after copied rows.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { StoreDialect } from './types';

/**
 * Tables a fresh store holds one row in from its migrations: they do not make it "non-empty".
 * (security_cookie_key: PostgreSQL's generated cookie key; a copy replaces it with the source's,
 * or, from SQLite, which keeps its key in the data dir, leaves it empty for the next start to fill.)
 */
export const SINGLETON_TABLES = new Set(['saved_objects_sequence', 'security_config_version', 'security_cookie_key']);

/** Tables the store commands carry: every table but the migrations ledger (the schema says that). */
export async function listTables(db: Kysely<any>, dialect: StoreDialect): Promise<string[]> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(db)
      : await sql<{
          name: string;
        }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(db);
  return rows.rows.map((row) => row.name).filter((name) => name !== 'migrations');
}

/** The columns of `table`, in their order of definition. */
export async function listColumns(db: Kysely<any>, dialect: StoreDialect, table: string): Promise<string[]> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) ORDER BY cid`.execute(db)
      : await sql<{
          name: string;
        }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(
          db
        );
  return rows.rows.map((row) => row.name);
}

/** The ids of the migrations a store applied, oldest first. */
export async function appliedMigrations(db: Kysely<any>): Promise<string[]> {
  const rows = await db.selectFrom('migrations').select('id').orderBy('applied_at').orderBy('id').execute();
  return rows.map((row) => row.id as string);
}

export async function countRows(db: Kysely<any>, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The tables holding rows beyond what a fresh store's migrations put there. */
export async function tablesHoldingData(db: Kysely<any>, dialect: StoreDialect): Promise<string[]> {
  const holding: string[] = [];
  for (const name of await listTables(db, dialect)) {
    if (!SINGLETON_TABLES.has(name) && (await countRows(db, name)) > 0) holding.push(name);
  }
  return holding;
}

/**
 * Turns the table's own triggers off (append-only guards, roll-up maintenance), so rows can be
 * deleted and written back exactly as they were; answers what turns them on again. SQLite has no
 * switch: its triggers are dropped and created again from their stored SQL. Both inside the
 * caller's transaction.
 */
export async function disableTriggers(
  trx: Transaction<any>,
  dialect: StoreDialect,
  table: string
): Promise<() => Promise<void>> {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(trx);
    return async () => {
      await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(trx);
    };
  }
  const triggers = (
    await sql<{
      name: string;
      sql: string;
    }>`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ${table}`.execute(trx)
  ).rows;
  for (const trigger of triggers) await sql`DROP TRIGGER ${sql.id(trigger.name)}`.execute(trx);
  return async () => {
    for (const trigger of triggers) await sql.raw(trigger.sql).execute(trx);
  };
}

/** Runs fn with the table's own triggers off (`disableTriggers`). */
export async function withoutTriggers<T>(
  trx: Transaction<any>,
  dialect: StoreDialect,
  table: string,
  fn: () => Promise<T>
): Promise<T> {
  const enable = await disableTriggers(trx, dialect, table);
  const result = await fn();
  await enable();
  return result;
}

/**
 * PostgreSQL: every identity column of `table` (`id`, a history's `version`) continues after the
 * largest value now in it, so the next generated one does not collide with a copied row.
 */
export async function resetIdentities(trx: Transaction<any>, dialect: StoreDialect, table: string): Promise<void> {
  if (dialect !== 'postgres') return;
  const { rows } = await sql<{
    name: string;
  }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} AND is_identity = 'YES'`.execute(
    trx
  );
  for (const { name } of rows) {
    const { rows: found } = await sql<{
      sequence: string | null;
    }>`SELECT pg_get_serial_sequence(${table}::text, ${name}::text) AS sequence`.execute(trx);
    const sequence = found[0]?.sequence;
    if (!sequence) continue;
    // An empty table starts again at 1 (is_called false: the next value is 1 itself).
    await sql`SELECT setval(${sequence}::regclass, COALESCE((SELECT MAX(${sql.ref(name)}) FROM ${sql.table(
      table
    )}), 1), (SELECT COUNT(*) > 0 FROM ${sql.table(table)}))`.execute(trx);
  }
}
