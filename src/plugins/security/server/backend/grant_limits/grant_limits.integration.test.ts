/**
 * The grant limit on every path a write takes: the `/api/v1` routes and the REST API listener
 * (PUT, PATCH one, PATCH many, the legacy `user` path), the import and the revert. Each attack is
 * made by an administrator of one endpoint, against the whole real server (SQLite, real HTTP),
 * and each must leave the configuration as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { restAs, startWithRestListener } from '../../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../../test_utils/security_test_server';

const API = '/api/v1/configuration';
const REFUSED = 'You cannot grant security API permissions you do not hold yourself';

const USERS = {
  rita: { password: 'R0les!only-pass', permission: 'restapi:admin/roles' },
  mona: { password: 'M4ppings!only-pass', permission: 'restapi:admin/rolesmapping' },
  alan: { password: 'Gr0ups!only-pass', permission: 'restapi:admin/actiongroups' },
  ivan: { password: 'Us3rs!only-pass', permission: 'restapi:admin/internalusers' },
} as const;
type Name = keyof typeof USERS;
const VICTIM = { name: 'vera', password: 'V1ctim!admin-pass' };

let s: SecurityTestServer;
let restUrl: string;
const cookies: Partial<Record<Name, string>> = {};

/** A call on the REST API listener with the user's password (HTTP Basic). */
const rest = (user: Name, method: string, path: string, body?: unknown) =>
  restAs(restUrl, { name: user, password: USERS[user].password }, method, path, body);

/** A call on the `/api/v1` routes with the user's session. */
async function api(user: Name, method: string, path: string, body?: unknown) {
  cookies[user] ??= await s.login(user, USERS[user].password);
  const res = await s.call(method, `${API}${path}`, { cookie: cookies[user], body });
  return { status: res.status, message: (res.body as { message?: string } | undefined)?.message ?? res.text };
}

/** The whole configuration an attack could have changed, as the admin reads it. */
async function snapshot() {
  const read = async (kind: string) => (await s.admin('GET', `${API}/${kind}`)).body.data;
  return {
    roles: await read('roles'),
    rolesmapping: await read('rolesmapping'),
    actiongroups: await read('actiongroups'),
    internalusers: await read('internalusers'),
  };
}

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
  for (const [name, { password, permission }] of Object.entries(USERS)) {
    await s.createUser(name, password);
    expect((await s.admin('POST', `${API}/roles/${name}_admin`, { cluster_permissions: [permission] })).status).toBe(
      201
    );
    expect((await s.admin('POST', `${API}/rolesmapping/${name}_admin`, { users: [name] })).status).toBe(201);
  }
  // A mapping may name a user before the user exists.
  expect((await s.admin('POST', `${API}/rolesmapping/rita_admin`, { users: ['rita', 'future_admin'] })).status).toBe(
    200
  );
  // An administrator who is not reserved: their password is what an attacker would replace.
  await s.createUser(VICTIM.name, VICTIM.password, ['admin']);
});

afterAll(async () => {
  await s?.stop();
});

describe('a roles-only administrator', () => {
  it('cannot write restapi:admin/* into their own role on either listener, by any method', async () => {
    const before = await snapshot();
    const all = ['restapi:admin/roles', 'restapi:admin/*'];
    const attempts = [
      await rest('rita', 'PUT', '/roles/rita_admin', { cluster_permissions: all }),
      await rest('rita', 'PATCH', '/roles/rita_admin', [
        { op: 'add', path: '/cluster_permissions/-', value: 'restapi:admin/*' },
      ]),
      await rest('rita', 'PATCH', '/roles', [
        { op: 'add', path: '/rita_admin/cluster_permissions/-', value: 'restapi:admin/*' },
      ]),
      await rest('rita', 'PATCH', '/roles', [{ op: 'add', path: '/rita_new', value: { cluster_permissions: ['*'] } }]),
      await api('rita', 'POST', '/roles/rita_admin', { cluster_permissions: all }),
    ];
    const refused = (role: string) => ({
      status: 403,
      message: `${REFUSED}: role '${role}' would open every endpoint.`,
    });
    expect(attempts).toEqual(['rita_admin', 'rita_admin', 'rita_admin', 'rita_new', 'rita_admin'].map(refused));
    expect(await snapshot()).toEqual(before);
  });

  it('still writes roles within what they hold, on both listeners', async () => {
    expect(
      (await rest('rita', 'PUT', '/roles/rita_helper', { cluster_permissions: ['restapi:admin/roles'] })).status
    ).toBe(201);
    expect(
      (
        await rest('rita', 'PATCH', '/roles/rita_helper', [
          { op: 'add', path: '/cluster_permissions/-', value: 'cluster_monitor' },
        ])
      ).status
    ).toBe(200);
    expect(
      (await api('rita', 'POST', '/roles/rita_helper2', { cluster_permissions: ['cluster_monitor'] })).status
    ).toBe(201);
  });
});

describe('a role-mappings-only administrator', () => {
  it('cannot map themselves to all_access or to a role that opens more, on either listener', async () => {
    const before = await snapshot();
    const attempts = [
      await rest('mona', 'PUT', '/rolesmapping/all_access', { backend_roles: ['admin'], users: ['mona'] }),
      await rest('mona', 'PATCH', '/rolesmapping/all_access', [{ op: 'add', path: '/users/-', value: 'mona' }]),
      await rest('mona', 'PATCH', '/rolesmapping', [{ op: 'add', path: '/all_access/users/-', value: 'mona' }]),
      await rest('mona', 'PATCH', '/rolesmapping', [
        { op: 'add', path: '/security_rest_api_access', value: { users: ['mona'] } },
      ]),
      await api('mona', 'POST', '/rolesmapping/all_access', { users: ['mona'] }),
    ];
    const opens = (role: string, verb: string) => ({
      status: 403,
      message: `${REFUSED}: the mapping of role '${role}' ${verb} every endpoint.`,
    });
    expect(attempts).toEqual([
      ...Array(3).fill(opens('all_access', 'opens')),
      opens('security_rest_api_access', 'would open'),
      opens('all_access', 'opens'),
    ]);
    // rita_admin opens the roles endpoint, which mona lacks.
    expect(
      await rest('mona', 'PATCH', '/rolesmapping/rita_admin', [{ op: 'add', path: '/users/-', value: 'mona' }])
    ).toEqual({
      status: 403,
      message: `${REFUSED}: the mapping of role 'rita_admin' opens roles.`,
    });
    expect(await snapshot()).toEqual(before);
    expect((await rest('mona', 'PUT', '/rolesmapping/kibana_user', { users: ['mona'] })).status).toBeLessThan(300);
  });
});

describe('an action-groups-only administrator', () => {
  it('cannot make or widen a group to restapi:admin/* on either listener', async () => {
    const before = await snapshot();
    const attempts = [
      await rest('alan', 'PUT', '/actiongroups/alan_all', { allowed_actions: ['restapi:admin/*'] }),
      await rest('alan', 'PATCH', '/actiongroups', [
        { op: 'add', path: '/alan_all', value: { allowed_actions: ['restapi:admin/*'] } },
      ]),
      await api('alan', 'POST', '/actiongroups/alan_all', { allowed_actions: ['restapi:admin/*'] }),
    ];
    for (const attempt of attempts) {
      expect(attempt).toEqual({
        status: 403,
        message: `${REFUSED}: action group 'alan_all' would open every endpoint.`,
      });
    }
    expect(await snapshot()).toEqual(before);
    expect(
      (await rest('alan', 'PUT', '/actiongroups/alan_plain', { allowed_actions: ['cluster_monitor'] })).status
    ).toBe(201);
  });
});

describe('an internal-users-only administrator', () => {
  const wouldHold = (user: string, what = 'every endpoint') => ({
    status: 403,
    message: `${REFUSED}: user '${user}' would hold ${what}.`,
  });

  it('cannot give themselves or a new user all_access, directly or through a backend role', async () => {
    const before = await snapshot();
    const attempts = [
      await rest('ivan', 'PATCH', '/internalusers/ivan', [
        { op: 'add', path: '/opendistro_security_roles', value: ['all_access'] },
      ]),
      await rest('ivan', 'PATCH', '/internalusers', [
        { op: 'add', path: '/ivan/opendistro_security_roles', value: ['all_access'] },
      ]),
      await rest('ivan', 'PUT', '/internalusers/ivan2', {
        password: 'Iv4n!second-pass',
        opendistro_security_roles: ['all_access'],
      }),
      await rest('ivan', 'PUT', '/internalusers/ivan3', { password: 'Iv4n!third-pass', backend_roles: ['admin'] }),
      await rest('ivan', 'PUT', '/user/ivan4', { password: 'Iv4n!fourth-pass', backend_roles: ['admin'] }),
      await api('ivan', 'POST', '/internalusers/ivan5', { password: 'Iv4n!fifth-pass', backend_roles: ['admin'] }),
      await api('ivan', 'POST', '/internalusers/ivan', {
        password: USERS.ivan.password,
        opendistro_security_roles: ['all_access'],
      }),
    ];
    expect(attempts).toEqual(
      ['ivan', 'ivan', 'ivan2', 'ivan3', 'ivan4', 'ivan5', 'ivan'].map((user) => wouldHold(user))
    );
    // A REST API role by mapping, and a role that opens an endpoint ivan lacks.
    expect(
      await rest('ivan', 'PUT', '/internalusers/ivan6', {
        password: 'Iv4n!sixth-pass',
        opendistro_security_roles: ['security_rest_api_access'],
      })
    ).toEqual(wouldHold('ivan6'));
    expect(
      await rest('ivan', 'PUT', '/internalusers/ivan7', {
        password: 'Iv4n!seventh-pass',
        opendistro_security_roles: ['rita_admin'],
      })
    ).toEqual(wouldHold('ivan7', 'roles'));
    // By user name: a mapping names the user before the user exists.
    expect(await rest('ivan', 'PUT', '/internalusers/future_admin', { password: 'Futur3!admin-pass' })).toEqual(
      wouldHold('future_admin', 'roles')
    );
    expect(await snapshot()).toEqual(before);
  });

  it('cannot take over an administrator by replacing their password', async () => {
    const attempts = [
      await rest('ivan', 'PUT', `/internalusers/${VICTIM.name}`, {
        password: 'Tak3n!over-pass',
        backend_roles: ['admin'],
      }),
      await rest('ivan', 'PATCH', `/internalusers/${VICTIM.name}`, [
        { op: 'add', path: '/password', value: 'Tak3n!over-pass' },
      ]),
      await api('ivan', 'POST', `/internalusers/${VICTIM.name}`, {
        password: 'Tak3n!over-pass',
        backend_roles: ['admin'],
      }),
    ];
    for (const attempt of attempts) expect(attempt.status).toBe(403);
    // The administrator's password still works; the attacker's never did.
    expect(
      (await s.call('POST', '/auth/login', { body: { username: VICTIM.name, password: VICTIM.password } })).status
    ).toBe(200);
    expect(
      (await s.call('POST', '/auth/login', { body: { username: VICTIM.name, password: 'Tak3n!over-pass' } })).status
    ).toBe(401);
  });

  it('still manages ordinary users on both listeners', async () => {
    expect(
      (await rest('ivan', 'PUT', '/internalusers/plain', { password: 'Pl4in!user-pass', backend_roles: ['readall'] }))
        .status
    ).toBe(201);
    expect(
      (await rest('ivan', 'PATCH', '/internalusers/plain', [{ op: 'add', path: '/description', value: 'reader' }]))
        .status
    ).toBe(200);
    expect(
      (
        await api('ivan', 'POST', '/internalusers/plain2', {
          password: 'Pl4in!user-pass2',
          backend_roles: ['kibanauser'],
        })
      ).status
    ).toBe(201);
  });
});

// Issue 68.1: each entry is judged as it is before the write too, not only as the body leaves it.
describe('the entry as it is before the write', () => {
  const VERA_HOLDS = { status: 403, message: `${REFUSED}: user 'vera' holds every endpoint.` };

  it('a users-only administrator can neither demote and re-password nor delete a full administrator', async () => {
    const before = await snapshot();
    const attempts = [
      await rest('ivan', 'PATCH', `/internalusers/${VICTIM.name}`, [
        { op: 'replace', path: '/backend_roles', value: [] },
        { op: 'add', path: '/password', value: 'Tak3n!over-pass' },
      ]),
      await rest('ivan', 'PATCH', '/internalusers', [
        { op: 'replace', path: `/${VICTIM.name}/backend_roles`, value: [] },
      ]),
      await rest('ivan', 'PATCH', '/internalusers', [{ op: 'remove', path: `/${VICTIM.name}` }]),
      await rest('ivan', 'DELETE', `/internalusers/${VICTIM.name}`),
      await api('ivan', 'POST', `/internalusers/${VICTIM.name}`, { password: 'Tak3n!over-pass' }),
      await api('ivan', 'DELETE', `/internalusers/${VICTIM.name}`),
    ];
    expect(attempts).toEqual(Array(attempts.length).fill(VERA_HOLDS));
    expect(await snapshot()).toEqual(before);
    expect(
      (await s.call('POST', '/auth/login', { body: { username: VICTIM.name, password: VICTIM.password } })).status
    ).toBe(200);
  });

  it("a users-only administrator cannot reset a full administrator's second factor", async () => {
    const res = await api('ivan', 'DELETE', `/internalusers/${VICTIM.name}/mfa`);
    expect(res).toEqual(VERA_HOLDS);
    // An ordinary user's factors are theirs to reset (there are none: still 200).
    expect((await api('ivan', 'DELETE', '/internalusers/plain/mfa')).status).toBe(200);
  });

  it('a mappings-only administrator cannot remove the all_access mapping, on either listener', async () => {
    const before = await snapshot();
    const opens = { status: 403, message: `${REFUSED}: the mapping of role 'all_access' opens every endpoint.` };
    expect([
      await rest('mona', 'PATCH', '/rolesmapping', [{ op: 'remove', path: '/all_access' }]),
      await rest('mona', 'PATCH', '/rolesmapping/all_access', [{ op: 'replace', path: '/backend_roles', value: [] }]),
      await rest('mona', 'DELETE', '/rolesmapping/all_access'),
      await api('mona', 'DELETE', '/rolesmapping/all_access'),
    ]).toEqual(Array(4).fill(opens));
    expect(await snapshot()).toEqual(before);
  });

  it("a roles-only administrator cannot drop a role's mapping by deleting the role", async () => {
    expect(
      (await s.admin('POST', `${API}/roles/team_reader`, { cluster_permissions: ['cluster_monitor'] })).status
    ).toBe(201);
    expect((await s.admin('POST', `${API}/rolesmapping/team_reader`, { users: ['plain'] })).status).toBe(201);
    const needs = {
      status: 403,
      message: "This change also changes rolesmapping 'team_reader', which needs the rolesmapping endpoint.",
    };
    expect([
      await rest('rita', 'DELETE', '/roles/team_reader'),
      await rest('rita', 'PATCH', '/roles', [{ op: 'remove', path: '/team_reader' }]),
      await api('rita', 'DELETE', '/roles/team_reader'),
    ]).toEqual(Array(3).fill(needs));
    expect((await s.admin('GET', `${API}/rolesmapping/team_reader`)).body.users).toEqual(['plain']);
    // A role nobody is mapped to is hers to delete.
    expect((await rest('rita', 'DELETE', '/roles/rita_helper2')).status).toBe(200);
  });
});

// Issue 68.1: no write leaves the configuration without a principal holding every endpoint.
describe('the last administrator', () => {
  it('nobody, a full administrator included, removes the last mapping to every endpoint', async () => {
    const refused = {
      status: 403,
      message:
        'This change would leave nobody who can use every security API endpoint: keep at least one user or backend role mapped to a role that holds them all (such as all_access).',
    };
    const adminRest = (method: string, path: string, body?: unknown) =>
      restAs(restUrl, { name: 'admin', password: ADMIN_PASSWORD }, method, path, body);
    const viaApi = await s.admin('DELETE', `${API}/rolesmapping/all_access`);
    expect([
      await adminRest('DELETE', '/rolesmapping/all_access'),
      await adminRest('PATCH', '/rolesmapping', [{ op: 'replace', path: '/all_access/backend_roles', value: [] }]),
      { status: viaApi.status, message: viaApi.body.message },
    ]).toEqual(Array(3).fill(refused));
    // With another principal holding every endpoint, the same change passes.
    expect((await s.admin('POST', `${API}/rolesmapping/security_rest_api_access`, { users: ['admin'] })).status).toBe(
      201
    );
    expect((await s.admin('DELETE', `${API}/rolesmapping/all_access`)).status).toBe(200);
    // An import through the API that would map nobody to every endpoint is refused the same way.
    const mappings = '_meta: {type: rolesmapping, config_version: 2}\nkibana_user:\n  backend_roles: [kibanauser]\n';
    const imported = await s.admin('POST', `${API}/import?dry_run=false`, { files: { 'roles_mapping.yml': mappings } });
    expect({ status: imported.status, message: imported.body.message }).toEqual(refused);
    expect((await s.admin('GET', `${API}/rolesmapping/security_rest_api_access`)).body.users).toEqual(['admin']);
  });
});

describe('the whole-configuration writes', () => {
  it('refuse an import and a revert to a caller who does not hold every endpoint', async () => {
    // Import and revert need every configuration endpoint; this caller lacks only the SSL ones.
    await s.createUser('cora', 'C0nfig!most-pass');
    const most = [
      'restapi:admin/actiongroups',
      'restapi:admin/allowlist',
      'restapi:admin/audit',
      'restapi:admin/config/update',
      'restapi:admin/internalusers',
      'restapi:admin/lockouts',
      'restapi:admin/nodesdn',
      'restapi:admin/resource_sharing',
      'restapi:admin/roles',
      'restapi:admin/rolesmapping',
      'restapi:admin/tenants',
    ];
    expect((await s.admin('POST', `${API}/roles/cora_admin`, { cluster_permissions: most })).status).toBe(201);
    expect((await s.admin('POST', `${API}/rolesmapping/cora_admin`, { users: ['cora'] })).status).toBe(201);
    const cora = await s.login('cora', 'C0nfig!most-pass');
    const roles = '_meta: {type: roles, config_version: 2}\ncora_admin:\n  cluster_permissions: ["*"]\n';
    for (const dryRun of [true, false]) {
      const res = await s.call('POST', `${API}/import?dry_run=${dryRun}`, {
        cookie: cora,
        body: { files: { 'roles.yml': roles } },
      });
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 403,
        message: `${REFUSED}: ssl, ssl_reload.`,
      });
    }
    const revert = await s.call('POST', `${API}/history/1/revert`, { cookie: cora, body: {} });
    expect({ status: revert.status, message: revert.body.message }).toEqual({
      status: 403,
      message: `${REFUSED}: ssl, ssl_reload.`,
    });
    expect((await s.admin('GET', `${API}/roles/cora_admin`)).body.cluster_permissions).toEqual(most);
  });
});
