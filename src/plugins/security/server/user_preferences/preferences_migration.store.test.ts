/**
 * security:0030 on a store with choices made before it: each choice, made under a name by whoever
 * signed in under it, is kept for the internal user and for a namesake of another sign-in method,
 * who from then on choose apart, on each store.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Migration } from '../../../../core/server';
import { savedObjectsMigrations, StoreService, TEST_STORES, testStoreConfig } from '../../../../core/server/test_utils';
import { securityPluginMigrations } from '../migrations';
import { UserPreferences } from './preferences_store';

const ALL: Migration[] = [...savedObjectsMigrations, ...securityPluginMigrations];
const BEFORE = ALL.slice(
  0,
  ALL.findIndex((m) => m.id === 'security:0030-user-preferences-per-person')
);

describe.each(TEST_STORES)('user preferences on an upgraded %s store', (dialect) => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keep an earlier choice for both kinds of user of the name, then apart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'preferences-'));
    dirs.push(dir);
    const config = await testStoreConfig(dialect);
    const previous = new StoreService();
    previous.setup().registerMigrations(BEFORE);
    const old = await previous.start({ dataDir: dir, config });
    await old
      .kysely<any>()
      .insertInto('security_user_preferences')
      .values({ username: 'kirk', locale: 'fr-FR', updated_at: 1 })
      .execute();
    await previous.stop();

    const current = new StoreService();
    current.setup().registerMigrations(ALL);
    const store = await current.start({ dataDir: dir, config });
    try {
      const preferences = new UserPreferences(
        () => store as never,
        () => 2
      );
      const internal = { username: 'kirk', internal: true };
      const namesake = { username: 'kirk', internal: false };
      expect([await preferences.locale(internal), await preferences.locale(namesake)]).toEqual(['fr-FR', 'fr-FR']);
      await preferences.setLocale(namesake, 'de-DE');
      expect([await preferences.locale(internal), await preferences.locale(namesake)]).toEqual(['fr-FR', 'de-DE']);
    } finally {
      await current.stop();
    }
  });
});
