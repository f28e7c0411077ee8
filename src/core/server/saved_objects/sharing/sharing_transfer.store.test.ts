import { TEST_STORES } from '../../test_utils/postgres';
import type { SavedObjectsTestServer } from '../test_utils/saved_objects_test_server';
import {
  callAs,
  headersOf,
  requestOf,
  sharedDashboard,
  type Actor,
  useSharingServer,
} from '../test_utils/sharing_actors';

const ref = (type: string, id: string) => ({ name: `${type}_${id}`, type, id });

/** Import (overwrites and copies) and copy to a tenant under the sharing rules. */
describe.each(TEST_STORES)('sharing rules on import and copy on %s', (dialect) => {
  let t: SavedObjectsTestServer;
  const own = useSharingServer(dialect, (server) => (t = server));

  async function importAs(actor: Actor, objects: unknown[], query = '', tenant = '') {
    const res = await fetch(`${t.url}/api/saved_objects/_import${query}`, {
      method: 'POST',
      headers: { 'osd-xsrf': 'true', 'content-type': 'application/ndjson', ...headersOf(actor, { tenant }) },
      body: objects.map((object) => JSON.stringify(object)).join('\n'),
    });
    return res.json();
  }
  const line = (id: string, title: string) => ({ type: 'dashboard', id, attributes: { title }, references: [] });

  it('import with overwrite: a hidden or read_only object is a conflict and stays; read_write overwrites, owner kept', async () => {
    const id = own('shared');
    await sharedDashboard(t, id);
    for (const actor of ['sam', 'kim'] as const) {
      const res = await importAs(actor, [line(id, actor)], '?overwrite=true');
      expect(res).toEqual({
        success: false,
        successCount: 0,
        errors: [{ id, type: 'dashboard', title: actor, error: { type: 'conflict' } }],
        successResults: [],
      });
    }
    expect((await importAs('rob', [line(id, 'rob')], '?overwrite=true')).successCount).toBe(1);
    const read = await callAs(t, 'alice', 'GET', `/api/saved_objects/dashboard/${id}`);
    expect([read.body.attributes.title, read.body.sharing.owner]).toEqual(['rob', 'alice']);
  });

  it('import of new objects and of new copies: owned by the importer, hidden from the others', async () => {
    const id = own('new');
    expect((await importAs('sam', [line(id, 'new')])).successCount).toBe(1);
    expect((await callAs(t, 'sam', 'GET', `/api/saved_objects/dashboard/${id}`)).body.sharing.owner).toBe('sam');
    expect((await callAs(t, 'kim', 'GET', `/api/saved_objects/dashboard/${id}`)).status).toBe(404);
    const copies = await importAs('kim', [line(id, 'copy')], '?createNewCopies=true');
    const copyId = copies.successResults[0].destinationId;
    expect((await callAs(t, 'kim', 'GET', `/api/saved_objects/dashboard/${copyId}`)).body.sharing.owner).toBe('kim');
    expect((await callAs(t, 'sam', 'GET', `/api/saved_objects/dashboard/${copyId}`)).status).toBe(404);
  });

  it('copy to a tenant copies only what the caller may read; the copies are its own', async () => {
    const team = own('team');
    const board = own('board');
    // In the source tenant: alice's dashboard (shared with kim) on her unshared visualization and an index pattern.
    await callAs(
      t,
      'alice',
      'POST',
      '/api/saved_objects/_bulk_create',
      [
        { type: 'index-pattern', id: 'logs', attributes: { title: 'logs-*' } },
        {
          type: 'visualization',
          id: 'hers',
          attributes: { title: 'hers' },
          references: [ref('index-pattern', 'logs')],
        },
      ],
      { tenant: team }
    );
    const dashboard = {
      attributes: { title: 'board' },
      references: [ref('visualization', 'hers'), ref('index-pattern', 'logs')],
    };
    await callAs(t, 'alice', 'POST', `/api/saved_objects/dashboard/${board}`, dashboard, { tenant: team });
    await t.start.sharing.replace(requestOf('alice', { tenant: team }), 'dashboard', board, {
      dashboard_read_only: { users: ['kim'], roles: [], backend_roles: [] },
    });
    const copy = (actor: Actor) =>
      callAs(
        t,
        actor,
        'POST',
        '/api/saved_objects/_copy',
        {
          objects: [{ type: 'dashboard', id: board }],
          targetTenant: 'global',
          includeReferencesDeep: true,
        },
        { tenant: team }
      );

    const refused = await copy('sam');
    expect([refused.status, refused.body.message]).toEqual([404, `Saved object [dashboard/${board}] not found`]);

    const res = await copy('kim');
    expect(res.status).toBe(200);
    // The visualization kim may not read is a missing reference, as if it did not exist.
    expect(res.body.missingReferences).toEqual([{ type: 'visualization', id: 'hers' }]);
    expect(res.body.successResults.map((r: { type: string }) => r.type)).toEqual(['dashboard', 'index-pattern']);
    const [boardCopy, patternCopy] = res.body.successResults.map((r: { destinationId: string }) => r.destinationId);
    const read = await callAs(t, 'kim', 'GET', `/api/saved_objects/dashboard/${boardCopy}`);
    expect(read.body.sharing).toEqual({ owner: 'kim', shared: false, access: 'full_access' });
    expect(read.body.references.map((r: { id: string }) => r.id)).toEqual(['hers', patternCopy]);
    expect((await callAs(t, 'alice', 'GET', `/api/saved_objects/dashboard/${boardCopy}`)).status).toBe(404);
    expect((await callAs(t, 'alice', 'GET', `/api/saved_objects/index-pattern/${patternCopy}`)).status).toBe(200);
  });

  it('copy by the owner takes its unshared objects too, and an administrator copies everything', async () => {
    const team = own('team');
    await callAs(t, 'alice', 'POST', '/api/saved_objects/visualization/v', { attributes: {} }, { tenant: team });
    for (const actor of ['alice', 'ada'] as const) {
      const res = await callAs(
        t,
        actor,
        'POST',
        '/api/saved_objects/_copy',
        {
          objects: [{ type: 'visualization', id: 'v' }],
          targetTenant: 'global',
        },
        { tenant: team }
      );
      expect(res.status).toBe(200);
      const copyId = res.body.successResults[0].destinationId;
      expect((await callAs(t, actor, 'GET', `/api/saved_objects/visualization/${copyId}`)).body.sharing.owner).toBe(
        actor
      );
    }
  });
});
