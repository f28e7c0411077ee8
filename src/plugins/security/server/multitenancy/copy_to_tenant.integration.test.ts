import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsSince, mark } from '../test_utils/audit';
import { ALICE, BOB, READER, seedUsersAndTenants } from '../test_utils/fixtures';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

/**
 * Issue 23.9: `POST /api/saved_objects/_copy` copies objects of the caller's tenant into a tenant
 * the caller may write; any other target is 403 and nothing is written. alice writes global, her
 * private tenant and team_a, reads ops, sees neither team_b nor bob's private tenant.
 */
describe('copy saved objects to another tenant (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let alice: string;
  let bob: string;
  let reader: string;

  const inTenant = (cookie: string, tenant: string) => ({ cookie, headers: { securitytenant: tenant } });
  const create = (cookie: string, tenant: string, id: string, title: string, references: unknown[] = []) =>
    s.call('POST', `/api/saved_objects/dashboard/${id}`, {
      ...inTenant(cookie, tenant),
      body: { attributes: { title }, references },
    });
  const copy = (cookie: string, tenant: string, body: unknown) =>
    s.call('POST', '/api/saved_objects/_copy', { ...inTenant(cookie, tenant), body });
  const listIn = async (cookie: string, tenant: string) => {
    const res = await s.call('GET', '/api/saved_objects/_find?type=dashboard&per_page=100', inTenant(cookie, tenant));
    expect(res.status).toBe(200);
    return res.body.saved_objects as Array<{ id: string; attributes: { title: string }; references: any[] }>;
  };
  const titlesIn = async (cookie: string, tenant: string) =>
    (await listIn(cookie, tenant)).map((o) => o.attributes.title).sort();

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await seedUsersAndTenants(s);
    alice = await s.login(ALICE.name, ALICE.password);
    bob = await s.login(BOB.name, BOB.password);
    reader = await s.login(READER.name, READER.password);
    expect(
      (await create(alice, 'private', 'sales', 'Sales', [{ name: 'drill', type: 'dashboard', id: 'detail' }])).status
    ).toBe(200);
    expect(
      (await create(alice, 'private', 'detail', 'Sales detail', [{ name: 'back', type: 'dashboard', id: 'sales' }]))
        .status
    ).toBe(200);
  });
  afterAll(() => s.stop());

  it('lists the tenants a user may write as copy targets, for any signed-in user', async () => {
    // `current` is the session's tenant (alice's starts in global).
    const res = await s.call('GET', '/api/saved_objects/_tenants?access=write', { cookie: alice });
    expect(res.status).toBe(200);
    expect(res.body.tenants).toEqual([
      { name: 'global', canWrite: true, current: true },
      { name: 'private', canWrite: true, current: false },
      { name: 'team_a', canWrite: true, current: false },
    ]);
    // The read-only user reads global and writes only its own private tenant; the plain listing
    // stays administrators' only.
    expect((await s.call('GET', '/api/saved_objects/_tenants?access=write', { cookie: reader })).body).toEqual({
      tenants: [{ name: 'private', canWrite: true, current: false }],
    });
    expect((await s.call('GET', '/api/saved_objects/_tenants', { cookie: alice })).body).toEqual({ tenants: [] });
    expect((await s.call('GET', '/api/saved_objects/_tenants?access=all', { cookie: alice })).status).toBe(400);
  });

  it('copies a dashboard and what it references into a writable tenant, under new ids, references rewritten', async () => {
    const res = await copy(alice, 'private', {
      objects: [{ type: 'dashboard', id: 'sales' }],
      targetTenant: 'team_a',
      includeReferencesDeep: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ targetTenant: 'team_a', successCount: 2, missingReferences: [] });
    const ids = Object.fromEntries(
      res.body.successResults.map((r: { id: string; destinationId: string }) => [r.id, r.destinationId])
    );
    expect(Object.keys(ids).sort()).toEqual(['detail', 'sales']);
    expect(ids.sales).not.toBe('sales');

    const copies = await listIn(alice, 'team_a');
    const sales = copies.find((o) => o.id === ids.sales)!;
    const detail = copies.find((o) => o.id === ids.detail)!;
    expect(sales.attributes.title).toBe('Sales');
    expect(sales.references).toEqual([{ name: 'drill', type: 'dashboard', id: ids.detail }]);
    expect(detail.references).toEqual([{ name: 'back', type: 'dashboard', id: ids.sales }]);
    // The originals are untouched, and the team sees the copies in its tenant.
    expect(await titlesIn(alice, 'private')).toEqual(['Sales', 'Sales detail']);
  });

  it("accepts '__user__' for the caller's own private tenant", async () => {
    await create(alice, 'global', 'g1', 'From global');
    const res = await copy(alice, 'global', { objects: [{ type: 'dashboard', id: 'g1' }], targetTenant: '__user__' });
    expect([res.status, res.body.targetTenant]).toEqual([200, 'private']);
    expect(await titlesIn(alice, 'private')).toContain('From global');
    expect(await titlesIn(bob, 'private')).not.toContain('From global');
  });

  it('refuses with 403 a tenant the user may only read, one it may not see and another user’s private tenant; nothing copied', async () => {
    const admin = await s.login('admin', 'Adm1n!pass-for-tests');
    const before = {
      ops: await titlesIn(alice, 'ops'),
      teamB: await titlesIn(admin, 'team_b'),
      bob: await titlesIn(bob, 'private'),
    };
    const from = mark(s);
    for (const target of ['ops', 'team_b', 'no_such_tenant', '__user__bob', '__user__' + BOB.name + 'x']) {
      const res = await copy(alice, 'private', { objects: [{ type: 'dashboard', id: 'sales' }], targetTenant: target });
      expect([target, res.status, res.body.message]).toEqual([
        target,
        403,
        `You may not copy saved objects to the tenant '${target}'.`,
      ]);
    }
    expect(await titlesIn(alice, 'ops')).toEqual(before.ops);
    expect(await titlesIn(bob, 'private')).toEqual(before.bob);
    expect(await titlesIn(admin, 'team_b')).toEqual(before.teamB);
    const events = await eventsSince(s, from, 'MISSING_PRIVILEGES');
    expect(events.map((e) => [e.user, e.path, e.details.reason])).toEqual(
      Array.from({ length: 5 }, () => [ALICE.name, '/api/saved_objects/_copy', 'copy_target'])
    );
    // A read-only user may read its tenant but write nowhere.
    const readOnly = await copy(reader, 'global', {
      objects: [{ type: 'dashboard', id: 'g1' }],
      targetTenant: 'global',
    });
    expect(readOnly.status).toBe(403);
  });

  it('copies nothing when one of the objects is missing, and names it in the 404', async () => {
    const before = await titlesIn(alice, 'team_a');
    const res = await copy(alice, 'private', {
      objects: [
        { type: 'dashboard', id: 'sales' },
        { type: 'dashboard', id: 'gone' },
      ],
      targetTenant: 'team_a',
    });
    expect([res.status, res.body.message]).toEqual([404, 'Saved object [dashboard/gone] not found']);
    expect(await titlesIn(alice, 'team_a')).toEqual(before);
  });

  it('reads the objects in the caller’s tenant only: another user’s private object is not found', async () => {
    await create(bob, 'private', 'bob-secret', 'Bob secret');
    const res = await copy(alice, 'private', {
      objects: [{ type: 'dashboard', id: 'bob-secret' }],
      targetTenant: 'team_a',
    });
    expect(res.status).toBe(404);
    expect(await titlesIn(alice, 'team_a')).not.toContain('Bob secret');
  });

  it('needs the osd-xsrf header and a valid body', async () => {
    const noXsrf = await s.call('POST', '/api/saved_objects/_copy', {
      ...inTenant(alice, 'private'),
      xsrf: false,
      body: { objects: [{ type: 'dashboard', id: 'sales' }], targetTenant: 'team_a' },
    });
    expect(noXsrf.status).toBe(400);
    const bad: Array<[unknown, string]> = [
      [{ objects: [], targetTenant: 'team_a' }, '[body.objects]'],
      [{ objects: [{ type: 'dashboard', id: 'sales' }] }, 'targetTenant'],
      [{ objects: [{ type: 'dashboard', id: 'sales' }], targetTenant: '' }, '[body.targetTenant]'],
      [{ objects: [{ type: 'dashboard', id: 'sales' }], targetTenant: 'team_a', extra: 1 }, 'extra'],
      [
        { objects: [{ type: 'dashboard', id: 'sales' }], targetTenant: 'team_a', includeReferencesDeep: 'yes' },
        'includeReferencesDeep',
      ],
      [{ objects: [{ type: 'config', id: '1.0.0' }], targetTenant: 'team_a' }, "Saved objects of type 'config'"],
      [{ objects: [{ type: 'nope', id: 'x' }], targetTenant: 'team_a' }, 'Unsupported saved object type: [nope]'],
      [{ objects: [{ type: 'dashboard', id: '../x' }], targetTenant: 'team_a' }, 'Invalid saved object id'],
    ];
    const before = await titlesIn(alice, 'team_a');
    for (const [body, message] of bad) {
      const res = await copy(alice, 'private', body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.body.message).toContain(message);
    }
    expect(await titlesIn(alice, 'team_a')).toEqual(before);
  });
});
