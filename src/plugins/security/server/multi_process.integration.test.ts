/**
 * Two real server processes started at the same moment on one fresh store: on one data dir (each
 * its own SQLite connection, as two `npm start`s on one DATA_DIR), and on one PostgreSQL database
 * with a data dir each (as two machines behind a load balancer). They migrate and seed once, and
 * share sessions, log-outs, failed-login counts and configuration through the store. Nothing is
 * timed; waits are generous because the machine may be busy.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { createTestDatabase, TEST_STORES } from '../../../core/server/test_utils';

const ROOT = resolve(__dirname, '..', '..', '..', '..');
const ENTRY = join(__dirname, 'test_utils', 'server_process_entry.ts');
const ADMIN_PASSWORD = 'Tw0-processes!admin';
const USER = 'kirk';
const USER_PASSWORD = 'Enterpr1se!ncc';
const COOKIE = 'security_authentication';

jest.setTimeout(240_000);

interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** How the two processes share a store: one data dir, or one database and a data dir each. */
interface Shared {
  dataDir(name: string): string;
  env: NodeJS.ProcessEnv;
}

function startProcess(dir: string, name: string, shared: Shared): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: shared.dataDir(name),
    TEST_PUBLIC_DIR: join(dir, `public-${name}`),
    SECURITY_ADMIN_PASSWORD: ADMIN_PASSWORD,
  };
  delete env.CONFIG;
  delete env.DATABASE_URL;
  Object.assign(env, shared.env);
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start in 180 s:\n${log}`)), 180_000);
    const poll = setInterval(() => {
      const match = /Server running at (\S+)/.exec(log);
      if (!match) return;
      clearInterval(poll);
      clearTimeout(timer);
      ok({
        url: match[1].replace(/\/$/, ''),
        child,
        output: () => log,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGTERM');
            await exited;
          }
        },
      });
    }, 50);
    void exited.then(() => {
      clearInterval(poll);
      clearTimeout(timer);
      fail(new Error(`${name} exited before it served:\n${log}`));
    });
  });
}

interface Reply {
  status: number;
  body: any;
  text: string;
  headers: Headers;
  cookie?: string;
}

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; basic?: [string, string] } = {}
): Promise<Reply> {
  const headers: Record<string, string> = { 'osd-xsrf': 'true' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.basic) headers.authorization = `Basic ${Buffer.from(options.basic.join(':')).toString('base64')}`;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await res.text();
  // Whatever either process answers, never a hash nor a password.
  for (const secret of ['$2y$', '$2a$', '$2b$', ADMIN_PASSWORD, USER_PASSWORD]) expect(text).not.toContain(secret);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${COOKIE}=`) && c.length > COOKIE.length + 1);
  return { status: res.status, body, text, headers: res.headers, cookie };
}

async function login(server: ServerProcess, username: string, password: string): Promise<Reply> {
  return call(server, 'POST', '/auth/login', { body: { username, password } });
}

async function sharing(dialect: 'sqlite' | 'postgres', dir: string): Promise<Shared> {
  if (dialect === 'sqlite') return { dataDir: () => join(dir, 'data'), env: {} };
  // Different machines share no data dir: the cookie key must come from the configuration.
  const config = join(dir, 'dashboards.yml');
  writeFileSync(config, 'opensearch_security.cookie.password: "a shared cookie key of well over 32 characters"\n');
  return {
    dataDir: (name) => join(dir, `data-${name}`),
    env: { DATABASE_URL: await createTestDatabase(), CONFIG: config },
  };
}

describe.each(TEST_STORES)('two server processes on one store (%s)', (dialect) => {
  let dir: string;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'security-two-processes-'));
    const shared = await sharing(dialect, dir);
    // At the same moment, on a store with nothing in it yet.
    [a, b] = await Promise.all([startProcess(dir, 'a', shared), startProcess(dir, 'b', shared)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('both serve, on different ports, seeded once with the same admin', async () => {
    expect(a.url).not.toBe(b.url);
    for (const server of [a, b]) {
      const res = await call(server, 'GET', '/api/v1/auth/authinfo', { basic: ['admin', ADMIN_PASSWORD] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ user_name: 'admin' });
    }
    const output = a.output() + b.output();
    expect(output).not.toMatch(/\berror\b/i);
  });

  it('a session made by one process works on the other; logging out on the other ends it on both', async () => {
    const res = await login(a, 'admin', ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    const cookie = res.cookie!;
    expect(cookie).toBeDefined();
    expect((await call(b, 'GET', '/api/v1/auth/authinfo', { cookie })).body).toMatchObject({ user_name: 'admin' });
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(200);

    expect((await call(b, 'POST', '/auth/logout', { cookie })).status).toBe(200);
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
    expect((await call(b, 'GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
  });

  it('a role created on one is listed by the other on the next request; a second create of it is refused (409)', async () => {
    const admin = ['admin', ADMIN_PASSWORD] as [string, string];
    const created = await call(a, 'POST', '/api/v1/configuration/roles/bridge_crew?create_only=true', {
      basic: admin,
      body: { description: 'made on a', cluster_permissions: ['cluster_monitor'] },
    });
    expect(created.status).toBe(201);
    const listed = await call(b, 'GET', '/api/v1/configuration/roles?search=bridge_crew', { basic: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual({ bridge_crew: expect.objectContaining({ description: 'made on a' }) });
    const again = await call(b, 'POST', '/api/v1/configuration/roles/bridge_crew?create_only=true', {
      basic: admin,
      body: {},
    });
    expect(again).toMatchObject({ status: 409, body: { message: "Role 'bridge_crew' already exists." } });

    // And the other way round, for a user that then logs in on the first.
    const user = await call(b, 'POST', `/api/v1/configuration/internalusers/${USER}?create_only=true`, {
      basic: admin,
      body: { password: USER_PASSWORD, backend_roles: [] },
    });
    expect(user.status).toBe(201);
    expect((await login(a, USER, USER_PASSWORD)).status).toBe(200);
  });

  it('failed logins on both count toward one lock-out of the user name, seen by both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(i % 2 === 0 ? a : b, USER, `Wrong-guess-${i}!`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const server of [a, b]) {
      const locked = await login(server, USER, USER_PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(locked.body.message).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);
    }
    // Only the user name: the admin behind the same address still logs in, on both.
    expect((await login(a, 'admin', ADMIN_PASSWORD)).status).toBe(200);
    expect((await login(b, 'admin', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('concurrent attempts on both processes are all counted (no lost update, no slipping past the limit)', async () => {
    const name = 'spock';
    const admin = ['admin', ADMIN_PASSWORD] as [string, string];
    expect(
      (
        await call(a, 'POST', `/api/v1/configuration/internalusers/${name}`, {
          basic: admin,
          body: { password: USER_PASSWORD },
        })
      ).status
    ).toBe(201);
    const attempts = Array.from({ length: 6 }, (_, i) => login(i % 2 === 0 ? a : b, name, `Wrong-guess-${i}!`));
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    // Each attempt is counted, under the store's write lock, before its password is checked: of
    // six at once on two processes, exactly five get a password check and the sixth is refused.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const locked = await login(b, name, USER_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('a role created and mapped on one process is enforced on the other on the next request, and so is its removal', async () => {
    const admin = ['admin', ADMIN_PASSWORD] as [string, string];
    const name = 'uhura';
    expect(
      (
        await call(a, 'POST', `/api/v1/configuration/internalusers/${name}`, {
          basic: admin,
          body: { password: USER_PASSWORD },
        })
      ).status
    ).toBe(201);
    const asUser = { basic: [name, USER_PASSWORD] as [string, string] };
    expect((await call(b, 'GET', '/api/v1/configuration/roles', asUser)).status).toBe(403);

    const role = await call(a, 'POST', '/api/v1/configuration/roles/comms_officer', {
      basic: admin,
      body: { cluster_permissions: ['restapi:admin/roles'] },
    });
    expect(role.status).toBe(201);
    const mapping = await call(a, 'POST', '/api/v1/configuration/rolesmapping/comms_officer', {
      basic: admin,
      body: { users: [name] },
    });
    expect(mapping.status).toBe(201);
    const allowed = await call(b, 'GET', '/api/v1/configuration/roles', asUser);
    expect(allowed.status).toBe(200);
    expect(Object.keys(allowed.body.data)).toContain('comms_officer');

    expect((await call(a, 'DELETE', '/api/v1/configuration/rolesmapping/comms_officer', { basic: admin })).status).toBe(
      200
    );
    expect((await call(b, 'GET', '/api/v1/configuration/roles', asUser)).status).toBe(403);
  });

  it("a password change on one process ends the user's sessions on the other", async () => {
    const admin = ['admin', ADMIN_PASSWORD] as [string, string];
    const name = 'sulu';
    expect(
      (
        await call(b, 'POST', `/api/v1/configuration/internalusers/${name}`, {
          basic: admin,
          body: { password: USER_PASSWORD },
        })
      ).status
    ).toBe(201);
    const session = await login(b, name, USER_PASSWORD);
    expect(session.status).toBe(200);
    expect((await call(b, 'GET', '/api/v1/auth/authinfo', { cookie: session.cookie })).status).toBe(200);
    const changed = await call(a, 'POST', `/api/v1/configuration/internalusers/${name}`, {
      basic: admin,
      body: { password: 'Helmsm4n!new-pass' },
    });
    expect(changed.status).toBe(200);
    expect((await call(b, 'GET', '/api/v1/auth/authinfo', { cookie: session.cookie })).status).toBe(401);
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie: session.cookie })).status).toBe(401);
    expect((await login(b, name, USER_PASSWORD)).status).toBe(401);
  });
});
