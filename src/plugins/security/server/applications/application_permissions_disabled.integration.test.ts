/**
 * Issue 41 with application permissions off (the default), on the whole server over real HTTP:
 * every app stays open whatever the roles say, and the read-only mode works as before (now
 * expressed through the same application access).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { READER, seedUsersAndTenants } from '../test_utils/fixtures';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const APPS = ['home', 'dashboards', 'visualize', 'management', 'security', 'status', 'login'];
const GLOBAL_WRITE = [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_write'] }];
const DORA = { name: 'dora', password: 'D0ra!explores-maps' };

async function putRole(s: SecurityTestServer, name: string, body: unknown) {
  const res = await s.admin('POST', `/api/v1/configuration/roles/${name}`, body);
  expect([200, 201]).toContain(res.status);
}

async function putUser(s: SecurityTestServer, user: { name: string; password: string }, roles: string[]) {
  s.secrets.add(user.password);
  const res = await s.admin('POST', `/api/v1/configuration/internalusers/${user.name}`, {
    password: user.password,
    opendistro_security_roles: roles,
  });
  expect(res.status).toBe(201);
}

describe('application permissions, disabled (the default)', () => {
  let s: SecurityTestServer;
  let dora: string;
  let reader: string;

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await seedUsersAndTenants(s);
    await putRole(s, 'dash_reader', {
      tenant_permissions: GLOBAL_WRITE,
      application_permissions: [{ application_patterns: ['dashboards'], allowed_actions: ['application_read'] }],
    });
    await putUser(s, DORA, ['dash_reader']);
    dora = await s.login(DORA.name, DORA.password);
    reader = await s.login(READER.name, READER.password);
  });
  afterAll(() => s.stop());

  it('keeps every app open whatever the role says', async () => {
    const caps = await s.call('POST', '/api/core/capabilities', { cookie: dora, body: { applications: APPS } });
    for (const app of ['home', 'dashboards', 'visualize', 'management', 'status']) {
      expect(caps.body.navLinks[app]).toBe(true);
      expect(caps.body[app]).toEqual({ show: true, save: true });
    }
    expect((await s.call('GET', '/app/management', { cookie: dora })).status).toBe(200);
    const write = await s.call('POST', '/api/saved_objects/dashboard', {
      cookie: dora,
      body: { attributes: { title: 'Mine' } },
    });
    expect(write.status).toBe(200);
  });

  it('keeps the read-only mode as before: only home, dashboards and kibana, nothing saved', async () => {
    const caps = await s.call('POST', '/api/core/capabilities', {
      cookie: reader,
      body: { applications: [...APPS, 'kibana'] },
    });
    expect(caps.body.navLinks).toEqual({
      home: true,
      dashboards: true,
      kibana: true,
      visualize: false,
      management: false,
      security: false,
      status: false,
      login: false,
    });
    expect(caps.body.dashboards).toEqual({ show: true, save: false });
    expect(caps.body.advancedSettings).toMatchObject({ save: false });
    expect(caps.body.dashboard).toMatchObject({ createNew: false, showWriteControls: false });
  });
});
