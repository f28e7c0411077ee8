/**
 * security:0030 on a store with choices made before it: each choice, made under a name by whoever
 * signed in under it, is kept for the internal user and for a namesake of another sign-in method,
 * who from then on choose apart, on each store.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { TEST_STORES } from '../../../../core/server/test_utils';
import { upgradedStore } from '../test_utils/upgraded_store';
import { UserPreferences } from './preferences_store';

describe.each(TEST_STORES)('user preferences on an upgraded %s store', (dialect) => {
  let stores: ReturnType<typeof upgradedStore> | undefined;
  afterEach(async () => {
    await stores?.cleanUp();
    stores = undefined;
  });

  it('keep an earlier choice for both kinds of user of the name, then apart', async () => {
    stores = upgradedStore(dialect);
    const old = await stores.before('security:0030-user-preferences-per-person');
    await old
      .kysely<any>()
      .insertInto('security_user_preferences')
      .values({ username: 'kirk', locale: 'fr-FR', updated_at: 1 })
      .execute();

    const store = await stores.current();
    const preferences = new UserPreferences(
      () => store as never,
      () => 2
    );
    const internal = { username: 'kirk', internal: true };
    const namesake = { username: 'kirk', internal: false };
    expect([await preferences.locale(internal), await preferences.locale(namesake)]).toEqual(['fr-FR', 'fr-FR']);
    await preferences.setLocale(namesake, 'de-DE');
    expect([await preferences.locale(internal), await preferences.locale(namesake)]).toEqual(['fr-FR', 'de-DE']);
  });
});
