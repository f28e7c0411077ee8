/**
 * Issue 77: a stolen session of a user without a second factor must not enrol one (and lock the
 * real user out). Setting up an authenticator app or registering a security key needs a password
 * check within `mfa.step_up_seconds`: the sign-in's, or the password again at
 * `POST /api/v1/account/mfa/verify {password}`, counted with wrong passwords at sign-in. Other
 * security writes of such a user are not asked; a user with a factor cannot step up with a
 * password. Whole server, real HTTP, test clock, codes from Debian's oathtool.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { auditEvents, mark } from '../../test_utils/audit';
import { enrolTotp, oathtoolCode } from '../../test_utils/mfa';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type CallResult,
  type SecurityTestServer,
} from '../../test_utils/security_test_server';

jest.setTimeout(120_000);
const USER = 'uhura';
const PASSWORD = 'Hailing!freq-77';
const PAST_WINDOW_MS = 301_000;
const VERIFY = '/api/v1/account/mfa/verify';

/** The enrolment routes, each with a body its validation accepts or not: the check comes first. */
const ENROLMENTS: Array<[method: string, path: string, body: unknown]> = [
  ['POST', '/api/v1/account/mfa/totp', undefined],
  ['POST', '/api/v1/account/mfa/totp/confirm', { code: '123456' }],
  ['POST', '/api/v1/account/mfa/webauthn/register/options', undefined],
  ['POST', '/api/v1/account/mfa/webauthn/register', { name: 'key', response: {} }],
];

const refusalOf = (res: CallResult) => ({
  status: res.status,
  step_up_required: res.body?.step_up_required,
  step_up_with: res.body?.step_up_with,
  message: typeof res.body?.message,
});
const PASSWORD_REFUSAL = { status: 403, step_up_required: true, step_up_with: 'password', message: 'string' };

describe('the first factor needs a recent password check (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let cookie: string;

  beforeEach(async () => {
    s = await startSecurityTestServer();
    await s.createUser(USER, PASSWORD);
    cookie = await s.login(USER, PASSWORD);
  });
  afterEach(() => s.stop());

  it('lets a fresh session set up an authenticator app at once, as before', async () => {
    const { recoveryCodes } = await enrolTotp(s, cookie);
    expect(recoveryCodes.length).toBeGreaterThan(0);
  });

  it.each(ENROLMENTS)('refuses %s %s past the window until the password is confirmed', async (method, path, body) => {
    s.clock.advance(PAST_WINDOW_MS);
    expect(refusalOf(await s.call(method, path, { cookie, body }))).toEqual(PASSWORD_REFUSAL);

    const verified = await s.call('POST', VERIFY, { cookie, body: { password: PASSWORD } });
    expect(verified.status).toBe(200);
    const retried = await s.call(method, path, { cookie, body });
    expect(retried.status).not.toBe(403);
    expect(retried.status).toBeLessThan(500);
  });

  it('sets up an authenticator app and registers key options after the password, within the window only', async () => {
    s.clock.advance(PAST_WINDOW_MS);
    expect((await s.call('POST', VERIFY, { cookie, body: { password: PASSWORD } })).status).toBe(200);
    expect((await s.call('POST', '/api/v1/account/mfa/webauthn/register/options', { cookie })).status).toBe(200);
    s.clock.advance(PAST_WINDOW_MS);
    expect(refusalOf(await s.call('POST', '/api/v1/account/mfa/totp', { cookie }))).toEqual(PASSWORD_REFUSAL);
    expect((await s.call('POST', VERIFY, { cookie, body: { password: PASSWORD } })).status).toBe(200);
    await enrolTotp(s, cookie);
  });

  it('counts a wrong password with the sign-in ones: five, then 429 here and at the login form', async () => {
    s.clock.advance(PAST_WINDOW_MS);
    const from = mark(s);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await s.call('POST', VERIFY, { cookie, body: { password: `wrong-${i}` } })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The right password waits too, and so does a sign-in with it from this address.
    expect((await s.call('POST', VERIFY, { cookie, body: { password: PASSWORD } })).status).toBe(429);
    const login = await s.call('POST', '/auth/login', { body: { username: USER, password: PASSWORD } });
    expect(login.status).toBe(429);
    expect(refusalOf(await s.call('POST', '/api/v1/account/mfa/totp', { cookie }))).toEqual(PASSWORD_REFUSAL);
    const listed = await s.admin('GET', '/api/v1/configuration/lockouts');
    expect(listed.body.data).toContainEqual(expect.objectContaining({ kind: 'user', name: USER }));
    // Audited as a failed step-up, never with the password typed.
    const failed = await auditEvents(s, { category: 'MFA_FAILED', from: new Date(from).toISOString() });
    expect(failed.total).toBeGreaterThanOrEqual(5);
    expect(failed.events[0]).toMatchObject({
      user: USER,
      details: { stage: 'step_up', method: 'password', reason: 'invalid_password' },
    });
    expect(JSON.stringify(failed.events)).not.toContain('wrong-');
  });

  it('takes one answer only: a password beside a code is refused', async () => {
    const both = await s.call('POST', VERIFY, { cookie, body: { password: PASSWORD, code: '123456' } });
    expect(both.status).toBe(400);
  });

  it('asks nothing of the other security writes of a user without a factor', async () => {
    const admin = await s.login('admin', ADMIN_PASSWORD);
    s.clock.advance(PAST_WINDOW_MS);
    const rule = {
      name: 'Spraying',
      condition: { type: 'failed_logins', group_by: 'address', threshold: 3, window_minutes: 5 },
      actions: { in_app: true },
    };
    const created = await s.call('POST', '/api/v1/alerts/rules', { cookie: admin, body: rule });
    expect(created.status).toBeLessThan(300);
    const token = await s.call('POST', '/api/v1/configuration/apitokens', {
      cookie: admin,
      body: { name: 'ops', duration_seconds: 3600, cluster_permissions: [] },
    });
    expect(token.status).toBe(200);
    s.secrets.add(token.body.token);
  });

  it('never takes a password in place of an existing factor', async () => {
    const { secret } = await enrolTotp(s, cookie);
    s.clock.advance(PAST_WINDOW_MS);
    const refused = await s.call('POST', '/api/v1/account/mfa/webauthn/register/options', { cookie });
    // A user with a factor is asked for it, not for the password.
    expect({ status: refused.status, with: refused.body?.step_up_with }).toEqual({ status: 403, with: undefined });
    const byPassword = await s.call('POST', VERIFY, { cookie, body: { password: PASSWORD } });
    expect(byPassword.status).toBe(400);
    expect((await s.call('POST', '/api/v1/account/mfa/webauthn/register/options', { cookie })).status).toBe(403);
    const byCode = await s.call('POST', VERIFY, { cookie, body: { code: oathtoolCode(secret, s.clock.now) } });
    expect(byCode.status).toBe(200);
    expect((await s.call('POST', '/api/v1/account/mfa/webauthn/register/options', { cookie })).status).toBe(200);
  });
});
