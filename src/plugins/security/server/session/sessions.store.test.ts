import { TEST_STORES } from '../../../../core/server/test_utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { queryStoreOf } from '../test_utils/store_file';

const USER = 'uhura';
const PASSWORD = 'Fr3quency!open';
const TTL = 3_600_000;

describe.each(TEST_STORES)('server-side sessions (whole server, real HTTP) on %s', (dialect) => {
  let s: SecurityTestServer | undefined;
  const servers: SecurityTestServer[] = [];
  const dirs: string[] = [];

  async function start(overrides: Record<string, unknown> = {}, env?: NodeJS.ProcessEnv) {
    s = await startSecurityTestServer({ dialect, overrides, env });
    servers.push(s);
    return s;
  }
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const whoami = (server: SecurityTestServer, cookie: string, headers: Record<string, string> = {}) =>
    server.call('GET', `${server.basePath}/api/v1/auth/authinfo`, { cookie, headers });

  // The tests with the default settings share one server, each with a user of its own.
  let shared: SecurityTestServer;
  let users = 0;
  beforeAll(async () => {
    shared = await startSecurityTestServer({ dialect });
  });
  afterAll(() => shared?.stop());
  /** The shared server, and a user name no other test on it has. */
  function sharedServer() {
    users += 1;
    return { server: shared, user: `${USER}-${users}` };
  }

  it('ends after the idle timeout; each request moves the deadline', async () => {
    const { server, user } = sharedServer();
    await server.createUser(user, PASSWORD);
    const cookie = await server.login(user, PASSWORD);
    server.clock.advance(TTL - 1000);
    expect((await whoami(server, cookie)).status).toBe(200);
    server.clock.advance(TTL - 1000);
    expect((await whoami(server, cookie)).status).toBe(200);
    server.clock.advance(TTL);
    const expired = await whoami(server, cookie);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your session has expired. Log in again.');
    // Gone for good, not only for this request.
    server.clock.now -= TTL;
    expect((await whoami(server, cookie)).status).toBe(401);
  });

  it('system requests (osd-system-request: true) do not extend the idle time', async () => {
    const { server, user } = sharedServer();
    await server.createUser(user, PASSWORD);
    const cookie = await server.login(user, PASSWORD);
    server.clock.advance(TTL / 2);
    expect((await whoami(server, cookie, { 'osd-system-request': 'true' })).status).toBe(200);
    server.clock.advance(TTL / 2);
    expect((await whoami(server, cookie, { 'osd-system-request': 'true' })).status).toBe(401);
  });

  it('ends at the absolute lifespan however active it is', async () => {
    const { server, user } = sharedServer();
    await server.createUser(user, PASSWORD);
    const cookie = await server.login(user, PASSWORD);
    // A request every half hour for 7.5 hours: never idle.
    for (let i = 0; i < 15; i++) {
      server.clock.advance(TTL / 2);
      expect((await whoami(server, cookie)).status).toBe(200);
    }
    server.clock.advance(TTL / 2 - 1);
    expect((await whoami(server, cookie)).status).toBe(200);
    server.clock.advance(1);
    expect((await whoami(server, cookie)).status).toBe(401);
  });

  it('takes ttl, lifespan and keepalive from the config', async () => {
    const server = await start({
      'opensearch_security.session.ttl': 60_000,
      'opensearch_security.session.lifespan': 600_000,
      'opensearch_security.session.keepalive': false,
    });
    await server.createUser(USER, PASSWORD);
    const cookie = await server.login(USER, PASSWORD);
    server.clock.advance(30_000);
    expect((await whoami(server, cookie)).status).toBe(200);
    // keepalive off: the request 30 s in did not move the deadline.
    server.clock.advance(30_000);
    expect((await whoami(server, cookie)).status).toBe(401);
  });

  it('a password change ends every other session of the user and keeps the current one', async () => {
    const { server, user } = sharedServer();
    await server.createUser(user, PASSWORD);
    const laptop = await server.login(user, PASSWORD);
    const phone = await server.login(user, PASSWORD);
    const adminSession = await server.login('admin', 'Adm1n!pass-for-tests');
    const newPassword = 'N3w-frequency!';
    server.secrets.add(newPassword);
    const res = await server.call('POST', '/api/v1/configuration/account', {
      cookie: laptop,
      body: { current_password: PASSWORD, password: newPassword },
    });
    expect(res.status).toBe(200);
    expect((await whoami(server, laptop)).status).toBe(200);
    expect((await whoami(server, phone)).status).toBe(401);
    expect((await whoami(server, adminSession)).status).toBe(200);
    expect((await server.call('POST', '/auth/login', { body: { username: user, password: PASSWORD } })).status).toBe(
      401
    );
    expect((await server.call('POST', '/auth/login', { body: { username: user, password: newPassword } })).status).toBe(
      200
    );
  });

  it("an administrator setting a user's password ends that user's sessions; other changes keep them", async () => {
    const { server, user } = sharedServer();
    await server.createUser(user, PASSWORD, ['kibanauser']);
    const cookie = await server.login(user, PASSWORD);
    const roles = await server.admin('POST', `/api/v1/configuration/internalusers/${user}`, {
      backend_roles: ['readall'],
    });
    expect(roles.status).toBe(200);
    expect((await whoami(server, cookie)).body.backend_roles).toEqual(['readall']);
    server.secrets.add('Res3t-by-admin!');
    const reset = await server.admin('POST', `/api/v1/configuration/internalusers/${user}`, {
      password: 'Res3t-by-admin!',
    });
    expect(reset.status).toBe(200);
    expect((await whoami(server, cookie)).status).toBe(401);
    // The administrator's own session is untouched.
    expect((await server.admin('GET', '/api/v1/auth/authinfo')).status).toBe(200);
  });

  it("a deleted user's sessions end at once", async () => {
    const { server, user } = sharedServer();
    await server.createUser(user, PASSWORD);
    const cookie = await server.login(user, PASSWORD);
    expect((await server.admin('DELETE', `/api/v1/configuration/internalusers/${user}`)).status).toBe(200);
    expect((await whoami(server, cookie)).status).toBe(401);
  });

  it('keeps only a hash of the session id in the store', async () => {
    const { server, user } = sharedServer();
    await server.createUser(user, PASSWORD);
    const cookie = await server.login(user, PASSWORD);
    const id = cookie.split('=')[1].split('.')[0];
    const { rows } = await queryStoreOf(server, 'SELECT * FROM security_sessions WHERE username = ?', [user]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(id);
    // No role opens the global tenant to this user, so the session starts in its private one.
    expect(rows[0]).toMatchObject({ auth_type: 'basicauth', tenant: '__user__' });
  });

  it('generates the cookie key once (SQLite: 64 characters in the data dir, mode 0600; PostgreSQL: in the store, no file), prints a generated admin password once, and sessions survive a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'security-restart-'));
    dirs.push(dir);
    const overrides = { 'path.data': dir };
    const first = await start(overrides, {});
    expect(first.printed).toHaveLength(1);
    const match = /^The admin password for this new data dir is: (\S{24})$/.exec(first.printed[0]);
    expect(match).not.toBeNull();
    const password = match![1];
    first.secrets.add(password);
    const cookie = await first.login('admin', password);
    const keyFile = join(dir, 'security_cookie.key');
    // On PostgreSQL the key is the store's (shared_cookie_key.store.test.ts): no file in the data dir.
    expect(existsSync(keyFile)).toBe(dialect === 'sqlite');
    const key = dialect === 'sqlite' ? readFileSync(keyFile, 'utf8') : undefined;
    if (key !== undefined) {
      expect(key).toHaveLength(64);
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    }
    await first.stop();

    // The same data dir, and on PostgreSQL the same database.
    const second = await start(first.storeUrl ? { ...overrides, 'store.url': first.storeUrl } : overrides, {});
    expect(second.printed).toEqual([]);
    if (key !== undefined) expect(readFileSync(keyFile, 'utf8')).toBe(key);
    else expect(existsSync(keyFile)).toBe(false);
    second.secrets.add(password);
    second.clock.now = first.clock.now;
    expect((await whoami(second, cookie)).status).toBe(200);
  });

  it('a configured cookie key replaces the generated one: old cookies no longer open', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'security-rekey-'));
    dirs.push(dir);
    const first = await start({ 'path.data': dir });
    const cookie = await first.login('admin', 'Adm1n!pass-for-tests');
    await first.stop();
    const second = await start({ 'path.data': dir, 'opensearch_security.cookie.password': 'x'.repeat(40) });
    expect((await whoami(second, cookie)).status).toBe(401);
  });

  describe('cookie and redirect settings', () => {
    it('under a base path: cookie path, login redirect, nextUrl and logout all carry it', async () => {
      const server = await start({ 'server.basePath': '/osd' });
      await server.createUser(USER, PASSWORD);
      const login = await server.call('POST', '/osd/auth/login', { body: { username: USER, password: PASSWORD } });
      expect(login.setCookies[0]).toContain('Path=/osd;');
      const page = await server.call('GET', '/osd/app/dashboards?x=1');
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe(
        `/osd/app/login?nextUrl=${encodeURIComponent('/osd/app/dashboards?x=1')}`
      );
      const evil = await server.call('GET', `/osd/app/login?nextUrl=${encodeURIComponent('/app/home')}`);
      expect(evil.headers.get('location')).toBe('/osd/app/login?nextUrl=%2Fosd%2Fapp%2Fhome');
      const logout = await server.call('POST', '/osd/auth/logout', { cookie: login.sessionCookie });
      // SPEC 4: without a logout URL, log-out goes to the server base path.
      expect(logout.body).toEqual({ redirectURL: '/osd' });
    });

    it('Secure and SameSite=Strict, a custom cookie name and logout URL from the config', async () => {
      const server = await start({
        'opensearch_security.cookie.secure': true,
        'opensearch_security.cookie.isSameSite': 'Strict',
        'opensearch_security.cookie.name': 'my_session',
        'opensearch_security.auth.logout_url': 'https://sso.example/logout',
      });
      const login = await server.call('POST', '/auth/login', {
        body: { username: 'admin', password: 'Adm1n!pass-for-tests' },
      });
      const attributes = login.setCookies[0].split('; ');
      expect(attributes[0]).toMatch(/^my_session=/);
      expect(attributes).toEqual(expect.arrayContaining(['Secure', 'SameSite=Strict', 'HttpOnly']));
      const cookie = attributes[0];
      expect((await server.call('GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(200);
      const logout = await server.call('POST', '/auth/logout', { cookie });
      expect(logout.body).toEqual({ redirectURL: 'https://sso.example/logout' });
    });

    it('with status.allowAnonymous, /status and GET /api/status are open to anyone', async () => {
      const server = await start({ 'status.allowAnonymous': true });
      expect((await server.call('GET', '/status')).status).toBe(200);
      expect((await server.call('GET', '/api/status')).status).toBe(200);
      expect((await server.call('GET', '/api/v1/auth/authinfo')).status).toBe(401);
    });
  });
});
