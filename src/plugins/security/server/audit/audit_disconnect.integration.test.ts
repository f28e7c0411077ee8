import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect } from 'net';
import { changeAuditConfig, eventsSince, mark } from '../test_utils/audit';
import { BOB, READER, seedUsersAndTenants } from '../test_utils/fixtures';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

/**
 * Issue 16.2: a client that sends a request and resets the connection at once still leaves its
 * audit event, with the address it came from, and never makes the server log an error.
 */
describe('audit events of clients that leave early (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let reader: string;

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await seedUsersAndTenants(s);
    reader = await s.login(READER.name, READER.password);
    await changeAuditConfig(s, (c) => (c.audit.disabled_rest_categories = []));
  });
  afterAll(() => s.stop());

  /** Writes a raw HTTP request on a fresh socket and resets it as soon as the bytes are out. */
  function sendAndReset(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<void> {
    const { hostname, port } = new URL(s.url);
    const payload = body === undefined ? '' : JSON.stringify(body);
    const lines = [
      `${method} ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      'osd-xsrf: true',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ...(payload ? ['content-type: application/json', `content-length: ${Buffer.byteLength(payload)}`] : []),
      '',
      payload,
    ];
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(lines.join('\r\n'), () => {
          socket.resetAndDestroy();
          resolve();
        });
      });
      socket.on('error', reject);
    });
  }

  async function waitFor<T>(read: () => Promise<T[]>, count: number): Promise<T[]> {
    for (let i = 0; i < 100; i++) {
      const found = await read();
      if (found.length >= count) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    return read();
  }

  it('keeps FAILED_LOGIN, MISSING_PRIVILEGES, GRANTED_PRIVILEGES and config writes, with the address', async () => {
    const from = mark(s);
    const adminCookie = await s.login('admin', 'Adm1n!pass-for-tests');
    await sendAndReset('POST', '/auth/login', {}, { username: BOB.name, password: 'Wrong-passw0rd!' });
    await sendAndReset('GET', '/api/v1/configuration/roles', { cookie: reader });
    await sendAndReset('GET', '/api/v1/configuration/roles', { cookie: adminCookie });
    await sendAndReset(
      'POST',
      '/api/v1/configuration/roles/left_early',
      { cookie: adminCookie },
      {
        cluster_permissions: ['cluster_monitor'],
      }
    );

    for (const category of [
      'FAILED_LOGIN',
      'MISSING_PRIVILEGES',
      'GRANTED_PRIVILEGES',
      'COMPLIANCE_INTERNAL_CONFIG_WRITE',
    ]) {
      const events = await waitFor(() => eventsSince(s, from, category), 1);
      expect([category, events.length > 0]).toEqual([category, true]);
      const event = events.find((e) => e.path !== '/api/v1/audit/events')!;
      expect([category, event.remote_address]).toEqual([category, '127.0.0.1']);
    }
    expect((await s.admin('GET', '/api/v1/configuration/roles/left_early')).status).toBe(200);
    expect(s.problems).toEqual([]);
  });
});
