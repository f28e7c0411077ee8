/**
 * A store as an earlier release left it, then opened by this one: for the tests of a migration
 * that changes rows already there. `upgradedStore(dialect)` gives `before(id)`, a store migrated up
 * to (not including) the migration `id`, and `current()`, the same data dir with every migration;
 * `cleanUp()` stops both and removes the dir.
 */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Migration } from '../../../../core/server';
import { savedObjectsMigrations, StoreService, testStoreConfig } from '../../../../core/server/test_utils';
import { securityPluginMigrations } from '../migrations';

const ALL: Migration[] = [...savedObjectsMigrations, ...securityPluginMigrations];

type Started = Awaited<ReturnType<StoreService['start']>>;

export function upgradedStore(dialect: Parameters<typeof testStoreConfig>[0]) {
  const dir = mkdtempSync(join(tmpdir(), 'upgraded-store-'));
  const services: StoreService[] = [];
  // One configuration for both starts: on PostgreSQL each call makes a new database.
  let config: ReturnType<typeof testStoreConfig> | undefined;
  const open = async (migrations: Migration[]): Promise<Started> => {
    const service = new StoreService();
    service.setup().registerMigrations(migrations);
    services.push(service);
    config ??= testStoreConfig(dialect);
    return service.start({ dataDir: dir, config: await config });
  };
  return {
    /** The store with every migration before `id`; stopped by the next `current()`. */
    before(id: string): Promise<Started> {
      const at = ALL.findIndex((migration) => migration.id === id);
      if (at < 0) throw new Error(`no migration ${id}`);
      return open(ALL.slice(0, at));
    },
    /** The earlier store stopped, the same data dir opened with every migration. */
    async current(): Promise<Started> {
      await services.at(-1)?.stop();
      return open(ALL);
    },
    async cleanUp(): Promise<void> {
      for (const service of services.splice(0)) await service.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
