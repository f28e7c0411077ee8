/**
 * Issue 73.7: upstream's token calls on the REST listener. A service account's token is one of the
 * product's API tokens held by the account (listed, revocable, signing in as the account); a user
 * who is no service account gets upstream's 400; the legacy `user/{name}/authtoken` never vends;
 * on-behalf-of tokens answer as upstream with the feature off; the REST layer's SAML token
 * exchange answers as upstream without a SAML domain there.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

const LIMITED_PASSWORD = 'Limit3d!pass-for-tests';
let s: SecurityTestServer;
let restUrl: string;
const admin = { name: 'admin', password: ADMIN_PASSWORD };
const limited = { name: 'limited', password: LIMITED_PASSWORD };
const rest = (method: string, path: string, body?: unknown, user = admin) =>
  restJson(restUrl, user, method, path, body);

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
  await s.createUser('limited', LIMITED_PASSWORD);
  const account = { opendistro_security_roles: [], backend_roles: [], attributes: { service: true, enabled: true } };
  expect((await rest('PUT', '/internalusers/svc', account)).status).toBe(201);
  expect((await rest('PUT', '/internalusers/plain', { password: LIMITED_PASSWORD })).status).toBe(201);
});

afterAll(async () => {
  await s?.stop();
});

it("vends a service account a token that signs in as it, listed among the account's tokens", async () => {
  const res = await rest('POST', '/internalusers/svc/authtoken');
  expect(res.status).toBe(200);
  expect(res.body.status).toBe('OK');
  const [, token] = /^'svc' authtoken generated (\S+)$/.exec(res.body.message) ?? [];
  expect(token).toBeDefined();
  const who = await fetch(`${restUrl}/_plugins/_security/authinfo`, { headers: { authorization: `ApiKey ${token}` } });
  expect(who.status).toBe(200);
  expect((await who.json()).user_name).toBe('svc');
  const listed = await rest('GET', '/apitokens');
  const held = listed.body.filter((t: { created_by: string }) => t.created_by === 'svc');
  expect(held).toHaveLength(1);
  expect(JSON.stringify(listed.body)).not.toContain(token);
  expect((await rest('DELETE', `/apitokens/${held[0].id}`)).status).toBe(200);
  const after = await fetch(`${restUrl}/_plugins/_security/authinfo`, {
    headers: { authorization: `ApiKey ${token}` },
  });
  expect(after.status).toBe(401);
});
it('takes "service" in any case as upstream does: no password for "TRUE", and the account gets tokens', async () => {
  for (const service of ['true', 'TRUE', 'True']) {
    const name = `svc_${service}`;
    const attributes = { service, enabled: 'true' };
    expect(await rest('PUT', `/internalusers/${name}`, { password: LIMITED_PASSWORD, attributes })).toEqual({
      status: 400,
      body: {
        status: 'BAD_REQUEST',
        message: `A password cannot be provided for a service account. Failed to register service account: ${name}`,
      },
    });
    const hash = '$2y$12$' + 'a'.repeat(53);
    expect((await rest('PUT', `/internalusers/${name}`, { hash, attributes })).status).toBe(400);
    expect((await rest('PUT', `/internalusers/${name}`, { attributes })).status).toBe(201);
    expect((await rest('POST', `/internalusers/${name}/authtoken`)).status).toBe(200);
  }
});

it('refuses a token beyond the service account its own roles', async () => {
  const res = await rest('POST', '/internalusers/svc/authtoken', { cluster_permissions: ['cluster:admin/*'] });
  expect(res.status).toBe(403);
});

// The write rule's "a new password for a user who holds more": a token of an account is signing in as it.
it('vends no token of a service account that holds more than the caller (a users-only administrator)', async () => {
  const usersOnly = { name: 'users_only', password: LIMITED_PASSWORD };
  await s.createUser(usersOnly.name, usersOnly.password);
  expect(
    (await rest('PUT', '/roles/users_only', { cluster_permissions: ['restapi:admin/internalusers'] })).status
  ).toBe(201);
  expect((await rest('PUT', '/rolesmapping/users_only', { users: [usersOnly.name] })).status).toBe(201);
  const account = { backend_roles: [], attributes: { service: 'true', enabled: 'true' } };
  expect(
    (await rest('PUT', '/internalusers/svc_admin', { ...account, opendistro_security_roles: ['all_access'] })).status
  ).toBe(201);
  const wide = { cluster_permissions: ['*'], index_permissions: [{ index_patterns: ['*'], allowed_actions: ['*'] }] };
  for (const body of [undefined, wide]) {
    expect(await rest('POST', '/internalusers/svc_admin/authtoken', body, usersOnly)).toEqual({
      status: 403,
      body: {
        status: 'FORBIDDEN',
        message:
          "You cannot grant security API permissions you do not hold yourself: user 'svc_admin' holds every endpoint.",
      },
    });
  }
  expect(
    (await rest('GET', '/apitokens')).body.filter((t: { created_by: string }) => t.created_by === 'svc_admin')
  ).toEqual([]);
  // An account within what the caller holds still gets its token from them.
  expect((await rest('POST', '/internalusers/svc/authtoken', undefined, usersOnly)).status).toBe(200);
});

it("ends a service account's tokens when the account is disabled (enabled: false), on both listeners", async () => {
  const account = {
    backend_roles: [],
    opendistro_security_roles: [],
    attributes: { service: 'true', enabled: 'true' },
  };
  expect((await rest('PUT', '/internalusers/svc_off', account)).status).toBe(201);
  const res = await rest('POST', '/internalusers/svc_off/authtoken');
  const [, token] = /^'svc_off' authtoken generated (\S+)$/.exec(res.body.message) ?? [];
  const whoAmI = async () => [
    (await fetch(`${restUrl}/_plugins/_security/authinfo`, { headers: { authorization: `ApiKey ${token}` } })).status,
    (await s.call('GET', '/api/v1/auth/authinfo', { headers: { authorization: `ApiKey ${token}` } })).status,
  ];
  expect(await whoAmI()).toEqual([200, 200]);
  const disable = [{ op: 'replace', path: '/svc_off/attributes/enabled', value: 'false' }];
  expect((await rest('PATCH', '/internalusers', disable)).status).toBe(200);
  expect(await whoAmI()).toEqual([401, 401]);
  // Enabled again, the account has its token back: disabling is not a revocation of each token.
  const enable = [{ op: 'replace', path: '/svc_off/attributes/enabled', value: 'true' }];
  expect((await rest('PATCH', '/internalusers', enable)).status).toBe(200);
  expect(await whoAmI()).toEqual([200, 200]);
});

it("answers upstream's 400 for a user who is no service account, 404 for nobody", async () => {
  expect(await rest('POST', '/internalusers/plain/authtoken')).toEqual({
    status: 400,
    body: { status: 'BAD_REQUEST', message: 'An auth token could not be generated for the specified account.' },
  });
  expect((await rest('POST', '/internalusers/nobody/authtoken')).status).toBe(404);
});

it('needs the internalusers endpoint', async () => {
  expect((await rest('POST', '/internalusers/svc/authtoken', undefined, limited)).status).toBe(403);
});

it('never vends on the legacy user path (501)', async () => {
  expect(await rest('POST', '/user/svc/authtoken')).toEqual({
    status: 501,
    body: { status: 'NOT_IMPLEMENTED', message: 'Method POST not supported for this action.' },
  });
});

it('answers on-behalf-of token requests as upstream with the feature off, in text', async () => {
  for (const path of ['/generateonbehalfoftoken', '/obo/token']) {
    const res = await rest('POST', path, { description: 'x', service: '', durationSeconds: 60 }, limited);
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/^The OnBehalfOf token generating API has been disabled/);
  }
});

it("answers the REST layer's SAML token exchange as upstream without SAML there", async () => {
  expect(await rest('POST', '/authtoken', undefined, limited)).toEqual({
    status: 200,
    body: { status: 'OK', message: '' },
  });
});

it('never signs a service account in with a password, however it got one (the /api/v1 face, a user made one later)', async () => {
  const password = 'Serv1ce!pass-for-tests';
  s.secrets.add(password);
  const created = await s.admin('POST', '/api/v1/configuration/internalusers/svc-api', {
    password,
    attributes: { service: 'true', enabled: 'true' },
  });
  expect(created.status).toBeLessThan(300);
  await s.createUser('later', password);
  expect((await s.call('POST', '/auth/login', { body: { username: 'later', password } })).status).toBe(200);
  const made = await rest('PATCH', '/internalusers/later', [
    { op: 'add', path: '/attributes', value: { service: 'true' } },
  ]);
  expect(made.status).toBe(200);
  for (const username of ['svc-api', 'later']) {
    expect((await s.call('POST', '/auth/login', { body: { username, password } })).status).toBe(401);
    const basic = await fetch(`${restUrl}/_plugins/_security/authinfo`, {
      headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
    });
    expect(basic.status).toBe(401);
  }
});

// Whoever may vend a service account's token manages what the account holds, on both listeners; no one below.
it("lets whoever may vend a service account's tokens list and revoke them, on both listeners, and nobody below", async () => {
  const manager = { name: 'svc_manager', password: LIMITED_PASSWORD };
  await s.createUser(manager.name, manager.password);
  const role = { cluster_permissions: ['restapi:admin/internalusers'] };
  expect((await rest('PUT', '/roles/svc_manager', role)).status).toBe(201);
  expect((await rest('PUT', '/rolesmapping/svc_manager', { users: [manager.name] })).status).toBe(201);
  const account = { backend_roles: [], attributes: { service: 'true', enabled: 'true' } };
  for (const [name, roles] of [
    ['svc_small', []],
    ['svc_big', ['all_access']],
  ] as const) {
    const res = await rest('PUT', `/internalusers/${name}`, { ...account, opendistro_security_roles: roles });
    expect(res.status).toBe(201);
  }
  // Two of the small account's tokens (one from the manager), one of the big account's, one of a plain user.
  for (const user of [manager, admin]) {
    // A vended token is named after the moment: one a second.
    s.clock.advance(1_000);
    expect((await rest('POST', '/internalusers/svc_small/authtoken', undefined, user)).status).toBe(200);
  }
  expect((await rest('POST', '/internalusers/svc_big/authtoken')).status).toBe(200);
  const own = { name: 'mine', cluster_permissions: [], index_permissions: [], expiration: s.clock.now + 3_600_000 };
  expect((await rest('POST', '/apitokens', own, limited)).status).toBe(200);
  const all = (await rest('GET', '/apitokens')).body as Array<{ id: string; created_by: string }>;
  const idsOf = (owner: string) => all.filter((t) => t.created_by === owner).map((t) => t.id);

  const basic = (user: { name: string; password: string }) =>
    `Basic ${Buffer.from(`${user.name}:${user.password}`).toString('base64')}`;
  const v1 = (user: typeof manager, method: string, path: string) =>
    s.call(method, path, { headers: { authorization: basic(user) } });
  const listedBy = async (user: typeof manager) => {
    const onRest = (await rest('GET', '/apitokens', undefined, user)).body as Array<{ created_by: string }>;
    const onV1 = (await v1(user, 'GET', '/api/v1/configuration/apitokens')).body.data as Array<{ owner: string }>;
    // Only this test's owners: the service accounts of the tests before are the manager's too.
    const ours = (owners: string[]) => [...new Set(owners.filter((o) => OWNERS.includes(o)))].sort();
    return [ours(onRest.map((t) => t.created_by)), ours(onV1.map((t) => t.owner))];
  };
  const OWNERS = ['svc_small', 'svc_big', 'limited', manager.name];
  expect(await listedBy(manager)).toEqual([['svc_small'], ['svc_small']]);
  // A user without the internalusers endpoint sees their own only.
  expect(await listedBy(limited)).toEqual([['limited'], ['limited']]);

  // Nobody's token above the manager, and no plain user's, answers 404 on either listener.
  for (const id of [...idsOf('svc_big'), ...idsOf('limited')]) {
    expect((await rest('DELETE', `/apitokens/${id}`, undefined, manager)).status).toBe(404);
    expect((await v1(manager, 'DELETE', `/api/v1/apitokens/${id}`)).status).toBe(404);
  }
  const [first, second] = idsOf('svc_small');
  expect((await rest('DELETE', `/apitokens/${first}`, undefined, limited)).status).toBe(404);
  expect((await rest('DELETE', `/apitokens/${first}`, undefined, manager)).status).toBe(200);
  expect((await v1(manager, 'DELETE', `/api/v1/configuration/apitokens/${second}`)).status).toBe(200);
  expect(await listedBy(manager)).toEqual([[], []]);
  const left = ((await rest('GET', '/apitokens')).body as Array<{ created_by: string }>).map((t) => t.created_by);
  expect(left).toEqual(expect.arrayContaining(['svc_big', 'limited']));
  expect(left).not.toContain('svc_small');
});
