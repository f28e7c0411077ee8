import { readFileSync } from 'fs';
import { Secret } from '../config/secret';

/** `store.*` of config/dashboards.yml: where the store lives and how to reach it. */
export interface StoreConfig {
  /**
   * `postgres://user:password@host:5432/db` switches to PostgreSQL; null keeps SQLite in
   * path.data. A secret: the password is in it.
   */
  url: Secret | null;
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

/** `store.*` as read through core's schema (config_schema.ts): types and defaults already checked. */
export interface StoreSection {
  url?: Secret;
  pool: { max: number };
  ssl: { enabled?: boolean; rejectUnauthorized?: boolean; ca?: string };
  statementTimeout: number;
  connectTimeout: number;
}

/** The store settings with what the schema cannot check: the URL's scheme and host, TLS turned on by its keys. */
export function parseStoreConfig(section: StoreSection): StoreConfig {
  const rawUrl = section.url?.reveal() ?? '';
  let url: Secret | null = null;
  if (rawUrl !== '') {
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
    url = section.url!;
  }
  const { ca } = section.ssl;
  return {
    url,
    pool: { max: section.pool.max },
    ssl: {
      // Any TLS setting turns TLS on; so does sslmode in the URL (the driver reads that itself).
      enabled: section.ssl.enabled ?? (ca !== undefined || section.ssl.rejectUnauthorized !== undefined),
      rejectUnauthorized: section.ssl.rejectUnauthorized ?? true,
      ca: ca ? ca : null,
    },
    statementTimeoutMs: section.statementTimeout,
    connectTimeoutMs: section.connectTimeout,
  };
}

/** `store.*` from a URL alone (the command-line tools): `DATABASE_URL` or the given one. */
export function storeConfigFromUrl(url: string | undefined): StoreConfig {
  return parseStoreConfig({
    ...(url ? { url: new Secret(url) } : {}),
    pool: { max: DEFAULT_STORE_CONFIG.pool.max },
    ssl: {},
    statementTimeout: DEFAULT_STORE_CONFIG.statementTimeoutMs,
    connectTimeout: DEFAULT_STORE_CONFIG.connectTimeoutMs,
  });
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
export function describeStoreUrl(url: Secret | string): string {
  const parsed = new URL(typeof url === 'string' ? url : url.reveal());
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname || ''}`;
}
