import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { TEST_STORES } from '../../../../core/server/test_utils';
import type { SessionInfo } from '../../common/sessions';
import { auditEvents, mark } from '../test_utils/audit';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const PASSWORD = 'Fr3quency!open';
const OTHER_PASSWORD = 'Helm5man!fly';
const DAY_MS = 86_400_000;
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) <b>laptop</b>';

describe.each(TEST_STORES)('active sessions API (whole server, real HTTP) on %s', (dialect) => {
  const servers: SecurityTestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
  });

  // The tests with the default settings share one server. Each has users of its own and starts a
  // day after the one before, when every earlier session has ended (idle timeout and lifespan
  // passed): the sessions listed are its own and the server's admin session that created its users.
  let shared: SecurityTestServer;
  let n = 0;
  let USER = '';
  let OTHER = '';
  beforeAll(async () => {
    shared = await startSecurityTestServer({ dialect });
  });
  afterAll(() => shared?.stop());
  beforeEach(() => {
    n += 1;
    USER = `uhura-${n}`;
    OTHER = `sulu-${n}`;
  });

  /** The shared server, or (other settings) one of the test's own; this test's users on it. */
  async function start(overrides?: Record<string, unknown>) {
    let server = shared;
    if (overrides) {
      server = await startSecurityTestServer({ dialect, overrides });
      servers.push(server);
    } else {
      server.clock.advance(DAY_MS);
    }
    await server.createUser(USER, PASSWORD);
    await server.createUser(OTHER, OTHER_PASSWORD);
    return server;
  }

  /** Logs in with a User-Agent of its own; answers the cookie. */
  async function loginAs(server: SecurityTestServer, username: string, password: string, agent = 'jest') {
    const res = await server.call('POST', '/auth/login', {
      body: { username, password },
      headers: { 'user-agent': agent },
    });
    expect(res.status).toBe(200);
    return res.sessionCookie!;
  }

  const whoami = (server: SecurityTestServer, cookie: string) =>
    server.call('GET', '/api/v1/auth/authinfo', { cookie });
  const list = async (server: SecurityTestServer, cookie: string, query = '') => {
    const res = await server.call('GET', `/api/v1/sessions${query}`, { cookie });
    expect(res.status).toBe(200);
    return res.body as { total: number; sessions: SessionInfo[] };
  };

  it('lists every live session with user, auth type, times, address, agent and tenant; never a cookie', async () => {
    const server = await start();
    const admin = await loginAs(server, 'admin', ADMIN_PASSWORD, 'admin-browser');
    const laptop = await loginAs(server, USER, PASSWORD, LAPTOP);
    server.clock.advance(5000);
    await loginAs(server, USER, PASSWORD, 'x'.repeat(2000));
    await loginAs(server, OTHER, OTHER_PASSWORD);
    server.clock.advance(1000);
    expect((await whoami(server, laptop)).status).toBe(200);

    const page = await list(server, admin, '?sort_field=created&sort_order=asc');
    // The first is the test server's own admin session, which created the users.
    expect(page.total).toBe(5);
    expect(page.sessions.map((s) => s.user)).toEqual(['admin', 'admin', USER, USER, OTHER]);
    const [, mine, first, second] = page.sessions;
    expect(mine).toMatchObject({ current: true, user_agent: 'admin-browser', auth_type: 'basicauth' });
    expect(first).toMatchObject({
      user: USER,
      auth_type: 'basicauth',
      tenant: '__user__',
      user_agent: LAPTOP,
      current: false,
      created: new Date(server.clock.now - 6000).toISOString(),
      last_seen: new Date(server.clock.now).toISOString(),
    });
    expect(first.client_address).toMatch(/127\.0\.0\.1|::1/);
    expect(second.user_agent).toBe('x'.repeat(512));
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(page.sessions.map((s) => s.id)).size).toBe(5);
    // The public id has nothing of the cookie in it, and the answer carries no cookie value.
    const cookieValue = laptop.split('=')[1];
    const text = JSON.stringify(page);
    for (const part of cookieValue.split('.')) expect(text).not.toContain(part);

    // Searched by part of the user name (case ignored) and paged on the server.
    const searched = await list(server, admin, `?user=${encodeURIComponent('HUR')}&per_page=1&page=2`);
    expect(searched.total).toBe(2);
    expect(searched.sessions).toHaveLength(1);
    expect(searched.sessions[0].user).toBe(USER);
    expect((await list(server, admin, '?user=%25')).total).toBe(0);
    // An ended session is not listed.
    await server.call('POST', '/auth/logout', { cookie: laptop });
    expect((await list(server, admin)).total).toBe(4);
  });

  it("revoking one session refuses its next request at once and is audited; the user's others stay", async () => {
    const server = await start();
    const admin = await loginAs(server, 'admin', ADMIN_PASSWORD);
    const laptop = await loginAs(server, USER, PASSWORD, 'laptop');
    const phone = await loginAs(server, USER, PASSWORD, 'phone');
    const target = (await list(server, admin)).sessions.find((s) => s.user_agent === 'laptop')!;
    const res = await server.call('DELETE', `/api/v1/sessions/${target.id}`, { cookie: admin });
    expect(res).toMatchObject({ status: 200, body: { revoked: 1 } });
    const refused = await whoami(server, laptop);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Your session has expired. Log in again.');
    expect((await whoami(server, phone)).status).toBe(200);
    // Gone: a second revoke of the same id finds nothing.
    expect((await server.call('DELETE', `/api/v1/sessions/${target.id}`, { cookie: admin })).status).toBe(404);

    const events = await auditEvents(server, { category: 'SESSION_REVOKED' });
    expect(events.events[0]).toMatchObject({
      category: 'SESSION_REVOKED',
      user: 'admin',
      method: 'DELETE',
      path: `/api/v1/sessions/${target.id}`,
      details: { scope: 'session', session_user: USER, revoked: 1 },
    });
  });

  it('revokes all of a user ("log out everywhere"), and all but the caller’s own', async () => {
    // A server of its own: "all but mine" counts every session the store holds, ended ones too.
    const server = await start({});
    const admin = await loginAs(server, 'admin', ADMIN_PASSWORD);
    const adminElsewhere = await loginAs(server, 'admin', ADMIN_PASSWORD);
    const laptop = await loginAs(server, USER, PASSWORD);
    const phone = await loginAs(server, USER, PASSWORD);
    const other = await loginAs(server, OTHER, OTHER_PASSWORD);

    const everywhere = await server.call('DELETE', `/api/v1/sessions?user=${USER}`, { cookie: admin });
    expect(everywhere).toMatchObject({ status: 200, body: { revoked: 2 } });
    expect((await whoami(server, laptop)).status).toBe(401);
    expect((await whoami(server, phone)).status).toBe(401);
    expect((await whoami(server, other)).status).toBe(200);

    const allButMine = await server.call('DELETE', '/api/v1/sessions?all=true', { cookie: admin });
    // With the test server's own admin session, which created the users.
    expect(allButMine).toMatchObject({ status: 200, body: { revoked: 3 } });
    expect((await whoami(server, other)).status).toBe(401);
    expect((await whoami(server, adminElsewhere)).status).toBe(401);
    expect((await whoami(server, admin)).status).toBe(200);
    expect((await list(server, admin)).sessions.map((s) => s.current)).toEqual([true]);

    // The test server's admin session is gone: read the log with this one.
    const events = await server.call('GET', '/api/v1/audit/events?category=SESSION_REVOKED', { cookie: admin });
    expect(events.body.events.map((e: { details: unknown }) => e.details)).toEqual([
      { scope: 'all_but_current', revoked: 3 },
      { scope: 'user', session_user: USER, revoked: 2 },
    ]);
  });

  it('needs security API access (403), and refuses bad input with 400 naming the field', async () => {
    const server = await start();
    const user = await loginAs(server, USER, PASSWORD);
    const admin = await loginAs(server, 'admin', ADMIN_PASSWORD);
    const adminId = (await list(server, admin)).sessions[0].id;
    for (const [method, path] of [
      ['GET', '/api/v1/sessions'],
      ['DELETE', `/api/v1/sessions/${adminId}`],
      ['DELETE', '/api/v1/sessions?user=admin'],
      ['DELETE', '/api/v1/sessions?all=true'],
    ]) {
      const res = await server.call(method, path, { cookie: user });
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
    expect((await whoami(server, admin)).status).toBe(200);
    expect((await server.call('GET', '/api/v1/sessions')).status).toBe(401);

    for (const [method, path, field] of [
      ['GET', '/api/v1/sessions?page=0', 'page'],
      ['GET', '/api/v1/sessions?per_page=101', 'per_page'],
      ['GET', '/api/v1/sessions?per_page=ten', 'per_page'],
      ['GET', '/api/v1/sessions?sort_field=password', 'sort_field'],
      ['GET', '/api/v1/sessions?color=red', 'color'],
      ['DELETE', '/api/v1/sessions/1', 'id'],
      ['DELETE', '/api/v1/sessions/..%2F..%2Fetc', 'id'],
      ['DELETE', '/api/v1/sessions', 'user'],
      ['DELETE', '/api/v1/sessions?user=', 'user'],
      ['DELETE', '/api/v1/sessions?all=maybe', 'all'],
      ['DELETE', '/api/v1/sessions?all=false', 'user'],
      ['DELETE', '/api/v1/sessions?user=x&all=true', 'all'],
    ]) {
      const res = await server.call(method, path, { cookie: admin });
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.message).toContain(field);
    }
    const unknown = await server.call('DELETE', `/api/v1/sessions/${'A'.repeat(22)}`, { cookie: admin });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'No live session has this id.' } });
    // Without the XSRF header nothing is revoked.
    expect((await server.call('DELETE', '/api/v1/sessions?all=true', { cookie: admin, xsrf: false })).status).toBe(400);
    expect((await whoami(server, user)).status).toBe(200);
  });

  it("every user lists and revokes only their own sessions: another user's id is not found", async () => {
    const server = await start();
    const from = mark(server);
    const admin = await loginAs(server, 'admin', ADMIN_PASSWORD);
    const laptop = await loginAs(server, USER, PASSWORD, 'laptop');
    const phone = await loginAs(server, USER, PASSWORD, 'phone');
    const tablet = await loginAs(server, USER, PASSWORD, 'tablet');
    const other = await loginAs(server, OTHER, OTHER_PASSWORD);

    const own = await server.call('GET', '/api/v1/account/sessions', { cookie: laptop });
    expect(own.status).toBe(200);
    expect(own.body.total).toBe(3);
    expect(own.body.sessions.every((s: SessionInfo) => s.user === USER)).toBe(true);
    expect(own.body.sessions.filter((s: SessionInfo) => s.current).map((s: SessionInfo) => s.user_agent)).toEqual([
      'laptop',
    ]);
    // Only paging: the user filter is the administrators'.
    expect((await server.call('GET', '/api/v1/account/sessions?user=admin', { cookie: laptop })).status).toBe(400);

    const foreign = (await list(server, admin)).sessions.filter((s) => s.user !== USER);
    for (const session of foreign) {
      const res = await server.call('DELETE', `/api/v1/account/sessions/${session.id}`, { cookie: laptop });
      expect(res).toMatchObject({ status: 404, body: { message: 'No live session has this id.' } });
    }
    expect((await whoami(server, admin)).status).toBe(200);
    expect((await whoami(server, other)).status).toBe(200);

    const phoneId = own.body.sessions.find((s: SessionInfo) => s.user_agent === 'phone').id;
    expect((await server.call('DELETE', `/api/v1/account/sessions/${phoneId}`, { cookie: laptop })).body).toEqual({
      revoked: 1,
    });
    expect((await whoami(server, phone)).status).toBe(401);
    expect((await whoami(server, tablet)).status).toBe(200);

    // "Log out everywhere else": the current session stays.
    const rest = await server.call('DELETE', '/api/v1/account/sessions', { cookie: laptop });
    expect(rest).toMatchObject({ status: 200, body: { revoked: 1 } });
    expect((await whoami(server, tablet)).status).toBe(401);
    expect((await whoami(server, laptop)).status).toBe(200);
    expect((await whoami(server, other)).status).toBe(200);
    expect((await server.call('DELETE', '/api/v1/account/sessions/nope', { cookie: laptop })).status).toBe(400);
    expect((await server.call('GET', '/api/v1/account/sessions')).status).toBe(401);

    const details = (await auditEvents(server, { category: 'SESSION_REVOKED', from })).events.map((e) => [
      e.user,
      e.details,
    ]);
    expect(details).toEqual([
      [USER, { scope: 'user', session_user: USER, revoked: 1 }],
      [USER, { scope: 'session', session_user: USER, revoked: 1 }],
    ]);
  });

  it('with session.max_concurrent, a login beyond the limit ends the oldest sessions of that user only', async () => {
    const server = await start({ 'opensearch_security.session.max_concurrent': 2 });
    const admin = await loginAs(server, 'admin', ADMIN_PASSWORD);
    const first = await loginAs(server, USER, PASSWORD);
    server.clock.advance(1000);
    const second = await loginAs(server, USER, PASSWORD);
    server.clock.advance(1000);
    const other = await loginAs(server, OTHER, OTHER_PASSWORD);
    const third = await loginAs(server, USER, PASSWORD);
    expect((await whoami(server, first)).status).toBe(401);
    expect((await whoami(server, second)).status).toBe(200);
    expect((await whoami(server, third)).status).toBe(200);
    expect((await whoami(server, other)).status).toBe(200);
    expect((await whoami(server, admin)).status).toBe(200);
    expect((await list(server, admin, `?user=${USER}`)).total).toBe(2);
    // The session the limit ended is audited, by the user whose login ended it.
    const details = (await auditEvents(server, { category: 'SESSION_REVOKED' })).events.map((e) => [e.user, e.details]);
    expect(details).toEqual([
      [USER, { scope: 'max_concurrent', reason: 'max_concurrent', session_user: USER, revoked: 1 }],
    ]);
  });
});
