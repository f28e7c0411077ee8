import { TEST_STORES } from '../../test_utils/postgres';
import { makeTempDir } from '../test_utils/saved_objects_test_server';
import { callAs, requestOf, sharedDashboard, startSharingServer, type Actor } from '../test_utils/sharing_actors';

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode ?? 500
  );

const FIND = '/api/saved_objects/_find?type=dashboard&type=visualization&per_page=100';

/**
 * Owners over time: objects written before a policy existed, `migrate`, `listUnowned`,
 * `assignOwner`, `list`, and a renamed tenant taking its records along.
 */
describe.each(TEST_STORES)('sharing owners on %s', (dialect) => {
  it('turning sharing on over existing objects hides nothing; migrate gives them an owner and then the rules apply', async () => {
    const tmp = makeTempDir();
    try {
      const before = await startSharingServer(tmp.dir, dialect, false);
      await callAs(before, 'alice', 'POST', '/api/saved_objects/dashboard/old', { attributes: { title: 'old' } });
      await callAs(
        before,
        'alice',
        'POST',
        '/api/saved_objects/visualization/older',
        { attributes: {} },
        { tenant: 'team' }
      );
      expect((await callAs(before, 'alice', 'GET', '/api/saved_objects/dashboard/old')).body.sharing).toBeUndefined();
      await before.stop();

      const t = await startSharingServer(tmp.dir, dialect);
      const totals = async () => {
        const out: Record<string, number> = {};
        for (const actor of ['alice', 'sam', 'kim'] as const)
          out[actor] = (await callAs(t, actor, 'GET', FIND)).body.total;
        return out;
      };
      // Every user of the tenant still sees and may change the objects, as before the setting.
      expect(await totals()).toEqual({ alice: 1, sam: 1, kim: 1 });
      expect(
        (await callAs(t, 'sam', 'PUT', '/api/saved_objects/dashboard/old', { attributes: { by: 'sam' } })).status
      ).toBe(200);
      expect(
        (await callAs(t, 'kim', 'GET', '/api/saved_objects/visualization/older', undefined, { tenant: 'team' })).status
      ).toBe(200);

      expect(await t.start.sharing.listUnowned(requestOf('ada'), 'dashboard')).toEqual([
        { type: 'dashboard', id: 'old', title: 'old' },
      ]);
      expect(await statusOf(t.start.sharing.listUnowned(requestOf('alice'), 'dashboard'))).toBe(403);

      const byDefault = { owner: 'alice', defaultOwner: true };
      expect(await t.start.sharing.migrate('alice')).toEqual({
        migrated: [
          { tenant: '', type: 'dashboard', id: 'old', ...byDefault },
          { tenant: 'team', type: 'visualization', id: 'older', ...byDefault },
        ],
        skippedExisting: 0,
      });
      expect(await t.start.sharing.migrate('alice')).toEqual({ migrated: [], skippedExisting: 2 });
      expect(await totals()).toEqual({ alice: 1, sam: 0, kim: 0 });
      expect(
        (await callAs(t, 'kim', 'GET', '/api/saved_objects/visualization/older', undefined, { tenant: 'team' })).status
      ).toBe(404);
      expect((await callAs(t, 'alice', 'GET', '/api/saved_objects/dashboard/old')).body.sharing).toEqual({
        owner: 'alice',
        shared: false,
        access: 'full_access',
      });
      expect(await t.start.sharing.listUnowned(requestOf('ada'), 'dashboard')).toEqual([]);
      await t.stop();
    } finally {
      tmp.remove();
    }
  });

  it('migrate takes protected types only, a valid owner name, and may be limited to some types', async () => {
    const tmp = makeTempDir();
    const t = await startSharingServer(tmp.dir, dialect);
    try {
      await callAs(t, null, 'POST', '/api/saved_objects/dashboard/d', { attributes: {} });
      await callAs(t, null, 'POST', '/api/saved_objects/visualization/v', { attributes: {} });
      expect(await statusOf(t.start.sharing.migrate('alice', ['index-pattern']))).toBe(400);
      expect(await statusOf(t.start.sharing.migrate(''))).toBe(400);
      expect(await t.start.sharing.migrate('kim', ['visualization'])).toEqual({
        migrated: [{ tenant: '', type: 'visualization', id: 'v', owner: 'kim', defaultOwner: true }],
        skippedExisting: 0,
      });
      expect((await callAs(t, 'kim', 'GET', '/api/saved_objects/visualization/v')).body.sharing.owner).toBe('kim');
      expect((await callAs(t, 'sam', 'GET', '/api/saved_objects/dashboard/d')).status).toBe(200);
    } finally {
      await t.stop();
      tmp.remove();
    }
  });

  it("a private tenant's owner-less objects stay its user's: migrate gives them that user, assignOwner no one else", async () => {
    const tmp = makeTempDir();
    try {
      const before = await startSharingServer(tmp.dir, dialect, false);
      const mine = { tenant: '__user__alice' };
      for (const id of ['p', 'q'])
        await callAs(
          before,
          'alice',
          'POST',
          `/api/saved_objects/dashboard/${id}`,
          { attributes: { title: id } },
          mine
        );
      await callAs(before, 'alice', 'POST', '/api/saved_objects/dashboard/g', { attributes: { title: 'g' } });
      await before.stop();

      const t = await startSharingServer(tmp.dir, dialect);
      // Another user's name is refused with its reason; the tenant's user is taken.
      const refused = t.start.sharing.assignOwner(requestOf('ada', mine), 'dashboard', 'q', 'ada');
      await expect(refused).rejects.toMatchObject({
        statusCode: 400,
        message: 'The saved object [dashboard/q] is in the private tenant of [alice]: only [alice] may own it.',
      });
      expect((await t.start.sharing.assignOwner(requestOf('ada', mine), 'dashboard', 'q', 'alice')).after.owner).toBe(
        'alice'
      );
      // p is given alice, not the default owner; q had its owner already.
      expect(await t.start.sharing.migrate('ada')).toEqual({
        migrated: [
          { tenant: '', type: 'dashboard', id: 'g', owner: 'ada', defaultOwner: true },
          { tenant: '__user__alice', type: 'dashboard', id: 'p', owner: 'alice', defaultOwner: false },
        ],
        skippedExisting: 1,
      });
      const found = await callAs(t, 'alice', 'GET', FIND, undefined, mine);
      expect(found.body.saved_objects.map((o: { id: string }) => o.id).sort()).toEqual(['p', 'q']);
      const got = await callAs(t, 'alice', 'GET', '/api/saved_objects/dashboard/p', undefined, mine);
      expect([got.status, got.body.sharing]).toEqual([200, { owner: 'alice', shared: false, access: 'full_access' }]);
      const put = { attributes: { title: 'p2' } };
      expect((await callAs(t, 'alice', 'PUT', '/api/saved_objects/dashboard/p', put, mine)).status).toBe(200);
      // Outside private tenants the default owner is given, as before.
      expect((await callAs(t, 'ada', 'GET', '/api/saved_objects/dashboard/g')).body.sharing.owner).toBe('ada');
      expect((await callAs(t, 'alice', 'GET', '/api/saved_objects/dashboard/g')).status).toBe(404);
      await t.stop();
    } finally {
      tmp.remove();
    }
  });

  it('migrate limited to some tenants gives owners there and in every private tenant, and counts only those', async () => {
    const tmp = makeTempDir();
    try {
      const before = await startSharingServer(tmp.dir, dialect, false);
      const tenants = [{}, { tenant: 'team_a' }, { tenant: 'team_b' }, { tenant: '__user__alice' }];
      for (const [index, headers] of tenants.entries())
        await callAs(before, 'alice', 'POST', `/api/saved_objects/dashboard/d${index}`, { attributes: {} }, headers);
      await before.stop();

      const t = await startSharingServer(tmp.dir, dialect);
      expect(await t.start.sharing.migrate('ada', undefined, ['team_a'])).toEqual({
        migrated: [
          { tenant: '__user__alice', type: 'dashboard', id: 'd3', owner: 'alice', defaultOwner: false },
          { tenant: 'team_a', type: 'dashboard', id: 'd1', owner: 'ada', defaultOwner: true },
        ],
        skippedExisting: 0,
      });
      // No tenant but the private ones; then every tenant, where two were owned already.
      expect(await t.start.sharing.migrate('ada', undefined, [])).toEqual({ migrated: [], skippedExisting: 1 });
      const all = await t.start.sharing.migrate('ada');
      expect([all.migrated.map((object) => object.id), all.skippedExisting]).toEqual([['d0', 'd2'], 2]);
      await t.stop();
    } finally {
      tmp.remove();
    }
  });

  it('a large migrate (10,000 objects) answers each object once, in the order of its keys', async () => {
    const tmp = makeTempDir();
    try {
      const before = await startSharingServer(tmp.dir, dialect, false);
      const ids = Array.from({ length: 10000 }, (_, i) => `d${String(i).padStart(5, '0')}`);
      const objects = ids.map((id) => ({ type: 'dashboard', id, attributes: { title: id } }));
      expect((await callAs(before, 'alice', 'POST', '/api/saved_objects/_bulk_create', objects)).status).toBe(200);
      await before.stop();

      const t = await startSharingServer(tmp.dir, dialect);
      const { migrated, skippedExisting } = await t.start.sharing.migrate('kim');
      expect([migrated.length, skippedExisting]).toEqual([10000, 0]);
      expect(migrated.map((object) => object.id)).toEqual(ids);
      expect(migrated.every((object) => object.owner === 'kim' && object.defaultOwner)).toBe(true);
      expect((await callAs(t, 'kim', 'GET', '/api/saved_objects/dashboard/d09999')).body.sharing.owner).toBe('kim');
      expect(await t.start.sharing.migrate('kim')).toEqual({ migrated: [], skippedExisting: 10000 });
      await t.stop();
    } finally {
      tmp.remove();
    }
    // Creating the 10,000 objects takes ~8 s on PostgreSQL on a quiet machine, past 30 s on a loaded one.
  }, 120_000);

  it('assignOwner: administrators only, 404 missing, 409 when owned, 403 in a read-only tenant', async () => {
    const tmp = makeTempDir();
    const t = await startSharingServer(tmp.dir, dialect);
    try {
      await callAs(t, null, 'POST', '/api/saved_objects/dashboard/d', { attributes: {} });
      const sharing = t.start.sharing;
      expect(await statusOf(sharing.assignOwner(requestOf('alice'), 'dashboard', 'd', 'alice'))).toBe(403);
      expect(await statusOf(sharing.assignOwner(requestOf('ada', { readOnly: true }), 'dashboard', 'd', 'kim'))).toBe(
        403
      );
      expect(await statusOf(sharing.assignOwner(requestOf('ada'), 'dashboard', 'missing', 'kim'))).toBe(404);
      expect(await statusOf(sharing.assignOwner(requestOf('ada'), 'dashboard', 'd', ''))).toBe(400);
      expect(await sharing.assignOwner(requestOf('ada'), 'dashboard', 'd', 'kim')).toEqual({
        before: null,
        after: { tenant: '', type: 'dashboard', id: 'd', owner: 'kim', shareWith: {} },
      });
      expect(await statusOf(sharing.assignOwner(requestOf('ada'), 'dashboard', 'd', 'sam'))).toBe(409);
      expect((await callAs(t, 'sam', 'GET', '/api/saved_objects/dashboard/d')).status).toBe(404);
      // An owner-less object cannot be shared until it has an owner.
      await callAs(t, null, 'POST', '/api/saved_objects/dashboard/e', { attributes: {} });
      expect(await statusOf(sharing.replace(requestOf('ada'), 'dashboard', 'e', {}))).toBe(403);
      expect(await sharing.get(requestOf('sam'), 'dashboard', 'e')).toMatchObject({ sharing: null, access: null });
    } finally {
      await t.stop();
      tmp.remove();
    }
  });

  it('list: the owned objects each actor may see, with whether it may share them', async () => {
    const tmp = makeTempDir();
    const t = await startSharingServer(tmp.dir, dialect);
    try {
      await sharedDashboard(t, 'shared');
      await callAs(t, 'alice', 'POST', '/api/saved_objects/dashboard/private', { attributes: {} });
      await callAs(t, null, 'POST', '/api/saved_objects/dashboard/open', { attributes: {} });
      const listed: Record<string, string[]> = {};
      for (const actor of ['alice', 'kim', 'rob', 'fay', 'sam', 'ada'] as Actor[]) {
        const list = await t.start.sharing.list(requestOf(actor), 'dashboard');
        listed[actor] = list.map(({ sharing, canShare }) => `${sharing.id}:${canShare}`);
      }
      expect(listed).toEqual({
        alice: ['private:true', 'shared:true'],
        kim: ['shared:false'],
        rob: ['shared:false'],
        fay: ['shared:true'],
        sam: [],
        ada: ['private:true', 'shared:true'],
      });
      const readOnly = await t.start.sharing.list(requestOf('fay', { readOnly: true }), 'dashboard');
      expect(readOnly.map(({ canShare }) => canShare)).toEqual([false]);
      expect(await t.start.sharing.list(requestOf(null), 'dashboard')).toEqual([]);
      expect(await statusOf(t.start.sharing.list(requestOf('alice'), 'config'))).toBe(400);
    } finally {
      await t.stop();
      tmp.remove();
    }
  });

  it('a renamed tenant takes its objects with their owners and grants', async () => {
    const tmp = makeTempDir();
    const t = await startSharingServer(tmp.dir, dialect);
    try {
      await sharedDashboard(t, 'shared', 'before');
      expect(await t.start.moveTenantObjects('before', 'after')).toBe(1);
      const read = await callAs(t, 'kim', 'GET', '/api/saved_objects/dashboard/shared', undefined, { tenant: 'after' });
      expect(read.body.sharing).toEqual({ owner: 'alice', shared: true, access: 'read_only' });
      expect(
        (await callAs(t, 'sam', 'GET', '/api/saved_objects/dashboard/shared', undefined, { tenant: 'after' })).status
      ).toBe(404);
    } finally {
      await t.stop();
      tmp.remove();
    }
  });
});
