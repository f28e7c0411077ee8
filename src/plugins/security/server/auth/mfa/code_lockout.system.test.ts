/**
 * Issue 68.2: wrong second-factor codes are counted per user per address, a right password does
 * not reset them, and wrong codes at `/totp/confirm` count too. So someone holding the password
 * gets five guesses at the code from one address (not 4 per password login, 50 in all, which then
 * locked the user out everywhere). Whole server, real HTTP, codes from Debian's oathtool.
 */
import { request as httpRequest } from 'http';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { enrolTotp, oathtoolCode, passwordStep, pendingCookieOf } from '../../test_utils/mfa';
import { startSecurityTestServer, type SecurityTestServer } from '../../test_utils/security_test_server';

jest.setTimeout(120_000);
const USER = 'sulu';
const PASSWORD = 'Helm!w4rp-factor';
const WRONG = (i: number) => String(100000 + i);

describe('wrong second-factor codes (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  beforeEach(async () => {
    s = await startSecurityTestServer();
    await s.createUser(USER, PASSWORD);
  });
  afterEach(() => s.stop());

  /** A POST from another loopback address (127.0.0.0/8 all reach the server). */
  function postFrom(address: string, path: string, body: unknown, cookie?: string) {
    const text = JSON.stringify(body);
    return new Promise<{ status: number; cookies: string[] }>((resolve, reject) => {
      const req = httpRequest(
        `${s.url}${path}`,
        {
          method: 'POST',
          localAddress: address,
          headers: {
            'content-type': 'application/json',
            'osd-xsrf': 'true',
            'content-length': Buffer.byteLength(text),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          res.resume();
          const cookies = ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]);
          res.on('end', () => resolve({ status: res.statusCode!, cookies }));
        }
      );
      req.on('error', reject);
      req.end(text);
    });
  }

  it('keeps counting across password logins: five wrong codes from one address, then 429 there only', async () => {
    const { secret } = await enrolTotp(s, await s.login(USER, PASSWORD));
    // 13 password logins with 4 wrong codes each, as the attack run did.
    const statuses: number[] = [];
    for (let login = 0; login < 13; login++) {
      const pending = await passwordStep(s, USER, PASSWORD);
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await s.call('POST', '/auth/login/mfa', { cookie: pending, body: { code: WRONG(login * 4 + i) } })).status
        );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(47).fill(429));
    // The right code from here waits too.
    const pending = await passwordStep(s, USER, PASSWORD);
    const right = await s.call('POST', '/auth/login/mfa', {
      cookie: pending,
      body: { code: oathtoolCode(secret, s.clock.now) },
    });
    expect(right.status).toBe(429);

    // The user is not locked out everywhere: from another address, password and code sign in.
    const login = await postFrom('127.0.0.2', '/auth/login', { username: USER, password: PASSWORD });
    expect(login.status).toBe(200);
    const elsewhere = login.cookies.find((c) => c.startsWith('security_authentication_mfa=') && !c.endsWith('='));
    s.clock.advance(30_000);
    const done = await postFrom('127.0.0.2', '/auth/login/mfa', { code: oathtoolCode(secret, s.clock.now) }, elsewhere);
    expect(done.status).toBe(200);
    expect(done.cookies.some((c) => /^security_authentication=./.test(c))).toBe(true);

    // The Locked accounts page shows the lock under the user's name, and unlocking clears it.
    const listed = await s.admin('GET', '/api/v1/configuration/lockouts');
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ kind: 'user', name: USER, failures: 5, addresses: ['127.0.0.1'] })
    );
    expect((await s.admin('DELETE', `/api/v1/configuration/lockouts/user/${USER}`)).status).toBe(200);
    s.clock.advance(30_000);
    const unlocked = await passwordStep(s, USER, PASSWORD);
    const code = oathtoolCode(secret, s.clock.now);
    expect((await s.call('POST', '/auth/login/mfa', { cookie: unlocked, body: { code } })).status).toBe(200);
  });

  it('counts wrong codes at /totp/confirm with the others', async () => {
    const cookie = await s.login(USER, PASSWORD);
    const started = await s.call('POST', '/api/v1/account/mfa/totp', { cookie });
    expect(started.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await s.call('POST', '/api/v1/account/mfa/totp/confirm', { cookie, body: { code: WRONG(i) } })).status
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await s.call('POST', '/api/v1/account/mfa/totp/confirm', {
      cookie,
      body: { code: oathtoolCode(started.body.secret, s.clock.now) },
    });
    expect(right.status).toBe(429);
    // The password is not what was guessed: a login still reaches its (absent) second step.
    const login = await s.call('POST', '/auth/login', { body: { username: USER, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(pendingCookieOf(login)).toBeUndefined();
  });
});
