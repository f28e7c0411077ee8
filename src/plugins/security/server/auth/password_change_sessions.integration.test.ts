/**
 * A password an administrator sets ends the user's sessions on every path that sets it, not only
 * the `/api/v1` form's route: the REST listener's PUT, PATCH of one user and PATCH of many (and,
 * as the write itself ends them, an import and the securityadmin CLI). Before, only `POST /api/v1/configuration/internalusers/:name` ended
 * them, so a password replaced through the REST listener (say, because it leaked) left whoever had
 * signed in with it signed in. The writer's own session is kept; a change without a password ends
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { restAs, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

const API = '/api/v1/configuration';
const OLD = 'Pia!old-pass-1234';
const NEW = 'Pia!new-pass-5678';
const admin = { name: 'admin', password: ADMIN_PASSWORD };
let s: SecurityTestServer;
let restUrl: string;

/** Whether the session of `cookie` is still signed in. */
const signedIn = async (cookie: string) => (await s.call('GET', '/api/v1/auth/authinfo', { cookie })).status === 200;

/** A user with a password and a session signed in with it. */
async function userWithSession(name: string): Promise<string> {
  await s.createUser(name, OLD);
  return s.login(name, OLD);
}

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
});

afterAll(async () => {
  await s?.stop();
});

describe("a password set by an administrator ends the user's sessions", () => {
  it('through the REST listener: PUT, PATCH of the user, PATCH of many', async () => {
    const [put, patchOne, patchMany] = [
      await userWithSession('pia_put'),
      await userWithSession('pia_patch'),
      await userWithSession('pia_many'),
    ];
    expect(await Promise.all([put, patchOne, patchMany].map(signedIn))).toEqual([true, true, true]);

    const current = (await s.admin('GET', `${API}/internalusers/pia_put`)).body;
    expect((await restAs(restUrl, admin, 'PUT', '/internalusers/pia_put', { ...current, password: NEW })).status).toBe(
      200
    );
    expect(
      (
        await restAs(restUrl, admin, 'PATCH', '/internalusers/pia_patch', [
          { op: 'add', path: '/password', value: NEW },
        ])
      ).status
    ).toBe(200);
    expect(
      (await restAs(restUrl, admin, 'PATCH', '/internalusers', [{ op: 'add', path: '/pia_many/password', value: NEW }]))
        .status
    ).toBe(200);

    expect(await Promise.all([put, patchOne, patchMany].map(signedIn))).toEqual([false, false, false]);
    // The new password signs in; the old one does not.
    expect(await signedIn(await s.login('pia_put', NEW))).toBe(true);
    expect((await s.call('POST', '/api/v1/auth/login', { body: { username: 'pia_many', password: OLD } })).status).toBe(
      401
    );
  });

  it('but not the session of the administrator who set their own, and not for a change without a password', async () => {
    await s.createUser('ada', OLD, ['admin']);
    const [mine, other] = [await s.login('ada', OLD), await s.login('ada', OLD)];
    const pia = await userWithSession('pia_attr');
    expect(
      (
        await s.call('POST', `${API}/internalusers/ada`, {
          cookie: mine,
          body: { password: NEW, backend_roles: ['admin'] },
        })
      ).status
    ).toBe(200);
    expect([await signedIn(mine), await signedIn(other)]).toEqual([true, false]);

    expect(
      (
        await restAs(restUrl, admin, 'PATCH', '/internalusers/pia_attr', [
          { op: 'add', path: '/attributes/team', value: 'ops' },
        ])
      ).status
    ).toBe(200);
    expect(await signedIn(pia)).toBe(true);
  });
});
