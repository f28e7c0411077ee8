import { TEST_STORES } from '../../../../core/server/test_utils';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { changeAuditConfig, mark } from '../test_utils/audit';
import { ALICE, BOB, seedUsersAndTenants } from '../test_utils/fixtures';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const AGGREGATE = '/api/v1/audit/aggregate';

describe.each(TEST_STORES)('GET /api/v1/audit/aggregate (whole server, real HTTP) on %s', (dialect) => {
  let s: SecurityTestServer;
  let bob: string;
  let alice: string;
  let from: number;

  beforeAll(async () => {
    s = await startSecurityTestServer({ dialect, overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await seedUsersAndTenants(s);
    // alice may read the audit log (the `audit` endpoint of the security API), bob may not.
    expect(
      (
        await s.admin('POST', '/api/v1/configuration/roles/audit_reader', {
          cluster_permissions: ['restapi:admin/audit'],
        })
      ).status
    ).toBe(201);
    expect(
      (await s.admin('POST', '/api/v1/configuration/rolesmapping/audit_reader', { users: [ALICE.name] })).status
    ).toBe(201);
    bob = await s.login(BOB.name, BOB.password);
    alice = await s.login(ALICE.name, ALICE.password);
    from = mark(s);
    for (const [user, password] of [
      ['mallory', 'Guess-1!x'],
      ['mallory', 'Guess-2!x'],
      [BOB.name, 'Guess-3!x'],
    ]) {
      expect((await s.call('POST', '/auth/login', { body: { username: user, password } })).status).toBe(401);
      s.clock.advance(1000);
    }
  });
  afterAll(() => s.stop());

  it('counts the failed logins by user tried, for a security administrator and an audit reader', async () => {
    for (const call of [
      (path: string) => s.admin('GET', path),
      (path: string) => s.call('GET', path, { cookie: alice }),
    ]) {
      const res = await call(`${AGGREGATE}?type=terms&field=user&category=FAILED_LOGIN&from=${from}&to=now`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(3);
      expect(res.body.terms).toEqual({
        field: 'user',
        buckets: [
          { key: 'mallory', count: 2 },
          { key: BOB.name, count: 1 },
        ],
        other: 0,
      });
    }
  });

  it('a histogram over a relative range: now-1m holds the three failures in one-second buckets', async () => {
    const res = await s.admin('GET', `${AGGREGATE}?from=now-1m&outcome=failure&address=127.0.0.1&auth_type=basicauth`);
    expect(res.status).toBe(200);
    expect(res.body.range.to).toBe(new Date(s.clock.now).toISOString());
    expect(res.body.histogram.interval).toBe('1s');
    const second = (ms: number) => Math.floor(ms / 1000) * 1000;
    expect(res.body.histogram.buckets.map((b: { key: number; by_category: object }) => [b.key, b.by_category])).toEqual(
      [0, 1000, 2000].map((ms) => [second(from + ms), { FAILED_LOGIN: 1 }])
    );
  });

  it('names the categories the audit settings do not record, and none once every one is on', async () => {
    const path = `${AGGREGATE}?type=terms&field=user&from=${from}&to=now`;
    expect((await s.admin('GET', path)).body.not_recorded).toEqual(['AUTHENTICATED', 'GRANTED_PRIVILEGES']);
    await changeAuditConfig(s, (config) => {
      config.audit.disabled_rest_categories = [];
    });
    try {
      const res = await s.admin('GET', path);
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('not_recorded');
      await changeAuditConfig(s, (config) => {
        config.audit.enable_rest = false;
      });
      expect((await s.admin('GET', path)).body.not_recorded).toEqual([
        'FAILED_LOGIN',
        'AUTHENTICATED',
        'MISSING_PRIVILEGES',
        'GRANTED_PRIVILEGES',
      ]);
    } finally {
      await changeAuditConfig(s, (config) => {
        config.audit.enable_rest = true;
        config.audit.disabled_rest_categories = ['AUTHENTICATED', 'GRANTED_PRIVILEGES'];
      });
    }
  });

  it('the events list takes the same filters and relative times, so the page table shows what is counted', async () => {
    const res = await s.admin(
      'GET',
      `/api/v1/audit/events?from=now-1m&to=now&outcome=failure&address=127.0.0.1&auth_type=basicauth&user=mallory`
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    const none = await s.admin('GET', '/api/v1/audit/events?from=now-1m&outcome=success&user=mallory');
    expect(none.body.total).toBe(0);
    const bad = await s.admin('GET', '/api/v1/audit/events?outcome=maybe');
    expect([bad.status, bad.body.message]).toEqual([400, '[query.outcome]: must be one of: success, failure']);
  });

  it('answers 401 without a login and 403 to a user without the audit permission', async () => {
    expect((await s.call('GET', AGGREGATE)).status).toBe(401);
    const denied = await s.call('GET', `${AGGREGATE}?type=terms&field=user`, { cookie: bob });
    expect(denied.status).toBe(403);
    expect(JSON.stringify(denied.body)).not.toContain('mallory');
  });

  it('refuses bad parameters with a 400 naming them, never a 500', async () => {
    for (const [query, message] of [
      ['type=pie', '[query.type]: must be one of: histogram, terms'],
      ['type=terms', '[field] is required for type=terms: one of category, user, address, auth_type, tenant, outcome'],
      [
        'type=terms&field=password',
        '[query.field]: must be one of: category, user, address, auth_type, tenant, outcome',
      ],
      ['type=terms&field=user&size=0', '[size] must be a whole number from 1 to 100'],
      ['type=terms&field=user&size=101', '[size] must be a whole number from 1 to 100'],
      ['type=terms&field=user&size=-1', '[query.size]: must match pattern "^[0-9]{1,3}$"'],
      ['field=user', '[field] is only for type=terms'],
      ['size=5', '[size] is only for type=terms'],
      [
        'from=yesterday',
        '[from] must be an ISO 8601 time, milliseconds since 1970, or a time relative to now (now-24h)',
      ],
      ['to=now-1x', '[to] must be an ISO 8601 time, milliseconds since 1970, or a time relative to now (now-24h)'],
      [
        'from=2030-02-30',
        '[from] must be an ISO 8601 time, milliseconds since 1970, or a time relative to now (now-24h)',
      ],
      ['from=now&to=now-1h', '[from] must not be after [to]'],
      ['outcome=maybe', '[query.outcome]: must be one of: success, failure'],
      [
        'category=NOPE',
        '[query.category]: must be one of: FAILED_LOGIN, AUTHENTICATED, MISSING_PRIVILEGES, GRANTED_PRIVILEGES, COMPLIANCE_INTERNAL_CONFIG_WRITE, SESSION_REVOKED, ALERT_RULE_CHANGED, ACCOUNT_UNLOCKED, RESOURCE_SHARING_CHANGED, MFA_ENROLLED, MFA_FAILED, MFA_RESET',
      ],
      [`user=${'x'.repeat(1025)}`, '[query.user]: must NOT have more than 1024 characters'],
      ['sql=1', "Unknown query parameter 'sql'"],
    ]) {
      const res = await s.admin('GET', `${AGGREGATE}?${query}`);
      expect([query, res.status, res.body.message]).toEqual([query, 400, message]);
    }
  });
});
