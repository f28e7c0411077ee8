/**
 * Issue 39 item 2 over real HTTP: GET /api/metrics on the real server with the security plugin
 * (SQLite store): who may read it, what it holds after real logins, and that nothing secret or
 * unbounded (a raw path) ever shows in it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'http';
import type { AddressInfo } from 'net';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from './test_utils/security_test_server';
import { NO_METRICS_ACCESS_MESSAGE } from './metrics_access';

const PATH = '/api/metrics';
const TOKENS = '/api/v1/configuration/apitokens';

/** The value of one series (`name{labels}`), or undefined when the text lacks it. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function createToken(s: SecurityTestServer, cookie: string, name: string, clusterPermissions: string[]) {
  const res = await s.call('POST', TOKENS, {
    cookie,
    body: { name, duration_seconds: 3600, cluster_permissions: clusterPermissions },
  });
  expect(res.status).toBe(200);
  s.secrets.add(res.body.token);
  return res.body.token as string;
}

const apiKey = (token: string) => ({ xsrf: false, headers: { authorization: `ApiKey ${token}` } });

describe('GET /api/metrics with the security plugin', () => {
  let s: SecurityTestServer;
  let admin: string;

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'monitoring.roles': ['metrics_readers'] } });
    admin = await s.login('admin', ADMIN_PASSWORD);
    // A user with no permission, one whose role holds the permission, one with a monitoring.roles role.
    await s.createUser('nobody', 'Nobody-pass-1');
    await s.createUser('monitor', 'Monitor-pass-1');
    await s.createUser('reader', 'Reader-pass-1');
    const role = (name: string, body: unknown) => s.admin('POST', `/api/v1/configuration/roles/${name}`, body);
    const map = (name: string, users: string[]) =>
      s.admin('POST', `/api/v1/configuration/rolesmapping/${name}`, { users });
    expect((await role('prom_scraper', { cluster_permissions: ['cluster:monitor/metrics'] })).status).toBeLessThan(300);
    expect((await map('prom_scraper', ['monitor'])).status).toBeLessThan(300);
    expect((await role('metrics_readers', { cluster_permissions: [] })).status).toBeLessThan(300);
    expect((await map('metrics_readers', ['reader'])).status).toBeLessThan(300);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('refuses a caller without credentials (401)', async () => {
    const res = await s.call('GET', PATH);
    expect(res.status).toBe(401);
    expect(res.text).not.toContain('http_server_request_duration_seconds');
  });

  it('serves the text exposition format to the admin session and to Basic credentials', async () => {
    const bySession = await s.call('GET', PATH, { cookie: admin });
    expect(bySession.status).toBe(200);
    expect(bySession.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(bySession.headers.get('cache-control')).toBe('no-store');
    expect(bySession.text).toContain('# TYPE http_server_request_duration_seconds histogram');
    const byBasic = await s.call('GET', PATH, { basic: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(byBasic.status).toBe(200);
    expect(byBasic.text).toContain('# TYPE security_logins_total counter');
  });

  it('refuses a signed-in user without the permission (403) and opens to the permission or a monitoring role', async () => {
    const nobody = await s.call('GET', PATH, { basic: { username: 'nobody', password: 'Nobody-pass-1' } });
    expect(nobody.status).toBe(403);
    expect(nobody.body.message).toBe(NO_METRICS_ACCESS_MESSAGE);
    const nobodySession = await s.login('nobody', 'Nobody-pass-1');
    expect((await s.call('GET', PATH, { cookie: nobodySession })).status).toBe(403);

    const monitor = await s.call('GET', PATH, { basic: { username: 'monitor', password: 'Monitor-pass-1' } });
    expect(monitor.status).toBe(200);
    const reader = await s.call('GET', PATH, { cookie: await s.login('reader', 'Reader-pass-1') });
    expect(reader.status).toBe(200);
  });

  it('lets an API token with cluster:monitor/metrics (or a group covering it) read, and no other token', async () => {
    const scraper = await createToken(s, admin, 'prometheus', ['cluster:monitor/metrics']);
    const grouped = await createToken(s, admin, 'monitor-group', ['cluster_monitor']);
    const other = await createToken(s, admin, 'reports', ['cluster_composite_ops_ro']);
    const before =
      sample((await s.call('GET', PATH, { cookie: admin })).text, 'security_api_token_requests_total') ?? 0;

    const allowed = await s.call('GET', PATH, apiKey(scraper));
    expect(allowed.status).toBe(200);
    // As Prometheus sends it by default: a bearer token.
    const bearer = await s.call('GET', PATH, { xsrf: false, headers: { authorization: `Bearer ${scraper}` } });
    expect(bearer.status).toBe(200);
    expect((await s.call('GET', PATH, apiKey(grouped))).status).toBe(200);
    const refused = await s.call('GET', PATH, apiKey(other));
    expect(refused.status).toBe(403);
    expect((await s.call('GET', PATH, apiKey('osd_not_a_token'))).status).toBe(401);
    const wrongBearer = { xsrf: false, headers: { authorization: 'Bearer osd_not_a_token' } };
    expect((await s.call('GET', PATH, wrongBearer)).status).toBe(401);

    const after = sample((await s.call('GET', PATH, apiKey(scraper))).text, 'security_api_token_requests_total');
    // The four authenticated token requests before this one, and this one.
    expect(after).toBe(before + 5);
    for (const token of [scraper, grouped, other]) expect(allowed.text).not.toContain(token);
  });

  it('counts logins by auth type and outcome, and sessions', async () => {
    const read = async () => (await s.call('GET', PATH, { cookie: admin })).text;
    const series = (outcome: string) => `security_logins_total{auth_type="basicauth",outcome="${outcome}"}`;
    const before = await read();
    await s.login('nobody', 'Nobody-pass-1');
    const wrong = await s.call('POST', '/auth/login', { body: { username: 'nobody', password: 'Wrong-pass-9' } });
    expect(wrong.status).toBe(401);
    const after = await read();
    expect(sample(after, series('success'))).toBe((sample(before, series('success')) ?? 0) + 1);
    expect(sample(after, series('failure'))).toBe((sample(before, series('failure')) ?? 0) + 1);
    // Sessions of this test's logins are live.
    expect(sample(after, 'security_sessions_active')).toBeGreaterThanOrEqual(3);
    expect(sample(after, 'security_backend_up')).toBe(1);
    expect(after).toMatch(/^audit_events_total\{category="FAILED_LOGIN"\} [1-9]/m);
    // Never a password, a user name or an address in a label.
    for (const secret of ['Wrong-pass-9', ADMIN_PASSWORD, 'Nobody-pass-1']) expect(after).not.toContain(secret);
    expect(after).not.toMatch(/user(name)?="/);
  });

  it('labels requests with the route pattern, never the raw path, and times store queries', async () => {
    const id = 'a-dashboard-id-that-must-not-show';
    await s.call('GET', `/api/saved_objects/dashboard/${id}`, { cookie: admin });
    await s.call('GET', `/no/such/path/${id}?password=hunter2`, { cookie: admin });
    const text = (await s.call('GET', PATH, { cookie: admin })).text;
    expect(text).toMatch(
      /^http_server_request_duration_seconds_count\{method="GET",route="\/api\/saved_objects\/:type\/\*",status_code="404"\} [1-9]/m
    );
    expect(text).toMatch(
      /^http_server_request_duration_seconds_count\{method="GET",route="unmatched",status_code="\d+"\} [1-9]/m
    );
    expect(text).not.toContain(id);
    expect(text).not.toContain('hunter2');
    expect(text).toMatch(/^store_query_duration_seconds_count\{store="sqlite"\} [1-9]/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
  });

  it('shows metrics on in /api/status', async () => {
    const res = await s.call('GET', '/api/status', { cookie: admin });
    expect(metricsRow(res.body)).toEqual({
      id: 'metrics.enabled',
      label: 'Prometheus metrics',
      value: 'on (GET /api/metrics)',
    });
  });
});

/** The "Prometheus metrics" row of /status's Operations panel. */
const metricsRow = (body: { operations?: Array<{ id: string }> }) =>
  body.operations?.find((row) => row.id === 'metrics.enabled');

describe('monitoring.allowAnonymous and monitoring.enabled', () => {
  it('opens /api/metrics to anyone with monitoring.allowAnonymous: true', async () => {
    const s = await startSecurityTestServer({ overrides: { 'monitoring.allowAnonymous': true } });
    try {
      const res = await s.call('GET', PATH);
      expect(res.status).toBe(200);
      expect(res.text).toContain('# TYPE security_backend_up gauge');
      // Other APIs stay closed.
      expect((await s.call('GET', '/api/v1/auth/authinfo')).status).toBe(401);
    } finally {
      await s.stop();
    }
  });

  it('serves no metrics with monitoring.enabled: false, and says so on /api/status', async () => {
    const s = await startSecurityTestServer({ overrides: { 'monitoring.enabled': false } });
    try {
      const admin = await s.login('admin', ADMIN_PASSWORD);
      expect((await s.call('GET', PATH, { cookie: admin })).status).toBe(404);
      const status = await s.call('GET', '/api/status', { cookie: admin });
      expect(metricsRow(status.body)).toMatchObject({ label: 'Prometheus metrics', value: 'off' });
    } finally {
      await s.stop();
    }
  });
});

describe('store_query_duration_seconds on PostgreSQL', () => {
  it('labels the store postgresql', async () => {
    const s = await startSecurityTestServer({ dialect: 'postgres' });
    try {
      const res = await s.call('GET', PATH, { basic: { username: 'admin', password: ADMIN_PASSWORD } });
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/^store_query_duration_seconds_count\{store="postgresql"\} [1-9]/m);
      expect(res.text).not.toContain('store="sqlite"');
    } finally {
      await s.stop();
    }
  });
});

describe('alert_webhook_deliveries_total', () => {
  it('counts a delivered webhook of a firing alert rule', async () => {
    const receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const s = await startSecurityTestServer({
      overrides: {
        'opensearch_security.alerts.check_interval_ms': 1000,
        'opensearch_security.alerts.webhook.allowed_hosts': ['127.0.0.1'],
      },
    });
    try {
      const created = await s.admin('POST', '/api/v1/alerts/rules', {
        name: 'Failed logins',
        condition: { type: 'failed_logins', group_by: 'address', threshold: 3, window_minutes: 5 },
        actions: { in_app: true, webhook: { url: hook } },
      });
      expect(created.status).toBeLessThan(300);
      s.secrets.add(created.body.webhook_secret);
      for (let i = 0; i < 3; i++) {
        const res = await s.call('POST', '/auth/login', { body: { username: `nobody${i}`, password: 'Wrong-pass-1' } });
        expect(res.status).toBe(401);
      }
      const deadline = Date.now() + 20_000;
      let delivered: number | undefined;
      while (delivered === undefined && Date.now() < deadline) {
        const text = (await s.admin('GET', PATH)).text;
        delivered = sample(text, 'alert_webhook_deliveries_total{outcome="delivered"}');
        if (delivered === undefined) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(delivered).toBe(1);
    } finally {
      await s.stop();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

describe('security_logins_total outcome locked', () => {
  it('counts a login refused while the name is locked out', async () => {
    const s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 2 } });
    try {
      await s.createUser('guessed', 'Guessed-pass-1');
      const attempt = () => s.call('POST', '/auth/login', { body: { username: 'guessed', password: 'Wrong-pass-1' } });
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(429);
      const text = (await s.admin('GET', PATH)).text;
      expect(sample(text, 'security_logins_total{auth_type="basicauth",outcome="failure"}')).toBe(2);
      expect(sample(text, 'security_logins_total{auth_type="basicauth",outcome="locked"}')).toBe(1);
    } finally {
      await s.stop();
    }
  });
});
