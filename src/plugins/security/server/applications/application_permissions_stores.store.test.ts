/**
 * Issue 41: a role's application permissions kept by every way in and out of the embedded store,
 * on SQLite and PostgreSQL: the REST API listener (GET, PUT, PATCH), the YAML export and import
 * (with its diff), the history, and the decision they make on the store's own data.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { freePort, TEST_STORES } from '../../../../core/server/test_utils';
import type { ImportResponse } from '../../common/config_transfer';
import type { HistoryListResponse, HistoryVersionDetail } from '../../common/history';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const READ_DASHBOARDS = [{ application_patterns: ['dashboards'], allowed_actions: ['application_read'] }];
const ALL_MANAGEMENT = [{ application_patterns: ['management', 'home'], allowed_actions: ['application_all'] }];
const IRIS = { name: 'iris', password: 'Ir1s!sees-dashboards' };

describe.each(TEST_STORES)('application permissions in the store on %s (whole server, real HTTP)', (dialect) => {
  let s: SecurityTestServer;
  let restUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    s = await startSecurityTestServer({
      dialect,
      overrides: {
        'opensearch_security.restapi.port': port,
        'opensearch_security.restapi.host': '127.0.0.1',
        'opensearch_security.application_permissions.enabled': true,
      },
    });
    restUrl = `http://127.0.0.1:${port}/_plugins/_security/api`;
  });
  afterAll(() => s.stop());

  async function rest(method: string, path: string, body?: unknown) {
    const res = await fetch(`${restUrl}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  it('the REST API listener keeps the field through PUT, GET and PATCH', async () => {
    const put = await rest('PUT', '/roles/apps_role', {
      tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
      application_permissions: READ_DASHBOARDS,
    });
    expect(put.status).toBe(201);
    expect((await rest('GET', '/roles/apps_role')).body.apps_role.application_permissions).toEqual(READ_DASHBOARDS);
    const patched = await rest('PATCH', '/roles/apps_role', [
      { op: 'replace', path: '/application_permissions', value: ALL_MANAGEMENT },
    ]);
    expect(patched.status).toBe(200);
    expect((await rest('GET', '/roles/apps_role')).body.apps_role.application_permissions).toEqual(ALL_MANAGEMENT);
    // The same entry through the Security app's API.
    const role = await s.admin('GET', '/api/v1/configuration/roles/apps_role');
    expect(role.body.application_permissions).toEqual(ALL_MANAGEMENT);
    const bad = await rest('PUT', '/roles/apps_bad', {
      application_permissions: [{ application_patterns: ['home'], allowed_actions: ['read'] }],
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("unknown application action 'read'");
  });

  it('the history records the change field by field', async () => {
    const list = (await s.admin('GET', '/api/v1/configuration/history?kind=roles&name=apps_role'))
      .body as HistoryListResponse;
    const [newest] = list.versions;
    const detail = (await s.admin('GET', `/api/v1/configuration/history/${newest.version}`))
      .body as HistoryVersionDetail;
    const change = detail.changes.find((c) => c.name === 'apps_role')!;
    expect(change.before?.application_permissions).toEqual(READ_DASHBOARDS);
    expect(change.after?.application_permissions).toEqual(ALL_MANAGEMENT);
    expect(JSON.stringify(change.diff)).toContain('/application_permissions');
  });

  it('the YAML export writes it and the import reads it back, with the diff naming it', async () => {
    const res = await fetch(`${s.url}/api/v1/configuration/export`, {
      headers: { cookie: await s.login('admin', ADMIN_PASSWORD) },
    });
    expect(res.status).toBe(200);
    const files = Object.fromEntries(
      Object.entries(unzipSync(new Uint8Array(await res.arrayBuffer()))).map(([name, data]) => [name, strFromU8(data)])
    );
    const roles = files['roles.yml'];
    expect(roles).toMatch(/apps_role:[\s\S]*application_permissions:[\s\S]*- "?management"?/);
    // The file with the role opening dashboards read-only again.
    const edited = roles.replace(
      /(apps_role:[\s\S]*?application_permissions:[\s\S]*?application_patterns:\s*\n)(?:\s+- .*\n)+(\s+allowed_actions:\s*\n)\s+- .*\n/,
      '$1        - "dashboards"\n$2        - "application_read"\n'
    );
    expect(edited).not.toBe(roles);
    const archive = Buffer.from(
      zipSync({
        ...Object.fromEntries(Object.entries(files).map(([n, t]) => [n, strToU8(t)])),
        'roles.yml': strToU8(edited),
      })
    ).toString('base64');
    const dry = await s.admin('POST', '/api/v1/configuration/import?dry_run=true', { archive });
    expect(dry.status).toBe(200);
    const diff = (dry.body as ImportResponse).resources.find((r) => r.resource === 'roles')!;
    expect(diff.changed).toEqual([
      {
        name: 'apps_role',
        fields: [expect.objectContaining({ field: 'application_permissions', change: 'changed' })],
      },
    ]);
    expect((await s.admin('POST', '/api/v1/configuration/import?dry_run=false', { archive })).status).toBe(200);
    const role = await s.admin('GET', '/api/v1/configuration/roles/apps_role');
    expect(role.body.application_permissions).toEqual(READ_DASHBOARDS);
  });

  it('refuses an import whose application permission names an unknown action', async () => {
    const roles = [
      '_meta:',
      '  type: roles',
      '  config_version: 2',
      'typo_role:',
      '  application_permissions:',
      '    - application_patterns: ["dashboards"]',
      '      allowed_actions: ["application_reed"]',
      '',
    ].join('\n');
    const res = await s.admin('POST', '/api/v1/configuration/import?dry_run=true', { files: { 'roles.yml': roles } });
    expect(res.status).toBe(400);
    expect(res.text).toContain('typo_role');
    expect(res.text).toContain('unknown application action \\"application_reed\\"');
  });

  it("decides a user's apps from the stored role", async () => {
    s.secrets.add(IRIS.password);
    const created = await s.admin('POST', `/api/v1/configuration/internalusers/${IRIS.name}`, {
      password: IRIS.password,
      opendistro_security_roles: ['apps_role'],
    });
    expect(created.status).toBe(201);
    const cookie = await s.login(IRIS.name, IRIS.password);
    const caps = await s.call('POST', '/api/core/capabilities', {
      cookie,
      body: { applications: ['dashboards', 'management'] },
    });
    expect(caps.body.navLinks).toEqual({ dashboards: true, management: false });
    expect(caps.body.dashboards).toEqual({ show: true, save: false });
    expect((await s.call('GET', '/app/management', { cookie })).status).toBe(403);
    const write = await s.call('POST', '/api/saved_objects/dashboard', {
      cookie,
      body: { attributes: { title: 'x' } },
    });
    expect(write.status).toBe(403);
  });
});
