/**
 * Restores a store dump into a data dir (SQLite) or a PostgreSQL database. The file is checked
 * whole first (header, checksum, schema); only then is the target touched. The target is built
 * at the backup's own schema, filled, then migrated to this version's like any older store, so a
 * backup of an older version comes back with its data migrations applied.
 */
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import { existsSync, renameSync, rmSync, statSync } from 'fs';
import { join, resolve } from 'path';
import { ensurePrivateDataDir } from '../file_modes';
import { describeStoreUrl, type StoreConfig } from '../store_config';
import { STORE_FILE_NAME, StoreService, type InternalStore } from '../store_service';
import { countRows, disableTriggers, listTables, resetIdentities, tablesHoldingData } from '../store_tables';
import type { Migration, StoreDialect } from '../types';
import { recordBackup } from './backups_table';
import { readDumpBody, readDumpHeader, verifyDump, type OpenedDump } from './dump_format';
import { StoreBackupError, type StoreDumpHeader } from './types';
import type * as PostgresModule from '../postgres';

export type RestoreTarget = { dialect: 'sqlite'; dataDir: string } | { dialect: 'postgres'; config: StoreConfig };

export interface RestoreOptions {
  /** Every migration this version runs, in its order (the server's). */
  migrations: readonly Migration[];
  /** Replace a target that holds data. */
  force?: boolean;
  log?: (line: string) => void;
  /** Runs on the verified dump before the target is touched: a throw refuses the restore. */
  check?(file: string, dump: OpenedDump): Promise<void>;
  /** Runs on the restored store, migrated to this version, before the restore is done. */
  finish?(store: InternalStore): Promise<void>;
}

export function describeTarget(target: RestoreTarget): string {
  return target.dialect === 'sqlite'
    ? `the data dir ${resolve(target.dataDir)}`
    : `the PostgreSQL database at ${describeStoreUrl(target.config.url!)}`;
}

/**
 * The migrations the backup's store had applied, as this version names them (ids renamed since
 * are found by their former ids). Ones this version does not know mean a newer schema: refused.
 */
function backupSchema(header: StoreDumpHeader, migrations: readonly Migration[]): Migration[] {
  const applied = new Set<string>();
  const unknown: string[] = [];
  for (const id of header.schema.migrations) {
    const known = migrations.find((m) => m.id === id || m.formerIds?.includes(id));
    if (known) applied.add(known.id);
    else unknown.push(id);
  }
  if (unknown.length > 0) {
    throw new StoreBackupError(
      `The backup's schema is newer than this version's: it holds migration${unknown.length === 1 ? '' : 's'} ${unknown
        .slice(0, 3)
        .map((id) => `"${id}"`)
        .join(
          ', '
        )}${unknown.length > 3 ? ` and ${unknown.length - 3} more` : ''} that this version does not know; restore it with the version that made it, or a later one.`
    );
  }
  return migrations.filter((m) => applied.has(m.id));
}

/** Fills the started store from the dump in one transaction, past triggers, and checks every count. */
async function load(
  trx: Transaction<any>,
  dialect: StoreDialect,
  file: string,
  dump: OpenedDump,
  log: (line: string) => void
): Promise<void> {
  const present = new Set(await listTables(trx, dialect));
  const enable: Array<() => Promise<void>> = [];
  await readDumpBody(file, dump, {
    onSection: async (table) => {
      if (!present.has(table)) throw new StoreBackupError(`The backup's table ${table} is not in its schema.`);
      enable.push(await disableTriggers(trx, dialect, table));
      // Rows its migrations made (a counter, a generated key) give way to the backup's.
      await trx.deleteFrom(table).execute();
    },
    onRows: async (table, columns, rows) => {
      const values = rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])));
      await trx.insertInto(table).values(values).execute();
    },
  });
  for (const on of enable) await on();
  for (const { name, rows } of dump.header.tables) {
    await resetIdentities(trx, dialect, name);
    const found = await countRows(trx, name);
    if (found !== rows)
      throw new StoreBackupError(`${name}: the backup holds ${rows} rows but ${found} were restored.`);
    log(`${name}: ${rows}`);
  }
}

/** Starts a store on `where` with `migrations` and runs fn on it. */
async function withStore<T>(
  where: { dataDir: string; config?: StoreConfig },
  migrations: readonly Migration[],
  fn: (store: InternalStore) => Promise<T>
): Promise<T> {
  const service = new StoreService();
  service.setup().registerMigrations([...migrations]);
  const store = await service.start(where);
  try {
    return await fn(store);
  } finally {
    await service.stop();
  }
}

/** Builds the restored store at `where`: the backup's schema, its rows, then this version's migrations. */
async function build(
  where: { dataDir: string; config?: StoreConfig },
  file: string,
  dump: OpenedDump,
  { migrations, log = () => undefined, finish }: RestoreOptions
): Promise<void> {
  const schema = backupSchema(dump.header, migrations);
  await withStore(where, schema, (store) =>
    store.transaction<any, void>((trx) => load(trx, store.dialect, file, dump, log))
  );
  await withStore(where, migrations, async (store) => {
    // The store is now this backup's data: the backup it came from is its last one.
    const { header } = dump;
    await recordBackup(store.kysely(), {
      createdAt: header.createdAt,
      file,
      bytes: statSync(file).size,
      sha256: header.sha256,
    });
    await finish?.(store);
  });
}

function refuseHeldData(target: RestoreTarget, holding: string[], force: boolean | undefined): void {
  if (holding.length === 0 || force) return;
  const shown = holding.slice(0, 4).join(', ') + (holding.length > 4 ? ', …' : '');
  throw new StoreBackupError(
    `${describeTarget(target).replace(/^t/, 'T')} already holds data (${shown}); give --force to replace it.`
  );
}

async function restoreSqlite(dataDir: string, file: string, dump: OpenedDump, options: RestoreOptions): Promise<void> {
  const storeFile = join(dataDir, STORE_FILE_NAME);
  if (existsSync(storeFile)) {
    const existing = new Database(storeFile, { fileMustExist: true });
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: existing }) });
    try {
      refuseHeldData({ dialect: 'sqlite', dataDir }, await tablesHoldingData(db, 'sqlite'), options.force);
    } finally {
      await db.destroy();
    }
  }
  // Built aside in the data dir and moved over the old file only when complete: a failed
  // restore leaves the target as it was.
  const work = join(dataDir, `.restore-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  try {
    await build({ dataDir: work }, file, dump, options);
    ensurePrivateDataDir(dataDir);
    // The old file's WAL must go first: left next to the new file, SQLite would replay it there.
    for (const suffix of ['-wal', '-shm']) rmSync(storeFile + suffix, { force: true });
    renameSync(join(work, STORE_FILE_NAME), storeFile);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function restorePostgres(
  config: StoreConfig,
  file: string,
  dump: OpenedDump,
  options: RestoreOptions
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- pg is loaded only for PostgreSQL
  const { createPool, waitForPostgres } = require('../postgres') as typeof PostgresModule;
  const pool = createPool({ ...config, pool: { max: 1 } });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  try {
    try {
      await waitForPostgres(pool, config);
    } catch (error) {
      throw new StoreBackupError((error as Error).message);
    }
    const tables = await listTables(db, 'postgres');
    refuseHeldData({ dialect: 'postgres', config }, await tablesHoldingData(db, 'postgres'), options.force);
    // Rebuilt from nothing, as on SQLite: the schema must be the backup's before its rows go in.
    const drop = [...tables, 'migrations'].map((name) => sql.table(name));
    await sql`DROP TABLE IF EXISTS ${sql.join(drop)} CASCADE`.execute(db);
  } finally {
    await db.destroy();
  }
  await build({ dataDir: resolve('data'), config: { ...config, connectTimeoutMs: 5000 } }, file, dump, options);
}

export interface RestoreResult {
  header: StoreDumpHeader;
}

/** Checks `file` whole, then restores it into `target` (see the file's comment). */
export async function restoreStore(
  backupFile: string,
  target: RestoreTarget,
  options: RestoreOptions
): Promise<RestoreResult> {
  const file = resolve(backupFile);
  const dump = readDumpHeader(file);
  verifyDump(file, dump);
  // Refused before the target is touched.
  backupSchema(dump.header, options.migrations);
  await options.check?.(file, dump);
  if (target.dialect === 'sqlite') await restoreSqlite(resolve(target.dataDir), file, dump, options);
  else await restorePostgres(target.config, file, dump, options);
  return { header: dump.header };
}
