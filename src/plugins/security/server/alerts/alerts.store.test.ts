import { afterEach, describe, expect, it } from '@jest/globals';
import { createHmac } from 'crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'http';
import type { AddressInfo } from 'net';
import { hostname } from 'os';
import { join } from 'path';
import { TEST_STORES } from '../../../../core/server/test_utils';
import type { AlertFiring, AlertRuleCreated } from '../../common/alerts';
import { changeAuditConfig } from '../test_utils/audit';
import { REFUSED_DELIVERY_MESSAGE } from './webhook';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on loopback: answers each delivery with the next status (200 when none is left). */
async function startReceiver(
  statuses: number[] = []
): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A rule's firings after one check of the rules at the test clock's time (the test runs the
 * checks, not the interval), with their webhooks delivered: exactly `count` of them.
 */
async function firingsOf(s: SecurityTestServer, ruleId: string, count: number): Promise<AlertFiring[]> {
  await s.checkAlerts();
  const res = await s.admin('GET', `/api/v1/alerts/firings?rule_id=${ruleId}`);
  expect(res.status).toBe(200);
  const data = res.body.data as AlertFiring[];
  expect(data).toHaveLength(count);
  expect(data.filter((f) => f.delivery.status === 'pending')).toEqual([]);
  return data;
}

/** A login from another loopback address (Linux answers on all of 127.0.0.0/8). */
function loginFrom(s: SecurityTestServer, localAddress: string, username: string, password: string): Promise<number> {
  const url = new URL('/auth/login', s.url);
  const body = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'osd-xsrf': 'true', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      }
    );
    req.on('error', reject);
    req.end(body);
  });
}

const failedLoginsRule = (url?: string) => ({
  name: 'Password spraying from one address',
  condition: { type: 'failed_logins', group_by: 'address', threshold: 3, window_minutes: 5 },
  actions: { in_app: true, ...(url ? { webhook: { url } } : {}) },
});

describe.each(TEST_STORES)('alert rules on the audit stream (whole server, real HTTP) on %s', (dialect) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });

  async function start(overrides: Record<string, unknown> = {}) {
    const server = await startSecurityTestServer({
      dialect,
      overrides: {
        // The longest interval: the test checks the rules itself (firingsOf), at its clock's times.
        'opensearch_security.alerts.check_interval_ms': 3_600_000,
        // The receivers listen on loopback, which webhooks reach only when allowed.
        'opensearch_security.alerts.webhook.allowed_hosts': ['127.0.0.1'],
        ...overrides,
      },
    });
    cleanups.push(() => server.stop());
    return server;
  }

  async function receiver(statuses?: number[]) {
    const r = await startReceiver(statuses);
    cleanups.push(() => r.close());
    return r;
  }

  async function failLogins(s: SecurityTestServer, times: number) {
    for (let i = 0; i < times; i++) {
      const res = await s.call('POST', '/auth/login', {
        body: { username: `nobody${i}`, password: 'wrong-Passw0rd!' },
      });
      expect(res.status).toBe(401);
    }
  }

  it('keeps rules for administrators, shows the webhook secret once, and validates every field', async () => {
    const s = await start();
    const hook = await receiver();
    const created = await s.admin('POST', '/api/v1/alerts/rules', failedLoginsRule(hook.url));
    expect(created.status).toBe(200);
    const { rule, webhook_secret } = created.body as AlertRuleCreated;
    expect(webhook_secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(rule).toMatchObject({ name: 'Password spraying from one address', enabled: true, created_by: 'admin' });
    expect(rule.actions).toEqual({ in_app: true, webhook: { url: hook.url } });

    const listed = await s.admin('GET', '/api/v1/alerts/rules');
    expect(listed.body.data).toHaveLength(1);
    const one = await s.admin('GET', `/api/v1/alerts/rules/${rule.id}`);
    expect(one.body.id).toBe(rule.id);
    for (const text of [listed.text, one.text]) expect(text).not.toContain(webhook_secret);

    // An edit keeps the secret without sending it back.
    const edited = await s.admin('PUT', `/api/v1/alerts/rules/${rule.id}`, {
      ...failedLoginsRule(hook.url),
      enabled: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.webhook_secret).toBeUndefined();
    expect(edited.body.rule.enabled).toBe(false);

    for (const [body, field] of [
      [
        {
          ...failedLoginsRule(),
          condition: { type: 'failed_logins', group_by: 'address', threshold: 0, window_minutes: 5 },
        },
        'threshold',
      ],
      [failedLoginsRule('ftp://example.com/x'), 'url'],
      [{ ...failedLoginsRule(), name: '   ' }, 'name'],
      [{ ...failedLoginsRule(), extra: 1 }, 'extra'],
      [{ ...failedLoginsRule(), actions: { in_app: false } }, 'actions'],
      [{ ...failedLoginsRule(), condition: { type: 'rm -rf' } }, 'condition'],
    ] as const) {
      const res = await s.admin('POST', '/api/v1/alerts/rules', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    }

    await s.createUser('plain', 'Pl4in!user-pass');
    const plain = await s.login('plain', 'Pl4in!user-pass');
    expect((await s.call('GET', '/api/v1/alerts/rules', { cookie: plain })).status).toBe(403);
    expect((await s.call('GET', '/api/v1/alerts/firings', { cookie: plain })).status).toBe(403);
    expect((await s.call('POST', '/api/v1/alerts/rules', { cookie: plain, body: failedLoginsRule() })).status).toBe(
      403
    );
    expect((await s.call('GET', '/api/v1/alerts/rules')).status).toBe(401);
    // Without the osd-xsrf header a write is refused.
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const noXsrf = await s.call('POST', '/api/v1/alerts/rules', {
      cookie: admin,
      body: failedLoginsRule(),
      xsrf: false,
    });
    expect(noXsrf.status).toBe(400);

    expect((await s.admin('DELETE', `/api/v1/alerts/rules/${rule.id}`)).status).toBe(200);
    expect((await s.admin('GET', `/api/v1/alerts/rules/${rule.id}`)).status).toBe(404);
    expect(s.problems.join('\n')).not.toContain(webhook_secret);
  });

  it('refuses webhooks to internal addresses by default, naming the field and the key (SSRF)', async () => {
    const s = await start({ 'opensearch_security.alerts.webhook.allowed_hosts': [] });
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:169.254.169.254]/',
      'http://2130706433/',
      `${new URL(s.url).origin}/api/status`,
      'http://10.0.0.5/hook',
      'http://admin:secret@hooks.example.com/',
    ]) {
      const res = await s.admin('POST', '/api/v1/alerts/rules', failedLoginsRule(url));
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
      expect(res.body.message).toMatch(/^\[actions\.webhook\.url\] must not/);
    }
    const metadata = await s.admin('POST', '/api/v1/alerts/rules', failedLoginsRule('http://169.254.169.254/'));
    expect(metadata.body.message).toContain('opensearch_security.alerts.webhook.allowed_hosts');
    expect((await s.admin('GET', '/api/v1/alerts/rules')).body.data).toEqual([]);
  });

  it('refuses at delivery a name that resolves to an internal address, says so in the firing, and audits it', async () => {
    const s = await start({ 'opensearch_security.alerts.webhook.allowed_hosts': [] });
    const hook = await receiver();
    // The machine's own name resolves to one of its addresses (loopback or private): never public.
    const url = `http://${hostname()}:${new URL(hook.url).port}/hook`;
    const created = (await s.admin('POST', '/api/v1/alerts/rules', failedLoginsRule(url))).body as AlertRuleCreated;
    await failLogins(s, 3);
    const [firing] = await firingsOf(s, created.rule.id, 1);
    expect(firing.delivery).toEqual({
      status: 'failed',
      attempts: 1,
      last_status: null,
      error: REFUSED_DELIVERY_MESSAGE,
    });
    expect(hook.received).toHaveLength(0);
    const refused = (await s.admin('GET', '/api/v1/audit/events?category=MISSING_PRIVILEGES')).body.events as Array<{
      user: string;
      details: Record<string, unknown>;
    }>;
    expect(refused.find((e) => e.details.reason === 'webhook_address_not_allowed')).toMatchObject({
      user: 'admin',
      details: { rule_id: created.rule.id, host: hostname() },
    });
  });

  it('gives a re-pointed webhook a new secret, shown once, and audits every rule change', async () => {
    const s = await start();
    const original = await receiver();
    const attacker = await receiver();
    const created = (await s.admin('POST', '/api/v1/alerts/rules', failedLoginsRule(original.url)))
      .body as AlertRuleCreated;
    // An administrator of the audit endpoint only re-points the rule to a receiver of their own.
    await s.createUser('auditor', 'Aud1tor!only-pass');
    expect(
      (
        await s.admin('POST', '/api/v1/configuration/roles/audit_admin', {
          cluster_permissions: ['restapi:admin/audit'],
        })
      ).status
    ).toBe(201);
    expect(
      (await s.admin('POST', '/api/v1/configuration/rolesmapping/audit_admin', { users: ['auditor'] })).status
    ).toBe(201);
    const auditor = await s.login('auditor', 'Aud1tor!only-pass');
    const repointed = await s.call('PUT', `/api/v1/alerts/rules/${created.rule.id}`, {
      cookie: auditor,
      body: failedLoginsRule(attacker.url),
    });
    expect(repointed.status).toBe(200);
    const fresh = repointed.body.webhook_secret as string;
    expect(fresh).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(created.webhook_secret);
    // The same URL again keeps the secret (nothing shown).
    const same = await s.call('PUT', `/api/v1/alerts/rules/${created.rule.id}`, {
      cookie: auditor,
      body: failedLoginsRule(attacker.url),
    });
    expect(same.body.webhook_secret).toBeUndefined();

    await failLogins(s, 3);
    await firingsOf(s, created.rule.id, 1);
    expect(original.received).toHaveLength(0);
    const { headers, body } = attacker.received[0];
    const sign = (secret: string) =>
      `sha256=${createHmac('sha256', secret)
        .update(`${String(headers['x-osd-alert-timestamp'])}.${body}`)
        .digest('hex')}`;
    expect(headers['x-osd-alert-signature']).toBe(sign(fresh));
    expect(headers['x-osd-alert-signature']).not.toBe(sign(created.webhook_secret!));

    expect((await s.call('DELETE', `/api/v1/alerts/rules/${created.rule.id}`, { cookie: auditor })).status).toBe(200);
    const events = (await s.admin('GET', '/api/v1/audit/events?category=ALERT_RULE_CHANGED')).body.events as Array<{
      user: string;
      details: Record<string, unknown>;
    }>;
    expect(events.map((e) => [e.user, e.details.action, e.details.rule_id]).reverse()).toEqual([
      ['admin', 'created', created.rule.id],
      ['auditor', 'changed', created.rule.id],
      ['auditor', 'changed', created.rule.id],
      ['auditor', 'deleted', created.rule.id],
    ]);
    expect(JSON.stringify(events)).not.toContain('whsec_');
  });

  it('fires once per window to a signed webhook when failed logins from one address reach the threshold', async () => {
    const s = await start();
    const hook = await receiver([503]);
    const created = (await s.admin('POST', '/api/v1/alerts/rules', failedLoginsRule(hook.url)))
      .body as AlertRuleCreated;
    await failLogins(s, 2);
    expect(await firingsOf(s, created.rule.id, 0)).toEqual([]);

    await failLogins(s, 1);
    const [firing] = await firingsOf(s, created.rule.id, 1);
    expect(firing).toMatchObject({
      rule_name: created.rule.name,
      matched_count: 3,
      group_key: expect.stringMatching(/127\.0\.0\.1/),
    });
    // The receiver answered 503 first: the delivery was retried and then delivered.
    expect(firing.delivery).toEqual({ status: 'delivered', attempts: 2, last_status: 200, error: null });
    expect(hook.received).toHaveLength(2);
    const { headers, body } = hook.received[1];
    const timestamp = String(headers['x-osd-alert-timestamp']);
    const expected = `sha256=${createHmac('sha256', created.webhook_secret!).update(`${timestamp}.${body}`).digest('hex')}`;
    expect(headers['x-osd-alert-signature']).toBe(expected);
    expect(JSON.parse(body)).toMatchObject({
      rule: { id: created.rule.id, name: created.rule.name },
      firing: { id: firing.id, matched_count: 3, group_key: firing.group_key },
    });

    // More failures within the same window: no second firing.
    await failLogins(s, 3);
    expect(await firingsOf(s, created.rule.id, 1)).toHaveLength(1);
    // A new window: it fires again.
    s.clock.advance(6 * 60_000);
    await failLogins(s, 3);
    expect(await firingsOf(s, created.rule.id, 2)).toHaveLength(2);
  });

  it('counts failed logins per user name tried (20 in five minutes hit one user)', async () => {
    const s = await start();
    const hook = await receiver();
    const created = (
      await s.admin('POST', '/api/v1/alerts/rules', {
        name: 'One user under attack',
        condition: { type: 'failed_logins', group_by: 'user', threshold: 20, window_minutes: 5 },
        actions: { in_app: true, webhook: { url: hook.url } },
      })
    ).body as AlertRuleCreated;
    for (let i = 0; i < 19; i++) {
      const res = await s.call('POST', '/auth/login', {
        body: { username: 'victim', password: `guess-${i}-Passw0rd` },
      });
      expect(res.status).not.toBe(200);
      s.clock.advance(10_000);
    }
    // Other names do not count toward this one.
    await failLogins(s, 3);
    expect(await firingsOf(s, created.rule.id, 0)).toEqual([]);
    await s.call('POST', '/auth/login', { body: { username: 'victim', password: 'guess-last-Passw0rd' } });
    const [firing] = await firingsOf(s, created.rule.id, 1);
    expect(firing).toMatchObject({ group_key: 'victim', matched_count: 20, delivery: { status: 'delivered' } });
    expect(JSON.parse(hook.received[0].body).firing.group_key).toBe('victim');
  });

  it('fires when a reserved role mapping changes, and not for other roles', async () => {
    const s = await start();
    const created = (
      await s.admin('POST', '/api/v1/alerts/rules', {
        name: 'Admin mapping changed',
        condition: { type: 'reserved_mapping_change' },
        actions: { in_app: true },
      })
    ).body as AlertRuleCreated;
    expect(created.webhook_secret).toBeUndefined();
    expect(
      (await s.admin('POST', '/api/v1/configuration/roles/ordinary', { cluster_permissions: ['cluster_monitor'] }))
        .status
    ).toBe(201);
    expect((await s.admin('POST', '/api/v1/configuration/rolesmapping/ordinary', { users: ['someone'] })).status).toBe(
      201
    );
    expect(await firingsOf(s, created.rule.id, 0)).toEqual([]);

    const mapping = await s.admin('POST', '/api/v1/configuration/rolesmapping/all_access', {
      backend_roles: ['admin'],
      users: ['mallory'],
    });
    expect(mapping.status).toBe(200);
    const [firing] = await firingsOf(s, created.rule.id, 1);
    expect(firing).toMatchObject({ group_key: 'all_access', matched_count: 1, delivery: { status: 'none' } });
    expect(firing.summary).toContain('admin');
  });

  it('fires when a user logs in from an address never seen for them', async () => {
    const s = await start();
    // OpenSearch's default leaves successful logins out of the audit log; this rule reads them.
    await changeAuditConfig(s, (config) => {
      config.audit.disabled_rest_categories = ['GRANTED_PRIVILEGES'];
    });
    await s.createUser('roamer', 'R0aming!around');
    const created = (
      await s.admin('POST', '/api/v1/alerts/rules', {
        name: 'New address',
        condition: { type: 'new_address_login' },
        actions: { in_app: true },
      })
    ).body as AlertRuleCreated;
    expect(await loginFrom(s, '127.0.0.1', 'roamer', 'R0aming!around')).toBe(200);
    expect(await loginFrom(s, '127.0.0.1', 'roamer', 'R0aming!around')).toBe(200);
    expect(await firingsOf(s, created.rule.id, 0)).toEqual([]);
    expect(await loginFrom(s, '127.0.0.7', 'roamer', 'R0aming!around')).toBe(200);
    const [firing] = await firingsOf(s, created.rule.id, 1);
    expect(firing.group_key).toBe('roamer from 127.0.0.7');
  });

  it('runs the checks in one process per store: two instances on it fire once', async () => {
    const first = await start();
    const second = await start(
      first.storeUrl ? { 'store.url': first.storeUrl } : { 'path.data': join(first.dataDir, 'data') }
    );
    const hook = await receiver();
    const created = (await first.admin('POST', '/api/v1/alerts/rules', failedLoginsRule(hook.url)))
      .body as AlertRuleCreated;
    await failLogins(second, 3);
    await firingsOf(first, created.rule.id, 1);
    // The second instance checks too: the first holds the store's lease, so nothing fires twice.
    expect(await firingsOf(second, created.rule.id, 1)).toHaveLength(1);
    expect(hook.received).toHaveLength(1);
  });

  it('is gone when alerts.enabled is false', async () => {
    const s = await start({ 'opensearch_security.alerts.enabled': false });
    expect((await s.admin('GET', '/api/v1/alerts/rules')).status).toBe(404);
  });
});
