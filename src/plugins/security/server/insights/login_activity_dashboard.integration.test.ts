/**
 * Issue 29.3: the "Login activity" dashboard is created in the global tenant by the first start
 * of a new store, not again by later starts (even once deleted or changed), and the audit events
 * page's restore puts it back (audit readers only).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { BOB, seedUsersAndTenants } from '../test_utils/fixtures';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const RESTORE = '/api/v1/audit/login_activity_dashboard';
const VIS_IDS = [
  'login-activity-over-time',
  'login-activity-failing-users',
  'login-activity-addresses',
  'login-activity-auth-types',
];

describe('the Login activity dashboard (real server, real SQLite, restarted on the same data dir)', () => {
  let dir: string;
  let dataDir: string;
  let s: SecurityTestServer;

  const start = async () => {
    s = await startSecurityTestServer({ overrides: { 'path.data': dataDir } });
  };
  const find = async (type: string) => {
    const res = await s.admin('GET', `/api/saved_objects/_find?type=${type}&per_page=100`);
    expect(res.status).toBe(200);
    return (res.body as { saved_objects: Array<{ id: string; attributes: Record<string, string> }> }).saved_objects;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'login-activity-'));
    dataDir = join(dir, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o700);
    await start();
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the first start creates it in the global tenant with four Audit chart visualizations', async () => {
    const dashboards = await find('dashboard');
    expect(dashboards.map((d) => [d.id, d.attributes.title])).toEqual([['login-activity', 'Login activity']]);
    const panels = JSON.parse(dashboards[0].attributes.panelsJSON) as Array<{ title: string }>;
    expect(panels.map((p) => p.title)).toEqual([
      'Logins and failures over time',
      'Top failing users',
      'Top source addresses',
      'Auth types',
    ]);
    const visualizations = await find('visualization');
    expect(visualizations.map((v) => v.id).sort()).toEqual([...VIS_IDS].sort());
    expect(visualizations.map((v) => v.attributes.title).sort()).toEqual(
      ['Auth types', 'Logins and failures over time', 'Top failing users', 'Top source addresses'].sort()
    );
    for (const vis of visualizations) expect(JSON.parse(vis.attributes.visState).type).toBe('audit_chart');
  });

  it('a second start does not add another one, nor bring back a deleted or changed one', async () => {
    expect(
      (await s.admin('PUT', '/api/saved_objects/dashboard/login-activity', { attributes: { title: 'Mine' } })).status
    ).toBe(200);
    expect((await s.admin('DELETE', '/api/saved_objects/visualization/login-activity-auth-types')).status).toBe(200);
    await s.stop();
    await start();
    expect((await find('dashboard')).map((d) => d.attributes.title)).toEqual(['Mine']);
    expect((await find('visualization')).map((v) => v.id)).not.toContain('login-activity-auth-types');
    expect(await find('visualization')).toHaveLength(3);
  });

  it('restore puts it back as first created, without duplicates', async () => {
    const res = await s.admin('POST', RESTORE);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 'login-activity' });
    expect((await find('dashboard')).map((d) => d.attributes.title)).toEqual(['Login activity']);
    expect((await find('visualization')).map((v) => v.id).sort()).toEqual([...VIS_IDS].sort());
    expect((await s.admin('POST', RESTORE)).status).toBe(200);
    expect(await find('visualization')).toHaveLength(4);
  });

  it('an audit administrator without write access to the global tenant is refused, and nothing is written', async () => {
    const password = 'Aud1t!admin-pass';
    const grants = {
      audra: [],
      audrey: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
    };
    for (const [name, tenant_permissions] of Object.entries(grants)) {
      await s.createUser(name, password);
      const role = { cluster_permissions: ['restapi:admin/audit'], tenant_permissions };
      expect((await s.admin('POST', `/api/v1/configuration/roles/${name}_audit`, role)).status).toBe(201);
      expect(
        (await s.admin('POST', `/api/v1/configuration/rolesmapping/${name}_audit`, { users: [name] })).status
      ).toBe(201);
    }
    expect(
      (await s.admin('PUT', '/api/saved_objects/dashboard/login-activity', { attributes: { title: 'Ours' } })).status
    ).toBe(200);
    expect((await s.admin('DELETE', '/api/saved_objects/visualization/login-activity-auth-types')).status).toBe(200);
    const answers = [];
    for (const name of Object.keys(grants)) {
      const res = await s.call('POST', RESTORE, { cookie: await s.login(name, password) });
      answers.push([res.status, (res.body as { message?: string }).message]);
    }
    expect(answers).toEqual([
      [403, "You do not have access to the tenant 'global'."],
      [403, 'The current tenant is read-only: saved objects cannot be created, changed or deleted.'],
    ]);
    expect((await find('dashboard')).map((d) => d.attributes.title)).toEqual(['Ours']);
    expect((await find('visualization')).map((v) => v.id)).not.toContain('login-activity-auth-types');
    expect((await s.admin('POST', RESTORE)).status).toBe(200);
    expect((await find('dashboard')).map((d) => d.attributes.title)).toEqual(['Login activity']);
  });

  it('restore is refused without the audit permission, and without the osd-xsrf header', async () => {
    await seedUsersAndTenants(s);
    const bob = await s.login(BOB.name, BOB.password);
    expect((await s.call('POST', RESTORE, { cookie: bob })).status).toBe(403);
    expect((await s.call('POST', RESTORE)).status).toBe(401);
    const admin = await s.login('admin', 'Adm1n!pass-for-tests');
    expect((await s.call('POST', RESTORE, { cookie: admin, xsrf: false })).status).toBe(400);
  });
});
