import { request as httpRequest } from 'http';
import { TEST_STORES } from '../../../../core/server/test_utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { queryStoreOf } from '../test_utils/store_file';

const BASE_USER = 'spock';
const PASSWORD = 'Vulc4n!logic';
const WINDOW_MS = 15 * 60_000;
const TWO_DAYS_MS = 2 * 24 * 3600_000;

describe.each(TEST_STORES)('failed-login rate limit (whole server, real HTTP) on %s', (dialect) => {
  // One server for the file: each test has a user of its own, and starts two days after the one
  // before, when the earlier tests' counts are forgotten (their window and max_lockout_ms, a day, passed).
  let s: SecurityTestServer;
  let USER = '';
  let users = 0;
  /** The servers of the tests that need other limits, stopped after each. */
  const own: SecurityTestServer[] = [];

  beforeAll(async () => {
    s = await startSecurityTestServer({ dialect });
  });
  afterAll(() => s?.stop());
  beforeEach(async () => {
    s.clock.advance(TWO_DAYS_MS);
    USER = `${BASE_USER}-${++users}`;
    await s.createUser(USER, PASSWORD);
  });
  afterEach(async () => {
    for (const server of own.splice(0)) await server.stop().catch(() => undefined);
  });

  /** A server with other limits, and this test's user on it. */
  async function startOwn(overrides: Record<string, unknown>) {
    const server = await startSecurityTestServer({ dialect, overrides });
    own.push(server);
    await server.createUser(USER, PASSWORD);
    return server;
  }

  const attempt = (password: string, username = USER, server = s) =>
    server.call('POST', '/auth/login', { body: { username, password } });

  /** A login from another loopback address (127.0.0.0/8 all reach the server): status and Retry-After. */
  function attemptFrom(
    address: string,
    password: string,
    server = s
  ): Promise<{ status: number; retryAfter?: string }> {
    const body = JSON.stringify({ username: USER, password });
    server.secrets.add(password);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        `${server.url}/auth/login`,
        {
          method: 'POST',
          localAddress: address,
          headers: {
            'content-type': 'application/json',
            'osd-xsrf': 'true',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] as string }));
        }
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('after 5 failures in 15 minutes answers 429 with Retry-After, 45 times over, and refuses the right password too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      statuses.push((await attempt(`Wrong-${i}!a`)).status);
      s.clock.advance(1000);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(45).fill(429));

    const locked = await attempt(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.sessionCookie).toBeUndefined();
    // The fifth failure, 46 s ago, locked the user name out for 15 minutes: 854 s are left.
    expect(locked.headers.get('retry-after')).toBe('854');
    expect(locked.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed login attempts. Try again in 15 minutes.',
      attributes: { retry_after_seconds: 854 },
    });
  });

  it('audits each checked failure as FAILED_LOGIN naming the user tried, the locked-out attempts once the lock-out is over, never a password', async () => {
    const from = s.clock.now;
    for (let i = 0; i < 6; i++) await attempt(`Wrong-${i}!a`);
    await s.call('GET', '/api/v1/auth/authinfo', { basic: { username: USER, password: PASSWORD } });
    s.clock.advance(WINDOW_MS);
    await attempt(PASSWORD);
    const res = await s.admin('GET', `/api/v1/audit/events?category=FAILED_LOGIN&from=${from}`);
    const events = (
      res.body.events as Array<{ user: string | null; path: string; details: { reason: string; attempts?: number } }>
    ).reverse();
    expect(events.map((e) => [e.user, e.path, e.details.reason, e.details.attempts])).toEqual([
      ...Array(5).fill([USER, '/auth/login', 'invalid_credentials', undefined]),
      [USER, '', 'too_many_attempts', 2],
    ]);
    for (const password of [PASSWORD, 'Wrong-0!a', 'Wrong-5!a']) expect(JSON.stringify(events)).not.toContain(password);
  });

  it('lets the user in again once the failures leave the window', async () => {
    for (let i = 0; i < 5; i++) await attempt('Wrong-pass1!');
    expect((await attempt(PASSWORD)).status).toBe(429);
    s.clock.advance(WINDOW_MS - 30_000);
    const soon = await attempt(PASSWORD);
    expect(soon.status).toBe(429);
    expect(soon.headers.get('retry-after')).toBe('30');
    expect(soon.body.message).toBe('Too many failed login attempts. Try again in 30 seconds.');
    s.clock.advance(30_000);
    expect((await attempt(PASSWORD)).status).toBe(200);
  });

  it('doubles the wait with each failure after a lock-out, and a success starts over', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('Wrong-pass1!')).status).toBe(401);
    const waits: string[] = [];
    for (let round = 0; round < 3; round++) {
      const locked = await attempt('Wrong-pass1!');
      expect(locked.status).toBe(429);
      waits.push(locked.headers.get('retry-after')!);
      s.clock.advance(Number(waits[round]) * 1000);
      // Free again, but one more failure locks the name out for twice as long as before.
      expect((await attempt('Wrong-pass1!')).status).toBe(401);
    }
    const last = await attempt(PASSWORD);
    expect(last.status).toBe(429);
    waits.push(last.headers.get('retry-after')!);
    expect(waits).toEqual(['900', '1800', '3600', '7200']);
    expect(last.body.message).toBe('Too many failed login attempts. Try again in 120 minutes.');

    s.clock.advance(7200 * 1000);
    expect((await attempt(PASSWORD)).status).toBe(200);
    // The success cleared the count: the next typo is an ordinary 401 and a 15-minute lock needs five again.
    for (let i = 0; i < 4; i++) expect((await attempt('Wrong-pass1!')).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(200);
  });

  it('stops a burst of parallel guesses at the limit: at most five passwords are ever checked', async () => {
    const from = s.clock.now;
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(`Burst-${i}!a`)));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect((await attempt(PASSWORD)).status).toBe(429);
    const events = (await s.admin('GET', `/api/v1/audit/events?category=FAILED_LOGIN&from=${from}&per_page=100`)).body
      .events;
    expect(
      events.filter((e: { details: { reason: string } }) => e.details.reason === 'invalid_credentials')
    ).toHaveLength(5);
  });

  it('locks out only the user name: another user behind the same address (an office NAT) still logs in', async () => {
    await s.createUser('uhura', 'Fr3quency!open');
    for (let i = 0; i < 8; i++) await attempt(`Typo-${i}!a`);
    expect((await attempt(PASSWORD)).status).toBe(429);
    const other = await s.call('POST', '/auth/login', { body: { username: 'uhura', password: 'Fr3quency!open' } });
    expect(other.status).toBe(200);
    expect(other.sessionCookie).toBeDefined();
    const basic = await s.call('GET', '/api/v1/auth/authinfo', {
      basic: { username: 'uhura', password: 'Fr3quency!open' },
    });
    expect(basic.status).toBe(200);
  });

  // Issue 23.18: anyone could lock a name out everywhere with five wrong passwords.
  it('locks the name only for the address that failed 5 times: the user still logs in from another', async () => {
    for (let i = 0; i < 5; i++) expect((await attemptFrom('127.0.0.2', `Wrong-${i}!a`)).status).toBe(401);
    expect(await attemptFrom('127.0.0.2', PASSWORD)).toEqual({ status: 429, retryAfter: '900' });
    expect((await attemptFrom('127.0.0.3', PASSWORD)).status).toBe(200);
    expect((await attempt(PASSWORD)).status).toBe(200);
    expect((await attemptFrom('127.0.0.2', PASSWORD)).status).toBe(429);
  });

  it('locks the name from every address past login.max_failures_global (50 by default) failures from many', async () => {
    // Four failures from each address, below the per-name-and-address limit of five.
    for (let i = 0; i < 50; i++) {
      expect((await attemptFrom(`127.0.1.${Math.floor(i / 4) + 1}`, `Wrong-${i}!a`)).status).toBe(401);
    }
    expect(await attemptFrom('127.0.2.1', PASSWORD)).toEqual({ status: 429, retryAfter: '900' });
    expect((await attempt(PASSWORD)).status).toBe(429);
    s.clock.advance(WINDOW_MS);
    expect((await attemptFrom('127.0.2.1', PASSWORD)).status).toBe(200);
  });

  it('takes the global limit from the config', async () => {
    const limited = await startOwn({ 'opensearch_security.login.max_failures_global': 8 });
    for (let i = 0; i < 8; i++) {
      expect((await attemptFrom(`127.0.1.${i + 1}`, 'Wrong-pass1!', limited)).status).toBe(401);
    }
    expect(await attemptFrom('127.0.2.1', PASSWORD, limited)).toEqual({ status: 429, retryAfter: '900' });
  });

  it('stops guessing across many user names from one address at max_failures_per_address (100 by default)', async () => {
    for (let i = 0; i < 99; i++) expect((await attempt('Wrong-pass1!', `someone-${i}`)).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(200);
    expect((await attempt('Wrong-pass1!', 'someone-99')).status).toBe(401);
    // A hundred failures within the window: everyone from this address waits for the window's end.
    const res = await attempt(PASSWORD);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW_MS / 1000);
  });

  it('takes the per-address limit from the config', async () => {
    const limited = await startOwn({ 'opensearch_security.login.max_failures_per_address': 3 });
    for (let i = 0; i < 3; i++) expect((await attempt('Wrong-pass1!', `someone-${i}`, limited)).status).toBe(401);
    const res = await attempt(PASSWORD, USER, limited);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('900');
  });

  it('counts the failures of every server process on the data dir together (they are in the store)', async () => {
    for (let i = 0; i < 5; i++) await attempt('Wrong-pass1!');
    // This test's rows (the server's store also holds the earlier tests' ones, their windows over).
    const rows = await queryStoreOf(
      s,
      'SELECT key, failures FROM security_login_failures WHERE key IN (?, ?, ?) ORDER BY key',
      ['address:127.0.0.1', `user:${USER}`, `user_address:127.0.0.1 ${USER}`]
    );
    expect(rows.rows).toEqual([
      { key: 'address:127.0.0.1', failures: 5 },
      { key: `user:${USER}`, failures: 5 },
      { key: `user_address:127.0.0.1 ${USER}`, failures: 5 },
    ]);
  });

  it('counts Basic authorization failures and refuses Basic while locked out', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await s.call('GET', '/api/v1/auth/authinfo', { basic: { username: USER, password: 'Wrong-pass1!' } });
      expect(res.status).toBe(401);
    }
    const res = await s.call('GET', '/api/v1/auth/authinfo', { basic: { username: USER, password: PASSWORD } });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('900');
  });

  it('counts wrong current passwords of a password change, so a stolen session cannot guess', async () => {
    const cookie = await s.login(USER, PASSWORD);
    for (let i = 0; i < 5; i++) {
      const res = await s.call('POST', '/api/v1/configuration/account', {
        cookie,
        body: { current_password: `Guess-${i}!x`, password: 'New-passw0rd!' },
      });
      expect(res.status).toBe(400);
    }
    const res = await s.call('POST', '/api/v1/configuration/account', {
      cookie,
      body: { current_password: PASSWORD, password: 'New-passw0rd!' },
    });
    expect(res.status).toBe(429);
  });

  it('takes its limits from the config', async () => {
    const limited = await startOwn({
      'opensearch_security.login.max_failures': 2,
      'opensearch_security.login.window_ms': 60_000,
    });
    expect((await attempt('Wrong-pass1!', USER, limited)).status).toBe(401);
    expect((await attempt('Wrong-pass1!', USER, limited)).status).toBe(401);
    const res = await attempt(PASSWORD, USER, limited);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.body.message).toBe('Too many failed login attempts. Try again in 1 minute.');
  });
});
