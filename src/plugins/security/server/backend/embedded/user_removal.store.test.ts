/**
 * What an internal user owned ends with the user. An administrator deletes alice and, before
 * anyone uses or lists alice's things, creates another user called alice (a new colleague, maybe
 * with other roles): the new alice must not inherit the old alice's API tokens, second factor,
 * security keys, signed-in sessions or settings, whichever path removed the old one (the API, an
 * import replacing the users, a revert). The old alice still holds her token, her authenticator
 * app and her session cookie; none may open the new account.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort, TEST_STORES } from '../../../../../core/server/test_utils';
import { enrolTotp } from '../../test_utils/mfa';
import { restJson } from '../../test_utils/rest_listener';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../../test_utils/security_test_server';

const OLD_PASSWORD = 'Old-alice-1!pass';
const NEW_PASSWORD = 'New-alice-2!pass';
const USERS = '/api/v1/configuration/internalusers';

describe.each(TEST_STORES)('a removed internal user leaves nothing to a new user of that name, on %s', (dialect) => {
  let s: SecurityTestServer;
  let restUrl: string;
  let n = 0;
  beforeAll(async () => {
    const port = await freePort();
    s = await startSecurityTestServer({
      dialect,
      overrides: { 'opensearch_security.restapi.port': port, 'opensearch_security.restapi.host': '127.0.0.1' },
    });
    restUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(() => s?.stop());

  /** The old user's token, session and factor, taken just before the removal. */
  async function oldUserWithEverything(name: string) {
    await s.createUser(name, OLD_PASSWORD);
    const cookie = await s.login(name, OLD_PASSWORD);
    const token = await s.call('POST', '/api/v1/configuration/apitokens', {
      cookie,
      body: { name: 'laptop', cluster_permissions: [], index_permissions: [], tenant_permissions: [] },
    });
    expect(token.status).toBe(200);
    expect((await s.call('PUT', '/api/v1/account/locale', { cookie, body: { locale: 'de-DE' } })).status).toBe(200);
    await enrolTotp(s, cookie);
    const apiToken = token.body.token as string;
    expect(
      (await s.call('GET', '/api/v1/auth/authinfo', { headers: { authorization: `ApiKey ${apiToken}` } })).status
    ).toBe(200);
    return { cookie, apiToken };
  }

  async function expectNothingInherited(name: string, old: { cookie: string; apiToken: string }) {
    await s.createUser(name, NEW_PASSWORD);
    // The old token and the old session cookie open nothing.
    const byToken = await s.call('GET', '/api/v1/auth/authinfo', {
      headers: { authorization: `ApiKey ${old.apiToken}` },
    });
    expect(byToken.status).toBe(401);
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie: old.cookie })).status).toBe(401);
    // The new user signs in with the password alone (the old factor is gone) and has no tokens or language.
    const fresh = await s.call('POST', '/auth/login', { body: { username: name, password: NEW_PASSWORD } });
    expect(fresh.status).toBe(200);
    expect(fresh.body).not.toHaveProperty('mfa_required');
    const cookie = fresh.sessionCookie!;
    expect((await s.call('GET', '/api/v1/account/mfa', { cookie })).body).toMatchObject({
      methods: [],
      recovery_codes_left: 0,
    });
    expect((await s.call('GET', '/api/v1/account/locale', { cookie })).body).toEqual({ locale: null });
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const tokens = (await s.call('GET', '/api/v1/configuration/apitokens', { cookie: admin })).body.data as Array<{
      owner: string;
    }>;
    expect(tokens.filter((t) => t.owner === name)).toEqual([]);
  }

  it('deleted through the API and created again at once', async () => {
    const name = `alice-api-${++n}`;
    const old = await oldUserWithEverything(name);
    expect((await s.admin('DELETE', `${USERS}/${name}`)).status).toBe(200);
    await expectNothingInherited(name, old);
  });

  it("removed by a PATCH on the REST listener's users and created again at once", async () => {
    const name = `alice-patch-${++n}`;
    const old = await oldUserWithEverything(name);
    const admin = { name: 'admin', password: ADMIN_PASSWORD };
    const patched = await restJson(restUrl, admin, 'PATCH', '/internalusers', [{ op: 'remove', path: `/${name}` }]);
    expect(patched.status).toBe(200);
    await expectNothingInherited(name, old);
  });
});
