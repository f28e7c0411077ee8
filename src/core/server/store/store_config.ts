import { readFileSync } from 'fs';

/** `store.*` of config/dashboards.yml: where the store lives and how to reach it. */
export interface StoreConfig {
  /** `postgres://user:password@host:5432/db` switches to PostgreSQL; null keeps SQLite in path.data. */
  url: string | null;
  pool: { max: number };
  ssl: { enabled: boolean; rejectUnauthorized: boolean; ca: string | null };
  /** PostgreSQL aborts a statement running longer than this (milliseconds). */
  statementTimeoutMs: number;
  /** How long start-up waits for an unreachable database before it gives up (milliseconds). */
  connectTimeoutMs: number;
}

export const DEFAULT_STORE_CONFIG: StoreConfig = Object.freeze({
  url: null,
  pool: { max: 10 },
  ssl: { enabled: false, rejectUnauthorized: true, ca: null },
  statementTimeoutMs: 30_000,
  connectTimeoutMs: 60_000,
});

export class StoreConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreConfigError';
  }
}

type Get = (key: string) => unknown;

function positiveInt(get: Get, key: string, fallback: number): number {
  const raw = get(key);
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = typeof raw === 'number' ? raw : Number(String(raw));
  if (!Number.isInteger(value) || value < 1) throw new StoreConfigError(`[${key}] must be a positive whole number.`);
  return value;
}

function flag(get: Get, key: string, fallback: boolean): boolean {
  const raw = get(key);
  if (raw === undefined || raw === null) return fallback;
  if (raw === true || raw === 'true') return true;
  if (raw === false || raw === 'false') return false;
  throw new StoreConfigError(`[${key}] must be true or false.`);
}

/** Reads `store.*` (dotted keys through `get`); `DATABASE_URL` in the environment wins over `store.url`. */
export function parseStoreConfig(get: Get, env: NodeJS.ProcessEnv): StoreConfig {
  const rawUrl = env.DATABASE_URL || get('store.url');
  let url: string | null = null;
  if (rawUrl !== undefined && rawUrl !== null && rawUrl !== '') {
    if (typeof rawUrl !== 'string') throw new StoreConfigError('[store.url] must be a postgres:// URL.');
    let parsed: URL;
    try {
      parsed = new URL(rawUrl);
    } catch {
      throw new StoreConfigError('[store.url] must be a postgres:// URL.');
    }
    if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
      throw new StoreConfigError('[store.url] must be a postgres:// URL.');
    }
    if (!parsed.hostname) throw new StoreConfigError('[store.url] must name a host.');
    url = rawUrl;
  }
  const ca = get('store.ssl.ca');
  if (ca !== undefined && ca !== null && typeof ca !== 'string') {
    throw new StoreConfigError('[store.ssl.ca] must be the path of a PEM file.');
  }
  const rejectUnauthorized = flag(get, 'store.ssl.rejectUnauthorized', true);
  return {
    url,
    pool: { max: positiveInt(get, 'store.pool.max', DEFAULT_STORE_CONFIG.pool.max) },
    ssl: {
      // Any TLS setting turns TLS on; so does sslmode in the URL (the driver reads that itself).
      enabled: flag(
        get,
        'store.ssl.enabled',
        typeof ca === 'string' || get('store.ssl.rejectUnauthorized') !== undefined
      ),
      rejectUnauthorized,
      ca: typeof ca === 'string' && ca !== '' ? ca : null,
    },
    statementTimeoutMs: positiveInt(get, 'store.statementTimeout', DEFAULT_STORE_CONFIG.statementTimeoutMs),
    connectTimeoutMs: positiveInt(get, 'store.connectTimeout', DEFAULT_STORE_CONFIG.connectTimeoutMs),
  };
}

/** The TLS options the driver gets, or undefined without TLS. */
export function sslOptions(config: StoreConfig): { rejectUnauthorized: boolean; ca?: string } | undefined {
  if (!config.ssl.enabled) return undefined;
  let ca: string | undefined;
  if (config.ssl.ca) {
    try {
      ca = readFileSync(config.ssl.ca, 'utf8');
    } catch (error) {
      throw new StoreConfigError(`[store.ssl.ca] cannot be read: ${(error as Error).message}`);
    }
  }
  return { rejectUnauthorized: config.ssl.rejectUnauthorized, ...(ca ? { ca } : {}) };
}

/** `host:port/db` of a store URL: what messages name (never the user or password). */
export function describeStoreUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname || ''}`;
}
