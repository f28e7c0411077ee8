/**
 * Issue 68.5 on the whole server over real HTTP: a caller without a session (HTTP Basic, an API
 * token) naming a tenant it may not use in the `securitytenant` header is refused with 403, as a
 * session is, and never moved to another tenant: a delete must not land in global.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsSince, mark } from '../test_utils/audit';
import { ALICE, BOB, seedUsersAndTenants } from '../test_utils/fixtures';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

describe('the securitytenant header without a session', () => {
  let s: SecurityTestServer;
  let admin: string;
  const bobBasic = { basic: { username: BOB.name, password: BOB.password } };

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await seedUsersAndTenants(s);
    admin = await s.login('admin', ADMIN_PASSWORD);
    for (const tenant of ['global', 'team_a']) {
      const res = await s.call('POST', '/api/saved_objects/dashboard/shared', {
        cookie: admin,
        headers: { securitytenant: tenant },
        body: { attributes: { title: `In ${tenant}` } },
      });
      expect(res.status).toBe(200);
    }
  });
  afterAll(() => s.stop());

  const titleIn = async (tenant: string) =>
    (await s.call('GET', '/api/saved_objects/dashboard/shared', { cookie: admin, headers: { securitytenant: tenant } }))
      .body.attributes?.title;

  it('answers 403 to a Basic delete naming a tenant the caller may not use (audited), and deletes nothing', async () => {
    const from = mark(s);
    // bob writes in global but may not use team_a.
    const res = await s.call('DELETE', '/api/saved_objects/dashboard/shared', {
      ...bobBasic,
      headers: { securitytenant: 'team_a' },
    });
    expect([res.status, res.body.message]).toEqual([403, "You do not have access to the tenant 'team_a'."]);
    expect(await titleIn('global')).toBe('In global');
    expect(await titleIn('team_a')).toBe('In team_a');
    const denied = await eventsSince(s, from, 'MISSING_PRIVILEGES');
    expect(denied).toEqual([
      expect.objectContaining({
        user: BOB.name,
        details: expect.objectContaining({ reason: 'tenant', tenant: 'team_a' }),
      }),
    ]);
  });

  it('answers 403 to Basic reads and settings writes in such a tenant too, and lets a usable one through', async () => {
    const read = await s.call('GET', '/api/saved_objects/dashboard/shared', {
      ...bobBasic,
      headers: { securitytenant: 'team_b' },
    });
    expect(read.status).toBe(403);
    const settings = await s.call('POST', '/api/kibana/settings', {
      ...bobBasic,
      headers: { securitytenant: 'team_a' },
      body: { changes: { 'dateFormat:tz': 'UTC' } },
    });
    expect(settings.status).toBe(403);
    const alice = { basic: { username: ALICE.name, password: ALICE.password } };
    const own = await s.call('GET', '/api/saved_objects/dashboard/shared', {
      ...alice,
      headers: { securitytenant: 'team_a' },
    });
    expect([own.status, own.body.attributes?.title]).toEqual([200, 'In team_a']);
  });

  it('answers 403 to an API token naming a tenant its owner may not use', async () => {
    const bob = await s.login(BOB.name, BOB.password);
    const created = await s.call('POST', '/api/v1/configuration/apitokens', {
      cookie: bob,
      body: {
        name: 'bob-global',
        duration_seconds: 3600,
        tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_write'] }],
      },
    });
    expect(created.status).toBe(200);
    const res = await s.call('DELETE', '/api/saved_objects/dashboard/shared', {
      headers: { authorization: `ApiKey ${created.body.token}`, securitytenant: 'team_a' },
    });
    expect(res.status).toBe(403);
    expect(await titleIn('global')).toBe('In global');
  });
});
