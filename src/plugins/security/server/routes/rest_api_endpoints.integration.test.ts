import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const NO_ACCESS = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'You do not have permission to use the security API',
};
const API = '/api/v1/configuration';
const TINA = { name: 'tina', password: 'T3nants!only' };
const RITA = { name: 'rita', password: 'R0les!only-pass' };
const GARY = { name: 'gary', password: 'Gr0up!tenants' };
const MONA = { name: 'mona', password: 'M4pper!roles-too' };
const ALAN = { name: 'alan', password: 'Gr0ups!only-pass' };
const GRANT_REFUSED = (endpoints: string) =>
  `You cannot grant security API permissions you do not hold yourself: ${endpoints}.`;

/** A role opening the given cluster permissions, mapped to one user. */
async function grant(server: SecurityTestServer, role: string, permissions: string[], user: string) {
  expect((await server.admin('POST', `${API}/roles/${role}`, { cluster_permissions: permissions })).status).toBe(201);
  expect((await server.admin('POST', `${API}/rolesmapping/${role}`, { users: [user] })).status).toBe(201);
}

/** Everything a tenants-only (or roles-only) administrator must not reach: other resources and whatever spans them. */
/** Rows always have three cells: jest.each would take a missing third one for a `done` callback. */
const OUTSIDE_TENANTS: Array<[method: string, path: string, body: unknown]> = [
  ['GET', `${API}/internalusers`, undefined],
  ['GET', `${API}/internalusers/admin`, undefined],
  ['POST', `${API}/internalusers/sneaky`, { password: 'Sn3aky!user-pass', backend_roles: ['admin'] }],
  ['DELETE', `${API}/internalusers/admin`, undefined],
  ['GET', `${API}/rolesmapping`, undefined],
  ['GET', `${API}/rolesmapping/all_access`, undefined],
  ['DELETE', `${API}/rolesmapping/all_access`, undefined],
  ['GET', `${API}/actiongroups`, undefined],
  ['POST', `${API}/actiongroups/sneaky`, { allowed_actions: ['restapi:admin/*'] }],
  ['GET', `${API}/permissions`, undefined],
  ['GET', `${API}/roles_with_mappings`, undefined],
  ['GET', `${API}/export`, undefined],
  ['GET', `${API}/export?include_hashes=true`, undefined],
  ['POST', `${API}/import?dry_run=true`, { files: { 'tenants.yml': '_meta: {type: tenants, config_version: 2}\n' } }],
  ['POST', `${API}/import?dry_run=false`, { files: { 'tenants.yml': '_meta: {type: tenants, config_version: 2}\n' } }],
  ['GET', `${API}/history`, undefined],
  ['GET', `${API}/history?kind=internalusers`, undefined],
  ['GET', `${API}/history/1`, undefined],
  ['POST', `${API}/history/1/revert`, {}],
  ['POST', `${API}/history/1/revert?dry_run=true`, {}],
  ['GET', '/api/v1/sessions', undefined],
  ['DELETE', '/api/v1/sessions?all=true', undefined],
  ['GET', `${API}/audit`, undefined],
  ['POST', `${API}/audit/config`, { enabled: false, audit: {}, compliance: {} }],
  ['GET', '/api/v1/audit/events', undefined],
  ['GET', `${API}/securityconfig`, undefined],
  ['DELETE', `${API}/cache`, undefined],
  ['GET', '/api/v1/explain?user=admin', undefined],
  ['GET', '/api/v1/explain/effective?user=admin', undefined],
];

describe('REST API permissions per endpoint (whole server, real HTTP)', () => {
  let server: SecurityTestServer;
  let tina: string;
  let rita: string;
  let gary: string;

  beforeAll(async () => {
    server = await startSecurityTestServer();
    for (const user of [TINA, RITA, GARY, MONA, ALAN]) await server.createUser(user.name, user.password);
    await grant(server, 'tenant_admin', ['restapi:admin/tenants'], TINA.name);
    await grant(server, 'role_admin', ['restapi:admin/roles'], RITA.name);
    // Through an action group, as administrators usually hand out permissions.
    expect(
      (
        await server.admin('POST', `${API}/actiongroups/tenant_admin_group`, {
          allowed_actions: ['restapi:admin/tenants'],
        })
      ).status
    ).toBe(201);
    await grant(server, 'grouped_tenant_admin', ['tenant_admin_group'], GARY.name);
    await grant(server, 'mapping_admin', ['restapi:admin/roles', 'restapi:admin/rolesmapping'], MONA.name);
    await grant(server, 'group_admin', ['restapi:admin/actiongroups'], ALAN.name);
    tina = await server.login(TINA.name, TINA.password);
    rita = await server.login(RITA.name, RITA.password);
    gary = await server.login(GARY.name, GARY.password);
  });
  afterAll(() => server?.stop());

  const as = (cookie: string, method: string, path: string, body?: unknown) =>
    server.call(method, path, { cookie, body });

  it('tells a tenants-only administrator which endpoints are disabled', async () => {
    const info = (await as(tina, 'GET', '/api/v1/restapiinfo')).body;
    expect(info.has_api_access).toBe(true);
    expect(Object.keys(info.disabled_endpoints).sort()).toEqual([
      'ACTIONGROUPS',
      'ALLOWLIST',
      'AUDIT',
      'CONFIG',
      'INTERNALUSERS',
      'LOCKOUTS',
      'NODESDN',
      'RESOURCE_SHARING',
      'ROLES',
      'ROLESMAPPING',
      'SSL',
    ]);
    expect(info.disabled_endpoints.ROLES).toEqual(['GET', 'PUT', 'POST', 'DELETE', 'PATCH']);
    expect((await server.admin('GET', '/api/v1/restapiinfo')).body.disabled_endpoints).toEqual({});
  });

  it('no longer lets a tenants-only administrator map themselves to all_access', async () => {
    const res = await as(tina, 'POST', `${API}/rolesmapping/all_access`, {
      users: [TINA.name],
      backend_roles: ['admin'],
    });
    expect(res).toMatchObject({ status: 403, body: NO_ACCESS });
    expect((await server.admin('GET', `${API}/rolesmapping/all_access`)).body.users).not.toContain(TINA.name);
    const again = await server.login(TINA.name, TINA.password);
    expect((await as(again, 'GET', '/api/v1/configuration/account')).body.data.roles).not.toContain('all_access');
  });

  it('lets a tenants-only administrator list, create, update and delete tenants and read the tenancy settings', async () => {
    expect((await as(tina, 'POST', `${API}/tenants/team_red`, { description: 'Red' })).status).toBe(201);
    expect((await as(tina, 'POST', `${API}/tenants/team_red`, { description: 'Red team' })).status).toBe(200);
    expect((await as(tina, 'GET', `${API}/tenants/team_red`)).body).toMatchObject({ description: 'Red team' });
    expect(Object.keys((await as(tina, 'GET', `${API}/tenants`)).body.data)).toContain('team_red');
    expect((await as(tina, 'GET', `${API}/tenancy/config`)).status).toBe(200);
    expect((await as(tina, 'GET', `${API}/history?kind=tenants`)).status).toBe(200);
    expect((await as(tina, 'DELETE', `${API}/tenants/team_red`)).status).toBe(200);
    expect((await as(tina, 'GET', `${API}/tenants/team_red`)).status).toBe(404);
  });

  it.each(OUTSIDE_TENANTS)(
    'refuses %s %s to a tenants-only administrator with the no-access 403',
    async (method, path, body) => {
      const res = await as(tina, method, path, body);
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: NO_ACCESS });
    }
  );

  it('refuses the roles and the role list with mappings to a tenants-only administrator', async () => {
    for (const [method, path, body] of [
      ['GET', `${API}/roles`],
      ['GET', `${API}/roles/all_access`],
      ['POST', `${API}/roles/tenant_admin`, { cluster_permissions: ['restapi:admin/*'] }],
    ] as const) {
      expect(await as(tina, method, path, body)).toMatchObject({ status: 403, body: NO_ACCESS });
    }
  });

  it('gives a permission reached through an action group its own endpoint only', async () => {
    expect((await as(gary, 'GET', `${API}/tenants`)).status).toBe(200);
    expect(await as(gary, 'GET', `${API}/internalusers`)).toMatchObject({ status: 403, body: NO_ACCESS });
    expect(await as(gary, 'GET', `${API}/export?include_hashes=true`)).toMatchObject({ status: 403, body: NO_ACCESS });
  });

  it('lets a roles-only administrator manage roles and nothing else', async () => {
    expect((await as(rita, 'GET', `${API}/roles`)).status).toBe(200);
    expect(
      (await as(rita, 'POST', `${API}/roles/reader_role`, { cluster_permissions: ['cluster_monitor'] })).status
    ).toBe(201);
    expect((await as(rita, 'GET', `${API}/history?kind=roles`)).status).toBe(200);
    expect((await as(rita, 'DELETE', `${API}/roles/reader_role`)).status).toBe(200);
    // The role list opens, but who is mapped to each role stays hidden (rolesmapping's).
    const list = await as(rita, 'GET', `${API}/roles_with_mappings?search=role_admin`);
    expect(list.status).toBe(200);
    expect(list.body.mappings_hidden).toBe(true);
    expect(list.body.data.role_admin.mapped).toEqual({ users: [], backend_roles: [], hosts: [] });
    const mona = await server.login(MONA.name, MONA.password);
    const full = await as(mona, 'GET', `${API}/roles_with_mappings?search=role_admin`);
    expect(full.body.mappings_hidden).toBeUndefined();
    expect(full.body.data.role_admin.mapped.users).toEqual([RITA.name]);
    for (const [method, path] of [
      ['GET', `${API}/tenants`],
      ['POST', `${API}/rolesmapping/role_admin`],
      ['GET', `${API}/tenancy/config`],
      ['GET', `${API}/history?kind=tenants`],
      ...OUTSIDE_TENANTS.filter(([, path]) => path !== `${API}/roles_with_mappings`),
    ]) {
      const res = await as(rita, method, path, method === 'POST' ? {} : undefined);
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
  });

  it('lets nobody grant more of the security API than they hold', async () => {
    const mona = await server.login(MONA.name, MONA.password);
    const alan = await server.login(ALAN.name, ALAN.password);
    const refusals: Array<[cookie: string, path: string, body: unknown, what: string]> = [
      [
        rita,
        `${API}/roles/role_admin`,
        { cluster_permissions: ['restapi:admin/roles', 'restapi:admin/*'] },
        "role 'role_admin' would open every endpoint",
      ],
      [rita, `${API}/roles/everything`, { cluster_permissions: ['*'] }, "role 'everything' would open every endpoint"],
      [
        rita,
        `${API}/roles/via_group`,
        { cluster_permissions: ['tenant_admin_group'] },
        "role 'via_group' would open tenants",
      ],
      [
        mona,
        `${API}/rolesmapping/all_access`,
        { users: [MONA.name] },
        "the mapping of role 'all_access' opens every endpoint",
      ],
      [
        mona,
        `${API}/rolesmapping/security_rest_api_access`,
        { users: [MONA.name] },
        "the mapping of role 'security_rest_api_access' would open every endpoint",
      ],
      // The group opens an endpoint alan lacks already: he may not change it at all (the entry before the write).
      [
        alan,
        `${API}/actiongroups/tenant_admin_group`,
        { allowed_actions: ['restapi:admin/internalusers'] },
        "action group 'tenant_admin_group' opens tenants",
      ],
    ];
    for (const [cookie, path, body, what] of refusals) {
      const res = await as(cookie, 'POST', path, body);
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status: 403,
        message: GRANT_REFUSED(what),
      });
    }
    // Nothing changed, and what they do hold they may still hand out.
    expect((await server.admin('GET', `${API}/rolesmapping/all_access`)).body.users).not.toContain(MONA.name);
    expect((await server.admin('GET', `${API}/roles/role_admin`)).body.cluster_permissions).toEqual([
      'restapi:admin/roles',
    ]);
    expect((await as(mona, 'POST', `${API}/rolesmapping/kibana_user`, { users: [MONA.name] })).status).toBeLessThan(
      300
    );
    expect(
      (await as(mona, 'POST', `${API}/roles/roles_helper`, { cluster_permissions: ['restapi:admin/roles'] })).status
    ).toBe(201);
    expect(
      (await as(alan, 'POST', `${API}/actiongroups/plain_group`, { allowed_actions: ['cluster_monitor'] })).status
    ).toBe(201);
  });

  it('still lets a REST API role (all_access) use every endpoint', async () => {
    expect((await server.admin('GET', `${API}/export?include_hashes=true`)).status).toBe(200);
    expect((await server.admin('GET', `${API}/internalusers`)).status).toBe(200);
    expect((await server.admin('GET', `${API}/history`)).status).toBe(200);
  });
});
