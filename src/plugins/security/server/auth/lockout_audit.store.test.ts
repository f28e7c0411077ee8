/**
 * Attempts refused while locked out are audited once per lock-out, with their count, on both
 * listeners (the main server's login form and `Authorization: Basic`, and the OpenSearch security
 * REST API listener): a flood of 429s cannot crowd the audit log. The real server, real HTTP.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { freePort, TEST_STORES } from '../../../../core/server/test_utils';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const BASE_USER = 'chekov';
const PASSWORD = 'Nuclear-wessels1!';
const WINDOW_MS = 15 * 60_000;
const TWO_DAYS_MS = 2 * 24 * 3600_000;

interface FailedLogin {
  user: string | null;
  remote_address: string;
  details: Record<string, unknown>;
}

describe.each(TEST_STORES)('refused attempts audited once per lock-out (whole server) on %s', (dialect) => {
  // One server for the file: each test has a user of its own and starts two days after the one
  // before, when the earlier tests' counts are forgotten (their window and max_lockout_ms passed).
  let s: SecurityTestServer;
  let restUrl: string;
  let USER = '';
  let users = 0;

  beforeAll(async () => {
    const port = await freePort();
    s = await startSecurityTestServer({
      dialect,
      overrides: { 'opensearch_security.restapi.port': port, 'opensearch_security.restapi.host': '127.0.0.1' },
    });
    restUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(() => s?.stop());
  beforeEach(async () => {
    s.clock.advance(TWO_DAYS_MS);
    USER = `${BASE_USER}-${++users}`;
    await s.createUser(USER, PASSWORD);
  });

  const basic = (password: string) => `Basic ${Buffer.from(`${USER}:${password}`).toString('base64')}`;
  const form = (password: string) => s.call('POST', '/auth/login', { body: { username: USER, password } });
  const onApi = (password: string) => s.call('GET', '/api/v1/auth/authinfo', { basic: { username: USER, password } });
  const onListener = async (password: string) =>
    (await fetch(`${restUrl}/_plugins/_security/authinfo`, { headers: { authorization: basic(password) } })).status;
  const failedLogins = async (from: number): Promise<FailedLogin[]> => {
    const res = await s.admin('GET', `/api/v1/audit/events?category=FAILED_LOGIN&from=${from}&per_page=100`);
    expect(res.status).toBe(200);
    return (res.body.events as FailedLogin[]).reverse();
  };
  const reasons = (events: FailedLogin[]) => events.map((e) => e.details.reason);

  it('on the main server: 40 attempts refused by one lock-out are one too_many_attempts event with the count', async () => {
    const from = s.clock.now;
    for (let i = 0; i < 5; i++) expect((await form(`Wrong-${i}!a`)).status).toBe(401);
    const lockedAt = s.clock.now;
    for (let i = 0; i < 40; i++) {
      s.clock.advance(1000);
      expect((i % 2 ? await form(`Flood-${i}!a`) : await onApi(`Flood-${i}!a`)).status).toBe(429);
    }
    // While the lock-out lasts the log holds the five checked failures, not forty refusals.
    expect(reasons(await failedLogins(from))).toEqual(Array(5).fill('invalid_credentials'));

    s.clock.advance(WINDOW_MS);
    expect((await form(PASSWORD)).status).toBe(200);
    const events = await failedLogins(from);
    expect(reasons(events)).toEqual([...Array(5).fill('invalid_credentials'), 'too_many_attempts']);
    expect(events[5]).toMatchObject({
      user: USER,
      remote_address: '127.0.0.1',
      details: {
        reason: 'too_many_attempts',
        auth_type: 'basicauth',
        lockout: 'user_address',
        attempts: 40,
        first_attempt: new Date(lockedAt + 1000).toISOString(),
        last_attempt: new Date(lockedAt + 40_000).toISOString(),
        locked_until: new Date(lockedAt + WINDOW_MS).toISOString(),
      },
    });
    expect(JSON.stringify(events)).not.toContain('Flood-');
  });

  it('on the REST API listener: the same lock-out, the same one event', async () => {
    const from = s.clock.now;
    for (let i = 0; i < 5; i++) expect(await onListener(`Wrong-${i}!a`)).toBe(401);
    for (let i = 0; i < 30; i++) expect(await onListener(`Flood-${i}!a`)).toBe(429);
    expect(reasons(await failedLogins(from))).toEqual(Array(5).fill('invalid_credentials'));

    s.clock.advance(WINDOW_MS);
    expect(await onListener(PASSWORD)).toBe(200);
    const events = await failedLogins(from);
    expect(reasons(events)).toEqual([...Array(5).fill('invalid_credentials'), 'too_many_attempts']);
    expect(events[5]).toMatchObject({ user: USER, details: { lockout: 'user_address', attempts: 30 } });
  });

  it("an administrator's unlock ends the lock-out: its refusals so far are audited, marked unlocked", async () => {
    const from = s.clock.now;
    for (let i = 0; i < 5; i++) await form(`Wrong-${i}!a`);
    for (let i = 0; i < 3; i++) expect((await form(`Again-${i}!a`)).status).toBe(429);
    expect((await s.admin('DELETE', `/api/v1/configuration/lockouts/user/${USER}`)).status).toBe(200);
    const events = await failedLogins(from);
    expect(reasons(events)).toEqual([...Array(5).fill('invalid_credentials'), 'too_many_attempts']);
    expect(events[5].details).toMatchObject({ attempts: 3, unlocked: true });
    expect((await form(PASSWORD)).status).toBe(200);
  });
});
