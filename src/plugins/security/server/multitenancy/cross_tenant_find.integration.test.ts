import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsSince, mark } from '../test_utils/audit';
import { ALICE, BOB, seedUsersAndTenants } from '../test_utils/fixtures';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

/**
 * Issue 11.2: saved objects across tenants (`GET /api/saved_objects/_find?tenants=`), for
 * administrators only and only over tenants they may read; row actions in a row's tenant through
 * the `securitytenant` header.
 */
describe('saved objects across tenants (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let admin: string;
  let alice: string;
  let bob: string;
  let tenantAdmin: string;
  const TENANT_ADMIN = { name: 'tenant_admin', password: 'T3nant!admin-pass' };

  const find = (cookie: string, query: string) =>
    s.call('GET', `/api/saved_objects/_find?type=dashboard&${query}`, { cookie });
  const titles = (res: { body: { saved_objects: Array<{ attributes: { title: string }; tenant?: string }> } }) =>
    res.body.saved_objects.map((o) => `${o.tenant}:${o.attributes.title}`);
  const create = (cookie: string, tenant: string, id: string, title: string) =>
    s.call('POST', `/api/saved_objects/dashboard/${id}`, {
      cookie,
      headers: { securitytenant: tenant },
      body: { attributes: { title } },
    });

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await seedUsersAndTenants(s);
    await s.createUser(TENANT_ADMIN.name, TENANT_ADMIN.password, ['kibanauser']);
    // Security API access but, of the custom tenants, only team_a to read.
    const role = await s.admin('POST', '/api/v1/configuration/roles/team_a_reader', {
      tenant_permissions: [{ tenant_patterns: ['team_a'], allowed_actions: ['kibana_all_read'] }],
    });
    expect(role.status).toBe(201);
    for (const mapped of ['team_a_reader', 'security_rest_api_access']) {
      const res = await s.admin('POST', `/api/v1/configuration/rolesmapping/${mapped}`, { users: [TENANT_ADMIN.name] });
      expect([mapped, res.status]).toEqual([mapped, 201]);
    }
    admin = await s.login('admin', 'Adm1n!pass-for-tests');
    alice = await s.login(ALICE.name, ALICE.password);
    bob = await s.login(BOB.name, BOB.password);
    tenantAdmin = await s.login(TENANT_ADMIN.name, TENANT_ADMIN.password);

    // A new store's global tenant holds the Login activity dashboard: this suite counts only its own.
    const seeded = await s.call('DELETE', '/api/saved_objects/dashboard/login-activity', {
      cookie: admin,
      headers: { securitytenant: 'global' },
    });
    expect(seeded.status).toBe(200);
    expect((await create(admin, 'global', 'g1', 'Global sales')).status).toBe(200);
    expect((await create(admin, 'global', 'g2', 'Global ops')).status).toBe(200);
    expect((await create(admin, 'team_a', 't1', 'Team sales')).status).toBe(200);
    expect((await create(admin, 'team_b', 'b1', 'Team B secret')).status).toBe(200);
    expect((await create(admin, 'private', 'p1', 'Admin private')).status).toBe(200);
    expect((await create(bob, 'private', 'bp', 'Bob private')).status).toBe(200);
  });
  afterAll(() => s.stop());

  it('lists the tenants an administrator may read, the current one marked; nothing for others', async () => {
    const res = await s.call('GET', '/api/saved_objects/_tenants', { cookie: admin });
    expect(res.status).toBe(200);
    const names = res.body.tenants.map((t: { name: string }) => t.name);
    expect(names.slice(0, 2)).toEqual(['global', 'private']);
    expect(names).toEqual(expect.arrayContaining(['team_a', 'team_b', 'ops']));
    expect(names).not.toContain('__user__bob');
    expect(res.body.tenants[0]).toEqual({ name: 'global', canWrite: true, current: true });

    const limited = await s.call('GET', '/api/saved_objects/_tenants', { cookie: tenantAdmin });
    expect(limited.body.tenants).toEqual([
      { name: 'global', canWrite: true, current: true },
      { name: 'private', canWrite: true, current: false },
      { name: 'team_a', canWrite: false, current: false },
    ]);
    expect((await s.call('GET', '/api/saved_objects/_tenants', { cookie: alice })).body).toEqual({ tenants: [] });
  });

  it('gives an administrator the objects of several tenants, each with its tenant', async () => {
    const res = await find(admin, 'tenants=global&tenants=team_a&sort_field=title&sort_order=asc');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(titles(res)).toEqual(['global:Global ops', 'global:Global sales', 'team_a:Team sales']);
    const all = await find(admin, 'tenants=global&tenants=private&tenants=team_a&tenants=team_b');
    expect(all.body.total).toBe(5);
    expect(titles(all)).toContain('private:Admin private');
    expect(titles(all)).toContain('team_b:Team B secret');
    expect(titles(all).join()).not.toContain('Bob private');
  });

  it('pages and searches over the tenants together, with stable pages', async () => {
    const pages: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await find(admin, `tenants=global&tenants=team_a&tenants=private&per_page=2&page=${page}`);
      expect(res.body).toMatchObject({ total: 4, per_page: 2, page });
      pages.push(...titles(res));
    }
    expect(pages).toHaveLength(4);
    expect(new Set(pages).size).toBe(4);
    const again = await find(admin, 'tenants=global&tenants=team_a&tenants=private&per_page=2&page=2');
    expect(titles(again)).toEqual(pages.slice(2, 4));

    const search = await find(admin, 'tenants=global&tenants=team_a&search=sales');
    expect(search.body.total).toBe(2);
    expect(titles(search).sort()).toEqual(['global:Global sales', 'team_a:Team sales']);
  });

  it('refuses a non-administrator any cross-tenant listing, even of their own tenants', async () => {
    const from = mark(s);
    for (const query of ['tenants=global', 'tenants=private', 'tenants=team_a', 'tenants=__user__bob']) {
      const res = await find(alice, query);
      expect([query, res.status, res.body.message]).toEqual([
        query,
        403,
        'You may not list saved objects across tenants.',
      ]);
    }
    // Each refusal is in the audit log, and the allowed listing of tenants is not.
    expect((await s.call('GET', '/api/saved_objects/_tenants', { cookie: alice })).status).toBe(200);
    const events = await eventsSince(s, from, 'MISSING_PRIVILEGES');
    expect(events.map((e) => [e.user, e.path, e.details.reason])).toEqual(
      Array.from({ length: 4 }, () => [ALICE.name, '/api/saved_objects/_find', 'cross_tenant'])
    );
  });

  it("refuses an administrator a tenant it may not read, another user's private tenant, or a missing one, alike", async () => {
    for (const [cookie, tenant] of [
      [tenantAdmin, 'team_b'],
      [tenantAdmin, 'ops'],
      [admin, '__user__bob'],
      [admin, '__user__'],
      [admin, 'bob'],
      [admin, 'no_such_tenant'],
    ]) {
      const res = await find(cookie, `tenants=global&tenants=${encodeURIComponent(tenant)}`);
      expect([tenant, res.status, res.body.message]).toEqual([
        tenant,
        403,
        `You do not have access to the tenant '${tenant}'.`,
      ]);
    }
    const ok = await find(tenantAdmin, 'tenants=global&tenants=team_a');
    expect(titles(ok).sort()).toEqual(['global:Global ops', 'global:Global sales', 'team_a:Team sales']);
    // The private tenant of tenant_admin is their own, not the administrator's.
    expect((await find(tenantAdmin, 'tenants=private')).body.total).toBe(0);
  });

  it('answers 400 naming the field for bad input', async () => {
    for (const [query, field] of [
      ['tenants=', 'tenants'],
      [`tenants=${'x'.repeat(101)}`, 'tenants'],
      [`${Array.from({ length: 101 }, (_, i) => `tenants=t${i}`).join('&')}`, 'tenants'],
      ['tenants=global&per_page=0', 'per_page'],
      ['tenants=global&page=x', 'page'],
    ]) {
      const res = await find(admin, query);
      expect([query.slice(0, 40), res.status]).toEqual([query.slice(0, 40), 400]);
      expect(res.body.message).toContain(field);
    }
    const noType = await s.call('GET', '/api/saved_objects/_find?tenants=global', { cookie: admin });
    expect(noType.status).toBe(400);
    expect(noType.body.message).toContain('type');
  });

  it("acts in a row's tenant through the securitytenant header, within what the session may use", async () => {
    const inTeam = await s.call('GET', '/api/saved_objects/dashboard/t1', {
      cookie: admin,
      headers: { securitytenant: 'team_a' },
    });
    expect([inTeam.status, inTeam.body.attributes?.title]).toEqual([200, 'Team sales']);
    // The session's own tenant is unchanged.
    expect((await s.call('GET', '/api/saved_objects/dashboard/t1', { cookie: admin })).status).toBe(404);
    expect((await s.call('GET', '/api/v1/multitenancy/tenant', { cookie: admin })).body).toBe('');

    // A read-only tenant stays read-only; a tenant not the session's to use is 403, never another tenant.
    const readOnly = await s.call('DELETE', '/api/saved_objects/dashboard/t1', {
      cookie: tenantAdmin,
      headers: { securitytenant: 'team_a' },
    });
    expect(readOnly.status).toBe(403);
    for (const tenant of ['team_b', '__user__bob']) {
      const res = await s.call('DELETE', '/api/saved_objects/dashboard/bp', {
        cookie: alice,
        headers: { securitytenant: tenant },
      });
      expect([tenant, res.status, res.body.message]).toEqual([
        tenant,
        403,
        `You do not have access to the tenant '${tenant}'.`,
      ]);
    }
    expect(
      (await s.call('GET', '/api/saved_objects/dashboard/bp', { cookie: bob, headers: { securitytenant: 'private' } }))
        .status
    ).toBe(200);

    const exported = await s.call('POST', '/api/saved_objects/_export', {
      cookie: admin,
      headers: { securitytenant: 'team_b' },
      body: { objects: [{ type: 'dashboard', id: 'b1' }] },
    });
    expect(exported.status).toBe(200);
    expect(exported.text).toContain('Team B secret');

    const deleted = await s.call('DELETE', '/api/saved_objects/dashboard/t1', {
      cookie: admin,
      headers: { securitytenant: 'team_a' },
    });
    expect(deleted.status).toBe(200);
    expect((await find(admin, 'tenants=team_a')).body.total).toBe(0);
  });
});
