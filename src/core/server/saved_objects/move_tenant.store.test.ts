import { TEST_STORES } from '../test_utils/postgres';
import {
  headerTenantResolver,
  makeTempDir,
  startSavedObjectsServer,
  type SavedObjectsTestServer,
} from './test_utils/saved_objects_test_server';

const tenant = (id: string) => ({ 'x-test-tenant': id });

/** A renamed tenant's objects follow it (the security plugin renames tenants older imports let in). */
describe.each(TEST_STORES)('moveTenantObjects on %s', (dialect) => {
  let tmp: ReturnType<typeof makeTempDir>;
  let t: SavedObjectsTestServer;
  beforeEach(async () => {
    tmp = makeTempDir();
    t = await startSavedObjectsServer(tmp.dir, { resolver: headerTenantResolver, dialect });
  });
  afterEach(async () => {
    await t.stop();
    tmp.remove();
  });

  const ids = async (id: string) =>
    (
      (await t.call('GET', '/api/saved_objects/_find?type=dashboard', undefined, tenant(id))).body
        .saved_objects as Array<{ id: string; attributes: { title: string } }>
    )
      .map((o) => `${o.id}:${o.attributes.title}`)
      .sort();

  it('moves every object of one tenant id to another, but for those the target already has', async () => {
    const put = async (id: string, objectId: string, title: string) =>
      expect(
        (await t.call('POST', `/api/saved_objects/dashboard/${objectId}`, { attributes: { title } }, tenant(id))).status
      ).toBe(200);
    await put('global', 'a', 'A');
    await put('global', 'b', 'B');
    await put('renamed_global', 'b', 'B already there');
    await put('other', 'c', 'C');

    expect(await t.start.moveTenantObjects('global', 'renamed_global')).toBe(1);
    expect(await ids('renamed_global')).toEqual(['a:A', 'b:B already there']);
    expect(await ids('global')).toEqual(['b:B']);
    expect(await ids('other')).toEqual(['c:C']);
    // Again: nothing more to move.
    expect(await t.start.moveTenantObjects('global', 'renamed_global')).toBe(0);
  });
});
