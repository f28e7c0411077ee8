import { TEST_STORES } from '../../test_utils/postgres';
import type { SavedObjectsTestServer } from '../test_utils/saved_objects_test_server';
import { callAs, requestOf, SHARE_WITH, sharedDashboard, useSharingServer } from '../test_utils/sharing_actors';

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode ?? 500
  );

describe.each(TEST_STORES)('the sharing start contract on %s', (dialect) => {
  let t: SavedObjectsTestServer;
  const own = useSharingServer(dialect, (server) => (t = server));

  it('is enabled with the policy, and records the creator of a protected object as owner', async () => {
    expect([t.start.sharing.enabled, t.start.sharing.protectedTypes]).toEqual([true, ['dashboard', 'visualization']]);
    const id = own('d');
    await callAs(t, 'alice', 'POST', `/api/saved_objects/dashboard/${id}`, { attributes: { title: 'Mine' } });
    const got = await t.start.sharing.get(requestOf('alice'), 'dashboard', id);
    expect(got).toEqual({
      tenant: { id: '', canWrite: true },
      sharing: { tenant: '', type: 'dashboard', id, owner: 'alice', shareWith: {} },
      access: 'full_access',
    });
  });

  it('round-trips share_with exactly: weakest level first, order kept, duplicates and empty levels dropped', async () => {
    const id = own('d');
    await callAs(t, 'alice', 'POST', `/api/saved_objects/dashboard/${id}`, { attributes: {} });
    const { before, after } = await t.start.sharing.replace(requestOf('alice'), 'dashboard', id, {
      dashboard_full_access: { users: ['zed', 'amy', 'zed'], roles: [], backend_roles: ['ops'] },
      dashboard_read_write: { users: [], roles: [], backend_roles: [] },
      dashboard_read_only: { users: ['kim'], roles: ['b', 'a'] } as never,
    });
    expect(before).toEqual({ tenant: '', type: 'dashboard', id, owner: 'alice', shareWith: {} });
    const expected = {
      dashboard_read_only: { users: ['kim'], roles: ['b', 'a'], backend_roles: [] },
      dashboard_full_access: { users: ['zed', 'amy'], roles: [], backend_roles: ['ops'] },
    };
    expect(after.shareWith).toEqual(expected);
    expect(Object.keys(after.shareWith)).toEqual(['dashboard_read_only', 'dashboard_full_access']);
    const stored = await t.start.sharing.get(requestOf('alice'), 'dashboard', id);
    expect(stored.sharing?.shareWith).toEqual(expected);
    expect(Object.keys(stored.sharing!.shareWith)).toEqual(['dashboard_read_only', 'dashboard_full_access']);
  });

  it('answers 404 for hidden or missing, 403 for see-but-not-share, 400 for bad input', async () => {
    const id = own('d');
    await sharedDashboard(t, id);
    const sharing = t.start.sharing;
    // The stranger: the same answer as for an object that does not exist.
    expect(await statusOf(sharing.get(requestOf('sam'), 'dashboard', id))).toBe(404);
    expect(await statusOf(sharing.get(requestOf('sam'), 'dashboard', own('nothing')))).toBe(404);
    expect(await statusOf(sharing.replace(requestOf('sam'), 'dashboard', id, {}))).toBe(404);
    expect(await statusOf(sharing.get(requestOf(null), 'dashboard', id))).toBe(404);
    // Recipients below full access see it but may not share it.
    expect(await statusOf(sharing.replace(requestOf('kim'), 'dashboard', id, {}))).toBe(403);
    expect(await statusOf(sharing.update(requestOf('rob'), 'dashboard', id, { add: {} }))).toBe(403);
    // A full-access recipient (backend role) may, in a writable tenant only.
    expect(await statusOf(sharing.update(requestOf('fay', { readOnly: true }), 'dashboard', id, {}))).toBe(403);
    expect(await statusOf(sharing.update(requestOf('fay'), 'dashboard', id, {}))).toBe(200);
    // Bad input.
    expect(await statusOf(sharing.replace(requestOf('alice'), 'index-pattern', id, {}))).toBe(400);
    expect(
      await statusOf(sharing.replace(requestOf('alice'), 'dashboard', id, { visualization_read_only: {} } as never))
    ).toBe(400);
    const tooMany = { users: Array.from({ length: 101 }, (_, i) => `u${i}`), roles: [], backend_roles: [] };
    expect(await statusOf(sharing.replace(requestOf('alice'), 'dashboard', id, { dashboard_read_only: tooMany }))).toBe(
      400
    );
    const longName = { users: ['x'.repeat(257)], roles: [], backend_roles: [] };
    expect(
      await statusOf(sharing.replace(requestOf('alice'), 'dashboard', id, { dashboard_read_only: longName }))
    ).toBe(400);
    const empty = { users: [''], roles: [], backend_roles: [] };
    expect(await statusOf(sharing.replace(requestOf('alice'), 'dashboard', id, { dashboard_read_only: empty }))).toBe(
      400
    );
    // Nothing of the refused calls was written.
    expect((await sharing.get(requestOf('alice'), 'dashboard', id)).sharing?.shareWith).toEqual(SHARE_WITH);
  });

  it('adds then revokes recipients (PATCH), each level on its own', async () => {
    const id = own('d');
    await sharedDashboard(t, id);
    const { before, after } = await t.start.sharing.update(requestOf('fay'), 'dashboard', id, {
      add: { dashboard_read_only: { users: ['lee', 'kim'], roles: ['viewers'], backend_roles: [] } },
      revoke: {
        dashboard_read_only: { users: ['kim'], roles: [], backend_roles: [] },
        dashboard_read_write: { users: [], roles: ['editors'], backend_roles: [] },
      },
    });
    expect(before?.shareWith).toEqual(SHARE_WITH);
    expect(after.shareWith).toEqual({
      dashboard_read_only: { users: ['lee'], roles: ['viewers'], backend_roles: [] },
      dashboard_full_access: SHARE_WITH.dashboard_full_access,
    });
    expect(after.owner).toBe('alice');
  });
});
