import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { startSecurityTestServer, type SecurityTestServer } from './test_utils/security_test_server';

const FIXTURE = join(__dirname, 'test_utils', 'upgrade_fixture');
const facts = JSON.parse(readFileSync(join(FIXTURE, 'facts.json'), 'utf8')) as {
  release: string;
  userCookie: string;
  authinfo: Record<string, unknown>;
  savedObject: { id: string; type: string; attributes: Record<string, unknown> };
};

describe(`a data dir of the previous release (${facts.release}) upgrades without loss (real server, real SQLite)`, () => {
  let dir: string;
  let s: SecurityTestServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'upgrade-'));
    const dataDir = join(dir, 'data');
    cpSync(join(FIXTURE, 'previous_data_dir'), dataDir, { recursive: true });
    // The server refuses a data dir others may read, as a real one is kept.
    chmodSync(dataDir, 0o700);
    s = await startSecurityTestServer({ overrides: { 'path.data': dataDir } });
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts without a warning or an error', () => {
    expect(s.problems).toEqual([]);
  });

  it('keeps the sessions: the cookie of the old server still names its user, roles and tenants', async () => {
    const res = await s.call('GET', '/api/v1/auth/authinfo', { cookie: facts.userCookie });
    expect(res.status).toBe(200);
    const { remote_address: _old, ...before } = facts.authinfo;
    const { remote_address: _now, ...after } = res.body as Record<string, unknown>;
    expect(after).toEqual(before);
  });

  it('keeps the users and their passwords', async () => {
    await expect(s.login('upgrade_user', 'Upgr4de!user-pass')).resolves.toBeDefined();
    const user = await s.admin('GET', '/api/v1/configuration/internalusers/upgrade_user');
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ backend_roles: ['upgrade_team'] });
  });

  it('keeps the roles, role mappings and tenants', async () => {
    const role = await s.admin('GET', '/api/v1/configuration/roles/upgrade_role');
    expect(role.body).toMatchObject({
      cluster_permissions: ['cluster_composite_ops_ro'],
      index_permissions: [{ index_patterns: ['upgrade-*'], allowed_actions: ['read'] }],
      tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_write'] }],
    });
    const mapping = await s.admin('GET', '/api/v1/configuration/rolesmapping/upgrade_role');
    expect(mapping.body).toMatchObject({ backend_roles: ['upgrade_team'] });
    const tenant = await s.admin('GET', '/api/v1/configuration/tenants/upgrade_tenant');
    expect(tenant.body).toMatchObject({ description: 'Made before the upgrade' });
  });

  it('keeps the saved objects', async () => {
    const { type, id, attributes } = facts.savedObject;
    const res = await s.call('GET', `/api/saved_objects/${type}/${id}`, { cookie: facts.userCookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, type, attributes });
  });

  it('gets the Login activity dashboard it never had, once: deleted, it stays deleted on the next start', async () => {
    // This data dir predates the dashboard.
    const dashboard = await s.admin('GET', '/api/saved_objects/dashboard/login-activity');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.attributes.title).toBe('Login activity');
    expect((await s.admin('DELETE', '/api/saved_objects/dashboard/login-activity')).status).toBe(200);
    await s.stop();
    s = await startSecurityTestServer({ overrides: { 'path.data': join(dir, 'data') } });
    expect((await s.admin('GET', '/api/saved_objects/dashboard/login-activity')).status).toBe(404);
    expect(s.problems).toEqual([]);
  });
});
