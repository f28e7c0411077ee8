/**
 * Issue 72 on both listeners (the whole server, real HTTP, SQLite): owner-based sharing of a
 * dashboard through security-dashboards-plugin's `/api/resource/*` routes and upstream's
 * `/_plugins/_security/api/resource/*` on the REST listener. The owner shares; a recipient may see
 * but not share (403); a stranger in the same tenant gets 404 as for a missing object; a sharing
 * administrator (all_access, or restapi:admin/resource_sharing) may; bad bodies are 400; every
 * change is audited with its before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsSince, mark } from '../test_utils/audit';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';

const ALICE = { name: 'alice', password: 'Al1ce!owns-dashboards' };
const KIM = { name: 'kim', password: 'K1m!reads-shared' };
const STAN = { name: 'stan', password: 'St4n!same-tenant' };
const SARA = { name: 'sara', password: 'S4ra!shares-for-all' };
const ADMIN = { name: 'admin', password: ADMIN_PASSWORD };
const SHARE_API = '/api/resource/share';

describe('resource sharing on both listeners', () => {
  let s: SecurityTestServer;
  let restUrl: string;
  const cookies: Record<string, string> = {};

  const ui = (who: string, method: string, path: string, body?: unknown, xsrf = true) =>
    s.call(method, path, { cookie: cookies[who], body, xsrf });
  const rest = (user: { name: string; password: string }, method: string, path: string, body?: unknown) =>
    restJson(restUrl, user, method, path, body);
  const createDashboard = async (who: string, id: string) => {
    const res = await ui(who, 'POST', `/api/saved_objects/dashboard/${id}`, { attributes: { title: id } });
    expect(res.status).toBe(200);
  };
  const readOnlyFor = (users: string[]) => ({ dashboard_read_only: { users, roles: [], backend_roles: [] } });

  beforeAll(async () => {
    ({ s, restUrl } = await startWithRestListener({ 'opensearch_security.resource_sharing.enabled': true }));
    for (const user of [ALICE, KIM, STAN, SARA]) await s.createUser(user.name, user.password, ['kibanauser']);
    const role = await s.admin('POST', '/api/v1/configuration/roles/sharing_admin', {
      cluster_permissions: ['restapi:admin/resource_sharing'],
    });
    expect(role.status).toBe(201);
    expect(
      (await s.admin('POST', '/api/v1/configuration/rolesmapping/sharing_admin', { users: [SARA.name] })).status
    ).toBe(201);
    for (const user of [ALICE, KIM, STAN, SARA]) cookies[user.name] = await s.login(user.name, user.password);
    cookies.admin = await s.login('admin', ADMIN_PASSWORD);
    await createDashboard('alice', 'sales');
    await createDashboard('alice', 'ops');
  });
  afterAll(() => s?.stop());

  it('lists the protected types with their action groups on both listeners', async () => {
    const expected = {
      types: [
        { type: 'dashboard', action_groups: ['dashboard_read_only', 'dashboard_read_write', 'dashboard_full_access'] },
        {
          type: 'visualization',
          action_groups: ['visualization_read_only', 'visualization_read_write', 'visualization_full_access'],
        },
      ],
    };
    expect((await ui('kim', 'GET', '/api/resource/types')).body).toEqual(expected);
    expect((await rest(KIM, 'GET', '/resource/types')).body).toEqual(expected);
  });

  it('lets the owner share on the dashboards server; the recipient sees but may not share (403); a stranger gets 404', async () => {
    const from = mark(s);
    const body = { resource_id: 'sales', resource_type: 'dashboard', share_with: readOnlyFor(['kim']) };
    const shared = await ui('alice', 'PUT', SHARE_API, body);
    expect([shared.status, shared.body]).toEqual([
      200,
      {
        sharing_info: {
          resource_id: 'sales',
          resource_type: 'dashboard',
          tenant: 'global',
          created_by: { user: 'alice' },
          share_with: readOnlyFor(['kim']),
        },
      },
    ]);
    const viewPath = '/api/resource/view?resourceId=sales&resourceType=dashboard';
    expect((await ui('kim', 'GET', viewPath)).body.sharing_info.created_by).toEqual({ user: 'alice' });
    expect((await ui('kim', 'GET', '/api/saved_objects/dashboard/sales')).status).toBe(200);
    const reshare = await ui('kim', 'PUT', SHARE_API, { ...body, share_with: readOnlyFor(['kim', 'stan']) });
    expect(reshare.status).toBe(403);
    expect((await ui('stan', 'GET', viewPath)).status).toBe(404);
    expect((await ui('stan', 'GET', '/api/saved_objects/dashboard/sales')).status).toBe(404);
    expect((await ui('stan', 'PUT', SHARE_API, body)).status).toBe(404);
    // The one change that passed is audited: who, which object, before and after.
    const events = await eventsSince(s, from, 'RESOURCE_SHARING_CHANGED');
    expect(events.map((event) => [event.user, event.details])).toEqual([
      [
        'alice',
        {
          action: 'share',
          resource_type: 'dashboard',
          resource_id: 'sales',
          tenant: 'global',
          before: { owner: 'alice', share_with: {} },
          after: { owner: 'alice', share_with: readOnlyFor(['kim']) },
        },
      ],
    ]);
  });

  it('lists what the caller may see with can_share, on both listeners', async () => {
    const mine = (await ui('alice', 'GET', '/api/resource/list?resourceType=dashboard')).body.resources;
    expect(mine.map((r: any) => [r.resource_id, r.can_share]).sort()).toEqual([
      ['ops', true],
      ['sales', true],
    ]);
    const kims = (await rest(KIM, 'GET', '/resource/list?resource_type=dashboard')).body.resources;
    expect(kims).toEqual([
      {
        resource_id: 'sales',
        resource_type: 'dashboard',
        tenant: 'global',
        created_by: { user: 'alice', tenant: 'global' },
        share_with: readOnlyFor(['kim']),
        can_share: false,
      },
    ]);
    expect((await ui('stan', 'GET', '/api/resource/list?resourceType=dashboard')).body.resources).toEqual([]);
  });

  it('holds the same rules on the REST listener: recipient 403, stranger 404, owner and administrators 200', async () => {
    const patch = {
      resource_id: 'sales',
      resource_type: 'dashboard',
      add: { dashboard_read_write: { users: ['stan'] } },
    };
    expect((await rest(KIM, 'PATCH', '/resource/share', patch)).status).toBe(403);
    expect((await rest(STAN, 'PATCH', '/resource/share', patch)).status).toBe(404);
    expect((await rest(STAN, 'GET', '/resource/share?resource_id=sales&resource_type=dashboard')).status).toBe(404);
    const byAdmin = await rest(ADMIN, 'POST', '/resource/share', patch);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.sharing_info.share_with.dashboard_read_write.users).toEqual(['stan']);
    const revoke = {
      resource_id: 'sales',
      resource_type: 'dashboard',
      revoke: { dashboard_read_write: { users: ['stan'] } },
    };
    const bySara = await rest(SARA, 'PATCH', '/resource/share', revoke);
    expect(bySara.status).toBe(200);
    expect(bySara.body.sharing_info.share_with).toEqual(readOnlyFor(['kim']));
    expect((await rest(ALICE, 'GET', '/resource/share?resource_id=sales&resource_type=dashboard')).body).toEqual(
      bySara.body
    );
  });

  it("works in the caller's tenant on the REST listener: the securitytenant header, else the default", async () => {
    const created = await s.call('POST', '/api/saved_objects/dashboard/own-notes', {
      cookie: cookies.alice,
      headers: { securitytenant: 'private' },
      body: { attributes: { title: 'Own notes' } },
    });
    expect(created.status).toBe(200);
    const path = '/_plugins/_security/api/resource/share?resource_id=own-notes&resource_type=dashboard';
    const get = (headers: Record<string, string>) =>
      fetch(`${restUrl}${path}`, {
        headers: { authorization: `Basic ${Buffer.from(`alice:${ALICE.password}`).toString('base64')}`, ...headers },
      });
    expect((await get({})).status).toBe(404);
    const inPrivate = await get({ securitytenant: 'private' });
    expect(inPrivate.status).toBe(200);
    expect((await inPrivate.json()).sharing_info).toMatchObject({ tenant: 'private', created_by: { user: 'alice' } });
  });

  it('answers 400 for bad input on both listeners, with upstream’s messages where it has them', async () => {
    const cases: Array<[unknown, string]> = [
      [{ resource_type: 'dashboard', share_with: {} }, 'resource_id and resource_type must be present'],
      [{ resource_id: 'sales', resource_type: 'dashboard' }, 'share_with is required'],
      [
        { resource_id: 'sales', resource_type: 'index-pattern', share_with: {} },
        'Invalid resource type index-pattern.',
      ],
      [
        { resource_id: 'sales', resource_type: 'dashboard', share_with: { owner: { users: ['kim'] } } },
        'Invalid access level owner for resource sharing for resource type [dashboard]. Available access-levels are [dashboard_read_only, dashboard_read_write, dashboard_full_access]',
      ],
      [{ resource_id: 'sales', resource_type: 'dashboard', share_with: { read_only: { users: 'kim' } } }, ''],
      [{ resource_id: 'sales', resource_type: 'dashboard', share_with: { read_only: { groups: [] } } }, ''],
      [{ resource_id: 'sales', resource_type: 'dashboard', share_with: {}, extra: 1 }, ''],
    ];
    for (const [body, message] of cases) {
      const viaUi = await ui('alice', 'PUT', SHARE_API, body);
      const viaRest = await rest(ALICE, 'PUT', '/resource/share', body);
      expect([viaUi.status, viaRest.status]).toEqual([400, 400]);
      if (message) expect([viaUi.body.message, viaRest.body.message]).toEqual([message, message]);
    }
    const noChange = { resource_id: 'sales', resource_type: 'dashboard' };
    expect((await rest(ALICE, 'PATCH', '/resource/share', noChange)).body.message).toBe(
      'either add or revoke must be present'
    );
    expect((await ui('alice', 'POST', '/api/resource/update_sharing', noChange)).status).toBe(400);
    expect((await ui('alice', 'GET', '/api/resource/list?resourceType=Dash board')).status).toBe(400);
    expect((await ui('alice', 'GET', '/api/resource/principals?kind=group')).status).toBe(400);
  });

  it('refuses a change without osd-xsrf (400) and changes nothing', async () => {
    const body = { resource_id: 'ops', resource_type: 'dashboard', share_with: readOnlyFor(['stan']) };
    const refused = await ui('alice', 'PUT', SHARE_API, body, false);
    expect([refused.status, refused.body.message]).toEqual([400, 'Request must contain a osd-xsrf header.']);
    const update = { resource_id: 'ops', resource_type: 'dashboard', add: readOnlyFor(['stan']) };
    const refusedUpdate = await ui('alice', 'POST', '/api/resource/update_sharing', update, false);
    expect([refusedUpdate.status, refusedUpdate.body.message]).toEqual([
      400,
      'Request must contain a osd-xsrf header.',
    ]);
    expect((await ui('stan', 'GET', '/api/saved_objects/dashboard/ops')).status).toBe(404);
  });

  it('offers the pickers the names the server knows, and says which sent names it knows', async () => {
    const users = await ui('kim', 'GET', '/api/resource/principals?kind=user&query=s&names=stan,zoe');
    expect(users.body).toEqual({ matches: ['sara', 'stan'], known: ['stan'] });
    const roles = await ui('kim', 'GET', '/api/resource/principals?kind=role&query=sharing');
    expect(roles.body.matches).toEqual(['sharing_admin']);
    const backendRoles = await ui('kim', 'GET', '/api/resource/principals?kind=backend_role&query=kibanau');
    expect(backendRoles.body.matches).toEqual(['kibanauser']);
    expect((await s.call('GET', '/api/resource/principals?kind=user')).status).toBe(401);
  });

  it('lets only administrators migrate, on both listeners, answers what it did, and audits it', async () => {
    const body = { default_owner: 'admin', default_access_level: { dashboard: 'read_only' } };
    expect((await rest(KIM, 'POST', '/resources/migrate', body)).status).toBe(403);
    expect((await ui('kim', 'POST', '/api/resources/migrate', body)).status).toBe(403);
    expect((await ui('admin', 'POST', '/api/resources/migrate', body, false)).status).toBe(400);
    const from = mark(s);
    const done = await rest(ADMIN, 'POST', '/resources/migrate', body);
    expect(done.status).toBe(200);
    const summary = /^Migration complete\. migrated (\d+); skippedNoType 0; skippedExisting (\d+); failed 0$/;
    const [, migrated, existing] = done.body.summary.match(summary).map(Number);
    // alice's dashboards had their owner from the start; what got the default owner is listed and counted.
    expect(done.body.resourcesWithDefaultOwner).not.toContain('sales');
    expect([migrated, done.body.resourcesWithDefaultOwner.length, done.body.skippedResources]).toEqual([
      done.body.resourcesWithDefaultOwner.length,
      migrated,
      [],
    ]);
    expect(existing).toBeGreaterThanOrEqual(2);
    // The dashboards server's route answers the same shape; nothing is left without an owner.
    const again = await ui('admin', 'POST', '/api/resources/migrate', body);
    expect([again.status, again.body]).toEqual([
      200,
      {
        summary: `Migration complete. migrated 0; skippedNoType 0; skippedExisting ${migrated + existing}; failed 0`,
        resourcesWithDefaultOwner: [],
        skippedResources: [],
      },
    ]);
    const events = await eventsSince(s, from, 'RESOURCE_SHARING_CHANGED');
    expect(events.map((event) => [event.user, event.details])).toEqual([
      [
        'admin',
        { action: 'migrate', default_owner: 'admin', types: ['dashboard'], migrated, with_default_owner: migrated },
      ],
      [
        'admin',
        { action: 'migrate', default_owner: 'admin', types: ['dashboard'], migrated: 0, with_default_owner: 0 },
      ],
    ]);
    expect((await rest(ADMIN, 'POST', '/resources/migrate', { default_access_level: 'read_only' })).status).toBe(400);
    expect((await ui('admin', 'POST', '/api/resources/migrate', { default_owner: 'admin', x: 1 })).status).toBe(400);
  });
});

describe('resource sharing turned off (the default)', () => {
  let s: SecurityTestServer;
  let restUrl: string;

  beforeAll(async () => {
    ({ s, restUrl } = await startWithRestListener());
  });
  afterAll(() => s?.stop());

  it('answers {types: []} to the pages, 404 on the dashboards server and 400 (no handler) on the REST listener', async () => {
    const cookie = await s.login('admin', ADMIN_PASSWORD);
    expect((await s.call('GET', '/api/resource/types', { cookie })).body).toEqual({ types: [] });
    const body = { resource_id: 'x', resource_type: 'dashboard', share_with: {} };
    expect((await s.call('PUT', SHARE_API, { cookie, body })).status).toBe(404);
    expect((await s.call('GET', '/api/resource/principals?kind=user', { cookie })).status).toBe(404);
    const migrate = { default_owner: 'admin', default_access_level: 'read_only' };
    expect((await s.call('POST', '/api/resources/migrate', { cookie, body: migrate })).status).toBe(404);
    expect((await restJson(restUrl, ADMIN, 'POST', '/resources/migrate', migrate)).status).toBe(400);
    const rest = await restJson(restUrl, ADMIN, 'PUT', '/resource/share', body);
    expect(rest.status).toBe(400);
    const dashboard = await s.call('POST', '/api/saved_objects/dashboard/plain', {
      cookie,
      body: { attributes: { title: 'p' } },
    });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.sharing).toBeUndefined();
  });
});

describe('resource sharing with a protected type the server does not have', () => {
  it('stops the start with a configuration error naming it', async () => {
    await expect(
      startWithRestListener({
        'opensearch_security.resource_sharing.enabled': true,
        'opensearch_security.resource_sharing.protected_types': ['dashboard', 'notebook'],
      })
    ).rejects.toThrow(
      '[opensearch_security.resource_sharing.protected_types] names saved-object types this server does not have: notebook.'
    );
  });
});
