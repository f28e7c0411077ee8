import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { TEST_STORES } from '../../../../core/server/test_utils';
import type { Lockout } from '../../common/lockouts';
import { auditEvents, mark } from '../test_utils/audit';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const BASE_USER = 'scotty';
const PASSWORD = 'Warp-c0re!beam';
const LOCKSMITH = { name: 'locksmith', password: 'L0ck-smith!keys' };
const CLERK = { name: 'clerk', password: 'Us3rs-only!clerk' };
const WINDOW_MS = 15 * 60_000;
const TWO_DAYS_MS = 2 * 24 * 3600_000;
const LOCKOUTS = '/api/v1/configuration/lockouts';
const NO_ACCESS = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'You do not have permission to use the security API',
};

describe.each(TEST_STORES)('lock-out management API (whole server, real HTTP) on %s', (dialect) => {
  const servers: SecurityTestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
  });

  // The tests with the default limits share one server: each has a user of its own and starts two
  // days after the one before, when the earlier tests' counts are forgotten (window and max_lockout_ms passed).
  let shared: SecurityTestServer;
  let USER = '';
  let users = 0;
  beforeAll(async () => {
    shared = await startSecurityTestServer({ dialect });
  });
  afterAll(() => shared?.stop());
  beforeEach(() => {
    USER = `${BASE_USER}-${++users}`;
  });

  /** The shared server (no overrides) or one of the test's own; this test's user on it. */
  async function start(overrides?: Record<string, unknown>) {
    let s = shared;
    if (overrides) {
      s = await startSecurityTestServer({ dialect, overrides });
      servers.push(s);
    } else {
      s.clock.advance(TWO_DAYS_MS);
    }
    await s.createUser(USER, PASSWORD);
    return s;
  }

  const attempt = (s: SecurityTestServer, password: string, username = USER) =>
    s.call('POST', '/auth/login', { body: { username, password } });

  async function list(s: SecurityTestServer): Promise<Lockout[]> {
    const res = await s.admin('GET', LOCKOUTS);
    expect(res.status).toBe(200);
    return res.body.data;
  }

  /** A role with these cluster permissions, mapped to a new user; answers the user's session cookie. */
  async function userWith(s: SecurityTestServer, user: typeof LOCKSMITH, permissions: string[]) {
    await s.createUser(user.name, user.password);
    const role = `${user.name}_role`;
    expect(
      (await s.admin('POST', `/api/v1/configuration/roles/${role}`, { cluster_permissions: permissions })).status
    ).toBe(201);
    expect((await s.admin('POST', `/api/v1/configuration/rolesmapping/${role}`, { users: [user.name] })).status).toBe(
      201
    );
    return s.login(user.name, user.password);
  }

  it('lists a user locked out by failed logins, unlocks them (audited) and lets them log in again', async () => {
    const s = await start();
    for (let i = 0; i < 5; i++) expect((await attempt(s, `Wrong-${i}!a`)).status).toBe(401);
    const lockedAt = s.clock.now;
    expect((await attempt(s, PASSWORD)).status).toBe(429);

    const entries = await list(s);
    expect(entries).toContainEqual({
      kind: 'user',
      name: USER,
      failures: 5,
      locked_until: new Date(lockedAt + WINDOW_MS).toISOString(),
      addresses: ['127.0.0.1'],
    });
    // The address counts every failure from it, but is far from its own limit: counting, not locked.
    expect(entries).toContainEqual({ kind: 'address', name: '127.0.0.1', failures: 5, locked_until: null });
    // Locked entries come first.
    expect(entries[0]).toMatchObject({ kind: 'user', name: USER });

    const from = mark(s);
    const unlocked = await s.admin('DELETE', `${LOCKOUTS}/user/${USER}`);
    expect(unlocked).toMatchObject({
      status: 200,
      body: { status: 'OK', message: `Unlocked the user name '${USER}'.` },
    });
    expect((await list(s)).filter((entry) => entry.kind === 'user')).toEqual([]);
    expect((await attempt(s, PASSWORD)).status).toBe(200);

    const events = (await auditEvents(s, { category: 'ACCOUNT_UNLOCKED', from })).events;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      category: 'ACCOUNT_UNLOCKED',
      user: 'admin',
      method: 'DELETE',
      path: `${LOCKOUTS}/user/${USER}`,
      details: { kind: 'user', name: USER, failures: 5, was_locked: true },
    });

    // Nothing left to unlock: an unknown entry.
    const again = await s.admin('DELETE', `${LOCKOUTS}/user/${USER}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`No lock-out or failed logins are counted for the user name '${USER}'.`);
    expect((await s.admin('DELETE', `${LOCKOUTS}/address/10.9.8.7`)).status).toBe(404);
  });

  it('lists names still counting failures with no lock, and forgets them once the window passed', async () => {
    const s = await start();
    await attempt(s, 'Wrong-0!a');
    await attempt(s, 'Wrong-1!a', 'ghost-user');
    const entries = await list(s);
    expect(entries).toContainEqual({
      kind: 'user',
      name: USER,
      failures: 1,
      locked_until: null,
      addresses: ['127.0.0.1'],
    });
    expect(entries).toContainEqual({
      kind: 'user',
      name: 'ghost-user',
      failures: 1,
      locked_until: null,
      addresses: ['127.0.0.1'],
    });
    s.clock.advance(WINDOW_MS);
    expect(await list(s)).toEqual([]);
  });

  it('unlocks an address locked out by failures across many user names', async () => {
    const s = await start({ 'opensearch_security.login.max_failures_per_address': 3 });
    for (let i = 0; i < 3; i++) expect((await attempt(s, 'Wrong-pass1!', `someone-${i}`)).status).toBe(401);
    const lockedFrom = s.clock.now;
    expect((await attempt(s, PASSWORD)).status).toBe(429);

    const entries = await list(s);
    expect(entries[0]).toEqual({
      kind: 'address',
      name: '127.0.0.1',
      failures: 3,
      locked_until: new Date(lockedFrom + WINDOW_MS).toISOString(),
    });
    expect(entries.filter((e) => e.kind === 'user').map((e) => e.name)).toEqual([
      'someone-0',
      'someone-1',
      'someone-2',
    ]);

    const from = mark(s);
    expect((await s.admin('DELETE', `${LOCKOUTS}/address/127.0.0.1`)).status).toBe(200);
    expect((await list(s)).some((e) => e.kind === 'address')).toBe(false);
    expect((await attempt(s, PASSWORD)).status).toBe(200);
    const events = (await auditEvents(s, { category: 'ACCOUNT_UNLOCKED', from })).events;
    expect(events.map((e) => e.details)).toEqual([
      { kind: 'address', name: '127.0.0.1', failures: 3, was_locked: true },
    ]);
  });

  it('takes any user name in the path, encoded (slashes, quotes, percent signs, non-ASCII)', async () => {
    const s = await start();
    const odd = "o'brien/ops%20 Ünïcode";
    for (let i = 0; i < 5; i++) await attempt(s, `Wrong-${i}!a`, odd);
    expect(await list(s)).toContainEqual(expect.objectContaining({ kind: 'user', name: odd, failures: 5 }));
    expect((await s.admin('DELETE', `${LOCKOUTS}/user/${encodeURIComponent(odd)}`)).status).toBe(200);
    expect((await list(s)).some((e) => e.name === odd)).toBe(false);
  });

  it('refuses a bad kind (400), a change without osd-xsrf (400) and anyone not signed in (401)', async () => {
    const s = await start();
    for (let i = 0; i < 5; i++) await attempt(s, `Wrong-${i}!a`);
    const bad = await s.admin('DELETE', `${LOCKOUTS}/group/${USER}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('[params.kind]: must be one of: user, address');
    const cookie = await s.login('admin', ADMIN_PASSWORD);
    const noXsrf = await s.call('DELETE', `${LOCKOUTS}/user/${USER}`, { cookie, xsrf: false });
    expect(noXsrf.status).toBe(400);
    expect((await s.call('GET', LOCKOUTS)).status).toBe(401);
    expect((await s.call('DELETE', `${LOCKOUTS}/user/${USER}`)).status).toBe(401);
    // Still locked: none of these unlocked anything.
    expect((await attempt(s, PASSWORD)).status).toBe(429);
  });

  it('needs restapi:admin/lockouts: refused (403) without it, and it alone opens the lock-outs and nothing else', async () => {
    const s = await start();
    const from = mark(s);
    for (let i = 0; i < 5; i++) await attempt(s, `Wrong-${i}!a`);
    const clerk = await userWith(s, CLERK, ['restapi:admin/internalusers']);
    const locksmith = await userWith(s, LOCKSMITH, ['restapi:admin/lockouts']);

    expect(await s.call('GET', LOCKOUTS, { cookie: clerk })).toMatchObject({ status: 403, body: NO_ACCESS });
    expect(await s.call('DELETE', `${LOCKOUTS}/user/${USER}`, { cookie: clerk })).toMatchObject({
      status: 403,
      body: NO_ACCESS,
    });
    expect((await attempt(s, PASSWORD)).status).toBe(429);
    expect(
      Object.keys((await s.call('GET', '/api/v1/restapiinfo', { cookie: clerk })).body.disabled_endpoints)
    ).toContain('LOCKOUTS');

    const info = (await s.call('GET', '/api/v1/restapiinfo', { cookie: locksmith })).body;
    expect(info.has_api_access).toBe(true);
    expect(Object.keys(info.disabled_endpoints)).not.toContain('LOCKOUTS');
    expect((await s.call('GET', '/api/v1/configuration/internalusers', { cookie: locksmith })).status).toBe(403);
    const listed = await s.call('GET', LOCKOUTS, { cookie: locksmith });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toContainEqual(expect.objectContaining({ kind: 'user', name: USER }));
    expect((await s.call('DELETE', `${LOCKOUTS}/user/${USER}`, { cookie: locksmith })).status).toBe(200);
    expect((await attempt(s, PASSWORD)).status).toBe(200);
    const events = (await auditEvents(s, { category: 'ACCOUNT_UNLOCKED', from })).events;
    expect(events.map((e) => [e.user, e.details.name])).toEqual([[LOCKSMITH.name, USER]]);
  });

  it("lifts no lock of a user who holds more than the caller: an administrator's, internal or mapped by name alone", async () => {
    const s = await start();
    const locksmith = await userWith(s, { ...LOCKSMITH, name: `${LOCKSMITH.name}-${users}` }, [
      'restapi:admin/lockouts',
    ]);
    // A directory user has no internal record: the all_access mapping names them.
    const directoryAdmin = `dir-admin-${users}`;
    expect(
      (
        await s.admin('POST', '/api/v1/configuration/rolesmapping/all_access', {
          backend_roles: ['admin'],
          users: [directoryAdmin],
        })
      ).status
    ).toBe(200);
    const from = mark(s);
    for (const name of ['admin', directoryAdmin]) {
      for (let i = 0; i < 5; i++) await attempt(s, `Wrong-${i}!a`, name);
      const refused = await s.call('DELETE', `${LOCKOUTS}/user/${encodeURIComponent(name)}`, { cookie: locksmith });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'You cannot grant security API permissions you do not hold yourself: ' + `user '${name}' holds every endpoint.`
      );
      expect(await list(s)).toContainEqual(expect.objectContaining({ kind: 'user', name }));
    }
    expect((await attempt(s, ADMIN_PASSWORD, 'admin')).status).toBe(429);
    expect((await auditEvents(s, { category: 'ACCOUNT_UNLOCKED', from })).events).toEqual([]);
    // A full administrator still lifts it.
    expect((await s.admin('DELETE', `${LOCKOUTS}/user/admin`)).status).toBe(200);
    expect((await attempt(s, ADMIN_PASSWORD, 'admin')).status).toBe(200);
  });
});
