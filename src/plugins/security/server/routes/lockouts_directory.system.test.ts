/**
 * Attack test: a lockouts-only administrator lifting the lock-out of a directory (LDAP) user who
 * is a full administrator through a group of theirs (against a real slapd, test_utils/slapd.ts).
 * The permission evaluation gives a directory user the backend roles the directory's groups give
 * at sign-in; the write rule on an unlock must judge the user through those same roles, not
 * through the mappings of the bare name (which gave nothing, so the lock was lifted and guessing
 * at an administrator's password could start again).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditEvents, mark } from '../test_utils/audit';
import { importLdapConfig } from '../test_utils/ldap_config';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { USERS, startTestDirectory, type TestDirectory } from '../test_utils/slapd';
import { DIRECTORY_UNREACHABLE_MESSAGE } from '../auth/ldap/directory_error';

const LOCKOUTS = '/api/v1/configuration/lockouts';
const LOCKSMITH = { name: 'locksmith', password: 'L0ck-smith!keys' };

let s: SecurityTestServer;
let directory: TestDirectory;
let locksmith: string;

const login = (username: string, password: string) => s.call('POST', '/auth/login', { body: { username, password } });

async function lockOut(username: string) {
  for (let i = 0; i < 5; i++) expect((await login(username, `Wrong-${i}!pass`)).status).toBe(401);
  expect((await login(username, 'Wrong-again!pass')).status).toBe(429);
}

const unlock = (name: string) =>
  s.call('DELETE', `${LOCKOUTS}/user/${encodeURIComponent(name)}`, { cookie: locksmith });

beforeAll(async () => {
  directory = await startTestDirectory();
  s = await startSecurityTestServer();
  for (const user of Object.values(USERS)) s.secrets.add(user.password);
  await importLdapConfig(s, directory);
  // Alice is a full administrator through her directory group `devs`, not through her name.
  const mapped = await s.admin('POST', '/api/v1/configuration/rolesmapping/all_access', {
    backend_roles: ['admin', 'devs'],
  });
  expect(mapped.status).toBe(200);
  await s.createUser(LOCKSMITH.name, LOCKSMITH.password);
  const role = [
    await s.admin('POST', '/api/v1/configuration/roles/locksmith_role', {
      cluster_permissions: ['restapi:admin/lockouts'],
    }),
    await s.admin('POST', '/api/v1/configuration/rolesmapping/locksmith_role', { users: [LOCKSMITH.name] }),
  ];
  expect(role.map(({ status }) => status)).toEqual([201, 201]);
  locksmith = await s.login(LOCKSMITH.name, LOCKSMITH.password);
});

afterAll(async () => {
  await s?.stop();
  await directory?.destroy();
});

describe('a lockouts-only administrator and the directory', () => {
  it('cannot lift the lock-out of a directory user whose groups make them a full administrator', async () => {
    expect((await login('alice', USERS.alice.password)).status).toBe(200);
    await lockOut('alice');
    const from = mark(s);
    const refused = await unlock('alice');
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 403,
      message: "You cannot grant security API permissions you do not hold yourself: user 'alice' holds every endpoint.",
    });
    expect((await login('alice', USERS.alice.password)).status).toBe(429);
    expect((await auditEvents(s, { category: 'ACCOUNT_UNLOCKED', from })).events).toEqual([]);
    // A full administrator still lifts it.
    expect((await s.admin('DELETE', `${LOCKOUTS}/user/alice`)).status).toBe(200);
    expect((await login('alice', USERS.alice.password)).status).toBe(200);
  });

  it('cannot lift the lock-out of an internal full administrator under the name a directory spells it', async () => {
    // With a directory in the chain, failures counted under the directory's spelling (`jdoe`),
    // which no internal record holds: an unlock of it was judged on nobody.
    await s.createUser('JDoe', 'JD0e!admin-pass', ['admin']);
    await lockOut('JDoe');
    const from = mark(s);
    const tried: Array<[string, number]> = [];
    for (const spelling of ['jdoe', 'JDoe', 'JDOE']) tried.push([spelling, (await unlock(spelling)).status]);
    expect(tried).toEqual([
      ['jdoe', 404],
      ['JDoe', 403],
      ['JDOE', 404],
    ]);
    expect((await login('JDoe', 'JD0e!admin-pass')).status).toBe(429);
    expect((await auditEvents(s, { category: 'ACCOUNT_UNLOCKED', from })).events).toEqual([]);
    expect((await s.admin('DELETE', `${LOCKOUTS}/user/JDoe`)).status).toBe(200);
    expect((await login('JDoe', 'JD0e!admin-pass')).status).toBe(200);
  });

  it('still lifts the lock-out of a directory user within what they hold', async () => {
    await lockOut('bob');
    expect((await unlock('bob')).status).toBe(200);
    expect((await login('bob', USERS.bob.password)).status).toBe(200);
  });

  it("refuses to judge a directory user's lock-out while the directory cannot be asked (503), and lifts nothing", async () => {
    await lockOut('carol');
    await directory.stop();
    try {
      const refused = await unlock('carol');
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 503,
        message: DIRECTORY_UNREACHABLE_MESSAGE,
      });
    } finally {
      await directory.start();
    }
    expect((await login('carol', USERS.carol.password)).status).toBe(429);
    expect((await unlock('carol')).status).toBe(200);
  });
});
