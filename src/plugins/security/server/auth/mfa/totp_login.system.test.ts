/**
 * Issue 40, TOTP: enrolment, sign-in with the code, recovery codes, replay, the pending cookie, the
 * lock-out, and the audit events, on the whole server over real HTTP. Codes come from Debian's
 * oathtool, never from the server's own TOTP code.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { TEST_STORES } from '../../../../../core/server/test_utils';
import { auditEvents, changeAuditConfig, mark } from '../../test_utils/audit';
import { enrolTotp, oathtoolCode, passwordStep, pendingCookieOf } from '../../test_utils/mfa';
import { startSecurityTestServer, type SecurityTestServer } from '../../test_utils/security_test_server';

// A whole server per test, several logins each (bcrypt) on a shared two-core machine.
jest.setTimeout(120_000);
const USER = 'kirk';
const PASSWORD = 'Ent3rprise!ncc';
const STEP_MS = 30_000;

describe.each(TEST_STORES)('TOTP second factor (whole server, real HTTP) on %s', (dialect) => {
  let s: SecurityTestServer;

  beforeEach(async () => {
    s = await startSecurityTestServer({ dialect });
    await s.createUser(USER, PASSWORD);
  });
  afterEach(() => s.stop());

  it('enrols with a code from oathtool, then a login needs the code: no session before it, one after', async () => {
    const cookie = await s.login(USER, PASSWORD);
    const started = await s.call('POST', '/api/v1/account/mfa/totp', { cookie });
    expect(started.status).toBe(200);
    const { secret, otpauth_url: url } = started.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toMatch(/^otpauth:\/\/totp\/OpenSearch%20Dashboards:kirk\?/);
    expect(new URL(url).searchParams.get('secret')).toBe(secret);
    // Pending until confirmed: not a factor yet, and a login still needs no code.
    expect((await s.call('GET', '/api/v1/account/mfa', { cookie })).body).toEqual({
      methods: [],
      recovery_codes_left: 0,
      required: false,
    });
    const wrong = await s.call('POST', '/api/v1/account/mfa/totp/confirm', { cookie, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    const confirmed = await s.call('POST', '/api/v1/account/mfa/totp/confirm', {
      cookie,
      body: { code: oathtoolCode(secret, s.clock.now) },
    });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // The secret is never shown again.
    const status = await s.call('GET', '/api/v1/account/mfa', { cookie });
    expect(status.body).toEqual({ methods: ['totp'], recovery_codes_left: 10, required: false });
    expect(status.text).not.toContain(secret);
    expect((await s.call('POST', '/api/v1/account/mfa/totp', { cookie })).status).toBe(409);

    s.clock.advance(STEP_MS);
    const pending = await passwordStep(s, USER, PASSWORD);
    // The pending cookie is no session: no API, no page.
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie: pending })).status).toBe(401);
    const page = await s.call('GET', '/app/home', { cookie: pending });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(/\/app\/login/);

    const done = await s.call('POST', '/auth/login/mfa', {
      cookie: pending,
      body: { code: oathtoolCode(secret, s.clock.now) },
    });
    expect(done.status).toBe(200);
    expect(done.body.username).toBe(USER);
    expect(done.sessionCookie).toBeDefined();
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie: done.sessionCookie });
    expect(info.status).toBe(200);
    expect(info.body.user_name).toBe(USER);
    // The pending login is used up.
    const again = await s.call('POST', '/auth/login/mfa', {
      cookie: pending,
      body: { code: oathtoolCode(secret, s.clock.now) },
    });
    expect(again.status).toBe(401);
  });

  it('accepts the codes of the step before and after, refuses a used code and one two steps away', async () => {
    const { secret } = await enrolTotp(s, await s.login(USER, PASSWORD));
    s.clock.advance(3 * STEP_MS);
    let pending = await passwordStep(s, USER, PASSWORD);
    const twoBefore = oathtoolCode(secret, s.clock.now - 2 * STEP_MS);
    expect((await s.call('POST', '/auth/login/mfa', { cookie: pending, body: { code: twoBefore } })).status).toBe(401);
    const previous = oathtoolCode(secret, s.clock.now - STEP_MS);
    expect((await s.call('POST', '/auth/login/mfa', { cookie: pending, body: { code: previous } })).status).toBe(200);
    s.clock.advance(STEP_MS);
    pending = await passwordStep(s, USER, PASSWORD);
    // The step before now is the one just used: its code is not taken twice.
    expect((await s.call('POST', '/auth/login/mfa', { cookie: pending, body: { code: previous } })).status).toBe(401);
    const current = oathtoolCode(secret, s.clock.now);
    expect((await s.call('POST', '/auth/login/mfa', { cookie: pending, body: { code: current } })).status).toBe(200);

    // Replay of the code just used, in its own window: refused.
    pending = await passwordStep(s, USER, PASSWORD);
    expect((await s.call('POST', '/auth/login/mfa', { cookie: pending, body: { code: current } })).status).toBe(401);
    // The next step's code (clock drift) is accepted; two steps away is not.
    expect(
      (
        await s.call('POST', '/auth/login/mfa', {
          cookie: pending,
          body: { code: oathtoolCode(secret, s.clock.now + 2 * STEP_MS) },
        })
      ).status
    ).toBe(401);
    const next = await s.call('POST', '/auth/login/mfa', {
      cookie: pending,
      body: { code: oathtoolCode(secret, s.clock.now + STEP_MS) },
    });
    expect(next.status).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const { recoveryCodes } = await enrolTotp(s, await s.login(USER, PASSWORD));
    const [first] = recoveryCodes;
    let pending = await passwordStep(s, USER, PASSWORD);
    const used = await s.call('POST', '/auth/login/mfa', { cookie: pending, body: { code: first.toUpperCase() } });
    expect(used.status).toBe(200);
    const status = await s.call('GET', '/api/v1/account/mfa', { cookie: used.sessionCookie });
    expect(status.body.recovery_codes_left).toBe(9);
    pending = await passwordStep(s, USER, PASSWORD);
    expect((await s.call('POST', '/auth/login/mfa', { cookie: pending, body: { code: first } })).status).toBe(401);
    expect(
      (await s.call('POST', '/auth/login/mfa', { cookie: pending, body: { code: recoveryCodes[1] } })).status
    ).toBe(200);
  });

  it('audits a wrong code as MFA_FAILED and counts it in the login lock-out', async () => {
    await changeAuditConfig(s, (c) => (c.audit.disabled_rest_categories = ['GRANTED_PRIVILEGES']));
    const { secret } = await enrolTotp(s, await s.login(USER, PASSWORD));
    const from = mark(s);
    const enrolled = await auditEvents(s, { category: 'MFA_ENROLLED' });
    expect(enrolled.events.map((e) => [e.user, e.details.method])).toEqual([[USER, 'totp']]);
    const pending = await passwordStep(s, USER, PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await s.call('POST', '/auth/login/mfa', { cookie: pending, body: { code: '12345' + (i % 10) } })).status
      );
    // Five wrong codes lock the name's second step out at this address.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await s.call('POST', '/auth/login/mfa', {
      cookie: pending,
      body: { code: oathtoolCode(secret, s.clock.now) },
    });
    expect(right.status).toBe(429);
    // A new password login brings no new guesses: the codes' count is the user's at this address.
    const again = await passwordStep(s, USER, PASSWORD);
    const retried = await s.call('POST', '/auth/login/mfa', { cookie: again, body: { code: '123459' } });
    expect(retried.status).toBe(429);
    const failed = await auditEvents(s, { category: 'MFA_FAILED', from: new Date(from).toISOString() });
    expect(failed.total).toBeGreaterThanOrEqual(5);
    expect(failed.events[0]).toMatchObject({ user: USER, details: { stage: 'login', reason: 'invalid_code' } });
    expect(JSON.stringify(failed.events)).not.toContain('123450');
    // A right password without the code is no login: nothing says the user was authenticated.
    const authenticated = await auditEvents(s, { category: 'AUTHENTICATED', from: new Date(from).toISOString() });
    expect(authenticated.events.filter((e) => e.user === USER)).toEqual([]);
  });

  it('audits the login as AUTHENTICATED once the code is right, not after the password', async () => {
    await changeAuditConfig(s, (c) => (c.audit.disabled_rest_categories = ['GRANTED_PRIVILEGES']));
    const { secret } = await enrolTotp(s, await s.login(USER, PASSWORD));
    s.clock.advance(STEP_MS);
    const from = new Date(mark(s)).toISOString();
    const pending = await passwordStep(s, USER, PASSWORD);
    const before = await auditEvents(s, { category: 'AUTHENTICATED', from });
    expect(before.events.filter((e) => e.user === USER)).toEqual([]);
    const done = await s.call('POST', '/auth/login/mfa', {
      cookie: pending,
      body: { code: oathtoolCode(secret, s.clock.now) },
    });
    expect(done.status).toBe(200);
    const after = await auditEvents(s, { category: 'AUTHENTICATED', from });
    expect(after.events.filter((e) => e.user === USER).map((e) => e.details.via)).toEqual(['login']);
  });

  it('disables with a code; the next login starts a session at once', async () => {
    const cookie = await s.login(USER, PASSWORD);
    const { secret } = await enrolTotp(s, cookie);
    s.clock.advance(STEP_MS);
    expect((await s.call('DELETE', '/api/v1/account/mfa/totp', { cookie, body: { code: '000000' } })).status).toBe(400);
    const off = await s.call('DELETE', '/api/v1/account/mfa/totp', {
      cookie,
      body: { code: oathtoolCode(secret, s.clock.now) },
    });
    expect(off.status).toBe(200);
    expect((await s.call('GET', '/api/v1/account/mfa', { cookie })).body).toEqual({
      methods: [],
      recovery_codes_left: 0,
      required: false,
    });
    const login = await s.call('POST', '/auth/login', { body: { username: USER, password: PASSWORD } });
    expect(login.sessionCookie).toBeDefined();
    expect(pendingCookieOf(login)).toBeUndefined();
  });
});
