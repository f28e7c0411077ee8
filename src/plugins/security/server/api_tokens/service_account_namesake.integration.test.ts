/**
 * Attack test: whoever may vend a service account's tokens manages them (list, revoke), judged on
 * the account's internal record. A single-sign-on user (here a proxy's) of the same name is
 * someone else: a full administrator through their identity provider's roles, whose own tokens a
 * users-only administrator listed and revoked as the account's, judged on the record that holds
 * nothing. Only tokens made as the internal account are the account's.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { importAuthc } from '../test_utils/sso';

const TOKENS = '/api/v1/configuration/apitokens';
const proxied = (user: string, roles: string) => ({
  headers: { 'x-forwarded-user': user, 'x-forwarded-roles': roles },
});
const KEEPER = proxied('keeper', 'user_keepers');

let s: SecurityTestServer;

beforeAll(async () => {
  s = await startSecurityTestServer({ overrides: { 'opensearch_security.auth.type': 'proxy' } });
  await importAuthc(s, {
    internalProxies: '127\\.0\\.0\\.1',
    proxy: { user_header: 'x-forwarded-user', roles_header: 'x-forwarded-roles' },
  });
  const setup = [
    await s.admin('POST', '/api/v1/configuration/roles/users_only', {
      cluster_permissions: ['restapi:admin/internalusers'],
    }),
    await s.admin('POST', '/api/v1/configuration/rolesmapping/users_only', { backend_roles: ['user_keepers'] }),
  ];
  expect(setup.map(({ status }) => status)).toEqual([201, 201]);
  s.secrets.add('Svc!account-pass1');
  const account = { password: 'Svc!account-pass1', attributes: { service: 'true', enabled: 'true' } };
  expect((await s.admin('POST', '/api/v1/configuration/internalusers/svc', account)).status).toBe(201);
});

afterAll(() => s?.stop());

describe("a service account's manager and a single-sign-on user of the account's name", () => {
  it("neither lists nor revokes that user's tokens; the user still does", async () => {
    // `svc` signs in through the proxy as a full administrator (backend role admin → all_access).
    const made = await s.call('POST', TOKENS, { ...proxied('svc', 'admin'), body: { name: 'deploys' } });
    expect(made.status).toBe(200);
    s.secrets.add(made.body.token);

    const listed = await s.call('GET', TOKENS, KEEPER);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map(({ name }: { name: string }) => name)).not.toContain('deploys');
    for (const path of [`${TOKENS}/${made.body.id}`, `/api/v1/apitokens/${made.body.id}`]) {
      expect((await s.call('DELETE', path, KEEPER)).status).toBe(404);
    }
    const used = await s.call('GET', '/api/v1/auth/authinfo', {
      headers: { authorization: `ApiKey ${made.body.token}` },
    });
    expect([used.status, used.body.user_name]).toEqual([200, 'svc']);

    const own = await s.call('GET', TOKENS, proxied('svc', 'admin'));
    expect(own.body.data.map(({ name }: { name: string }) => name)).toContain('deploys');
    expect((await s.call('DELETE', `${TOKENS}/${made.body.id}`, proxied('svc', 'admin'))).status).toBe(200);
  });
});
