import { existsSync, statSync } from 'fs';
import { basename, dirname, join, resolve } from 'path';
import { listColumns, listTables, appliedMigrations } from '../store_tables';
import type { Kysely } from 'kysely';
import { DumpWriter } from './dump_format';
import { checkPassphrase, sealWithPassphrase } from './passphrase_seal';
import { openBackupSource, type BackupSource } from './snapshot';
import { StoreBackupError, type StoreDumpHeader } from './types';

/**
 * Secrets the store's rows are sealed with, carried in the header sealed with the operator's
 * passphrase (passphrase_seal.ts) rather than as rows in clear.
 */
export interface CarriedSecrets {
  passphrase: string;
  /** The secrets by name, read at the snapshot (from its rows, or a file beside the store). */
  read(db: Kysely<any>): Promise<Record<string, string>>;
  /** Tables that hold such secrets: their sections are written without rows (the secret travels sealed). */
  withheld?: readonly string[];
}

export interface BackupResult {
  header: StoreDumpHeader;
  file: string;
  /** The whole file's size. */
  bytes: number;
  /**
   * True when the store now records it; false when its schema has no `store_backups` yet (no
   * server of this version started on it); the reason when recording it failed.
   */
  recorded: boolean | string;
}

/**
 * Writes a consistent dump of a running store to `file` (owner-only, replaced atomically), then
 * records it in the store. The servers keep serving meanwhile: nothing waits for the dump.
 */
export async function backupStore(
  source: BackupSource,
  target: string,
  { log = () => undefined, carry }: { log?: (line: string) => void; carry?: CarriedSecrets } = {}
): Promise<BackupResult> {
  const file = resolve(target);
  const folder = dirname(file);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new StoreBackupError(`Cannot write the backup to ${file}: the folder ${folder} does not exist.`);
  }
  if (existsSync(file) && statSync(file).isDirectory()) {
    throw new StoreBackupError(`Cannot write the backup to ${file}: it is a folder; name a file.`);
  }
  if (carry) checkPassphrase(carry.passphrase);
  const opened = await openBackupSource(source, folder);
  try {
    const writer = new DumpWriter(join(folder, `.${basename(file)}.rows-${process.pid}`));
    let written: { header: StoreDumpHeader; bytes: number };
    try {
      const { takenAt, result } = await opened.snapshot(async (snapshot) => {
        const migrations = await appliedMigrations(snapshot.db);
        for (const table of await listTables(snapshot.db, snapshot.dialect)) {
          const columns = await listColumns(snapshot.db, snapshot.dialect, table);
          writer.section(table, columns);
          if (carry?.withheld?.includes(table)) continue;
          await snapshot.eachRow(table, columns, (values) => writer.row(values));
        }
        const secrets = carry ? await carry.read(snapshot.db) : {};
        return { schema: { version: migrations.length, migrations }, secrets };
      });
      const sealed = Object.entries(result.secrets).map(
        ([name, secret]) => [name, sealWithPassphrase(secret, carry!.passphrase)] as const
      );
      written = writer.finish(file, {
        createdAt: takenAt.toISOString(),
        dialect: source.dialect,
        schema: result.schema,
        ...(sealed.length ? { sealedSecrets: Object.fromEntries(sealed) } : {}),
      });
    } catch (error) {
      writer.abandon();
      throw error;
    }
    const { header, bytes } = written;
    for (const table of header.tables) log(`${table.name}: ${table.rows}`);
    // The backup is complete and usable whatever happens here: a failure to record it is reported, not fatal.
    let recorded: boolean | string;
    try {
      recorded = await opened.record({ createdAt: header.createdAt, file, bytes, sha256: header.sha256 });
    } catch (error) {
      recorded = (error as Error).message;
    }
    return { header, file, bytes, recorded };
  } finally {
    await opened.close();
  }
}
