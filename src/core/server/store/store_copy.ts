import { sql, type Kysely, type Transaction } from 'kysely';
import type { InternalStore } from './store_service';

/**
 * Tables a fresh store holds one row in from its migrations: they do not make it "non-empty".
 * (security_cookie_key: PostgreSQL's generated cookie key; a copy replaces it with the source's,
 * or, from SQLite, which keeps its key in the data dir, leaves it empty for the next start to fill.)
 */
const SINGLETON_TABLES = new Set(['saved_objects_sequence', 'security_config_version', 'security_cookie_key']);
/** Rows per INSERT: well under both databases' parameter limits for the widest table. */
const BATCH = 200;

export class StoreCopyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreCopyError';
  }
}

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

async function tables(db: Kysely<any>, dialect: InternalStore['dialect']): Promise<string[]> {
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

async function count(db: Kysely<any>, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Empties a target table, append-only ones included (their triggers refuse a plain DELETE). */
async function clear(trx: Transaction<any>, dialect: InternalStore['dialect'], table: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(trx);
    await trx.deleteFrom(table).execute();
    await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(trx);
    return;
  }
  const triggers = (
    await sql<{
      name: string;
      sql: string;
    }>`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ${table}`.execute(trx)
  ).rows;
  for (const trigger of triggers) await sql`DROP TRIGGER ${sql.id(trigger.name)}`.execute(trx);
  await trx.deleteFrom(table).execute();
  for (const trigger of triggers) await sql.raw(trigger.sql).execute(trx);
}

/**
 * Copies every row of every table of `source` into `target` (both started with the same
 * migrations), in one target transaction, and checks the counts before it commits. A target
 * holding data is refused unless `force`, which replaces it. Stop the servers first: rows written
 * to the source meanwhile are not copied.
 */
export async function copyStore(
  source: InternalStore,
  target: InternalStore,
  { force = false, log = () => undefined }: { force?: boolean; log?: (line: string) => void } = {}
): Promise<TableCount[]> {
  const from = source.kysely<any>();
  const names = await tables(from, source.dialect);
  const targetNames = new Set(await tables(target.kysely<any>(), target.dialect));
  const missing = names.filter((name) => !targetNames.has(name));
  if (missing.length > 0) {
    throw new StoreCopyError(
      `The target has no table ${missing.join(', ')}: both need the same version of the server.`
    );
  }
  return target.transaction<any, TableCount[]>(async (trx) => {
    const holding: string[] = [];
    for (const name of names) {
      if (!SINGLETON_TABLES.has(name) && (await count(trx, name)) > 0) holding.push(name);
    }
    if (holding.length > 0 && !force) {
      throw new StoreCopyError(`The target already holds data (${holding.join(', ')}); give --force to replace it.`);
    }
    const counts: TableCount[] = [];
    for (const name of names) {
      await clear(trx, target.dialect, name);
      const rows = await from.selectFrom(name).selectAll().execute();
      for (let start = 0; start < rows.length; start += BATCH) {
        await trx
          .insertInto(name)
          .values(rows.slice(start, start + BATCH))
          .execute();
      }
      if (target.dialect === 'postgres' && rows.length > 0 && 'id' in rows[0]) {
        // Identity columns: the next generated id must follow the copied ones.
        const { rows: found } = await sql<{
          sequence: string | null;
        }>`SELECT pg_get_serial_sequence(${name}::text, 'id') AS sequence`.execute(trx);
        if (found[0]?.sequence) {
          await sql`SELECT setval(${found[0].sequence}::regclass, (SELECT MAX(id) FROM ${sql.table(name)}))`.execute(
            trx
          );
        }
      }
      const copied = { table: name, source: await count(from, name), target: await count(trx, name) };
      log(`${name}: ${copied.source} → ${copied.target}`);
      if (copied.source !== copied.target) {
        throw new StoreCopyError(
          `${name}: the source holds ${copied.source} rows but the target ${copied.target}; nothing was written.`
        );
      }
      counts.push(copied);
    }
    return counts;
  });
}
