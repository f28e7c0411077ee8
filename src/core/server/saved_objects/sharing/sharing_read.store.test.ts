import { TEST_STORES } from '../../test_utils/postgres';
import type { SavedObjectsTestServer } from '../test_utils/saved_objects_test_server';
import { callAs, requestOf, sharedDashboard, useSharingServer, type Actor } from '../test_utils/sharing_actors';

/**
 * Reading under the sharing rules: get, bulk_get, find (counts, `shared_with_me`), the
 * cross-tenant find and export, with the six actors. alice owns `shared` (shared with kim by
 * name, editors by role, leads by backend role) and `private`; `open` has no owner; a
 * visualization of sam's and an index pattern complete the tenant.
 */
describe.each(TEST_STORES)('sharing rules when reading on %s', (dialect) => {
  let t: SavedObjectsTestServer;
  useSharingServer(dialect, (server) => (t = server));
  const FIND_ALL = '/api/saved_objects/_find?type=dashboard&type=visualization&type=index-pattern&per_page=100';
  beforeAll(async () => {
    await sharedDashboard(t, 'shared');
    await callAs(t, 'alice', 'POST', '/api/saved_objects/dashboard/private', { attributes: { title: 'private' } });
    await callAs(t, null, 'POST', '/api/saved_objects/dashboard/open', { attributes: { title: 'open' } });
    await callAs(t, 'sam', 'POST', '/api/saved_objects/visualization/sams', { attributes: { title: 'sams' } });
    await callAs(t, 'sam', 'POST', '/api/saved_objects/index-pattern/logs', { attributes: { title: 'logs-*' } });
  });

  const ids = (body: { saved_objects: Array<{ type: string; id: string }> }) =>
    body.saved_objects.map(({ type, id }) => `${type}/${id}`).sort();

  it('get: owner, recipients and administrator read it with their level; stranger and no user get a 404 like a missing object', async () => {
    const levels: Record<Actor, string | number> = { alice: 0, kim: 0, rob: 0, fay: 0, sam: 0, ada: 0 };
    for (const actor of Object.keys(levels) as Actor[]) {
      const res = await callAs(t, actor, 'GET', '/api/saved_objects/dashboard/shared');
      levels[actor] = res.status === 200 ? res.body.sharing.access : res.status;
    }
    expect(levels).toEqual({
      alice: 'full_access',
      kim: 'read_only',
      rob: 'read_write',
      fay: 'full_access',
      sam: 404,
      ada: 'full_access',
    });
    const asKim = await callAs(t, 'kim', 'GET', '/api/saved_objects/dashboard/shared');
    expect(asKim.body.sharing).toEqual({ owner: 'alice', shared: true, access: 'read_only' });
    expect(asKim.body.attributes).toEqual({ title: 'shared' });

    const hidden = await callAs(t, 'sam', 'GET', '/api/saved_objects/dashboard/shared');
    const missing = await callAs(t, 'sam', 'GET', '/api/saved_objects/dashboard/shared', undefined, {
      tenant: 'elsewhere',
    });
    expect(hidden).toEqual(missing);
    expect((await callAs(t, null, 'GET', '/api/saved_objects/dashboard/shared')).status).toBe(404);
    // Not shared with anyone: only the owner and the administrator.
    expect((await callAs(t, 'kim', 'GET', '/api/saved_objects/dashboard/private')).status).toBe(404);
    expect((await callAs(t, 'ada', 'GET', '/api/saved_objects/dashboard/private')).body.sharing).toEqual({
      owner: 'alice',
      shared: false,
      access: 'full_access',
    });
  });

  it('get: an owner-less protected object and an unprotected one behave as before, without a summary', async () => {
    for (const actor of ['sam', 'kim', null] as const) {
      const open = await callAs(t, actor, 'GET', '/api/saved_objects/dashboard/open');
      expect([open.status, open.body.sharing]).toEqual([200, undefined]);
      const pattern = await callAs(t, actor, 'GET', '/api/saved_objects/index-pattern/logs');
      expect([pattern.status, pattern.body.sharing]).toEqual([200, undefined]);
    }
  });

  it('bulk_get: a hidden object is a per-object 404, as a missing one', async () => {
    const body = [
      { type: 'dashboard', id: 'shared' },
      { type: 'dashboard', id: 'open' },
      { type: 'dashboard', id: 'nope' },
      { type: 'visualization', id: 'sams' },
    ];
    const asSam = (await callAs(t, 'sam', 'POST', '/api/saved_objects/_bulk_get', body)).body.saved_objects;
    expect(asSam[0]).toEqual({
      ...asSam[2],
      id: 'shared',
      error: { ...asSam[2].error, message: 'Saved object [dashboard/shared] not found' },
    });
    expect(asSam[0].error.statusCode).toBe(404);
    expect(asSam[0].attributes).toBeUndefined();
    expect(asSam[1].attributes).toEqual({ title: 'open' });
    expect(asSam[3].sharing).toEqual({ owner: 'sam', shared: false, access: 'full_access' });
    const asRob = (await callAs(t, 'rob', 'POST', '/api/saved_objects/_bulk_get', body)).body.saved_objects;
    expect(asRob[0].sharing).toEqual({ owner: 'alice', shared: true, access: 'read_write' });
    expect(asRob[3].error.statusCode).toBe(404);
  });

  it('find: each actor finds what it may see, and the total counts exactly that', async () => {
    const seen: Record<string, string[]> = {};
    for (const actor of ['alice', 'kim', 'rob', 'fay', 'sam', 'ada'] as const) {
      const res = await callAs(t, actor, 'GET', FIND_ALL);
      expect(res.body.total).toBe(res.body.saved_objects.length);
      // One row a page: the total does not depend on the page.
      expect((await callAs(t, actor, 'GET', FIND_ALL.replace('per_page=100', 'per_page=1'))).body.total).toBe(
        res.body.total
      );
      seen[actor] = ids(res.body);
    }
    const everything = [
      'dashboard/open',
      'dashboard/private',
      'dashboard/shared',
      'index-pattern/logs',
      'visualization/sams',
    ];
    const recipient = ['dashboard/open', 'dashboard/shared', 'index-pattern/logs'];
    expect(seen).toEqual({
      alice: ['dashboard/open', 'dashboard/private', 'dashboard/shared', 'index-pattern/logs'],
      kim: recipient,
      rob: recipient,
      fay: recipient,
      sam: ['dashboard/open', 'index-pattern/logs', 'visualization/sams'],
      ada: everything,
    });
    const asNobody = await callAs(t, null, 'GET', FIND_ALL);
    expect([asNobody.body.total, ids(asNobody.body)]).toEqual([2, ['dashboard/open', 'index-pattern/logs']]);
  });

  it('find: the returned owned objects carry their summary; a search and a filter keep the rule', async () => {
    const res = await callAs(t, 'fay', 'GET', FIND_ALL);
    const byId = Object.fromEntries(
      res.body.saved_objects.map((o: { id: string; sharing?: unknown }) => [o.id, o.sharing])
    );
    expect(byId).toEqual({
      open: undefined,
      logs: undefined,
      shared: { owner: 'alice', shared: true, access: 'full_access' },
    });
    const search = await callAs(t, 'sam', 'GET', '/api/saved_objects/_find?type=dashboard&search=shared');
    expect(search.body.total).toBe(0);
    const filter = await callAs(
      t,
      'sam',
      'GET',
      '/api/saved_objects/_find?type=dashboard&filter=dashboard.attributes.title:shared'
    );
    expect(filter.body.total).toBe(0);
    const kimSearch = await callAs(t, 'kim', 'GET', '/api/saved_objects/_find?type=dashboard&search=shared');
    expect(ids(kimSearch.body)).toEqual(['dashboard/shared']);
  });

  it('find with shared_with_me: protected objects someone else shared with the caller, nothing else', async () => {
    const sharedWithMe = async (actor: Actor | null) => {
      const res = await callAs(t, actor, 'GET', `${FIND_ALL}&shared_with_me=true`);
      expect(res.body.total).toBe(res.body.saved_objects.length);
      return ids(res.body);
    };
    expect(await sharedWithMe('kim')).toEqual(['dashboard/shared']);
    expect(await sharedWithMe('rob')).toEqual(['dashboard/shared']);
    expect(await sharedWithMe('fay')).toEqual(['dashboard/shared']);
    // The owner's own object, the administrator's reach and the stranger: not shared with them.
    expect(await sharedWithMe('alice')).toEqual([]);
    expect(await sharedWithMe('ada')).toEqual([]);
    expect(await sharedWithMe('sam')).toEqual([]);
    expect(await sharedWithMe(null)).toEqual([]);
    const bad = await callAs(t, 'kim', 'GET', `${FIND_ALL}&shared_with_me=maybe`);
    expect(bad.status).toBe(400);
  });

  it('find across tenants applies the rule in each tenant and caps the level by that tenant', async () => {
    await sharedDashboard(t, 'team-board', 'team');
    const tenants = [
      { id: '', name: 'global', canWrite: true },
      { id: 'team', name: 'team', canWrite: false },
    ];
    const find = (actor: Actor) =>
      t.start.findInTenants(requestOf(actor), tenants, { type: 'dashboard', perPage: 100 });
    const asRob = await find('rob');
    expect(asRob.total).toBe(asRob.saved_objects.length);
    const summaries = Object.fromEntries(asRob.saved_objects.map((o) => [`${o.tenant}/${o.id}`, o.sharing]));
    expect(summaries).toEqual({
      'global/open': undefined,
      'global/shared': { owner: 'alice', shared: true, access: 'read_write' },
      'team/team-board': { owner: 'alice', shared: true, access: 'read_only', capped_by_tenant: true },
    });
    const asSam = await find('sam');
    expect([asSam.total, asSam.saved_objects.map((o) => `${o.tenant}/${o.id}`)]).toEqual([1, ['global/open']]);
    expect((await find('ada')).total).toBe(4);
  });

  it('a read-only tenant caps a read_write recipient to read_only and says so', async () => {
    const res = await callAs(t, 'rob', 'GET', '/api/saved_objects/dashboard/shared', undefined, { readOnly: true });
    expect(res.body.sharing).toEqual({ owner: 'alice', shared: true, access: 'read_only', capped_by_tenant: true });
    const update = await callAs(
      t,
      'rob',
      'PUT',
      '/api/saved_objects/dashboard/shared',
      { attributes: { title: 'x' } },
      { readOnly: true }
    );
    expect(update.status).toBe(403);
    expect((await t.start.sharing.get(requestOf('rob', { readOnly: true }), 'dashboard', 'shared')).access).toBe(
      'read_only'
    );
    // Kim's level was read_only already: nothing to cap.
    const kim = await callAs(t, 'kim', 'GET', '/api/saved_objects/dashboard/shared', undefined, { readOnly: true });
    expect(kim.body.sharing).toEqual({ owner: 'alice', shared: true, access: 'read_only' });
  });

  it('export: by type leaves out what the caller may not see; by name answers a hidden object as missing; no sharing field in the file', async () => {
    const exportAs = async (actor: Actor, body: unknown) => {
      const res = await fetch(`${t.url}/api/saved_objects/_export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'osd-xsrf': 'true', 'x-test-user': actor },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      return {
        status: res.status,
        lines: text
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line)),
      };
    };
    const asSam = await exportAs('sam', { type: 'dashboard' });
    expect(asSam.lines.slice(0, -1).map((o) => o.id)).toEqual(['open']);
    expect(asSam.lines.at(-1)).toMatchObject({ exportedCount: 1 });
    const asKim = await exportAs('kim', { type: 'dashboard' });
    expect(asKim.lines.slice(0, -1).map((o) => o.id)).toEqual(['open', 'shared']);
    expect(asKim.lines.some((line) => 'sharing' in line)).toBe(false);
    const byName = await exportAs('sam', { objects: [{ type: 'dashboard', id: 'shared' }] });
    const missing = await exportAs('sam', { objects: [{ type: 'dashboard', id: 'gone' }] });
    expect(byName.status).toBe(400);
    expect(byName.lines[0].attributes.objects[0].error).toEqual({
      ...missing.lines[0].attributes.objects[0].error,
      message: 'Saved object [dashboard/shared] not found',
    });
  });
});
