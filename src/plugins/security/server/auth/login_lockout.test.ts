import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const USER = 'spock';
const PASSWORD = 'Vulc4n!logic';
const WINDOW_MS = 15 * 60_000;

describe('failed-login rate limit (whole server, real HTTP)', () => {
  let s: SecurityTestServer;

  beforeEach(async () => {
    s = await startSecurityTestServer();
    await s.createUser(USER, PASSWORD);
  });
  afterEach(() => s.stop());

  const attempt = (password: string, username = USER) => s.call('POST', '/auth/login', { body: { username, password } });

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
    // The first failure was 50 s ago: it leaves the 15-minute window in 850 s.
    expect(locked.headers.get('retry-after')).toBe('850');
    expect(locked.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed login attempts. Try again in 15 minutes.',
      attributes: { retry_after_seconds: 850 },
    });
  });

  it('audits each refused attempt as FAILED_LOGIN, the locked-out ones as too_many_attempts, none naming the user', async () => {
    const from = s.clock.now;
    for (let i = 0; i < 6; i++) await attempt(`Wrong-${i}!a`);
    await s.call('GET', '/api/v1/auth/authinfo', { basic: { username: USER, password: PASSWORD } });
    const res = await s.admin('GET', `/api/v1/audit/events?category=FAILED_LOGIN&from=${from}`);
    const events = (res.body.events as Array<{ user: string | null; path: string; details: { reason: string } }>).reverse();
    expect(events.map((e) => [e.user, e.path, e.details.reason])).toEqual([
      ...Array(5).fill([null, '/auth/login', 'invalid_credentials']),
      [null, '/auth/login', 'too_many_attempts'],
      [null, '/api/v1/auth/authinfo', 'too_many_attempts'],
    ]);
    expect(JSON.stringify(events)).not.toContain(USER);
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

  it('counts per client address too: many user names from one address are stopped', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('Wrong-pass1!', `someone-${i}`)).status).toBe(401);
    const res = await attempt(PASSWORD);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
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
    await s.stop();
    s = await startSecurityTestServer({
      overrides: { 'opensearch_security.login.max_failures': 2, 'opensearch_security.login.window_ms': 60_000 },
    });
    await s.createUser(USER, PASSWORD);
    expect((await attempt('Wrong-pass1!')).status).toBe(401);
    expect((await attempt('Wrong-pass1!')).status).toBe(401);
    const res = await attempt(PASSWORD);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.body.message).toBe('Too many failed login attempts. Try again in 1 minute.');
  });
});
