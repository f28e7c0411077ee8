/**
 * Attack test: a users-only administrator creating an internal user under the name of a directory
 * (LDAP) user who is a full administrator through a group of theirs (against a real slapd,
 * test_utils/slapd.ts). The internal domain answers first, so the new record takes the name: the
 * directory administrator's sign-in is refused, and whoever set the record's password signs in
 * as `alice`, into her private tenant and owning what she owns. Judged on the record alone (which
 * holds nothing), it was created; it is judged on everyone who signs in under the name, on both
 * listeners and every write path a users-only administrator has.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { importLdapConfig } from '../../test_utils/ldap_config';
import { restJson, startWithRestListener } from '../../test_utils/rest_listener';
import type { SecurityTestServer } from '../../test_utils/security_test_server';
import { USERS, startTestDirectory, type TestDirectory } from '../../test_utils/slapd';
import { DIRECTORY_UNREACHABLE_MESSAGE } from '../../auth/ldap/directory_error';

jest.setTimeout(120_000);

const KEEPER = { name: 'keeper', password: 'K33per!of-users' };
const TAKEN = 'Sh4dow!alice-pass';
const REFUSED =
  "You cannot grant security API permissions you do not hold yourself: user 'alice' holds every endpoint.";
const USERS_API = '/api/v1/configuration/internalusers';

let s: SecurityTestServer;
let restUrl: string;
let directory: TestDirectory;
let keeper: string;

const login = (username: string, password: string) => s.call('POST', '/auth/login', { body: { username, password } });
const rest = (method: string, path: string, body?: unknown) => restJson(restUrl, KEEPER, method, path, body);
const outcome = (res: { status: number; body: any }) => ({ status: res.status, message: res.body?.message });

beforeAll(async () => {
  directory = await startTestDirectory();
  ({ s, restUrl } = await startWithRestListener());
  for (const user of Object.values(USERS)) s.secrets.add(user.password);
  s.secrets.add(TAKEN);
  await importLdapConfig(s, directory);
  const setup = [
    await s.admin('POST', '/api/v1/configuration/rolesmapping/all_access', { backend_roles: ['admin', 'devs'] }),
    await s.admin('POST', '/api/v1/configuration/roles/users_only', {
      cluster_permissions: ['restapi:admin/internalusers'],
    }),
    await s.admin('POST', '/api/v1/configuration/rolesmapping/users_only', { users: [KEEPER.name] }),
  ];
  expect(setup.map(({ status }) => status)).toEqual([200, 201, 201]);
  await s.createUser(KEEPER.name, KEEPER.password);
  await s.createUser('spare', 'Sp4re!user-pass');
  keeper = await s.login(KEEPER.name, KEEPER.password);
});

afterAll(async () => {
  await s?.stop();
  await directory?.destroy();
});

describe("a users-only administrator and a directory administrator's name", () => {
  it('cannot create an internal user under it, on either listener, by any path', async () => {
    const tried = [
      await s.call('POST', `${USERS_API}/alice`, { cookie: keeper, body: { password: TAKEN } }),
      await rest('PUT', '/internalusers/alice', { password: TAKEN }),
      await rest('PATCH', '/internalusers', [{ op: 'add', path: '/alice', value: { password: TAKEN } }]),
      await rest('PATCH', '/internalusers', [{ op: 'move', from: '/spare', path: '/alice' }]),
      await rest('PATCH', '/internalusers/alice', [{ op: 'add', path: '/password', value: TAKEN }]),
    ];
    expect(tried.map(outcome)).toEqual([
      { status: 403, message: REFUSED },
      { status: 403, message: REFUSED },
      { status: 403, message: REFUSED },
      { status: 403, message: REFUSED },
      // Nothing of that name to patch: the record does not exist.
      { status: 404, message: expect.any(String) },
    ]);
    // The dry runs answer as the write.
    const dryRuns = [
      await s.call('POST', `${USERS_API}/alice?perform_permission_check=true`, {
        cookie: keeper,
        body: { password: TAKEN },
      }),
      await rest('PUT', '/internalusers/alice?perform_permission_check=true', { password: TAKEN }),
    ];
    expect(dryRuns.map(({ status, body }) => [status, body.accessAllowed])).toEqual([
      [200, false],
      [200, false],
    ]);
    expect((await s.admin('GET', `${USERS_API}/alice`)).status).toBe(404);
    expect((await s.admin('GET', `${USERS_API}/spare`)).status).toBe(200);
    // Alice still signs in as the directory's administrator; nobody signs in as her with another password.
    const alice = await login('alice', USERS.alice.password);
    expect([alice.status, alice.body.roles]).toEqual([200, expect.arrayContaining(['all_access'])]);
    expect((await login('alice', TAKEN)).status).toBe(401);
  });

  it('refuses it while the directory cannot be asked (503): nobody can say who signs in under the name', async () => {
    await directory.stop();
    try {
      const refused = await s.call('POST', `${USERS_API}/carol`, { cookie: keeper, body: { password: TAKEN } });
      expect(outcome(refused)).toEqual({ status: 503, message: DIRECTORY_UNREACHABLE_MESSAGE });
    } finally {
      await directory.start();
    }
    expect((await s.admin('GET', `${USERS_API}/carol`)).status).toBe(404);
  });

  it("still creates one under the name of a directory user within what they may grant, and a full administrator's anywhere", async () => {
    expect((await s.call('POST', `${USERS_API}/bob`, { cookie: keeper, body: { password: TAKEN } })).status).toBe(201);
    expect((await rest('PUT', '/internalusers/newcomer', { password: TAKEN })).status).toBe(201);
    expect((await s.admin('POST', `${USERS_API}/alice`, { password: TAKEN })).status).toBe(201);
  });
});
