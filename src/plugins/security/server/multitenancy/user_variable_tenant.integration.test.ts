/**
 * `${user.name}` in a tenant pattern names each user's own tenant. A user named like the global
 * tenant (an internal user, or any directory, SSO or proxy user so named) got write on the global
 * tenant through it, where their roles give read only: the user's values never reach the global
 * tenant; the tenant named after another user stays theirs alone.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const PASSWORD = 'Us3r!tenant-pattern';
let s: SecurityTestServer;

beforeAll(async () => {
  s = await startSecurityTestServer();
  for (const name of ['global_tenant', 'team_b']) await s.createUser(name, PASSWORD, []);
  // Read only on the global tenant, by a role (not the read-only mode, which refuses every shared write).
  const reader = await s.admin('POST', '/api/v1/configuration/roles/global_reader', {
    tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
  });
  expect(reader.status).toBe(201);
  expect((await s.admin('POST', '/api/v1/configuration/tenants/team_b', { description: 'b' })).status).toBe(201);
  const own = await s.admin('POST', '/api/v1/configuration/roles/own_tenant', {
    tenant_permissions: [{ tenant_patterns: ['${user.name}'], allowed_actions: ['kibana_all_write'] }],
  });
  expect(own.status).toBe(201);
  for (const role of ['global_reader', 'own_tenant']) {
    const mapped = await s.admin('POST', `/api/v1/configuration/rolesmapping/${role}`, {
      users: ['global_tenant', 'team_b'],
    });
    expect(mapped.status).toBe(201);
  }
}, 120_000);
afterAll(() => s?.stop());

const writeIn = (cookie: string, tenant: string) =>
  s.call('POST', '/api/saved_objects/dashboard', {
    cookie,
    headers: { securitytenant: tenant },
    body: { attributes: { title: 'by pattern' } },
  });

describe('a tenant pattern with ${user.name}', () => {
  it('gives a user named global_tenant no write on the global tenant', async () => {
    const cookie = await s.login('global_tenant', PASSWORD);
    const account = await s.call('GET', '/api/v1/configuration/account', { cookie });
    expect(account.body.data.tenants.global_tenant).toBe(false);
    expect([(await writeIn(cookie, 'global')).status, (await writeIn(cookie, 'global_tenant')).status]).toEqual([
      403, 403,
    ]);
    const found = await s.admin('GET', '/api/saved_objects/_find?type=dashboard');
    const titles = found.body.saved_objects.map((o: { attributes: { title: string } }) => o.attributes.title);
    expect(titles).not.toContain('by pattern');
  });

  it("still gives each user their own tenant, and nobody else's", async () => {
    const cookie = await s.login('team_b', PASSWORD);
    expect((await writeIn(cookie, 'team_b')).status).toBe(200);
    const other = await s.login('global_tenant', PASSWORD);
    expect((await writeIn(other, 'team_b')).status).toBe(403);
  });
});
