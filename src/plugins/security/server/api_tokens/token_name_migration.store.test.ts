/**
 * security:0029 on a store that had tokens before it: the unique index on (owner, name) gives way
 * to one per person (owner, internal_owner, name), keeping every token, on each store.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { TEST_STORES } from '../../../../core/server/test_utils';
import { upgradedStore } from '../test_utils/upgraded_store';

type Store = Awaited<ReturnType<ReturnType<typeof upgradedStore>['current']>>;

/**
 * The store refused a second token of one name. Matched by message, not with `toThrow()`: jest
 * runs each file in its own realm, and better-sqlite3's native part keeps the SqliteError class of
 * the first file that loaded it in the process, so a later file's errors are not its `Error`s.
 */
const refusedAsDuplicate = (write: Promise<unknown>) =>
  expect(write).rejects.toHaveProperty('message', expect.stringMatching(/unique/i));

/** Inserts in a write transaction, as the token store does. */
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
  let stores: ReturnType<typeof upgradedStore> | undefined;
  afterEach(async () => {
    await stores?.cleanUp();
    stores = undefined;
  });

  it('keep the tokens, take a namesake’s token of the same name, and still refuse one person’s twice', async () => {
    stores = upgradedStore(dialect);
    const old = await stores.before('security:0029-api-token-name-per-person');
    await insert(old, 't1', 'nightly', 1);
    // Before: the name was the owner name's, whoever signed in under it.
    await refusedAsDuplicate(insert(old, 't2', 'nightly', 0));

    const store = await stores.current();
    await insert(store, 't2', 'nightly', 0);
    await refusedAsDuplicate(insert(store, 't3', 'nightly', 0));
    await refusedAsDuplicate(insert(store, 't4', 'nightly', 1));
    const ids = await store.kysely<any>().selectFrom('security_api_tokens').select('id').orderBy('id').execute();
    expect(ids).toEqual([{ id: 't1' }, { id: 't2' }]);
  });
});
