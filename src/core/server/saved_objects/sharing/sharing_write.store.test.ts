import { TEST_STORES } from '../../test_utils/postgres';
import type { SavedObjectsTestServer } from '../test_utils/saved_objects_test_server';
import {
  callAs,
  requestOf,
  SHARE_WITH,
  sharedDashboard,
  type Actor,
  useSharingServer,
} from '../test_utils/sharing_actors';

const ACTORS: Actor[] = ['alice', 'kim', 'rob', 'fay', 'sam', 'ada'];

/**
 * Writing under the sharing rules: create (owner recorded), create and bulk_create with
 * overwrite (read_write, owner kept), update and bulk_update (read_write), delete (full_access,
 * record deleted), with the six actors. Each test works on its own ids (`shared-3`).
 */
describe.each(TEST_STORES)('sharing rules when writing on %s', (dialect) => {
  let t: SavedObjectsTestServer;
  const own = useSharingServer(dialect, (server) => (t = server));
  const path = (id: string, type = 'dashboard') => `/api/saved_objects/${type}/${id}`;
  const recordOf = async (id: string) => (await t.start.sharing.get(requestOf('ada'), 'dashboard', id)).sharing;

  it('create records the creator as owner and answers the summary; no user or an unprotected type: no owner', async () => {
    const id = own('d');
    const created = await callAs(t, 'sam', 'POST', path(id), { attributes: { title: 'Mine' } });
    expect(created.body.sharing).toEqual({ owner: 'sam', shared: false, access: 'full_access' });
    expect(await recordOf(id)).toEqual({ tenant: '', type: 'dashboard', id, owner: 'sam', shareWith: {} });
    const bulk = await callAs(t, 'kim', 'POST', '/api/saved_objects/_bulk_create', [
      { type: 'visualization', id: own('v'), attributes: {} },
      { type: 'index-pattern', id: own('p'), attributes: {} },
    ]);
    expect(bulk.body.saved_objects.map((o: { sharing?: unknown }) => o.sharing)).toEqual([
      { owner: 'kim', shared: false, access: 'full_access' },
      undefined,
    ]);
    const anonymous = await callAs(t, null, 'POST', path(own('anon')), { attributes: {} });
    expect([anonymous.status, anonymous.body.sharing, await recordOf(own('anon'))]).toEqual([200, undefined, null]);
    // What the creator made, the stranger does not see.
    expect((await callAs(t, 'alice', 'GET', path(id))).status).toBe(404);
  });

  it('create without overwrite on a taken id answers 409 to everyone (the id is taken; documented)', async () => {
    const id = own('shared');
    await sharedDashboard(t, id);
    for (const actor of ACTORS) {
      expect((await callAs(t, actor, 'POST', path(id), { attributes: { title: actor } })).status).toBe(409);
    }
  });

  it('overwrite takes read_write: hidden or read_only answer 409 and change nothing; the owner and grants stay', async () => {
    const id = own('shared');
    await sharedDashboard(t, id);
    const statuses: Record<string, number> = {};
    for (const actor of ACTORS) {
      const res = await callAs(t, actor, 'POST', `${path(id)}?overwrite=true`, { attributes: { title: actor } });
      statuses[actor] = res.status;
      if (res.status === 200) expect(res.body.sharing.owner).toBe('alice');
    }
    expect(statuses).toEqual({ alice: 200, kim: 409, rob: 200, fay: 200, sam: 409, ada: 200 });
    expect((await callAs(t, 'alice', 'GET', path(id))).body.attributes).toEqual({ title: 'ada' });
    expect(await recordOf(id)).toEqual({ tenant: '', type: 'dashboard', id, owner: 'alice', shareWith: SHARE_WITH });
    const bulk = async (actor: Actor) =>
      (
        await callAs(t, actor, 'POST', '/api/saved_objects/_bulk_create?overwrite=true', [
          { type: 'dashboard', id, attributes: { title: `bulk ${actor}` } },
        ])
      ).body.saved_objects[0];
    expect((await bulk('sam')).error.statusCode).toBe(409);
    expect((await bulk('kim')).error.statusCode).toBe(409);
    expect((await bulk('rob')).sharing).toEqual({ owner: 'alice', shared: true, access: 'read_write' });
  });

  it('update takes read_write: stranger 404 (as missing, even with a stale version), read_only 403', async () => {
    const id = own('shared');
    await sharedDashboard(t, id);
    const { version } = (await callAs(t, 'alice', 'GET', path(id))).body;
    await callAs(t, 'alice', 'PUT', path(id), { attributes: { title: 'newer' } });
    const statuses: Record<string, number> = {};
    for (const actor of ACTORS) {
      statuses[actor] = (await callAs(t, actor, 'PUT', path(id), { attributes: { by: actor } })).status;
    }
    expect(statuses).toEqual({ alice: 200, kim: 403, rob: 200, fay: 200, sam: 404, ada: 200 });
    const stale = await callAs(t, 'sam', 'PUT', path(id), { attributes: {}, version });
    const missing = await callAs(t, 'sam', 'PUT', path(id), { attributes: {}, version }, { tenant: 'elsewhere' });
    expect(stale).toEqual(missing);
    expect((await callAs(t, null, 'PUT', path(id), { attributes: {} })).status).toBe(404);
    const updated = await callAs(t, 'rob', 'PUT', path(id), { attributes: { by: 'rob again' } });
    expect(updated.body.sharing).toEqual({ owner: 'alice', shared: true, access: 'read_write' });
    expect((await recordOf(id))?.owner).toBe('alice');
  });

  it('bulk_update reports each object: hidden 404, read_only 403, read_write saved', async () => {
    const id = own('shared');
    await sharedDashboard(t, id);
    const body = [{ type: 'dashboard', id, attributes: { title: 'bulk' } }];
    const statusOf = async (actor: Actor) => {
      const [result] = (await callAs(t, actor, 'PUT', '/api/saved_objects/_bulk_update', body)).body.saved_objects;
      return result.error?.statusCode ?? 200;
    };
    expect(await Promise.all(ACTORS.map(statusOf))).toEqual([200, 403, 200, 200, 404, 200]);
  });

  it('delete takes full_access and deletes the record: a new object of that id starts unshared', async () => {
    const id = own('shared');
    await sharedDashboard(t, id);
    const statuses: Record<string, number> = {};
    for (const actor of ['kim', 'rob', 'sam'] as const) {
      statuses[actor] = (await callAs(t, actor, 'DELETE', path(id))).status;
    }
    expect(statuses).toEqual({ kim: 403, rob: 403, sam: 404 });
    expect((await callAs(t, 'fay', 'DELETE', path(id))).status).toBe(200);
    expect((await callAs(t, 'alice', 'GET', path(id))).status).toBe(404);
    const again = await callAs(t, 'sam', 'POST', path(id), { attributes: {} });
    expect(again.body.sharing).toEqual({ owner: 'sam', shared: false, access: 'full_access' });
    expect((await callAs(t, 'kim', 'GET', path(id))).status).toBe(404);
    // The owner and the administrator may delete too.
    const mine = own('mine');
    await callAs(t, 'alice', 'POST', path(mine), { attributes: {} });
    expect((await callAs(t, 'ada', 'DELETE', path(mine))).status).toBe(200);
    await callAs(t, 'alice', 'POST', path(mine), { attributes: {} });
    expect((await callAs(t, 'alice', 'DELETE', path(mine))).status).toBe(200);
  });

  it('an owner-less protected object keeps the tenant rules: anyone in the tenant changes it, and it stays owner-less', async () => {
    const id = own('open');
    await callAs(t, null, 'POST', path(id), { attributes: {} });
    expect((await callAs(t, 'sam', 'PUT', path(id), { attributes: { a: 1 } })).status).toBe(200);
    expect(
      (await callAs(t, 'kim', 'POST', `${path(id)}?overwrite=true`, { attributes: {} })).body.sharing
    ).toBeUndefined();
    expect(await recordOf(id)).toBeNull();
    expect((await callAs(t, 'sam', 'DELETE', path(id))).status).toBe(200);
  });

  it('server work through getClientForTenant is not restricted, and an overwrite there keeps the owner', async () => {
    const id = own('shared');
    await sharedDashboard(t, id);
    const client = t.start.getClientForTenant({ id: '', canWrite: true });
    expect((await client.get('dashboard', id)).attributes).toEqual({ title: id });
    await client.create('dashboard', { title: 'server' }, { id, overwrite: true });
    expect((await recordOf(id))?.owner).toBe('alice');
    expect((await client.find({ type: 'dashboard', search: id })).total).toBe(1);
  });
});
