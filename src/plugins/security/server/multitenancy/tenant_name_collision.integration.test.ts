import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

/**
 * Issue 16.1: the private tenant is the user's own, never a named tenant. A user named like
 * the global tenant (or a custom one) gains nothing in that tenant from their private tenant.
 */
describe('user names never stand for tenant names (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  const PASSWORD = 'Gl0bal!tenant-user';

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await s.createUser('global_tenant', PASSWORD, ['kibana_read_only']);
    await s.createUser('Global_Tenant', PASSWORD, ['kibana_read_only']);
    await s.createUser('team_x', PASSWORD, ['kibana_read_only']);
    expect((await s.admin('POST', '/api/v1/configuration/tenants/team_x', { description: 'x' })).status).toBe(201);
    const role = await s.admin('POST', '/api/v1/configuration/roles/team_x_reader', {
      tenant_permissions: [{ tenant_patterns: ['team_x'], allowed_actions: ['kibana_all_read'] }],
    });
    expect(role.status).toBe(201);
    expect(
      (await s.admin('POST', '/api/v1/configuration/rolesmapping/team_x_reader', { users: ['team_x'] })).status
    ).toBe(201);
  });
  afterAll(() => s.stop());

  const writeDashboard = (cookie: string, title: string) =>
    s.call('POST', '/api/saved_objects/dashboard', { cookie, body: { attributes: { title } } });
  const setBanner = (cookie: string) =>
    s.call('POST', '/api/kibana/settings', { cookie, body: { changes: { 'notifications:banner': 'pwned' } } });
  const select = (cookie: string, tenant: string, username: string) =>
    s.call('POST', '/api/v1/multitenancy/tenant', { cookie, body: { tenant, username } });

  it('a read-only user named global_tenant cannot write the global tenant', async () => {
    const cookie = await s.login('global_tenant', PASSWORD);
    const account = await s.call('GET', '/api/v1/configuration/account', { cookie });
    expect(account.status).toBe(200);
    expect(account.body.data.tenants.global_tenant).toBe(false);
    expect((await select(cookie, '', 'global_tenant')).status).toBe(200);
    expect((await writeDashboard(cookie, 'evil')).status).toBe(403);
    expect((await setBanner(cookie)).status).toBe(403);
    const admin = await s.admin('GET', '/api/kibana/settings');
    expect(admin.body.settings['notifications:banner']?.userValue).toBeUndefined();
  });

  it('the same user still writes their own private tenant, which is not the global one', async () => {
    const cookie = await s.login('global_tenant', PASSWORD);
    const res = await select(cookie, '__user__', 'global_tenant');
    expect([res.status, res.body]).toEqual([200, '__user__']);
    expect((await writeDashboard(cookie, 'mine')).status).toBe(200);
    const adminFind = await s.admin('GET', '/api/saved_objects/_find?type=dashboard');
    expect(
      adminFind.body.saved_objects.map((o: { attributes: { title: string } }) => o.attributes.title)
    ).not.toContain('mine');
  });

  it('a user named differently in case gets no write either', async () => {
    const cookie = await s.login('Global_Tenant', PASSWORD);
    expect((await select(cookie, '', 'Global_Tenant')).status).toBe(200);
    expect((await writeDashboard(cookie, 'evil2')).status).toBe(403);
  });

  it('a read-only user named like a custom tenant cannot write that tenant', async () => {
    const cookie = await s.login('team_x', PASSWORD);
    const account = await s.call('GET', '/api/v1/configuration/account', { cookie });
    expect(account.body.data.tenants.team_x).toBe(false);
    // Selecting it by name (as a custom tenant) is refused: the name is the user's private key on the wire.
    expect((await select(cookie, '__user__', 'team_x')).status).toBe(200);
    expect((await writeDashboard(cookie, 'private-ok')).status).toBe(200);
    const custom = await select(cookie, 'team_x', 'team_x');
    if (custom.status === 200) expect((await writeDashboard(cookie, 'evil3')).status).toBe(403);
  });

  it('refuses custom tenant names a selection reads as the global or the private tenant', async () => {
    for (const name of ['Global', 'GLOBAL_TENANT', 'private', 'Private', '__USER__']) {
      const res = await s.admin('POST', `/api/v1/configuration/tenants/${name}`, { description: 'x' });
      expect([name, res.status]).toEqual([name, 400]);
    }
    expect((await s.admin('POST', '/api/v1/configuration/tenants/globalish', { description: 'x' })).status).toBe(201);
  });

  it('refuses custom tenant names with the private prefix, in any case', async () => {
    for (const name of ['__user__x', '__USER__x', '__User__x', '__user__alice']) {
      const res = await s.admin('POST', `/api/v1/configuration/tenants/${encodeURIComponent(name)}`, {
        description: 'x',
      });
      expect({ name, status: res.status, message: res.body.message }).toEqual({
        name,
        status: 400,
        message: `Tenant name '${name}' cannot start with '__user__': the prefix is reserved for private tenants.`,
      });
    }
    const tenants = (await s.admin('GET', '/api/v1/configuration/tenants')).body.data;
    expect(Object.keys(tenants).filter((name) => name.toLowerCase().includes('__user__'))).toEqual([]);
    // The prefix anywhere else in a name is fine.
    expect((await s.admin('POST', '/api/v1/configuration/tenants/team__user__', { description: 'x' })).status).toBe(
      201
    );
  });
});
