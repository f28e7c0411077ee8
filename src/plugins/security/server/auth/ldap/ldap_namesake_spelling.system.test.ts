/**
 * Attack test: another spelling of an internal user's name reaches a directory user. The internal
 * domain answers first and matches names exactly; the directory (a real slapd, test_utils/slapd.ts)
 * matches them ignoring case, and names the user by `uid`. So `ALICE` signs in as the LDAP user
 * `alice` (a reader by her group here) while the internal `alice` is someone else. Each sees and
 * ends only their own sessions and API tokens.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { SessionInfo } from '../../../common/sessions';
import { importLdapConfig } from '../../test_utils/ldap_config';
import { startSecurityTestServer, type SecurityTestServer } from '../../test_utils/security_test_server';
import { USERS, startTestDirectory, type TestDirectory } from '../../test_utils/slapd';

jest.setTimeout(120_000);

const INTERNAL_PASSWORD = 'Int3rnal!alice-pw';
const OWN_SESSIONS = '/api/v1/account/sessions';
const TOKENS = '/api/v1/configuration/apitokens';

let s: SecurityTestServer;
let directory: TestDirectory;

beforeAll(async () => {
  directory = await startTestDirectory();
  s = await startSecurityTestServer();
  for (const user of Object.values(USERS)) s.secrets.add(user.password);
  await importLdapConfig(s, directory);
  const mapped = await s.admin('POST', '/api/v1/configuration/rolesmapping/readall', { backend_roles: ['devs'] });
  expect(mapped.status).toBe(200);
  await s.createUser('alice', INTERNAL_PASSWORD);
});

afterAll(async () => {
  await s?.stop();
  await directory?.destroy();
});

async function signIn(username: string, password: string, agent: string): Promise<string> {
  const res = await s.call('POST', '/auth/login', { body: { username, password }, headers: { 'user-agent': agent } });
  expect(res.status).toBe(200);
  return res.sessionCookie!;
}

describe("the directory's alice, signed in as ALICE, and the internal alice", () => {
  it("are two people: neither lists nor ends the other's sessions or tokens", async () => {
    const internal = await signIn('alice', INTERNAL_PASSWORD, 'internal-alice');
    const token = await s.call('POST', TOKENS, { cookie: internal, body: { name: 'internal-script' } });
    expect(token.status).toBe(200);
    s.secrets.add(token.body.token);

    const directoryAlice = await signIn('ALICE', USERS.alice.password, 'directory-alice');
    const who = await s.call('GET', '/api/v1/auth/authinfo', { cookie: directoryAlice });
    expect([who.body.user_name, who.body.roles]).toEqual(['alice', expect.arrayContaining(['readall'])]);
    expect(who.body.roles).not.toContain('all_access');

    const agents = async (cookie: string) =>
      (await s.call('GET', OWN_SESSIONS, { cookie })).body.sessions.map(({ user_agent }: SessionInfo) => user_agent);
    expect(await agents(directoryAlice)).toEqual(['directory-alice']);
    expect(await agents(internal)).toEqual(['internal-alice']);
    const tokens = await s.call('GET', `${TOKENS}?mine=true`, { cookie: directoryAlice });
    expect(tokens.body.data).toEqual([]);
    expect((await s.call('DELETE', `${TOKENS}/${token.body.id}`, { cookie: directoryAlice })).status).toBe(404);

    // The directory's alice logs out everywhere: the internal alice stays signed in, her token works.
    const ended = await s.call('DELETE', OWN_SESSIONS, { cookie: directoryAlice });
    expect([ended.status, ended.body.revoked]).toEqual([200, 0]);
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie: internal })).status).toBe(200);
    const used = await s.call('GET', '/api/v1/auth/authinfo', {
      headers: { authorization: `ApiKey ${token.body.token}` },
    });
    expect([used.status, used.body.user_name]).toEqual([200, 'alice']);
  });
});
