/**
 * Issue 72: turning sharing on over a data dir with dashboards hides nothing (they have no owner
 * and keep the tenant's rules) until an administrator gives them owners, one by one ("Assign
 * owner") or all at once (upstream's migrate on the REST listener). Both are audited.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { createTestDatabase, TEST_STORES } from '../../../../core/server/test_utils';
import { eventsSince, mark } from '../test_utils/audit';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const ALICE = { name: 'alice', password: 'Al1ce!owns-dashboards' };
const STAN = { name: 'stan', password: 'St4n!same-tenant' };
const ADMIN = { name: 'admin', password: ADMIN_PASSWORD };
const PRIVATE = { securitytenant: '__user__' };

describe.each(TEST_STORES)('owner-less dashboards after sharing is turned on, on %s', (dialect) => {
  const dir = mkdtempSync(join(tmpdir(), 'sharing-owner-less-'));
  const dataDir = join(dir, 'data');
  let s: SecurityTestServer;
  let restUrl: string;
  const cookies: Record<string, string> = {};
  const ui = (who: string, method: string, path: string, body?: unknown) =>
    s.call(method, path, { cookie: cookies[who], body });
  const seen = async (who: string, id: string) => (await ui(who, 'GET', `/api/saved_objects/dashboard/${id}`)).status;

  beforeAll(async () => {
    // PostgreSQL: both starts on one new database, as the data dir is SQLite's.
    const store = dialect === 'postgres' ? { 'store.url': await createTestDatabase() } : {};
    const before = await startSecurityTestServer({ overrides: { 'path.data': dataDir, ...store } });
    for (const user of [ALICE, STAN]) await before.createUser(user.name, user.password, ['kibanauser']);
    const alice = await before.login(ALICE.name, ALICE.password);
    for (const id of ['old-1', 'old-2']) {
      const res = await before.call('POST', `/api/saved_objects/dashboard/${id}`, {
        cookie: alice,
        body: { attributes: { title: id } },
      });
      expect(res.status).toBe(200);
    }
    for (const id of ['mine-1', 'mine-2']) {
      const res = await before.call('POST', `/api/saved_objects/dashboard/${id}`, {
        cookie: alice,
        headers: PRIVATE,
        body: { attributes: { title: id } },
      });
      expect(res.status).toBe(200);
    }
    await before.stop();
    ({ s, restUrl } = await startWithRestListener({
      'path.data': dataDir,
      ...store,
      'opensearch_security.resource_sharing.enabled': true,
    }));
    cookies.alice = await s.login(ALICE.name, ALICE.password);
    cookies.stan = await s.login(STAN.name, STAN.password);
    cookies.admin = await s.login('admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hides nothing: every user of the tenant still sees the dashboards made before', async () => {
    expect([await seen('alice', 'old-1'), await seen('stan', 'old-1'), await seen('stan', 'old-2')]).toEqual([
      200, 200, 200,
    ]);
    const found = await ui('stan', 'GET', '/api/saved_objects/_find?type=dashboard&per_page=100');
    // The security plugin's own Login activity dashboard is one of the tenant's too.
    expect(found.body.saved_objects.map((o: { id: string }) => o.id).sort()).toEqual([
      'login-activity',
      'old-1',
      'old-2',
    ]);
    const view = await ui('stan', 'GET', '/api/resource/view?resourceId=old-1&resourceType=dashboard');
    expect(view.status).toBe(404);
    expect(view.body.message).toContain('has no owner yet');
  });

  it('lists the owner-less dashboards and assigns an owner for administrators only, audited', async () => {
    expect((await ui('stan', 'GET', '/api/resource/unowned?resourceType=dashboard')).status).toBe(403);
    const listed = await ui('admin', 'GET', '/api/resource/unowned?resourceType=dashboard');
    expect(listed.body.objects.map((o: { id: string }) => o.id).sort()).toEqual(['login-activity', 'old-1', 'old-2']);
    const body = { resourceId: 'old-1', resourceType: 'dashboard', owner: 'alice' };
    expect((await ui('stan', 'POST', '/api/resource/assign_owner', body)).status).toBe(403);
    const from = mark(s);
    const assigned = await ui('admin', 'POST', '/api/resource/assign_owner', body);
    expect([assigned.status, assigned.body.sharing_info.created_by]).toEqual([200, { user: 'alice' }]);
    expect((await ui('admin', 'POST', '/api/resource/assign_owner', { ...body, owner: 'stan' })).status).toBe(409);
    // Owned now: its owner sees it, the rest of the tenant no longer does.
    expect([await seen('alice', 'old-1'), await seen('stan', 'old-1')]).toEqual([200, 404]);
    const events = await eventsSince(s, from, 'RESOURCE_SHARING_CHANGED');
    expect(events.map((event) => [event.user, event.details])).toEqual([
      [
        'admin',
        {
          action: 'assign_owner',
          resource_type: 'dashboard',
          resource_id: 'old-1',
          tenant: 'global',
          before: null,
          after: { owner: 'alice', share_with: {} },
        },
      ],
    ]);
  });

  it('migrates the rest with a default owner on the REST listener', async () => {
    const body = { default_owner: 'admin', default_access_level: { dashboard: 'read_only' } };
    expect((await restJson(restUrl, STAN, 'POST', '/resources/migrate', body)).status).toBe(403);
    const done = await restJson(restUrl, ADMIN, 'POST', '/resources/migrate', body);
    expect(done.status).toBe(200);
    // Every tenant's: old-2 and the Login activity dashboards get the default owner; alice's private
    // mine-1 and mine-2 get alice (migrated, not listed); old-1 has its owner already.
    const given: string[] = done.body.resourcesWithDefaultOwner;
    expect(given).toContain('old-2');
    expect(given.filter((id) => id !== 'old-2' && id !== 'login-activity')).toEqual([]);
    expect(done.body).toEqual({
      summary: `Migration complete. migrated ${given.length + 2}; skippedNoType 0; skippedExisting 1; failed 0`,
      resourcesWithDefaultOwner: given,
      skippedResources: [],
    });
    expect([await seen('admin', 'old-2'), await seen('alice', 'old-2'), await seen('stan', 'old-2')]).toEqual([
      200, 404, 404,
    ]);
    expect((await ui('admin', 'GET', '/api/resource/unowned?resourceType=dashboard')).body.objects).toEqual([]);
  });

  it("leaves alice's private dashboards hers: migrate made her their owner, and she finds, reads and changes them", async () => {
    const call = (method: string, path: string, body?: unknown) =>
      s.call(method, path, { cookie: cookies.alice, headers: PRIVATE, body });
    const found = await call('GET', '/api/saved_objects/_find?type=dashboard&per_page=100');
    expect(found.body.saved_objects.map((o: { id: string }) => o.id).sort()).toEqual(['mine-1', 'mine-2']);
    const got = await call('GET', '/api/saved_objects/dashboard/mine-1');
    expect([got.status, got.body.sharing]).toEqual([200, { owner: 'alice', shared: false, access: 'full_access' }]);
    expect(
      (await call('PUT', '/api/saved_objects/dashboard/mine-1', { attributes: { title: 'changed' } })).status
    ).toBe(200);
    const view = await call('GET', '/api/resource/view?resourceId=mine-2&resourceType=dashboard');
    expect([view.status, view.body.sharing_info?.created_by]).toEqual([200, { user: 'alice' }]);
  });
});
