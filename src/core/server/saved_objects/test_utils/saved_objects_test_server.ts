import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { loadConfig } from '../../config/load_config';
import { createHttpServer } from '../../http/http_server';
import { createLogger } from '../../logging/logger';
import { StoreService } from '../../store/store_service';
import type { StoreDialect } from '../../store/types';
import type { StoreConfig } from '../../store/store_config';
import { testStoreConfig } from '../../test_utils/postgres';
import { SavedObjectsService } from '../saved_objects_service';
import type { SavedObjectsServiceStart, SavedObjectsType, SharingPolicy, TenantResolver } from '../types';

export interface Reply {
  status: number;
  body: any;
}

export interface SavedObjectsTestServer {
  url: string;
  dataDir: string;
  start: SavedObjectsServiceStart;
  /** A JSON call; non-GET calls carry the osd-xsrf header. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>;
  /** Stops the server and the store but keeps the data dir. */
  stop(): Promise<void>;
}

/** Reads the tenant from `x-test-tenant`; `x-test-read-only: true` makes it read-only. */
export const headerTenantResolver: TenantResolver = (request) => ({
  id: String(request.headers['x-test-tenant'] ?? ''),
  canWrite: request.headers['x-test-read-only'] !== 'true',
});

export function makeTempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'osd-saved-objects-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One store per temp dir: a server restarted on the same dir finds the same database. */
const storesByDir = new Map<string, Promise<StoreConfig>>();

/**
 * The real HTTP server with only the store and saved objects wired, over a real SQLite file in
 * `tmp` or (dialect 'postgres') a database of the test cluster.
 */
export async function startSavedObjectsServer(
  tmp: string,
  options: {
    types?: SavedObjectsType[];
    resolver?: TenantResolver;
    dialect?: StoreDialect;
    sharing?: SharingPolicy;
  } = {}
): Promise<SavedObjectsTestServer> {
  const key = `${options.dialect ?? 'sqlite'}:${tmp}`;
  if (!storesByDir.has(key)) storesByDir.set(key, testStoreConfig(options.dialect ?? 'sqlite'));
  const storeConfig = await storesByDir.get(key)!;
  const config = loadConfig({ env: {}, cwd: tmp, overrides: { 'path.data': join(tmp, 'data') } });
  const server = createHttpServer(config, createLogger('silent'));
  const storeService = new StoreService();
  const savedObjects = new SavedObjectsService();
  const setup = savedObjects.setup({ store: storeService.setup() });
  const types = options.types ?? [
    { name: 'dashboard', defaultSearchField: 'title' },
    { name: 'visualization', defaultSearchField: 'title' },
    { name: 'index-pattern' },
  ];
  types.forEach((type) => setup.registerType(type));
  if (options.resolver) setup.setTenantResolver(options.resolver);
  if (options.sharing) setup.setSharingPolicy(options.sharing);
  const store = await storeService.start({ dataDir: config.path.data, config: storeConfig });
  const start = savedObjects.start({ store });
  savedObjects.registerRoutes(server.createRouter(), start);
  const url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;

  return {
    url,
    dataDir: config.path.data,
    start,
    call: async (method, path, body, headers = {}) => {
      const init: RequestInit = { method, headers: { ...headers } };
      if (method !== 'GET') (init.headers as Record<string, string>)['osd-xsrf'] = 'true';
      if (body !== undefined) {
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
      }
      const res = await fetch(url + path, init);
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    stop: async () => {
      await server.close();
      savedObjects.stop();
      await storeService.stop();
    },
  };
}
