/**
 * Shipping audit events to a real rsyslog (Debian's rsyslogd, started by the test on a free
 * loopback port): RFC 5424 messages with the event as JSON, octet-counted over TCP and TLS; while
 * the receiver is down events wait in the store and arrive, in order, once it is back; beyond
 * `max_queued` the oldest are dropped and counted. Nothing over TCP, TLS or UDP is acknowledged:
 * health counts those events "sent", never "delivered" (RELP: relp_sink.system.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { TEST_STORES } from '../../../../../core/server/test_utils';
import type { AuditSinkConfig } from '../../../common/audit_retention';
import type { EmbeddedSecurityBackend } from '../../backend/embedded/embedded_backend';
import { createSeededBackend, createTestStore, type TestStore } from '../../backend/embedded/test_utils/test_store';
import { securityPluginMigrations } from '../../migrations';
import { startTestSyslog, type TestSyslog } from '../../test_utils/rsyslog';
import { SyslogAuditSink } from './syslog_sink';

const request = { remote_address: '10.1.2.3', method: 'POST', path: '/auth/login' };
const logged: string[] = [];
const logger = {
  debug() {},
  info: (m: string) => logged.push(m),
  warn: (m: string) => logged.push(m),
  error: (m: string) => logged.push(m),
  get: () => logger,
} as never;

describe.each(TEST_STORES)('the syslog audit sink against a real rsyslog, queue on %s', (dialect) => {
  let store: TestStore;
  let syslog: TestSyslog | undefined;
  let sink: SyslogAuditSink | undefined;
  let backend: EmbeddedSecurityBackend;

  beforeEach(async () => {
    store = await createTestStore(dialect, securityPluginMigrations);
  });
  afterEach(async () => {
    await sink?.stop();
    sink = undefined;
    await syslog?.cleanup();
    syslog = undefined;
    await store.cleanup();
  });

  const ship = async (config: Partial<AuditSinkConfig>) => {
    sink = new SyslogAuditSink({
      store: store as never,
      config: {
        type: 'syslog',
        host: '127.0.0.1',
        port: syslog!.port,
        protocol: 'tcp',
        ca: '',
        facility: 10,
        max_queued: 10_000,
        ...config,
      },
      logger,
      maxBackoffMs: 300,
      pollMs: 200,
    });
    backend = await createSeededBackend(store, { auditSinks: [sink] });
    sink.start();
  };
  const fail = (user: string) =>
    backend.audit({
      category: 'FAILED_LOGIN',
      user,
      request,
      details: { reason: 'invalid_credentials', note: 'a "quoted"\nline' },
    });

  // The queue's SQL is the same on both dialects: PostgreSQL runs the restart case only.
  if (dialect === 'sqlite') {
    it('sends each event as an RFC 5424 message with the event as JSON, octet-counted over TCP', async () => {
      syslog = await startTestSyslog('tcp');
      await ship({});
      await fail('kirk');
      await backend.audit({
        category: 'SESSION_REVOKED',
        user: 'spock',
        request,
        details: { scope: 'user', revoked: 1 },
      });
      const [first, second] = await syslog.waitFor(2);
      expect(first).toMatchObject({
        protocolVersion: '1',
        facility: 'authpriv',
        severity: 'notice',
        appName: 'opensearch-dashboards',
        msgId: 'FAILED_LOGIN',
      });
      const event = JSON.parse(first.msg);
      const stored = (await backend.searchAuditEvents({})).events.find((e) => e.user === 'kirk');
      expect(event).toEqual(stored);
      expect(event.details.note).toBe('a "quoted"\nline');
      expect(second).toMatchObject({ severity: 'info', msgId: 'SESSION_REVOKED' });
      expect(JSON.parse(second.msg).user).toBe('spock');
      const health = await sink!.health();
      expect(health).toMatchObject({
        name: `syslog:127.0.0.1:${syslog.port}/tcp`,
        state: 'up',
        queued: 0,
        dropped: 0,
        sent: 2,
      });
      // Nothing over TCP is acknowledged: written to a socket is sent, not delivered.
      expect(health.delivered).toBeUndefined();
      expect(health.last_delivery).toBeUndefined();
      expect(Date.parse(health.last_sent!)).not.toBeNaN();
    });

    it('counts 600 events written to a frozen rsyslog (SIGSTOP) as sent, never as delivered', async () => {
      syslog = await startTestSyslog('tcp');
      await ship({});
      await fail('before');
      await syslog.waitFor(1);
      await syslog.freeze();
      for (let i = 0; i < 600; i++) await fail(`frozen-${i}`);
      // The kernel takes the bytes of a stopped process: the sink cannot tell, so it says "sent".
      for (let i = 0; i < 100 && (await sink!.health()).queued > 0; i++) await new Promise((r) => setTimeout(r, 100));
      const health = await sink!.health();
      expect(health).toMatchObject({ state: 'up', queued: 0, sent: 601 });
      expect(health.delivered).toBeUndefined();
      syslog.thaw();
    });
  }

  it('keeps events in the store while rsyslog is down and delivers them all, in order, once it is back', async () => {
    syslog = await startTestSyslog('tcp');
    await ship({});
    await fail('before-0');
    await syslog.waitFor(1);
    await syslog.stop();
    for (let i = 0; i < 50; i++) await fail(`while-down-${i}`);
    // The sink notices: down, with a reason and the events queued in the store.
    for (let i = 0; i < 50 && (await sink!.health()).state !== 'down'; i++)
      await new Promise((r) => setTimeout(r, 100));
    const down = await sink!.health();
    expect(down).toMatchObject({ state: 'down', queued: 50, dropped: 0 });
    expect(['connection_refused', 'closed']).toContain(down.last_error);
    expect(JSON.stringify(down)).not.toMatch(/127\.0\.0\.1:\d+ |ECONN/);

    await syslog.start();
    await fail('after-0');
    const received = await syslog.waitFor(52);
    expect(received.map((m) => JSON.parse(m.msg).user)).toEqual([
      'before-0',
      ...Array.from({ length: 50 }, (_, i) => `while-down-${i}`),
      'after-0',
    ]);
    expect(await sink!.health()).toMatchObject({ state: 'up', queued: 0, dropped: 0 });
  });

  if (dialect === 'sqlite') {
    it('keeps 10,000 events (the default max_queued) while rsyslog is down: none is lost, all arrive in order', async () => {
      syslog = await startTestSyslog('tcp');
      await syslog.stop();
      await ship({});
      for (let i = 0; i < 10_000; i++) await fail(`u${i}`);
      expect(await sink!.health()).toMatchObject({ queued: 10_000, dropped: 0 });
      await syslog.start();
      const received = await syslog.waitFor(10_000, 90_000);
      const users = received.map((m) => JSON.parse(m.msg).user);
      expect(users).toEqual(Array.from({ length: 10_000 }, (_, i) => `u${i}`));
      for (let i = 0; i < 50 && (await sink!.health()).queued > 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await sink!.health()).toMatchObject({ state: 'up', queued: 0, dropped: 0, sent: 10_000 });
    }, 240_000);
  }

  if (dialect === 'sqlite') {
    it('drops the oldest queued events beyond max_queued, and counts them', async () => {
      syslog = await startTestSyslog('tcp');
      await syslog.stop();
      await ship({ max_queued: 5 });
      for (let i = 0; i < 8; i++) await fail(`u${i}`);
      await syslog.start();
      const received = await syslog.waitFor(5);
      expect(received.map((m) => JSON.parse(m.msg).user)).toEqual(['u3', 'u4', 'u5', 'u6', 'u7']);
      expect(await sink!.health()).toMatchObject({ dropped: 3, queued: 0 });
    });
  }

  if (dialect === 'sqlite') {
    it('delivers over TLS to a receiver whose certificate the configured CA signed, and not with another CA', async () => {
      syslog = await startTestSyslog('tls');
      await ship({ protocol: 'tls', ca: syslog.rogueCaFile! });
      await fail('refused');
      for (let i = 0; i < 50 && (await sink!.health()).state !== 'down'; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await sink!.health()).toMatchObject({ state: 'down', last_error: 'tls', queued: 1 });
      expect(syslog.received()).toEqual([]);
      await sink!.stop();

      await ship({ protocol: 'tls', ca: syslog.caFile! });
      await fail('trusted');
      const received = await syslog.waitFor(2);
      expect(received.map((m) => JSON.parse(m.msg).user)).toEqual(['refused', 'trusted']);
    });
  }

  if (dialect === 'sqlite') {
    it('sends one datagram per event over UDP', async () => {
      syslog = await startTestSyslog('udp');
      await ship({ protocol: 'udp', facility: 16 });
      await fail('over-udp');
      const [message] = await syslog.waitFor(1);
      expect(message).toMatchObject({ facility: 'local0', msgId: 'FAILED_LOGIN' });
      expect(JSON.parse(message.msg).user).toBe('over-udp');
    });

    it('says "sent" for a datagram to a port where nothing listens, never "delivered"', async () => {
      syslog = await startTestSyslog('udp');
      await syslog.stop();
      await ship({ protocol: 'udp' });
      await fail('into-the-void');
      for (let i = 0; i < 50 && (await sink!.health()).queued > 0; i++) await new Promise((r) => setTimeout(r, 100));
      const health = await sink!.health();
      expect(health).toMatchObject({ queued: 0, sent: 1 });
      expect(health.delivered).toBeUndefined();
    });
  }
});
