import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { SESSION_EXPIRY_PATH, SESSION_EXTEND_PATH, type SessionExpiryResponse } from '../../common/session_expiry';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const USER = 'chekov';
const PASSWORD = 'Nav1gator!warp';
const TTL = 60_000;
const LIFESPAN = 300_000;
const SYSTEM = { 'osd-system-request': 'true' };

describe('session expiry API (issue 23 item 8; whole server, real HTTP, SQLite)', () => {
  const servers: SecurityTestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
  });

  const startServer = (session: Record<string, unknown> = {}) =>
    startSecurityTestServer({
      dialect: 'sqlite',
      overrides: {
        'opensearch_security.session.ttl': TTL,
        'opensearch_security.session.lifespan': LIFESPAN,
        ...Object.fromEntries(Object.entries(session).map(([k, v]) => [`opensearch_security.session.${k}`, v])),
      },
    });

  // The tests with these settings share one server, each with a user (and session) of its own.
  let shared: SecurityTestServer;
  let users = 0;
  beforeAll(async () => {
    shared = await startServer();
  });
  afterAll(() => shared?.stop());

  /** A new user's session: on the shared server, or (other settings) on a server of the test's own. */
  async function start(session?: Record<string, unknown>) {
    let server = shared;
    if (session) {
      server = await startServer(session);
      servers.push(server);
    }
    const user = `${USER}-${++users}`;
    await server.createUser(user, PASSWORD);
    const login = await server.call('POST', '/auth/login', { body: { username: user, password: PASSWORD } });
    expect(login.status).toBe(200);
    return { server, cookie: login.sessionCookie! };
  }

  const poll = async (server: SecurityTestServer, cookie: string) => {
    const res = await server.call('GET', SESSION_EXPIRY_PATH, { cookie, headers: SYSTEM });
    expect(res.status).toBe(200);
    return res.body as SessionExpiryResponse;
  };

  it('tells the remaining idle time and lifespan, and asking (a system request) never extends the session', async () => {
    const { server, cookie } = await start();
    server.clock.advance(20_000);
    expect(await poll(server, cookie)).toEqual({
      idle_timeout_ms: TTL,
      keepalive: true,
      idle_remaining_ms: TTL - 20_000,
      lifespan_remaining_ms: LIFESPAN - 20_000,
    });
    server.clock.advance(30_000);
    expect((await poll(server, cookie)).idle_remaining_ms).toBe(TTL - 50_000);
    server.clock.advance(10_000);
    // The polls did not keep it alive: the idle timeout has passed.
    expect((await server.call('GET', SESSION_EXPIRY_PATH, { cookie, headers: SYSTEM })).status).toBe(401);
    expect((await server.call('GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
  });

  it('"Stay logged in" (POST with osd-xsrf) extends the session past its original expiry', async () => {
    const { server, cookie } = await start();
    server.clock.advance(50_000);
    const refused = await server.call('POST', SESSION_EXTEND_PATH, { cookie, xsrf: false });
    expect(refused.status).toBe(400);
    expect((await poll(server, cookie)).idle_remaining_ms).toBe(TTL - 50_000);

    const extended = await server.call('POST', SESSION_EXTEND_PATH, { cookie });
    expect(extended.status).toBe(200);
    expect((extended.body as SessionExpiryResponse).idle_remaining_ms).toBe(TTL);

    server.clock.advance(30_000); // 80 s after login: past the original idle deadline.
    expect(await poll(server, cookie)).toMatchObject({ idle_remaining_ms: TTL - 30_000 });
    expect((await server.call('GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(200);
  });

  it('never promises more than the lifespan leaves', async () => {
    const { server, cookie } = await start();
    for (let t = 0; t < 5; t++) {
      server.clock.advance(55_000);
      expect((await server.call('POST', SESSION_EXTEND_PATH, { cookie })).status).toBe(200);
    }
    server.clock.advance(25_000); // 300 s: 0 left of the lifespan
    expect((await server.call('GET', SESSION_EXPIRY_PATH, { cookie, headers: SYSTEM })).status).toBe(401);
  });

  it('caps the idle time by the lifespan', async () => {
    const { server, cookie } = await start();
    for (let t = 0; t < 5; t++) {
      server.clock.advance(50_000);
      await server.call('POST', SESSION_EXTEND_PATH, { cookie });
    }
    // 250 s in: 50 s of lifespan left, less than the 60 s idle timeout.
    expect(await poll(server, cookie)).toMatchObject({ idle_remaining_ms: 50_000, lifespan_remaining_ms: 50_000 });
  });

  it('cannot extend a session when keepalive is off, and says so', async () => {
    const { server, cookie } = await start({ keepalive: false });
    server.clock.advance(40_000);
    const res = await server.call('POST', SESSION_EXTEND_PATH, { cookie });
    expect(res.body).toMatchObject({ keepalive: false, idle_remaining_ms: TTL - 40_000 });
  });

  it('answers 401 without a session', async () => {
    const { server } = await start();
    expect((await server.call('GET', SESSION_EXPIRY_PATH, { headers: SYSTEM })).status).toBe(401);
  });
});
