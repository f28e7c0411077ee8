/**
 * Issue 68.6 on the whole server over real HTTP: `POST /api/v1/configuration/authc/test` with a
 * password is no password oracle. Its guesses count in the tested name's lock-out as logins do,
 * each is audited, and a session whose user has a factor needs a recent factor check to ask.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsSince, mark } from '../test_utils/audit';
import { enrolTotp, oathtoolCode } from '../test_utils/mfa';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { AUTHC_TEST_PATH, WRONG_PASSWORD_MESSAGE } from './authc_test';

const VICTIM = { name: 'victim', password: 'V1ctim!strong-pass' };
const OTHER = { name: 'other', password: 'Oth3r!strong-pass' };
const MAX_FAILURES = 3;

describe('Test a user: guesses of a password', () => {
  let s: SecurityTestServer;
  let admin: string;

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': MAX_FAILURES } });
    await s.createUser(VICTIM.name, VICTIM.password, ['kibanauser']);
    await s.createUser(OTHER.name, OTHER.password, ['kibanauser']);
    admin = await s.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => s.stop());

  const guess = (username: string, password: string) =>
    s.call('POST', AUTHC_TEST_PATH, { cookie: admin, body: { username, password } });

  it('counts wrong guesses in the lock-out of the name, then answers 429 there and at login', async () => {
    // A right guess takes its attempt back, as a login does.
    expect((await guess(VICTIM.name, VICTIM.password)).body.domains[0].error).toBeNull();
    for (let i = 0; i < MAX_FAILURES; i++) {
      const wrong = await guess(VICTIM.name, `wrong-Pass${i}`);
      expect([wrong.status, wrong.body.domains[0].error]).toEqual([200, WRONG_PASSWORD_MESSAGE]);
    }
    const locked = await guess(VICTIM.name, VICTIM.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.text).not.toContain('domains');
    const login = await s.call('POST', '/auth/login', { body: { username: VICTIM.name, password: VICTIM.password } });
    expect(login.status).toBe(429);
    // The lock is the name's: another user is still tested, and looking a name up is no guess.
    expect((await guess(OTHER.name, OTHER.password)).status).toBe(200);
    expect((await s.call('POST', AUTHC_TEST_PATH, { cookie: admin, body: { username: VICTIM.name } })).status).toBe(
      200
    );
    const lockouts = await s.admin('GET', '/api/v1/configuration/lockouts');
    expect(lockouts.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'user', name: VICTIM.name })])
    );
  });

  it('audits every guess as a login attempt of the tested name, by whom, never the password', async () => {
    const from = mark(s);
    await guess(OTHER.name, 'not-Other1');
    await guess(OTHER.name, OTHER.password);
    await guess(VICTIM.name, VICTIM.password);
    const failed = await eventsSince(s, from, 'FAILED_LOGIN');
    expect(
      failed.map((event) => [event.user, event.details.reason, event.details.via, event.details.tested_by])
    ).toEqual([
      [OTHER.name, 'invalid_credentials', 'authc_test', 'admin'],
      [VICTIM.name, 'too_many_attempts', 'authc_test', 'admin'],
    ]);
    expect(JSON.stringify(failed)).not.toContain('not-Other1');
  });

  it('asks a session whose user has a factor for a recent factor check before a test', async () => {
    const { secret } = await enrolTotp(s, admin);
    s.clock.advance(301_000);
    const refused = await s.call('POST', AUTHC_TEST_PATH, { cookie: admin, body: { username: OTHER.name } });
    expect([refused.status, refused.body.step_up_required]).toEqual([403, true]);
    const verified = await s.call('POST', '/api/v1/account/mfa/verify', {
      cookie: admin,
      body: { code: oathtoolCode(secret, s.clock.now) },
    });
    expect(verified.status).toBe(200);
    expect((await s.call('POST', AUTHC_TEST_PATH, { cookie: admin, body: { username: OTHER.name } })).status).toBe(200);
  });
});
