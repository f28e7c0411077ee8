/**
 * The certificate reload (`restapi:admin/ssl/certs/reload`) is a call that no endpoint's own
 * permission covers: the write rule counted it as nothing, so a roles and mappings administrator
 * gave themselves the reload with a role of their own (with `restapi.admin_enabled` on, the
 * listener then let them call it). Then it was counted as the SSL endpoint, so a holder of the
 * certificate info alone handed it out. Now it is counted on its own (`ssl_reload`): only a
 * caller the evaluation grants the reload hands it out, on every write path and both listeners.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { restAs, startWithRestListener } from '../../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../../test_utils/security_test_server';

const API = '/api/v1/configuration';
const PASSWORD = 'Rel0ad!admin-pass';
const RELOAD = 'restapi:admin/ssl/certs/reload';
const REFUSED = 'You cannot grant security API permissions you do not hold yourself';
const rima = { name: 'rima', password: PASSWORD };
const ursa = { name: 'ursa', password: PASSWORD };
const sara = { name: 'sara', password: PASSWORD };
const ines = { name: 'ines', password: PASSWORD };
// Holds only a REST API role (security_rest_api_access): every endpoint, no cluster permission.
const reva = { name: 'reva', password: PASSWORD };
let s: SecurityTestServer;
let restUrl: string;

const refused = (what: string) => ({ status: 403, message: `${REFUSED}: ${what}.` });

async function api(user: typeof rima, method: string, path: string, body?: unknown) {
  const cookie = await s.login(user.name, user.password);
  const res = await s.call(method, `${API}${path}`, { cookie, body });
  return { status: res.status, message: (res.body as { message?: string } | undefined)?.message };
}

async function roles() {
  return (await s.admin('GET', `${API}/roles`)).body.data;
}

async function mappings() {
  return (await s.admin('GET', `${API}/rolesmapping`)).body.data;
}

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener({ 'opensearch_security.restapi.admin_enabled': true }));
  await s.createUser('rima', PASSWORD);
  await s.createUser('sara', PASSWORD);
  await s.createUser('ursa', PASSWORD);
  await s.createUser('ines', PASSWORD);
  await s.createUser('reva', PASSWORD);
  const setup = [
    await s.admin('POST', `${API}/roles/rima_admin`, {
      cluster_permissions: ['restapi:admin/roles', 'restapi:admin/rolesmapping'],
    }),
    await s.admin('POST', `${API}/rolesmapping/rima_admin`, { users: ['rima'] }),
    // An SSL administrator (reading and reloading) who also writes roles and mappings.
    await s.admin('POST', `${API}/roles/sara_admin`, {
      cluster_permissions: ['restapi:admin/ssl/certs/*', 'restapi:admin/roles', 'restapi:admin/rolesmapping'],
    }),
    await s.admin('POST', `${API}/rolesmapping/sara_admin`, { users: ['sara'] }),
    // What a full administrator set up: a reload role nobody holds yet, and a group holding the reload.
    await s.admin('POST', `${API}/roles/reloader`, { cluster_permissions: [RELOAD] }),
    await s.admin('POST', `${API}/actiongroups/cert_ops`, { allowed_actions: [RELOAD] }),
    // A users-only administrator, and a service account that holds the reload through its own role.
    await s.admin('POST', `${API}/roles/ursa_admin`, { cluster_permissions: ['restapi:admin/internalusers'] }),
    await s.admin('POST', `${API}/rolesmapping/ursa_admin`, { users: ['ursa'] }),
    // Reads the certificates (the SSL endpoint), never reloads them; writes roles, mappings and users.
    await s.admin('POST', `${API}/roles/ines_admin`, {
      cluster_permissions: [
        'restapi:admin/ssl/certs/info',
        'restapi:admin/roles',
        'restapi:admin/rolesmapping',
        'restapi:admin/internalusers',
      ],
    }),
    await s.admin('POST', `${API}/rolesmapping/ines_admin`, { users: ['ines'] }),
    await s.admin('POST', `${API}/roles/cert_ops_role`, { cluster_permissions: ['cert_ops'] }),
    await s.admin('POST', `${API}/rolesmapping/security_rest_api_access`, { users: ['reva'] }),
  ];
  expect(setup.map(({ status }) => status)).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201]);
  const account = { attributes: { service: 'true', enabled: 'true' }, opendistro_security_roles: ['cert_ops_role'] };
  expect(
    (await restAs(restUrl, { name: 'admin', password: ADMIN_PASSWORD }, 'PUT', '/internalusers/svc_certs', account))
      .status
  ).toBe(201);
});

afterAll(async () => {
  await s?.stop();
});

describe('the certificate reload permission', () => {
  it('a roles and mappings administrator cannot hand it out, by any spelling, on either listener', async () => {
    const [rolesBefore, mappingsBefore] = [await roles(), await mappings()];
    expect([
      await restAs(restUrl, rima, 'PUT', '/roles/rima_reload', { cluster_permissions: [RELOAD] }),
      await api(rima, 'POST', '/roles/rima_reload', { cluster_permissions: [RELOAD] }),
      await restAs(restUrl, rima, 'PUT', '/roles/rima_glob', { cluster_permissions: ['restapi:admin/ssl/certs/re*'] }),
      await restAs(restUrl, rima, 'PUT', '/roles/rima_group', { cluster_permissions: ['cert_ops'] }),
      await restAs(restUrl, rima, 'PATCH', '/roles/rima_admin', [
        { op: 'add', path: '/cluster_permissions/-', value: RELOAD },
      ]),
      await restAs(restUrl, rima, 'PATCH', '/roles', [{ op: 'copy', from: '/reloader', path: '/rima_copy' }]),
      await restAs(restUrl, rima, 'PUT', '/rolesmapping/reloader', { users: ['rima'] }),
      await api(rima, 'POST', '/rolesmapping/reloader', { users: ['rima'] }),
      await restAs(restUrl, rima, 'DELETE', '/roles/reloader'),
    ]).toEqual([
      refused("role 'rima_reload' would open ssl_reload"),
      refused("role 'rima_reload' would open ssl_reload"),
      refused("role 'rima_glob' would open ssl_reload"),
      refused("role 'rima_group' would open ssl_reload"),
      refused("role 'rima_admin' would open ssl_reload"),
      refused("role 'rima_copy' would open ssl_reload"),
      refused("the mapping of role 'reloader' would open ssl_reload"),
      refused("the mapping of role 'reloader' would open ssl_reload"),
      refused("role 'reloader' opens ssl_reload"),
    ]);
    expect([await roles(), await mappings()]).toEqual([rolesBefore, mappingsBefore]);
    expect((await restAs(restUrl, rima, 'PUT', '/ssl/http/reloadcerts')).status).toBe(403);
  });

  it('a holder of the certificate info alone cannot hand it out, nor write a user who holds it', async () => {
    const [rolesBefore, mappingsBefore] = [await roles(), await mappings()];
    expect((await restAs(restUrl, ines, 'GET', '/ssl/certs')).status).toBe(200);
    expect([
      await restAs(restUrl, ines, 'PUT', '/roles/ines_reload', { cluster_permissions: [RELOAD] }),
      await api(ines, 'POST', '/roles/ines_reload', { cluster_permissions: [RELOAD] }),
      await restAs(restUrl, ines, 'PUT', '/roles/ines_glob', { cluster_permissions: ['restapi:admin/ssl/certs/*'] }),
      await restAs(restUrl, ines, 'PATCH', '/roles/ines_admin', [
        { op: 'add', path: '/cluster_permissions/-', value: 'cert_ops' },
      ]),
      await restAs(restUrl, ines, 'PUT', '/rolesmapping/reloader', { users: ['ines'] }),
      await api(ines, 'POST', '/rolesmapping/reloader', { users: ['ines'] }),
      await restAs(restUrl, ines, 'PATCH', '/internalusers/svc_certs', [
        { op: 'add', path: '/attributes/team', value: 'ops' },
      ]),
      await restAs(restUrl, ines, 'POST', '/internalusers/svc_certs/authtoken'),
    ]).toEqual([
      refused("role 'ines_reload' would open ssl_reload"),
      refused("role 'ines_reload' would open ssl_reload"),
      refused("role 'ines_glob' would open ssl_reload"),
      refused("role 'ines_admin' would open ssl_reload"),
      refused("the mapping of role 'reloader' would open ssl_reload"),
      refused("the mapping of role 'reloader' would open ssl_reload"),
      refused("user 'svc_certs' holds ssl_reload"),
      refused("user 'svc_certs' holds ssl_reload"),
    ]);
    expect([await roles(), await mappings()]).toEqual([rolesBefore, mappingsBefore]);
    expect((await restAs(restUrl, ines, 'PUT', '/ssl/http/reloadcerts')).status).toBe(403);
    // What she holds she still hands out: the certificate info.
    expect(
      await restAs(restUrl, ines, 'PUT', '/roles/ines_info', { cluster_permissions: ['restapi:admin/ssl/certs/info'] })
    ).toEqual({ status: 201, message: "'ines_info' created." });
  });

  it('nor through an action group named like it: holding every member holds the reload, as the evaluation decides', async () => {
    // A full administrator's group under the permission's own name, and a role holding its one member.
    const group = `${API}/actiongroups/${encodeURIComponent(RELOAD)}`;
    const member = 'cluster:monitor/nodes/stats';
    expect([
      (await s.admin('POST', group, { allowed_actions: [member] })).status,
      (await s.admin('POST', `${API}/roles/stats_reader`, { cluster_permissions: [member] })).status,
    ]).toEqual([201, 201]);
    const [rolesBefore, mappingsBefore] = [await roles(), await mappings()];
    expect([
      await restAs(restUrl, rima, 'PATCH', '/roles/rima_admin', [
        { op: 'add', path: '/cluster_permissions/-', value: member },
      ]),
      await restAs(restUrl, rima, 'PUT', '/roles/rima_stats', { cluster_permissions: [member] }),
      await api(rima, 'POST', '/roles/rima_stats', { cluster_permissions: ['cluster:monitor/nodes/*'] }),
      await restAs(restUrl, rima, 'PUT', '/rolesmapping/stats_reader', { users: ['rima'] }),
    ]).toEqual([
      refused("role 'rima_admin' would open ssl_reload"),
      refused("role 'rima_stats' would open ssl_reload"),
      refused("role 'rima_stats' would open ssl_reload"),
      refused("the mapping of role 'stats_reader' would open ssl_reload"),
    ]);
    expect([await roles(), await mappings()]).toEqual([rolesBefore, mappingsBefore]);
    expect((await restAs(restUrl, rima, 'PUT', '/ssl/http/reloadcerts')).status).toBe(403);
    expect([
      (await s.admin('DELETE', group)).status,
      (await s.admin('DELETE', `${API}/roles/stats_reader`)).status,
    ]).toEqual([200, 200]);
  });

  it('nor the certificate info through a group named like its permission, which the listener decides the same way', async () => {
    const group = `${API}/actiongroups/${encodeURIComponent('restapi:admin/ssl/certs/info')}`;
    const member = 'cluster:monitor/nodes/info';
    expect((await s.admin('POST', group, { allowed_actions: [member] })).status).toBe(201);
    const rolesBefore = await roles();
    expect([
      await restAs(restUrl, rima, 'PATCH', '/roles/rima_admin', [
        { op: 'add', path: '/cluster_permissions/-', value: member },
      ]),
      await api(rima, 'POST', '/roles/rima_info', { cluster_permissions: [member] }),
    ]).toEqual([refused("role 'rima_admin' would open ssl"), refused("role 'rima_info' would open ssl")]);
    expect(await roles()).toEqual(rolesBefore);
    expect((await restAs(restUrl, rima, 'GET', '/ssl/certs')).status).toBe(403);
    // A service account holding the member reads the certificates: a users-only administrator vends it no token.
    const account = { attributes: { service: 'true', enabled: 'true' }, opendistro_security_roles: ['info_member'] };
    expect([
      (await s.admin('POST', `${API}/roles/info_member`, { cluster_permissions: [member] })).status,
      (await restAs(restUrl, { name: 'admin', password: ADMIN_PASSWORD }, 'PUT', '/internalusers/svc_info', account))
        .status,
    ]).toEqual([201, 201]);
    expect(await restAs(restUrl, ursa, 'POST', '/internalusers/svc_info/authtoken')).toEqual(
      refused("user 'svc_info' holds ssl")
    );
    expect((await s.admin('DELETE', `${API}/internalusers/svc_info`)).status).toBe(200);
    expect((await s.admin('DELETE', `${API}/roles/info_member`)).status).toBe(200);
    expect((await s.admin('DELETE', group)).status).toBe(200);
  });

  it('an SSL administrator hands it out', async () => {
    expect(await restAs(restUrl, sara, 'PUT', '/rolesmapping/reloader', { users: ['rima'] })).toEqual({
      status: 201,
      message: "'reloader' created.",
    });
    // Past the access check: this listener serves plain HTTP, so there is nothing to reload.
    expect(await restAs(restUrl, rima, 'PUT', '/ssl/http/reloadcerts')).toEqual({
      status: 400,
      message: 'SSL for HTTP is disabled',
    });
  });

  it('a users-only administrator can neither change nor vend a token for a user who holds it', async () => {
    const holds = refused("user 'svc_certs' holds ssl_reload");
    expect([
      await restAs(restUrl, ursa, 'PATCH', '/internalusers/svc_certs', [
        { op: 'add', path: '/attributes/team', value: 'ops' },
      ]),
      await restAs(restUrl, ursa, 'POST', '/internalusers/svc_certs/authtoken'),
    ]).toEqual([holds, holds]);
  });

  it('a REST API role alone opens every endpoint but not the reload: its holder cannot hand out all_access', async () => {
    const mappingsBefore = await mappings();
    expect([
      await restAs(restUrl, reva, 'PUT', '/rolesmapping/all_access', { users: ['admin', 'reva'] }),
      await api(reva, 'POST', '/rolesmapping/reloader', { users: ['reva'] }),
    ]).toEqual([
      refused("the mapping of role 'all_access' opens ssl_reload"),
      refused("the mapping of role 'reloader' opens ssl_reload"),
    ]);
    expect(await mappings()).toEqual(mappingsBefore);
    expect((await restAs(restUrl, reva, 'PUT', '/ssl/http/reloadcerts')).status).toBe(403);
  });
});

describe('with restapi.admin_enabled off', () => {
  let off: SecurityTestServer;
  let offUrl: string;
  beforeAll(async () => {
    ({ s: off, restUrl: offUrl } = await startWithRestListener());
    await off.createUser('reva', PASSWORD);
    expect((await off.admin('POST', `${API}/rolesmapping/security_rest_api_access`, { users: ['reva'] })).status).toBe(
      201
    );
  });
  afterAll(async () => {
    await off?.stop();
  });

  it('nobody reloads by password, so a REST API role holder hands out what holds the reload', async () => {
    await off.createUser('newadmin', PASSWORD);
    expect(
      await restAs(offUrl, reva, 'PATCH', '/rolesmapping/all_access', [
        { op: 'add', path: '/users/-', value: 'newadmin' },
      ])
    ).toEqual({ status: 200, message: "'all_access' updated." });
    expect((await off.admin('GET', `${API}/rolesmapping/all_access`)).body.users).toContain('newadmin');
    expect(
      (await restAs(offUrl, { name: 'newadmin', password: PASSWORD }, 'PUT', '/ssl/http/reloadcerts')).status
    ).toBe(403);
  });
});
