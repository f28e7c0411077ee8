/**
 * `server.workers: 2` on one SQLite data dir: a cache flush for one user, asked of one worker,
 * drops that user's remembered password in both (each checks it with bcrypt again: the summed
 * `security_password_hash_checks_total` moves by two) and nobody else's; the whole flush reaches
 * both workers too. A flush commits nothing, so this is the workers' notice relay at work
 * (core's worker_notices.ts), not the store's change mark. Nothing is timed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'child_process';
import { request } from 'http';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';

/** The header the command line's workers name themselves in (src/core/server/cli.ts). */
const WORKER_PID_HEADER = 'x-dashboards-worker-pid';

jest.setTimeout(240_000);

const ROOT = resolve(__dirname, '..', '..', '..', '..');
const ENTRY = join(ROOT, 'src', 'core', 'server', 'test_utils', 'cli_with_test_bundle.ts');
const ADMIN_PASSWORD = 'Two-w0rkers!flush';
const ALICE: [string, string] = ['alice', 'Al1ce!two-workers'];
const BOB: [string, string] = ['bob', 'B0b!two-workers-x'];

interface Reply {
  status: number;
  pid: string;
  text: string;
  cookie?: string;
}

/** One request on a connection of its own, so the primary hands each to the next worker. */
function call(
  url: string,
  method: string,
  path: string,
  options: { cookie?: string; basic?: [string, string]; body?: unknown } = {}
): Promise<Reply> {
  const headers: Record<string, string> = { connection: 'close', 'osd-xsrf': 'true' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.basic) headers.authorization = `Basic ${Buffer.from(options.basic.join(':')).toString('base64')}`;
  const data = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (data) headers['content-type'] = 'application/json';
  return new Promise((ok, fail) => {
    const req = request(`${url}${path}`, { method, agent: false, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => {
        const cookie = ([] as string[])
          .concat(res.headers['set-cookie'] ?? [])
          .map((c) => c.split(';')[0])
          .find((c) => /^security_authentication=./.test(c));
        ok({ status: res.statusCode ?? 0, pid: String(res.headers[WORKER_PID_HEADER]), text, cookie });
      });
    });
    req.on('error', fail);
    req.end(data);
  });
}

describe('a cache flush for one user with two workers on one SQLite data dir', () => {
  let dir: string;
  let child: ChildProcess;
  let exited: Promise<void>;
  let url: string;
  /** The admin's session: its requests check no password. */
  let admin: string;

  /** `user`'s requests with their password until both workers answered (each checks it once at most). */
  async function onBothWorkers(user: [string, string]): Promise<void> {
    const pids = new Set<string>();
    for (let i = 0; i < 60 && pids.size < 2; i++) {
      const res = await call(url, 'GET', '/api/v1/auth/authinfo', { basic: user });
      expect(res.status).toBe(200);
      pids.add(res.pid);
    }
    expect(pids.size).toBe(2);
  }

  /** Passwords checked with bcrypt by both workers together. */
  async function hashChecks(): Promise<number> {
    const res = await call(url, 'GET', '/api/metrics', { cookie: admin });
    expect(res.status).toBe(200);
    const line = /^security_password_hash_checks_total (\d+)$/m.exec(res.text);
    expect(line).not.toBeNull();
    return Number(line![1]);
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'security-workers-flush-'));
    writeFileSync(
      join(dir, 'test.yml'),
      `server.workers: 2\nserver.host: 127.0.0.1\nserver.port: 0\npath.data: ${JSON.stringify(join(dir, 'data'))}\n`
    );
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      CONFIG: join(dir, 'test.yml'),
      TEST_PUBLIC_DIR: join(dir, 'public'),
      SECURITY_ADMIN_PASSWORD: ADMIN_PASSWORD,
    };
    for (const key of ['PORT', 'HOST', 'DATA_DIR', 'SERVER_WORKERS', 'DATABASE_URL']) delete env[key];
    child = spawn(process.execPath, ['--import', 'tsx', ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    exited = new Promise((r) => child.once('exit', () => r()));
    const deadline = Date.now() + 180_000;
    for (;;) {
      const match = /Server running at (\S+)/.exec(log);
      if (match) {
        url = match[1].replace(/\/$/, '');
        break;
      }
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const [name, password] of [ALICE, BOB]) {
      const created = await call(url, 'POST', `/api/v1/configuration/internalusers/${name}`, {
        basic: ['admin', ADMIN_PASSWORD],
        body: { password },
      });
      expect(created.status).toBe(201);
    }
    const login = await call(url, 'POST', '/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(login.status).toBe(200);
    admin = login.cookie!;
    // Each password checked once by each worker, then remembered.
    await onBothWorkers(ALICE);
    await onBothWorkers(BOB);
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("drops the flushed user's password in both workers and keeps the other user's in both", async () => {
    const before = await hashChecks();
    await onBothWorkers(ALICE);
    await onBothWorkers(BOB);
    expect(await hashChecks()).toBe(before);

    const flushed = await call(url, 'DELETE', '/api/v1/configuration/cache/user/alice', { cookie: admin });
    expect([flushed.status, JSON.parse(flushed.text)]).toEqual([200, { message: 'Cache invalidated for user: alice' }]);

    await onBothWorkers(BOB);
    expect(await hashChecks()).toBe(before);
    await onBothWorkers(ALICE);
    expect(await hashChecks()).toBe(before + 2);
  });

  it("the whole flush drops everyone's in both workers", async () => {
    const before = await hashChecks();
    const flushed = await call(url, 'DELETE', '/api/v1/configuration/cache', { cookie: admin });
    expect(flushed.status).toBe(200);
    await onBothWorkers(ALICE);
    await onBothWorkers(BOB);
    expect(await hashChecks()).toBe(before + 4);
  });
});
