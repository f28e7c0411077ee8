/**
 * `server.workers: 2` as a real process tree on one SQLite data dir: each worker keeps the
 * sessions it served in memory, yet a log-out, a revocation or a role change made through one
 * worker holds on the other from its very next request (the store's change mark). Nothing is
 * timed; waits are generous because the machine may be busy.
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
const ADMIN_PASSWORD = 'Two-w0rkers!admin';
const USER = 'scotty';
const USER_PASSWORD = 'Engine3r!ng-deck';

interface Reply {
  status: number;
  pid: string;
  body: any;
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
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        const cookie = ([] as string[])
          .concat(res.headers['set-cookie'] ?? [])
          .map((c) => c.split(';')[0])
          .find((c) => /^security_authentication=./.test(c));
        ok({ status: res.statusCode ?? 0, pid: String(res.headers[WORKER_PID_HEADER]), body, cookie });
      });
    });
    req.on('error', fail);
    req.end(data);
  });
}

describe('sessions cached by two workers on one SQLite data dir', () => {
  let dir: string;
  let child: ChildProcess;
  let exited: Promise<void>;
  let url: string;
  const admin = ['admin', ADMIN_PASSWORD] as [string, string];

  /** Asks each worker (both, twice: the second answer comes from its cache) and answers their statuses. */
  async function onBothWorkers(path: string, cookie: string): Promise<Map<string, number[]>> {
    const seen = new Map<string, number[]>();
    for (let i = 0; i < 60 && ([...seen.values()].filter((s) => s.length >= 2).length < 2 || seen.size < 2); i++) {
      const res = await call(url, 'GET', path, { cookie });
      seen.set(res.pid, [...(seen.get(res.pid) ?? []), res.status]);
    }
    expect(seen.size).toBe(2);
    return seen;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'security-workers-cache-'));
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
    const created = await call(url, 'POST', `/api/v1/configuration/internalusers/${USER}`, {
      basic: admin,
      body: { password: USER_PASSWORD },
    });
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  async function loggedIn(): Promise<string> {
    const res = await call(url, 'POST', '/auth/login', { body: { username: USER, password: USER_PASSWORD } });
    expect(res.status).toBe(200);
    const cookie = res.cookie!;
    for (const statuses of (await onBothWorkers('/api/v1/auth/authinfo', cookie)).values()) {
      expect(statuses.every((s) => s === 200)).toBe(true);
    }
    return cookie;
  }

  it('a log-out on one worker is refused by both on their next requests', async () => {
    const cookie = await loggedIn();
    const out = await call(url, 'POST', '/auth/logout', { cookie });
    expect(out.status).toBe(200);
    for (const statuses of (await onBothWorkers('/api/v1/auth/authinfo', cookie)).values()) {
      expect(statuses.every((s) => s === 401)).toBe(true);
    }
  });

  it('a session revoked through the sessions API is refused by both workers at once', async () => {
    const cookie = await loggedIn();
    const listed = await call(url, 'GET', `/api/v1/sessions?user=${USER}`, { basic: admin });
    expect(listed.body.total).toBe(1);
    const revoked = await call(url, 'DELETE', `/api/v1/sessions/${listed.body.sessions[0].id}`, { basic: admin });
    expect(revoked).toMatchObject({ status: 200, body: { revoked: 1 } });
    for (const statuses of (await onBothWorkers('/api/v1/auth/authinfo', cookie)).values()) {
      expect(statuses.every((s) => s === 401)).toBe(true);
    }
  });

  it("a password change ends the user's sessions on both workers; a role mapping shows on both at once", async () => {
    const cookie = await loggedIn();
    const role = await call(url, 'POST', '/api/v1/configuration/roles/engineer', { basic: admin, body: {} });
    expect(role.status).toBe(201);
    const mapped = await call(url, 'POST', '/api/v1/configuration/rolesmapping/engineer', {
      basic: admin,
      body: { users: [USER] },
    });
    expect(mapped.status).toBe(201);
    const seen = new Set<string>();
    for (let i = 0; i < 60 && seen.size < 2; i++) {
      const res = await call(url, 'GET', '/api/v1/auth/authinfo', { cookie });
      expect(res.status).toBe(200);
      expect(res.body.roles).toContain('engineer');
      seen.add(res.pid);
    }
    expect(seen.size).toBe(2);

    const changed = await call(url, 'POST', `/api/v1/configuration/internalusers/${USER}`, {
      basic: admin,
      body: { password: 'Engine3r!new-pass' },
    });
    expect(changed.status).toBe(200);
    for (const statuses of (await onBothWorkers('/api/v1/auth/authinfo', cookie)).values()) {
      expect(statuses.every((s) => s === 401)).toBe(true);
    }
  });
});
