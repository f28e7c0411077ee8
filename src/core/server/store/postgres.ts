import { Client, Pool, types, type PoolConfig } from 'pg';
import type { Logger } from '../logging/logger';
import { describeStoreUrl, sslOptions, type StoreConfig } from './store_config';
import { StoreUnreachableError } from './store_errors';

// Its own module, so that naming it does not load pg (a SQLite server never does).
export { StoreUnreachableError };

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * Counts and BIGINT columns (epoch milliseconds, ids, the saved-object counter) come back as
 * numbers, as SQLite gives them: every value the store keeps fits in a double.
 */
const parsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return types.getTypeParser(oid, format);
  }) as typeof types.getTypeParser,
};

export function connectionOptions(config: StoreConfig): PoolConfig {
  return {
    connectionString: config.url!.reveal(),
    ssl: sslOptions(config),
    statement_timeout: config.statementTimeoutMs,
    connectionTimeoutMillis: 10_000,
    application_name: 'opensearch-dashboards',
    types: parsers,
  };
}

export function createPool(config: StoreConfig, logger?: Logger): Pool {
  const pool = new Pool({ ...connectionOptions(config), max: config.pool.max });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the
  // pool replaces it at the next query.
  pool.on('error', (error) =>
    logger?.warn(`PostgreSQL store at ${describeStoreUrl(config.url!)}: idle connection lost: ${error.message}`)
  );
  return pool;
}

/** A dedicated connection for LISTEN (a pooled one would be handed to queries). */
export function createListenClient(config: StoreConfig): Client {
  return new Client(connectionOptions(config));
}

const RETRYABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  // the database system is starting up / shutting down / in recovery
  '57P03',
  '57P01',
]);

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  if (code && RETRYABLE_CODES.has(code)) return true;
  return /timeout|terminated|Connection terminated/i.test((error as Error).message ?? '');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the database answers, retrying with back-off (0.25 s doubling to 5 s) while it is
 * unreachable, for at most `connectTimeoutMs`. An error retrying cannot fix (a wrong password, a
 * missing database) fails at once.
 */
export async function waitForPostgres(pool: Pool, config: StoreConfig, logger?: Logger): Promise<void> {
  const where = describeStoreUrl(config.url!);
  const deadline = Date.now() + config.connectTimeoutMs;
  let delay = 250;
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query('SELECT 1');
      if (attempt > 1) logger?.info(`PostgreSQL store at ${where} is reachable.`);
      return;
    } catch (error) {
      const reason = (error as Error).message || String(error);
      if (!isRetryable(error)) {
        throw new StoreUnreachableError(`Cannot use the PostgreSQL store at ${where}: ${reason}`);
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new StoreUnreachableError(
          `Cannot reach the PostgreSQL store at ${where} (gave up after ${attempt} attempts in ${Math.round(
            config.connectTimeoutMs / 1000
          )} s): ${reason}`
        );
      }
      const wait = Math.min(delay, left);
      logger?.warn(`PostgreSQL store at ${where} is not reachable (${reason}); retrying in ${wait} ms.`);
      await sleep(wait);
      delay = Math.min(delay * 2, 5000);
    }
  }
}
