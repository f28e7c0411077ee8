/**
 * Ending a user's sessions is the incident-response action: the on-behalf-of tokens the user was
 * issued until then end with them, on both listeners and on every server (the moment is kept in
 * the store), whether an administrator ends that user's sessions or everyone's, or the user logs
 * out everywhere; a token issued afterwards holds. A token a session asked for (`/api/v1`) ends with
 * that session alone: ended by id (an administrator's or the user's own) or logged out.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_STORES } from '../../../../core/server/test_utils';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import { queryStoreOf } from '../test_utils/store_file';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

const ALICE = { name: 'alice', password: 'Al1ce!obo-end-passw0rd' };
const BOB = { name: 'bob', password: 'B0b!obo-end-passw0rd-x' };
/** Shorter than a token's longest life, so a session can time out under its token. */
const IDLE_MS = 300_000;

describe.each(TEST_STORES)("on-behalf-of tokens and the end of their user's sessions (%s)", (dialect) => {
  let s: SecurityTestServer;
  let restUrl: string;

  beforeAll(async () => {
    ({ s, restUrl } = await startWithRestListener(
      { 'opensearch_security.on_behalf_of.enabled': true, 'opensearch_security.session.idle_timeout': IDLE_MS },
      dialect
    ));
    for (const user of [ALICE, BOB]) {
      s.secrets.add(user.password);
      await s.createUser(user.name, user.password, ['kibanauser']);
    }
  });
  afterAll(() => s?.stop());

  async function mint(user: { name: string; password: string }): Promise<string> {
    const res = await restJson(restUrl, user, 'POST', '/generateonbehalfoftoken', { description: 'a tool' });
    expect(res.status).toBe(200);
    return res.body.authenticationToken;
  }

  /** Who the token acts as on each listener (the status when refused). */
  async function whoOnBoth(token: string): Promise<[unknown, unknown]> {
    const authorization = `Bearer ${token}`;
    const rest = await fetch(`${restUrl}/_plugins/_security/authinfo`, { headers: { authorization } });
    const v1 = await s.call('GET', '/api/v1/auth/authinfo', { headers: { authorization } });
    return [
      rest.status === 200 ? (await rest.json()).user_name : rest.status,
      v1.status === 200 ? v1.body.user_name : v1.status,
    ];
  }

  const end = async (path: string, cookie: string) =>
    expect((await s.call('DELETE', path, { cookie })).status).toBe(200);

  it("end when an administrator ends their user's sessions, or everyone's, or the user logs out everywhere", async () => {
    const [alice, bob] = [await mint(ALICE), await mint(BOB)];
    const admin = await s.login('admin', ADMIN_PASSWORD);
    await end('/api/v1/sessions?user=alice', admin);
    expect([await whoOnBoth(alice), await whoOnBoth(bob)]).toEqual([
      [401, 401],
      ['bob', 'bob'],
    ]);
    // Issued after (a whole second later: `iat` counts seconds), a token holds.
    s.clock.advance(1_000);
    const again = await mint(ALICE);
    expect(await whoOnBoth(again)).toEqual(['alice', 'alice']);
    s.clock.advance(1_000);
    await end('/api/v1/account/sessions', await s.login(ALICE.name, ALICE.password));
    expect([await whoOnBoth(again), await whoOnBoth(bob)]).toEqual([
      [401, 401],
      ['bob', 'bob'],
    ]);
    s.clock.advance(1_000);
    await end('/api/v1/sessions?all=true', admin);
    expect(await whoOnBoth(bob)).toEqual([401, 401]);
    s.clock.advance(1_000);
    expect(await whoOnBoth(await mint(BOB))).toEqual(['bob', 'bob']);
  });

  /** A token `cookie`'s session asks for on `/api/v1`, and that session's public id. */
  async function mintInSession(cookie: string): Promise<{ token: string; id: string }> {
    const body = { service: 'a tool', durationSeconds: 600 };
    const res = await s.call('POST', '/api/v1/generateonbehalfoftoken', { cookie, body });
    expect(res.status).toBe(200);
    const own = await s.call('GET', '/api/v1/account/sessions', { cookie });
    const id = own.body.sessions.find((session: { current: boolean }) => session.current).id;
    return { token: res.body.authenticationToken, id };
  }

  it('a token a session asked for ends with that session, ended by id or logged out; no other token does', async () => {
    s.clock.advance(1_000);
    const [first, second, third] = [
      await s.login(ALICE.name, ALICE.password),
      await s.login(ALICE.name, ALICE.password),
      await s.login(ALICE.name, ALICE.password),
    ];
    const [byAdmin, byOwner, loggedOut] = [
      await mintInSession(first),
      await mintInSession(second),
      await mintInSession(third),
    ];
    const withPassword = await mint(ALICE);
    const all = () => Promise.all([byAdmin, byOwner, loggedOut].map(({ token }) => whoOnBoth(token)));
    expect(await all()).toEqual([
      ['alice', 'alice'],
      ['alice', 'alice'],
      ['alice', 'alice'],
    ]);

    await end(`/api/v1/sessions/${byAdmin.id}`, await s.login('admin', ADMIN_PASSWORD));
    await end(`/api/v1/account/sessions/${byOwner.id}`, third);
    expect(await all()).toEqual([
      [401, 401],
      [401, 401],
      ['alice', 'alice'],
    ]);
    expect((await s.call('POST', '/auth/logout', { cookie: third })).status).toBe(200);
    expect(await whoOnBoth(loggedOut.token)).toEqual([401, 401]);
    // Asked for with a password (no session), a token ends with none of them.
    expect(await whoOnBoth(withPassword)).toEqual(['alice', 'alice']);
  });

  it('a token a session asked for ends when that session times out', async () => {
    const cookie = await s.login(BOB.name, BOB.password);
    const { token } = await mintInSession(cookie);
    expect(await whoOnBoth(token)).toEqual(['bob', 'bob']);
    // The token's uses are no activity of the session: its idle timeout runs on.
    s.clock.advance(IDLE_MS - 1_000);
    expect(await whoOnBoth(token)).toEqual(['bob', 'bob']);
    s.clock.advance(1_000);
    expect(await whoOnBoth(token)).toEqual([401, 401]);
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
  });

  it('keeps a mark no longer than a token issued before it could live', async () => {
    s.clock.advance(1_000);
    await end('/api/v1/sessions?user=alice', await s.login('admin', ADMIN_PASSWORD));
    // Ten minutes on (the longest lifetime), a new ending drops the marks that can refuse nothing.
    s.clock.advance(600_000);
    await end('/api/v1/sessions?user=bob', await s.login('admin', ADMIN_PASSWORD));
    const marks = await queryStoreOf(s, 'SELECT username FROM security_token_marks ORDER BY username');
    expect(marks.rows).toEqual([{ username: 'bob' }]);
  });
});
