/** Tests that reach a test server's store from outside, as another process (or an auditor with the file) would. */
import { sql } from 'kysely';
import { join } from 'path';
import { Secret } from '../../../../core/server';
import { StoreService, DEFAULT_STORE_CONFIG } from '../../../../core/server/test_utils';

/**
 * Runs one SQL statement on a second store opened on the server's data dir (or database) and answers its rows
 * and how many rows it changed. The server should be idle meanwhile: both connections live in
 * this one thread, so they cannot wait for each other's write lock.
 */
export async function queryStoreOf(
  server: { dataDir: string; storeUrl?: string },
  text: string,
  params: readonly unknown[] = []
): Promise<{ rows: Array<Record<string, unknown>>; changes: number }> {
  const service = new StoreService();
  const config = server.storeUrl
    ? { ...DEFAULT_STORE_CONFIG, url: new Secret(server.storeUrl), pool: { max: 1 } }
    : undefined;
  const store = await service.start({ dataDir: join(server.dataDir, 'data'), config });
  try {
    const query = sql.join(
      text
        .split('?')
        .map((part, i, parts) => (i < parts.length - 1 ? sql`${sql.raw(part)}${params[i]}` : sql.raw(part))),
      sql.raw('')
    );
    const result = await sql<Record<string, unknown>>`${query}`.execute(store.kysely());
    return { rows: result.rows, changes: Number(result.numAffectedRows ?? 0) };
  } finally {
    await service.stop();
  }
}
