/**
 * security:0029 on a store that had tokens before it: the unique index on (owner, name) gives way
 * to one per person (owner, internal_owner, name), keeping every token, on each store.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Migration } from '../../../../core/server';
import { savedObjectsMigrations, StoreService, TEST_STORES, testStoreConfig } from '../../../../core/server/test_utils';
import { securityPluginMigrations } from '../migrations';

const ALL: Migration[] = [...savedObjectsMigrations, ...securityPluginMigrations];
const BEFORE = ALL.slice(
  0,
  ALL.findIndex((m) => m.id === 'security:0029-api-token-name-per-person')
);

/** Inserts in a write transaction, as the token store does. */
type Store = Awaited<ReturnType<StoreService['start']>>;
const insert = (store: Store, id: string, name: string, internal: number) =>
  store.transaction<any, unknown>((trx) =>
    trx
      .insertInto('security_api_tokens')
      .values(row(id, name, internal))
      .execute()
  );

const row = (id: string, name: string, internal: number) => ({
  id,
  token_hash: `hash-${id}`,
  name,
  owner: 'kirk',
  permissions: '{}',
  created_at: 1,
  expires_at: 10_000_000,
  last_used_at: null,
  internal_owner: internal,
});

describe.each(TEST_STORES)('token names on an upgraded %s store', (dialect) => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keep the tokens, take a namesake’s token of the same name, and still refuse one person’s twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'token-names-'));
    dirs.push(dir);
    const config = await testStoreConfig(dialect);
    const previous = new StoreService();
    previous.setup().registerMigrations(BEFORE);
    const old = await previous.start({ dataDir: dir, config });
    await insert(old, 't1', 'nightly', 1);
    // Before: the name was the owner name's, whoever signed in under it.
    await expect(insert(old, 't2', 'nightly', 0)).rejects.toThrow();
    await previous.stop();

    const current = new StoreService();
    current.setup().registerMigrations(ALL);
    const store = await current.start({ dataDir: dir, config });
    try {
      await insert(store, 't2', 'nightly', 0);
      await expect(insert(store, 't3', 'nightly', 0)).rejects.toThrow();
      await expect(insert(store, 't4', 'nightly', 1)).rejects.toThrow();
      const ids = await store.kysely<any>().selectFrom('security_api_tokens').select('id').orderBy('id').execute();
      expect(ids).toEqual([{ id: 't1' }, { id: 't2' }]);
    } finally {
      await current.stop();
    }
  });
});
