/**
 * A tenant a user's roles give read only (`kibana_all_read`) takes no write by any saved-object
 * path, whether the tenant is named by the `securitytenant` header or chosen for the session:
 * create (and with overwrite), bulk create, update, bulk update, delete, import with overwrite,
 * and a copy into it. The object there stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const PASSWORD = 'R3ad!only-tenant';
const DASHBOARD = '/api/saved_objects/dashboard/ro-board';
let s: SecurityTestServer;

beforeAll(async () => {
  s = await startSecurityTestServer();
  expect((await s.admin('POST', '/api/v1/configuration/tenants/team_ro', { description: 'ro' })).status).toBe(201);
  await s.createUser('rhea', PASSWORD, []);
  const role = await s.admin('POST', '/api/v1/configuration/roles/team_ro_reader', {
    tenant_permissions: [
      { tenant_patterns: ['team_ro'], allowed_actions: ['kibana_all_read'] },
      { tenant_patterns: ['team_*'], allowed_actions: ['kibana_all_read'] },
    ],
  });
  expect(role.status).toBe(201);
  expect((await s.admin('POST', '/api/v1/configuration/rolesmapping/team_ro_reader', { users: ['rhea'] })).status).toBe(
    201
  );
}, 120_000);
afterAll(() => s?.stop());

async function attempts(cookie: string, headers: Record<string, string>): Promise<number[]> {
  const call = (method: string, path: string, body?: unknown) => s.call(method, path, { cookie, headers, body });
  const attrs = { attributes: { title: 'changed' } };
  const ndjson = `${JSON.stringify({ type: 'dashboard', id: 'ro-board', attributes: { title: 'imported' }, references: [] })}\n`;
  const imported = await fetch(`${s.url}/api/saved_objects/_import?overwrite=true`, {
    method: 'POST',
    headers: { ...headers, cookie, 'osd-xsrf': 'true', 'content-type': 'application/ndjson' },
    body: ndjson,
  });
  return [
    (await call('POST', '/api/saved_objects/dashboard', attrs)).status,
    (await call('POST', `${DASHBOARD}?overwrite=true`, attrs)).status,
    (
      await call('POST', '/api/saved_objects/_bulk_create?overwrite=true', [
        { type: 'dashboard', id: 'ro-board', ...attrs },
      ])
    ).status,
    (await call('PUT', DASHBOARD, attrs)).status,
    (await call('PUT', '/api/saved_objects/_bulk_update', [{ type: 'dashboard', id: 'ro-board', ...attrs }])).status,
    (await call('DELETE', DASHBOARD)).status,
    imported.status,
  ];
}

describe('a read-only tenant', () => {
  it('takes no write by any path, named by the header or chosen for the session', async () => {
    const admin = { cookie: await s.login('admin', ADMIN_PASSWORD), headers: { securitytenant: 'team_ro' } };
    expect((await s.call('POST', DASHBOARD, { ...admin, body: { attributes: { title: 'original' } } })).status).toBe(
      200
    );
    const cookie = await s.login('rhea', PASSWORD);
    expect(await attempts(cookie, { securitytenant: 'team_ro' })).toEqual(Array(7).fill(403));
    const selected = await s.call('POST', '/api/v1/multitenancy/tenant', {
      cookie,
      body: { tenant: 'team_ro', username: 'rhea' },
    });
    expect(selected.status).toBe(200);
    expect(await attempts(cookie, {})).toEqual(Array(7).fill(403));
    // A copy from the user's own private tenant into it.
    const mine = { securitytenant: '__user__' };
    const own = await s.call('POST', '/api/saved_objects/dashboard/mine', {
      cookie,
      headers: mine,
      body: { attributes: { title: 'mine' } },
    });
    expect(own.status).toBe(200);
    const copy = await s.call('POST', '/api/saved_objects/_copy', {
      cookie,
      headers: mine,
      body: { objects: [{ type: 'dashboard', id: 'mine' }], targetTenant: 'team_ro' },
    });
    expect(copy.status).toBe(403);
    const after = await s.call('GET', DASHBOARD, admin);
    expect(after.body.attributes.title).toBe('original');
  });
});
