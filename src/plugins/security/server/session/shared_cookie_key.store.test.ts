import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Client } from 'pg';
import { createTestDatabase, TEST_STORES } from '../../../../core/server/test_utils';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { COOKIE_KEY_FILE } from './cookie_key';

/**
 * Issue 23.5: without `cookie.password`, instances on one PostgreSQL store (other machines, so
 * other data dirs) share the generated cookie key through the store; on SQLite the data dir's key
 * file stays what every process on it shares.
 */
describe.each(TEST_STORES)('the generated cookie key, shared by every instance on one %s store', (dialect) => {
  const servers: SecurityTestServer[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'security-shared-key-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  async function start(overrides: Record<string, unknown>) {
    const server = await startSecurityTestServer({ overrides });
    servers.push(server);
    return server;
  }
  const whoami = (server: SecurityTestServer, cookie: string) =>
    server.call('GET', '/api/v1/auth/authinfo', { cookie });

  /** What the store holds in its cookie key table (PostgreSQL), read with the driver. */
  async function storedKeys(url: string): Promise<string[]> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ cookie_key: string }>('SELECT cookie_key FROM security_cookie_key')).rows.map(
        (row) => row.cookie_key
      );
    } finally {
      await client.end();
    }
  }

  /** Every instance shares one store; on PostgreSQL each has a data dir of its own (another machine). */
  async function startTogether(count: number) {
    if (dialect === 'postgres') {
      const url = await createTestDatabase();
      const dataDirs = Array.from({ length: count }, newDir);
      // Concurrent first starts on a new database: the migrations (and the key) run once, under their lock.
      const started = await Promise.all(dataDirs.map((dir) => start({ 'path.data': dir, 'store.url': url })));
      return { started, dataDirs, url };
    }
    // SQLite: the processes of one machine on one data dir. (In one test process they start one
    // after the other: a synchronous driver waiting for another connection's lock would block them all.)
    const dir = newDir();
    const started: SecurityTestServer[] = [];
    for (let i = 0; i < count; i++) started.push(await start({ 'path.data': dir }));
    return { started, dataDirs: [dir], url: undefined };
  }

  it('a session started on one instance is accepted by the others, with no cookie.password configured', async () => {
    const { started, dataDirs, url } = await startTogether(3);
    const [a, b, c] = started;
    const cookie = await a.login('admin', ADMIN_PASSWORD);
    for (const server of [b, c]) {
      server.clock.now = a.clock.now;
      const res = await whoami(server, cookie);
      expect([res.status, res.body.user_name]).toEqual([200, 'admin']);
    }
    // A session started on another instance opens on the first too.
    const fromC = await c.login('admin', ADMIN_PASSWORD);
    expect((await whoami(a, fromC)).status).toBe(200);
    // A cookie sealed with another key still opens nothing.
    const [name, value] = cookie.split('=');
    const forged = `${name}=${value.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await whoami(b, forged)).status).toBe(401);

    if (url) {
      const keys = await storedKeys(url);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{64}$/);
      // Kept in the store, never in a data dir, and never told to anyone.
      for (const dir of dataDirs) expect(existsSync(join(dir, COOKIE_KEY_FILE))).toBe(false);
      for (const server of started) {
        expect([...server.printed, ...server.problems].join('\n')).not.toContain(keys[0]);
      }
    } else {
      const key = readFileSync(join(dataDirs[0], COOKIE_KEY_FILE), 'utf8');
      expect(key).toHaveLength(64);
    }
  });

  it('survives every instance stopping: a later instance on the store (another data dir on PostgreSQL) accepts old sessions', async () => {
    const { started, url, dataDirs } = await startTogether(1);
    const [a] = started;
    const cookie = await a.login('admin', ADMIN_PASSWORD);
    const keysBefore = url ? await storedKeys(url) : [];
    await a.stop();
    servers.splice(0);
    const later = await start(url ? { 'path.data': newDir(), 'store.url': url } : { 'path.data': dataDirs[0] });
    later.clock.now = a.clock.now;
    expect((await whoami(later, cookie)).status).toBe(200);
    if (url) expect(await storedKeys(url)).toEqual(keysBefore);
  });

  it('a configured cookie.password is used instead, and the generated key does not open its sessions', async () => {
    const { started, url, dataDirs } = await startTogether(1);
    const generated = await started[0].login('admin', ADMIN_PASSWORD);
    const configured = 'a configured cookie key of well over 32 characters';
    const other = await start({
      'path.data': url ? newDir() : dataDirs[0],
      ...(url ? { 'store.url': url } : {}),
      'opensearch_security.cookie.password': configured,
    });
    other.clock.now = started[0].clock.now;
    expect((await whoami(other, generated)).status).toBe(401);
    const own = await other.login('admin', ADMIN_PASSWORD);
    expect((await whoami(other, own)).status).toBe(200);
    expect((await whoami(started[0], own)).status).toBe(401);
  });
});
