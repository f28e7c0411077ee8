/**
 * Issue 40 item 3, the session policy: `session.idle_timeout` (old name `session.ttl`) apart from
 * the absolute `session.lifespan`, requests marked `osd-system-request: true` never extending the
 * idle time, and `session.max_concurrent` ending a user's oldest sessions, audited, the ended
 * session's browser told why at the login page. Whole server, real HTTP, SQLite, test clock.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { LOGGED_OUT_MESSAGE, SIGNED_IN_ELSEWHERE_MESSAGE } from '../../common/login_reason_messages';
import { SESSION_EXPIRY_PATH } from '../../common/session_expiry';
import { auditEvents } from '../test_utils/audit';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const PASSWORD = 'Nurse!Christine-7';
const IDLE = 60_000;
const LIFESPAN = 300_000;
const SYSTEM = { 'osd-system-request': 'true' };
const PAGE = { accept: 'text/html' };

const deprecations = (s: SecurityTestServer) => s.problems.filter((line) => line.includes('deprecated'));

describe('session policy (whole server, real HTTP)', () => {
  const servers: SecurityTestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
  });

  // Each test has a user of its own: the tests of idle_timeout and lifespan share a server.
  let USER = '';
  let n = 0;
  beforeEach(() => {
    USER = `chapel-${++n}`;
  });
  let idleAndLifespan: Promise<SecurityTestServer> | undefined;
  afterAll(async () => (await idleAndLifespan)?.stop());

  const startServer = (session: Record<string, unknown>) =>
    startSecurityTestServer({
      dialect: 'sqlite',
      overrides: Object.fromEntries(Object.entries(session).map(([k, v]) => [`opensearch_security.session.${k}`, v])),
    });

  async function start(session: Record<string, unknown>) {
    const server = await startServer(session);
    servers.push(server);
    await server.createUser(USER, PASSWORD);
    return server;
  }

  /** The server with idle_timeout IDLE and lifespan LIFESPAN, shared; this test's user on it. */
  async function startIdleAndLifespan() {
    idleAndLifespan ??= startServer({ idle_timeout: IDLE, lifespan: LIFESPAN });
    const server = await idleAndLifespan;
    await server.createUser(USER, PASSWORD);
    return server;
  }

  const logIn = async (server: SecurityTestServer) => {
    const res = await server.call('POST', '/auth/login', { body: { username: USER, password: PASSWORD } });
    expect(res.status).toBe(200);
    return res.sessionCookie!;
  };
  const authinfo = (server: SecurityTestServer, cookie: string, headers: Record<string, string> = {}) =>
    server.call('GET', '/api/v1/auth/authinfo', { cookie, headers });

  it('a session used only by background requests ends at idle_timeout; user requests extend it', async () => {
    const server = await startIdleAndLifespan();
    expect(deprecations(server)).toEqual([]);
    const background = await logIn(server);
    const used = await logIn(server);
    for (let t = 0; t < 3; t++) {
      server.clock.advance(IDLE / 4);
      expect((await authinfo(server, background, SYSTEM)).status).toBe(200);
      expect((await server.call('GET', SESSION_EXPIRY_PATH, { cookie: background, headers: SYSTEM })).status).toBe(200);
      expect((await authinfo(server, used)).status).toBe(200);
    }
    server.clock.advance(IDLE / 4);
    // 60 s after login: the polls kept nothing alive, the user's requests did.
    expect((await authinfo(server, background, SYSTEM)).status).toBe(401);
    expect((await authinfo(server, background)).status).toBe(401);
    expect((await authinfo(server, used)).status).toBe(200);
    // The expiry warning's own poll of the used session does not extend it either.
    server.clock.advance(IDLE - 1000);
    const expiry = await server.call('GET', SESSION_EXPIRY_PATH, { cookie: used, headers: SYSTEM });
    expect(expiry.body).toMatchObject({ idle_timeout_ms: IDLE, idle_remaining_ms: 1000 });
    server.clock.advance(1000);
    const page = await server.call('GET', '/app/home', { cookie: used, headers: PAGE });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/app/login?msg=SESSION_EXPIRED&nextUrl=%2Fapp%2Fhome');
  });

  it('the lifespan ends a session however active it is', async () => {
    const server = await startIdleAndLifespan();
    const cookie = await logIn(server);
    for (let elapsed = 0; elapsed < LIFESPAN - 30_000; elapsed += 30_000) {
      server.clock.advance(30_000);
      expect((await authinfo(server, cookie)).status).toBe(200);
    }
    server.clock.advance(29_000);
    expect((await authinfo(server, cookie)).status).toBe(200);
    server.clock.advance(1000);
    expect((await authinfo(server, cookie)).status).toBe(401);
  });

  it('reads session.ttl as the old name of idle_timeout, with a deprecation warning', async () => {
    const server = await start({ ttl: IDLE });
    expect(deprecations(server)).toEqual([
      'warn: [config.deprecation] "opensearch_security.session.ttl" is deprecated: use "opensearch_security.session.idle_timeout".',
    ]);
    const cookie = await logIn(server);
    server.clock.advance(IDLE - 1);
    expect((await server.call('GET', SESSION_EXPIRY_PATH, { cookie, headers: SYSTEM })).body).toMatchObject({
      idle_timeout_ms: IDLE,
      idle_remaining_ms: 1,
    });
    server.clock.advance(1);
    expect((await authinfo(server, cookie)).status).toBe(401);
  });

  it('with both names set, idle_timeout wins and the warning says so', async () => {
    const server = await start({ ttl: 10 * IDLE, idle_timeout: IDLE });
    expect(deprecations(server)).toEqual([
      'warn: [config.deprecation] "opensearch_security.session.ttl" is deprecated: use "opensearch_security.session.idle_timeout". Both are set: "opensearch_security.session.idle_timeout" wins and "opensearch_security.session.ttl" is ignored.',
    ]);
    const cookie = await logIn(server);
    server.clock.advance(IDLE);
    expect((await authinfo(server, cookie)).status).toBe(401);
  });

  it('max_concurrent: a login beyond the cap ends the oldest session, audited; its browser is told why', async () => {
    const server = await start({ max_concurrent: 2 });
    const first = await logIn(server);
    server.clock.advance(1000);
    const second = await logIn(server);
    server.clock.advance(1000);
    const third = await logIn(server);
    expect((await authinfo(server, second)).status).toBe(200);
    expect((await authinfo(server, third)).status).toBe(200);

    // A page: the login page, with the reason, and the dead cookie cleared.
    const page = await server.call('GET', '/app/dashboards', { cookie: first, headers: PAGE });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/app/login?msg=SIGNED_IN_ELSEWHERE&nextUrl=%2Fapp%2Fdashboards');
    expect(page.setCookies.some((c) => c.startsWith('security_authentication=;'))).toBe(true);
    // An API call (the page's own, which then sends the browser to log in): 401 with the reason.
    const api = await authinfo(server, first);
    expect(api.status).toBe(401);
    expect(api.body).toMatchObject({
      message: SIGNED_IN_ELSEWHERE_MESSAGE,
      attributes: { reason: 'SIGNED_IN_ELSEWHERE' },
    });

    const revoked = (await auditEvents(server, { category: 'SESSION_REVOKED' })).events;
    expect(revoked.map((e) => [e.user, e.details])).toEqual([
      [USER, { scope: 'max_concurrent', reason: 'max_concurrent', session_user: USER, revoked: 1 }],
    ]);

    // A session that simply timed out still says so, not "signed in elsewhere".
    server.clock.advance(3_600_000);
    const expired = await server.call('GET', '/app/home', { cookie: second, headers: PAGE });
    expect(expired.headers.get('location')).toBe('/app/login?msg=SESSION_EXPIRED&nextUrl=%2Fapp%2Fhome');
  });

  it('a session logged out in one browser: another browser holding it is told it was logged out, not timed out', async () => {
    const server = await start({ lifespan: LIFESPAN });
    const session = await logIn(server);
    const out = await server.call('POST', '/auth/logout', { cookie: session, headers: { 'osd-xsrf': 'true' } });
    expect(out.status).toBe(200);

    // The other browser's page: the login page says it was logged out.
    const page = await server.call('GET', '/app/dashboards', { cookie: session, headers: PAGE });
    expect(page.headers.get('location')).toBe('/app/login?msg=LOGGED_OUT&nextUrl=%2Fapp%2Fdashboards');
    // Its page's own API call (whose 401 sends it to log in): the reason, not "expired".
    const api = await authinfo(server, session);
    expect(api.status).toBe(401);
    expect(api.body).toMatchObject({ message: LOGGED_OUT_MESSAGE, attributes: { reason: 'LOGGED_OUT' } });

    // Once the session would have ended anyway, nothing is kept about it.
    server.clock.advance(LIFESPAN + 1000);
    const late = await authinfo(server, session);
    expect(late.body).not.toMatchObject({ attributes: { reason: 'LOGGED_OUT' } });
  });

  it('max_concurrent 0 (the default) is no limit; max_sessions is read as its old name', async () => {
    const unlimited = await start({});
    const cookies = [];
    for (let i = 0; i < 6; i++) cookies.push(await logIn(unlimited));
    for (const cookie of cookies) expect((await authinfo(unlimited, cookie)).status).toBe(200);

    const old = await start({ max_sessions: 1 });
    expect(deprecations(old)).toEqual([
      'warn: [config.deprecation] "opensearch_security.session.max_sessions" is deprecated: use "opensearch_security.session.max_concurrent".',
    ]);
    const a = await logIn(old);
    const b = await logIn(old);
    expect((await authinfo(old, a)).status).toBe(401);
    expect((await authinfo(old, b)).status).toBe(200);
  });
});
