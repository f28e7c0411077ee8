/**
 * Attack test: a users-only administrator (`restapi:admin/internalusers`) resetting the second
 * factor of a directory (LDAP) user who is a full administrator through a group of theirs (against
 * a real slapd, test_utils/slapd.ts). A directory user whose roles require a factor enrols one at
 * login, kept under their name; the reset must judge the user through the backend roles their
 * groups give at sign-in, as the permission evaluation does. Judged on the bare name (which the
 * mappings give nothing), the factor was removed, and whoever held the password enrolled their
 * own at the next login: the account taken over.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { auditEvents, mark } from '../../test_utils/audit';
import { importLdapConfig } from '../../test_utils/ldap_config';
import { oathtoolCode, passwordStep, pendingCookieOf } from '../../test_utils/mfa';
import { startSecurityTestServer, type SecurityTestServer } from '../../test_utils/security_test_server';
import { USERS, startTestDirectory, type TestDirectory } from '../../test_utils/slapd';
import { DIRECTORY_UNREACHABLE_MESSAGE } from '../ldap/directory_error';

jest.setTimeout(120_000);

const KEEPER = { name: 'keeper', password: 'K33per!of-users' };
const REQUIRED_ROLE = 'factor_required';
const resetPath = (name: string) => `/api/v1/configuration/internalusers/${encodeURIComponent(name)}/mfa`;

let s: SecurityTestServer;
let directory: TestDirectory;
let keeper: string;

/** Alice's first login: her roles require a factor, so she sets up TOTP before her session starts. */
async function enrolAtLogin(username: string, password: string): Promise<void> {
  const login = await s.call('POST', '/auth/login', { body: { username, password } });
  expect(login.body).toEqual({ mfa_required: true, mfa_enrolment_required: true, methods: ['totp'] });
  const cookie = pendingCookieOf(login)!;
  const started = await s.call('POST', '/api/v1/account/mfa/totp', { cookie });
  expect(started.status).toBe(200);
  const confirmed = await s.call('POST', '/api/v1/account/mfa/totp/confirm', {
    cookie,
    body: { code: oathtoolCode(started.body.secret, s.clock.now) },
  });
  expect(confirmed.status).toBe(200);
}

beforeAll(async () => {
  directory = await startTestDirectory();
  s = await startSecurityTestServer({
    overrides: { 'opensearch_security.mfa.required_for_roles': [REQUIRED_ROLE] },
  });
  for (const user of Object.values(USERS)) s.secrets.add(user.password);
  await importLdapConfig(s, directory);
  // Alice is a full administrator through her directory group `devs`, not through her name, and
  // the same group makes her roles require a second factor.
  const setup = [
    await s.admin('POST', '/api/v1/configuration/rolesmapping/all_access', { backend_roles: ['admin', 'devs'] }),
    await s.admin('POST', `/api/v1/configuration/roles/${REQUIRED_ROLE}`, { cluster_permissions: ['cluster_monitor'] }),
    await s.admin('POST', `/api/v1/configuration/rolesmapping/${REQUIRED_ROLE}`, { backend_roles: ['devs'] }),
    await s.admin('POST', '/api/v1/configuration/roles/users_only', {
      cluster_permissions: ['restapi:admin/internalusers'],
    }),
    await s.admin('POST', '/api/v1/configuration/rolesmapping/users_only', { users: [KEEPER.name] }),
  ];
  expect(setup.map(({ status }) => status)).toEqual([200, 201, 201, 201, 201]);
  await s.createUser(KEEPER.name, KEEPER.password);
  keeper = await s.login(KEEPER.name, KEEPER.password);
  await enrolAtLogin('alice', USERS.alice.password);
});

afterAll(async () => {
  await s?.stop();
  await directory?.destroy();
});

describe("a users-only administrator and a directory user's second factor", () => {
  it('cannot reset the factor of a directory user whose groups make them a full administrator', async () => {
    const from = mark(s);
    const refused = await s.call('DELETE', resetPath('alice'), { cookie: keeper });
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 403,
      message: "You cannot grant security API permissions you do not hold yourself: user 'alice' holds every endpoint.",
    });
    // Her next login still asks for her code, not for a new factor anyone could set up.
    await passwordStep(s, 'alice', USERS.alice.password);
    expect((await auditEvents(s, { category: 'MFA_RESET', from })).events).toEqual([]);
  });

  it("refuses to judge a directory user's reset while the directory cannot be asked (503), and keeps the factor", async () => {
    await directory.stop();
    try {
      const refused = await s.call('DELETE', resetPath('alice'), { cookie: keeper });
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 503,
        message: DIRECTORY_UNREACHABLE_MESSAGE,
      });
    } finally {
      await directory.start();
    }
    await passwordStep(s, 'alice', USERS.alice.password);
  });

  it('is still done by a full administrator', async () => {
    expect((await s.admin('DELETE', resetPath('alice'))).status).toBe(200);
    const login = await s.call('POST', '/auth/login', { body: { username: 'alice', password: USERS.alice.password } });
    expect(login.body).toEqual({ mfa_required: true, mfa_enrolment_required: true, methods: ['totp'] });
  });
});
