import type { InternalStore } from './store_service';
import {
  countRows as count,
  listTables as tables,
  resetIdentities,
  tablesHoldingData,
  withoutTriggers,
} from './store_tables';

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
    const holding = await tablesHoldingData(trx, target.dialect);
    if (holding.length > 0 && !force) {
      throw new StoreCopyError(`The target already holds data (${holding.join(', ')}); give --force to replace it.`);
    }
    const counts: TableCount[] = [];
    for (const name of names) {
      await withoutTriggers(trx, target.dialect, name, () => trx.deleteFrom(name).execute());
      const rows = await from.selectFrom(name).selectAll().execute();
      for (let start = 0; start < rows.length; start += BATCH) {
        await trx
          .insertInto(name)
          .values(rows.slice(start, start + BATCH))
          .execute();
      }
      // Identity columns: the next generated id must follow the copied ones.
      await resetIdentities(trx, target.dialect, name);
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
