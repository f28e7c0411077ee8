/**
 * Issue 68.4 on the whole server over real HTTP, with application permissions off (the default):
 * the read-only mode (`readonly_mode.roles`) holds on the API, not only in the capabilities. A
 * user holding a read-only role (and no security API access) reads dashboards but writes no saved
 * object and no setting outside their own private tenant, with a session, with HTTP Basic or with
 * an API token, even when another of their roles grants write on the tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsSince, mark } from '../test_utils/audit';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

/** kibana_user (global tenant: write) and kibana_read_only: read-only wins. */
const VIEWER = { name: 'viewer', password: 'V1ewer!reads-only' };
const GLOBAL_WRITE = [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_write'] }];

describe('the read-only mode on the API, application permissions off', () => {
  let s: SecurityTestServer;
  let admin: string;
  let viewer: string;
  const basic = { basic: { username: VIEWER.name, password: VIEWER.password } };

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    admin = await s.login('admin', ADMIN_PASSWORD);
    await s.createUser(VIEWER.name, VIEWER.password, ['kibanauser', 'kibana_read_only']);
    viewer = await s.login(VIEWER.name, VIEWER.password);
    const seeded = await s.call('POST', '/api/saved_objects/dashboard/board', {
      cookie: admin,
      body: { attributes: { title: 'Board' } },
    });
    expect(seeded.status).toBe(200);
  });
  afterAll(() => s.stop());

  const title = async () =>
    (await s.call('GET', '/api/saved_objects/dashboard/board', { cookie: admin })).body.attributes?.title;

  it.each([
    ['a session', () => ({ cookie: viewer })],
    ['HTTP Basic', () => basic],
  ])('refuses the writes of %s with 403 (audited), and lets it read', async (_how, as) => {
    const from = mark(s);
    const read = await s.call('GET', '/api/saved_objects/dashboard/board', as());
    expect([read.status, read.body.attributes?.title]).toEqual([200, 'Board']);
    const created = await s.call('POST', '/api/saved_objects/dashboard', {
      ...as(),
      body: { attributes: { title: 'Mine' } },
    });
    expect(created.status).toBe(403);
    const changed = await s.call('PUT', '/api/saved_objects/dashboard/board', {
      ...as(),
      body: { attributes: { title: 'Changed' } },
    });
    expect(changed.status).toBe(403);
    expect((await s.call('DELETE', '/api/saved_objects/dashboard/board', as())).status).toBe(403);
    const settings = await s.call('POST', '/api/kibana/settings', {
      ...as(),
      body: { changes: { 'dateFormat:tz': 'UTC' } },
    });
    expect(settings.status).toBe(403);
    expect(await title()).toBe('Board');
    const denied = await eventsSince(s, from, 'MISSING_PRIVILEGES');
    expect(denied.length).toBe(4);
    expect(denied.every((event) => event.user === VIEWER.name)).toBe(true);
  });

  it('refuses the writes of an API token whose creator is read-only now, and one a read-only user asks for', async () => {
    // Made before the read-only role came: the token acts within what its creator may do now.
    const writer = { name: 'writer', password: 'Wr1ter!turns-reader' };
    await s.createUser(writer.name, writer.password, ['kibanauser']);
    const cookie = await s.login(writer.name, writer.password);
    const created = await s.call('POST', '/api/v1/configuration/apitokens', {
      cookie,
      body: { name: 'dashboards', duration_seconds: 3600, tenant_permissions: GLOBAL_WRITE },
    });
    expect(created.status).toBe(200);
    const token = { headers: { authorization: `ApiKey ${created.body.token}` } };
    const before = await s.call('POST', '/api/saved_objects/dashboard/by-token', {
      ...token,
      body: { attributes: { title: 'By token' } },
    });
    expect(before.status).toBe(200);

    await s.createUser(writer.name, writer.password, ['kibanauser', 'kibana_read_only']);
    const write = await s.call('POST', '/api/saved_objects/dashboard/by-token-2', {
      ...token,
      body: { attributes: { title: 'By token, read-only' } },
    });
    expect(write.status).toBe(403);
    expect((await s.call('DELETE', '/api/saved_objects/dashboard/by-token', token)).status).toBe(403);
    expect((await s.call('GET', '/api/saved_objects/dashboard/by-token', token)).status).toBe(200);

    // A read-only user cannot hand a token the write they do not have.
    const asked = await s.call('POST', '/api/v1/configuration/apitokens', {
      cookie: viewer,
      body: { name: 'write', duration_seconds: 3600, tenant_permissions: GLOBAL_WRITE },
    });
    expect(asked.status).toBe(403);
    expect(asked.body.message).toContain('tenant global_tenant: write');
  });

  it('keeps their own private tenant writable, as the read-only mode always did', async () => {
    const res = await s.call('POST', '/api/saved_objects/dashboard/notes', {
      ...basic,
      headers: { securitytenant: 'private' },
      body: { attributes: { title: 'Notes' } },
    });
    expect(res.status).toBe(200);
  });

  it('keeps the writes of users without a read-only role', async () => {
    const res = await s.call('POST', '/api/kibana/settings', {
      cookie: admin,
      body: { changes: { 'dateFormat:tz': 'UTC' } },
    });
    expect(res.status).toBe(200);
  });
});
