/** Test helpers: core's store on a temp data dir with the security tables, and a backend on it. */
import { sql, type Kysely } from 'kysely';
import { HttpError, type Migration, type Store, type StoreDialect } from '../../../../../../core/server';
import { StoreService, STORE_FILE_NAME, testStoreConfig } from '../../../../../../core/server/test_utils';
import type { StoreConfig, InternalStore } from '../../../../../../core/server/test_utils';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { loginMigrations } from '../../../auth/migrations';
import { sessionMigrations } from '../../../session/migrations';
import { EmbeddedSecurityBackend, type EmbeddedBackendOptions } from '../embedded_backend';
import { securityMigrations } from '../migrations';
import { SecurityRepository, type SecurityConfigTables } from '../repository';

export const ADMIN_PASSWORD = 'Adm1n!secret';

/** Every migration of the security plugin, in the order the plugin registers them. */
export const ALL_SECURITY_MIGRATIONS = [...securityMigrations, ...sessionMigrations, ...loginMigrations];

/** A started store (what the plugin gets as `core.store`) with a few test-only conveniences. */
export interface TestStore extends Store {
  dir: string;
  dataDir: string;
  file: string;
  /** Runs one SQL statement on the store's connection and answers its rows (tests poking at rows). */
  query<R = Record<string, unknown>>(text: string): Promise<R[]>;
  /** Repository writes in one transaction, with the version bump that tells backends their cache is stale. */
  write(fn: (repository: SecurityRepository) => Promise<void>): Promise<void>;
  /** Another store on the same data dir or database (as another process would open it). */
  reopen(): Promise<InternalStore>;
  cleanup(): Promise<void>;
}

async function startStore(
  dataDir: string,
  config: StoreConfig,
  migrations: readonly Migration[] = ALL_SECURITY_MIGRATIONS
): Promise<{ service: StoreService; store: InternalStore }> {
  const service = new StoreService();
  service.setup().registerMigrations([...migrations]);
  return { service, store: await service.start({ dataDir, config }) };
}

/**
 * A store on SQLite in a temp data dir, or (dialect 'postgres') on a new database of the test
 * cluster; `migrations`: the tables it gets (the backend's by default; the plugin's whole list
 * for areas beyond the backend).
 */
export async function createTestStore(
  dialect: StoreDialect = 'sqlite',
  migrations: readonly Migration[] = ALL_SECURITY_MIGRATIONS
): Promise<TestStore> {
  const dir = mkdtempSync(join(tmpdir(), 'security-backend-'));
  const dataDir = join(dir, 'data');
  const config = await testStoreConfig(dialect);
  const services: StoreService[] = [];
  const open = async () => {
    const { service, store } = await startStore(dataDir, config, migrations);
    services.push(service);
    return store;
  };
  const store = await open();
  const db = () => store.kysely<unknown>() as Kysely<any>;
  return {
    dialect: store.dialect,
    kysely: <DB>() => store.kysely<DB>(),
    transaction: (fn) => store.transaction(fn),
    read: (query, parameters) => store.read(query, parameters),
    notify: (channel, payload, options) => store.notify(channel, payload, options),
    changeMark: () => store.changeMark(),
    listen: (channel, listener) => store.listen(channel, listener),
    status: () => store.status(),
    dir,
    dataDir,
    file: join(dataDir, STORE_FILE_NAME),
    async query<R>(text: string) {
      return (await sql.raw<R>(text).execute(db())).rows;
    },
    write: (fn) =>
      store.transaction<SecurityConfigTables, void>(async (trx) => {
        const repository = new SecurityRepository(trx);
        await fn(repository);
        await repository.bumpVersion();
      }),
    reopen: open,
    async cleanup() {
      for (const service of services) await service.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Hides an entry behind the API's back (as a hand edit of the database would). */
export async function hideEntry(store: Store, name: string): Promise<void> {
  const db = store.kysely<SecurityConfigTables>();
  const rows = await db.selectFrom('security_entries').select(['kind', 'body']).where('name', '=', name).execute();
  for (const row of rows) {
    await db
      .updateTable('security_entries')
      .set({ hidden: 1, body: JSON.stringify({ ...JSON.parse(row.body), hidden: true }) })
      .where('kind', '=', row.kind)
      .where('name', '=', name)
      .execute();
  }
}

/** A backend with cheap hashes (bcrypt cost 4), seeded with `ADMIN_PASSWORD`. */
export async function createSeededBackend(
  store: Store,
  options: Partial<EmbeddedBackendOptions> = {}
): Promise<EmbeddedSecurityBackend> {
  const backend = new EmbeddedSecurityBackend({ store, hashRounds: 4, ...options });
  await backend.ensureSeeded(ADMIN_PASSWORD);
  return backend;
}

/** Writes YAML files (name → content) into a new folder of `root`. */
export function writeConfigDir(root: string, name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
  return dir;
}

/** Awaits a call expected to fail with an HttpError and answers its status and message. */
export async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a failure');
}
