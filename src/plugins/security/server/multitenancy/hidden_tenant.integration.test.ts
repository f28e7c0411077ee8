/**
 * A hidden tenant (loaded behind the API, as `npm run securityadmin -- import` loads one) is, as
 * every hidden entry, never named by the API, and answers as a tenant that does not exist: a role
 * granting `*` tenant patterns put it in the user's tenants (account, authinfo, the explainer's
 * effective permissions) and let them switch to it and write there.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { putEntryBehindTheApi } from '../test_utils/behind_the_api';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const PASSWORD = 'H1dden!tenant-user';
let s: SecurityTestServer;

beforeAll(async () => {
  s = await startSecurityTestServer();
  await putEntryBehindTheApi(s, 'tenants', 'zzhid_ops', { description: 'ops' }, { hidden: true });
  expect((await s.admin('POST', '/api/v1/configuration/tenants/team_open', { description: 'open' })).status).toBe(201);
  await s.createUser('wanda', PASSWORD, ['kibanauser']);
  const role = await s.admin('POST', '/api/v1/configuration/roles/every_tenant', {
    tenant_permissions: [{ tenant_patterns: ['*'], allowed_actions: ['kibana_all_write'] }],
  });
  expect(role.status).toBe(201);
  expect((await s.admin('POST', '/api/v1/configuration/rolesmapping/every_tenant', { users: ['wanda'] })).status).toBe(
    201
  );
}, 120_000);
afterAll(() => s?.stop());

const dashboardIn = (cookie: string, tenant: string) =>
  s.call('POST', '/api/saved_objects/dashboard', {
    cookie,
    headers: { securitytenant: tenant },
    body: { attributes: { title: 'in hidden' } },
  });

describe('a hidden tenant', () => {
  it('is not among the tenants of a user whose role grants every tenant, nor of the administrator', async () => {
    const cookie = await s.login('wanda', PASSWORD);
    const texts = [
      (await s.call('GET', '/api/v1/configuration/account', { cookie })).body,
      (await s.call('GET', '/api/v1/auth/authinfo', { cookie })).body,
      (await s.admin('GET', '/api/v1/explain/effective?user=wanda')).body,
      (await s.admin('GET', '/api/v1/configuration/account')).body,
      (await s.admin('GET', '/api/v1/auth/authinfo')).body,
    ].map((body) => JSON.stringify(body));
    expect(texts.filter((text) => text.includes('zzhid_'))).toEqual([]);
    // The visible tenant the same pattern reaches is there.
    expect(texts[0]).toContain('team_open');
  });

  it('cannot be switched to nor written, as a tenant that does not exist', async () => {
    const cookie = await s.login('wanda', PASSWORD);
    const select = (tenant: string) =>
      s.call('POST', '/api/v1/multitenancy/tenant', { cookie, body: { tenant, username: 'wanda' } });
    const [hidden, missing] = [await select('zzhid_ops'), await select('zzmissing')];
    expect(hidden.status).toBeGreaterThanOrEqual(400);
    expect([hidden.status, JSON.stringify(hidden.body).replace('zzhid_ops', 'X')]).toEqual([
      missing.status,
      JSON.stringify(missing.body).replace('zzmissing', 'X'),
    ]);
    const [written, writtenMissing] = [await dashboardIn(cookie, 'zzhid_ops'), await dashboardIn(cookie, 'zzmissing')];
    expect(written.status).toBeGreaterThanOrEqual(400);
    expect(written.status).toBe(writtenMissing.status);
    expect((await dashboardIn(cookie, 'team_open')).status).toBe(200);
  });
});
