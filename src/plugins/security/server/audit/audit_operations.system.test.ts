/**
 * Issue 39 items 3, 4 and 7 on the whole server (real HTTP, real SQLite, a real rsyslog): a failed
 * login reaches rsyslog; the Audit logging page's retention line and each sink's health are served
 * to audit readers only; `/api/status` shows retention, the oldest event kept and the sink's health,
 * which turns yellow while rsyslog is down.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUDIT_RETENTION_PATH } from '../../common/audit_retention';
import { BOB, seedUsersAndTenants } from '../test_utils/fixtures';
import { startTestSyslog, type TestSyslog } from '../test_utils/rsyslog';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const WRONG_PASSWORD = 'Wr0ng!marker-password-39';

describe('audit retention and shipping on the whole server', () => {
  let s: SecurityTestServer;
  let syslog: TestSyslog;
  let sinkId: string;

  beforeAll(async () => {
    syslog = await startTestSyslog('tcp');
    s = await startSecurityTestServer({
      overrides: {
        'opensearch_security.audit.retention.max_age': '90d',
        'opensearch_security.audit.sinks': [{ type: 'syslog', host: '127.0.0.1', port: syslog.port, protocol: 'tcp' }],
      },
    });
    s.secrets.add(WRONG_PASSWORD);
    await seedUsersAndTenants(s);
    sinkId = `security:audit_sink:syslog:127.0.0.1:${syslog.port}/tcp`;
  });
  afterAll(async () => {
    await s?.stop();
    await syslog?.cleanup();
  });

  const status = async () => {
    const { body } = await s.call('GET', '/api/status', { basic: { username: 'admin', password: ADMIN_PASSWORD } });
    return body.status.statuses as Array<{ id: string; state: string; message: string }>;
  };

  it('ships a failed login to rsyslog, without the password', async () => {
    const failed = await s.call('POST', '/auth/login', { body: { username: 'nobody-39', password: WRONG_PASSWORD } });
    expect(failed.status).toBe(401);
    // The seeding's configuration changes are shipped too, before it: wait for this one.
    const isIt = (m: { msgId: string; msg: string }) =>
      m.msgId === 'FAILED_LOGIN' && JSON.parse(m.msg).user === 'nobody-39';
    for (let i = 0; i < 150 && !syslog.received().some(isIt); i++) await new Promise((r) => setTimeout(r, 100));
    const received = syslog.received();
    expect(received.filter(isIt)).toHaveLength(1);
    expect(JSON.stringify(received)).not.toContain(WRONG_PASSWORD);
  });

  it('says in the metrics that events over TCP were sent, never that they were delivered', async () => {
    const { status: code, text } = await s.call('GET', '/api/metrics', {
      basic: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(code).toBe(200);
    expect(Number(/^audit_sink_events\{protocol="tcp",outcome="sent"\} (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).not.toMatch(/^audit_sink_events\{[^}]*outcome="delivered"/m);
    expect(text).not.toContain('127.0.0.1');
  });

  it('serves the retention line, the oldest event kept and the sinks to audit readers only', async () => {
    const { status: code, body } = await s.admin('GET', AUDIT_RETENTION_PATH);
    expect(code).toBe(200);
    expect(body).toMatchObject({ max_age: '90d', max_events: null, summary: 'Events are kept for 90 days.' });
    expect(Date.parse(body.oldest_event)).not.toBeNaN();
    expect(body.sinks).toEqual([
      expect.objectContaining({ name: `syslog:127.0.0.1:${syslog.port}/tcp`, type: 'syslog', state: 'up', dropped: 0 }),
    ]);
    const bob = await s.login(BOB.name, BOB.password);
    expect((await s.call('GET', AUDIT_RETENTION_PATH, { cookie: bob })).status).toBe(403);
    expect((await s.call('GET', AUDIT_RETENTION_PATH)).status).toBe(401);
  });

  it('shows retention and the sink on /api/status; the sink turns yellow while rsyslog is down, green once delivered', async () => {
    const rows = await status();
    expect(rows.find((r) => r.id === 'security:audit_retention')).toMatchObject({
      state: 'green',
      message: expect.stringMatching(/^Events are kept for 90 days\. Now the oldest event kept is from \d{4}-/),
    });
    expect(rows.find((r) => r.id === sinkId)).toMatchObject({ state: 'green' });

    await syslog.stop();
    await s.call('POST', '/auth/login', { body: { username: 'while-down-39', password: WRONG_PASSWORD } });
    let sink = (await status()).find((r) => r.id === sinkId)!;
    for (let i = 0; i < 50 && sink.state !== 'yellow'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sink = (await status()).find((r) => r.id === sinkId)!;
    }
    expect(sink.state).toBe('yellow');
    // Over TCP nothing is acknowledged: the row says what was sent, never "delivered".
    expect(sink.message).toMatch(
      /^Cannot send audit events \((connection_refused|closed)\): 1 queued, 0 dropped, \d+ sent \(unacknowledged\)$/
    );

    await syslog.start();
    const arrived = () => syslog.received().some((m) => JSON.parse(m.msg).user === 'while-down-39');
    for (let i = 0; i < 400 && !arrived(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(arrived()).toBe(true);
    expect((await status()).find((r) => r.id === sinkId)).toMatchObject({
      state: 'green',
      message: expect.stringMatching(/^Sending audit events: 0 queued, 0 dropped, \d+ sent \(unacknowledged\)$/),
    });
  });
});

describe('audit shipping over RELP on the whole server', () => {
  let s: SecurityTestServer;
  let syslog: TestSyslog;

  beforeAll(async () => {
    syslog = await startTestSyslog('relp');
    s = await startSecurityTestServer({
      overrides: {
        'opensearch_security.audit.sinks': [{ type: 'syslog', host: '127.0.0.1', port: syslog.port, protocol: 'relp' }],
      },
    });
  });
  afterAll(async () => {
    await s?.stop();
    await syslog?.cleanup();
  });

  it('ships a failed login over RELP and reports it delivered (acknowledged) in the retention API and on /api/status', async () => {
    await s.call('POST', '/auth/login', { body: { username: 'over-relp-68', password: WRONG_PASSWORD } });
    const isIt = (m: { msg: string }) => JSON.parse(m.msg).user === 'over-relp-68';
    for (let i = 0; i < 150 && !syslog.received().some(isIt); i++) await new Promise((r) => setTimeout(r, 100));
    expect(syslog.received().filter(isIt)).toHaveLength(1);
    const { body } = await s.admin('GET', AUDIT_RETENTION_PATH);
    expect(body.sinks).toEqual([
      expect.objectContaining({
        name: `syslog:127.0.0.1:${syslog.port}/relp`,
        state: 'up',
        delivered: expect.any(Number),
      }),
    ]);
    expect(body.sinks[0].sent).toBeUndefined();
    const { body: statusBody } = await s.call('GET', '/api/status', {
      basic: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const row = statusBody.status.statuses.find(
      (r: { id: string }) => r.id === `security:audit_sink:syslog:127.0.0.1:${syslog.port}/relp`
    );
    const { text } = await s.call('GET', '/api/metrics', { basic: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(Number(/^audit_sink_events\{protocol="relp",outcome="delivered"\} (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(
      0
    );
    expect(text).not.toMatch(/^audit_sink_events\{[^}]*outcome="sent"/m);
    expect(row).toMatchObject({
      state: 'green',
      message: expect.stringMatching(/^Delivering audit events: \d+ queued, 0 dropped, \d+ delivered$/),
    });
  });
});
