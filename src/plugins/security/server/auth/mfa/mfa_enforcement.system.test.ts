/**
 * Issue 40, TOTP: step-up before security configuration writes, enrolment enforced by role, an
 * administrator's reset. Basic with a password alone is in password_alone.integration.test.ts. Whole server,
 * real HTTP, codes from Debian's oathtool.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { auditEvents } from '../../test_utils/audit';
import { enrolTotp, oathtoolCode, pendingCookieOf } from '../../test_utils/mfa';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../../test_utils/security_test_server';

// A whole server per test, several logins each (bcrypt) on a shared two-core machine.
jest.setTimeout(120_000);
const USER = 'uhura';
const PASSWORD = 'Fr3quency!open';
const STEP_MS = 30_000;
const ROLE = (name: string) => `/api/v1/configuration/roles/${name}`;
const roleBody = { cluster_permissions: ['cluster_monitor'] };

describe('MFA enforcement, step-up and reset (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  afterEach(() => s?.stop());

  it('asks a user with a factor for a fresh check before a configuration write; verify, then the retry passes', async () => {
    s = await startSecurityTestServer();
    const cookie = await s.login('admin', ADMIN_PASSWORD);
    const call = (method: string, path: string, body?: unknown) => s.call(method, path, { cookie, body });
    // Without a factor, nothing is asked.
    expect((await call('POST', ROLE('before'), roleBody)).status).toBe(201);
    const { secret } = await enrolTotp(s, cookie);
    // Confirming the enrolment was a factor check.
    expect((await call('POST', ROLE('just_enrolled'), roleBody)).status).toBe(201);
    s.clock.advance(301_000);
    const refused = await call('POST', ROLE('later'), roleBody);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: expect.any(String),
      step_up_required: true,
    });
    // Reads are not asked; neither is a delete, import or user write spared.
    expect((await call('GET', '/api/v1/configuration/roles')).status).toBe(200);
    expect((await call('DELETE', ROLE('before'))).status).toBe(403);
    expect(
      (await call('POST', '/api/v1/configuration/internalusers/someone', { password: 'S0me!one-pass' })).status
    ).toBe(403);
    expect((await call('GET', ROLE('later'))).status).toBe(404);

    expect((await call('POST', '/api/v1/account/mfa/verify', { code: '000000' })).status).toBe(400);
    const verified = await call('POST', '/api/v1/account/mfa/verify', { code: oathtoolCode(secret, s.clock.now) });
    expect(verified.status).toBe(200);
    expect((await call('POST', ROLE('later'), roleBody)).status).toBe(201);
    expect((await call('DELETE', ROLE('before'))).status).toBe(200);
    const failed = (await call('GET', '/api/v1/audit/events?category=MFA_FAILED')).body;
    expect(failed.events[0]).toMatchObject({ user: 'admin', details: { stage: 'step_up' } });

    // Basic would be a password alone: refused for a user with a factor (password_alone.integration.test.ts).
    const basic = await s.call('POST', ROLE('by_basic'), {
      basic: { username: 'admin', password: ADMIN_PASSWORD },
      body: roleBody,
    });
    expect(basic.status).toBe(401);
  });

  it('makes a user of a required role enrol at login before any API answers; the confirm starts the session', async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.mfa.required_for_roles': ['kibana_user'] } });
    await s.createUser(USER, PASSWORD, ['kibanauser']);
    await s.createUser('plain', 'Pl4in!user-pass');
    // A user without the role signs in as before.
    expect(
      (await s.call('POST', '/auth/login', { body: { username: 'plain', password: 'Pl4in!user-pass' } })).sessionCookie
    ).toBeDefined();

    const login = await s.call('POST', '/auth/login', { body: { username: USER, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ mfa_required: true, mfa_enrolment_required: true, methods: ['totp'] });
    expect(login.sessionCookie).toBeUndefined();
    const pending = pendingCookieOf(login)!;
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie: pending });
    expect(info.status).toBe(403);
    expect(info.body.mfa_enrolment_required).toBe(true);
    expect((await s.call('GET', '/app/home', { cookie: pending })).status).toBe(302);
    // Nothing to verify yet.
    expect((await s.call('POST', '/auth/login/mfa', { cookie: pending, body: { code: '123456' } })).status).toBe(401);

    expect((await s.call('GET', '/api/v1/account/mfa', { cookie: pending })).body).toEqual({
      methods: [],
      recovery_codes_left: 0,
      required: true,
    });
    const started = await s.call('POST', '/api/v1/account/mfa/totp', { cookie: pending });
    expect(started.status).toBe(200);
    const confirmed = await s.call('POST', '/api/v1/account/mfa/totp/confirm', {
      cookie: pending,
      body: { code: oathtoolCode(started.body.secret, s.clock.now) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(confirmed.sessionCookie).toBeDefined();
    const session = confirmed.sessionCookie!;
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie: session })).status).toBe(200);
    // A required factor cannot be turned off.
    s.clock.advance(STEP_MS);
    const off = await s.call('DELETE', '/api/v1/account/mfa/totp', {
      cookie: session,
      body: { code: oathtoolCode(started.body.secret, s.clock.now) },
    });
    expect(off.status).toBe(403);
    // The next login asks for the code.
    const next = await s.call('POST', '/auth/login', { body: { username: USER, password: PASSWORD } });
    expect(next.body).toEqual({ mfa_required: true, methods: ['totp'] });
  });

  it("lets an administrator reset a user's factors (audited MFA_RESET); others may not", async () => {
    s = await startSecurityTestServer();
    await s.createUser(USER, PASSWORD);
    await s.createUser('plain', 'Pl4in!user-pass');
    await enrolTotp(s, await s.login(USER, PASSWORD));
    const plain = await s.login('plain', 'Pl4in!user-pass');
    const path = `/api/v1/configuration/internalusers/${USER}/mfa`;
    expect((await s.call('DELETE', path, { cookie: plain })).status).toBe(403);
    expect((await s.admin('DELETE', '/api/v1/configuration/internalusers/nobody/mfa')).status).toBe(404);
    const reset = await s.admin('DELETE', path);
    expect(reset.status).toBe(200);
    const events = await auditEvents(s, { category: 'MFA_RESET' });
    expect(events.events.map((e) => [e.user, e.details.mfa_user, e.details.by])).toEqual([['admin', USER, 'admin']]);
    const login = await s.call('POST', '/auth/login', { body: { username: USER, password: PASSWORD } });
    expect(login.sessionCookie).toBeDefined();
    expect(login.body.mfa_required).toBeUndefined();
  });
});
