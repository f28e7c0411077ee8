/**
 * Issue 27 item 4: a token works on every worker (`server.workers: 2`) and on every instance on
 * one store (two processes on one data dir, and on one PostgreSQL database), and its revocation
 * is refused by all of them from the next request. Real processes; nothing is timed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { request } from 'http';
import { tmpdir } from 'os';
import { join } from 'path';
import { advanceClock, REPO_ROOT, TEST_STORES } from '../../../../core/server/test_utils';
import { ADMIN_PASSWORD, call, login, sharing, startProcess, type ServerProcess } from '../test_utils/server_processes';

jest.setTimeout(240_000);

const CLI_ENTRY = join(REPO_ROOT, 'src', 'core', 'server', 'test_utils', 'cli_with_test_bundle.ts');
/** Which worker answered (core's cli.ts sets it outside production). */
const WORKER_PID_HEADER = 'x-dashboards-worker-pid';

const TENANT_READ = {
  tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
};

/** One request on a connection of its own, so the primary hands each to the next worker. */
function authinfo(url: string, token: string): Promise<{ status: number; pid?: string; body: string }> {
  return new Promise((ok, fail) => {
    const headers = { authorization: `ApiKey ${token}`, connection: 'close' };
    const req = request(`${url}/api/v1/auth/authinfo`, { agent: false, headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, pid: res.headers[WORKER_PID_HEADER] as string | undefined, body })
      );
    });
    req.on('error', fail);
    req.end();
  });
}

async function createToken(server: ServerProcess, name: string): Promise<{ id: string; token: string }> {
  const { cookie } = await login(server, 'admin', ADMIN_PASSWORD);
  const res = await call(server, 'POST', '/api/v1/configuration/apitokens', {
    cookie,
    body: { name, duration_seconds: 3600, ...TENANT_READ },
  });
  expect(res.status).toBe(200);
  return res.body;
}

async function revoke(server: ServerProcess, id: string): Promise<void> {
  const { cookie } = await login(server, 'admin', ADMIN_PASSWORD);
  expect((await call(server, 'DELETE', `/api/v1/configuration/apitokens/${id}`, { cookie })).status).toBe(200);
}

describe.each(TEST_STORES)('API tokens on two server processes on one store (%s)', (dialect) => {
  let dir: string;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-tokens-two-'));
    const shared = await sharing(dialect, dir);
    [a, b] = await Promise.all([startProcess(dir, 'a', shared), startProcess(dir, 'b', shared)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a token made on one works on the other; revoked on the other, both refuse it on the next request', async () => {
    const { id, token } = await createToken(a, 'shared');
    // Used first, so each process has read (and remembers) the token before the revoke.
    for (const server of [a, b, a, b]) expect((await authinfo(server.url, token)).status).toBe(200);
    await revoke(b, id);
    for (const server of [a, b]) {
      const res = await authinfo(server.url, token);
      expect({ status: res.status, body: JSON.parse(res.body) }).toEqual({
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' },
      });
    }
  });
});

describe('API tokens with server.workers: 2', () => {
  let dir: string;
  let server: ServerProcess;

  let cli: ChildProcess | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-tokens-workers-'));
    // The real command line (the primary and its workers), as `npm start` runs it.
    const yml = join(dir, 'test.yml');
    const dataDir = JSON.stringify(join(dir, 'data'));
    writeFileSync(yml, `server.workers: 2\nserver.host: 127.0.0.1\nserver.port: 0\npath.data: ${dataDir}\n`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      CONFIG: yml,
      TEST_PUBLIC_DIR: join(dir, 'public'),
      SECURITY_ADMIN_PASSWORD: ADMIN_PASSWORD,
    };
    for (const key of ['PORT', 'HOST', 'DATA_DIR', 'SERVER_WORKERS', 'DATABASE_URL']) delete env[key];
    const child = spawn(process.execPath, ['--import', 'tsx', CLI_ENTRY], { cwd: REPO_ROOT, env, stdio: 'pipe' });
    cli = child;
    let log = '';
    child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    const url = await new Promise<string>((ok, fail) => {
      const poll = setInterval(() => {
        const match = /Server running at (\S+)/.exec(log);
        if (match) {
          clearInterval(poll);
          ok(match[1].replace(/\/$/, ''));
        } else if (child.exitCode !== null) {
          clearInterval(poll);
          fail(new Error(`the server exited:\n${log}`));
        }
      }, 100);
    });
    server = {
      url,
      child,
      output: () => log,
      stop: async () => undefined,
      advanceClock: (ms) => advanceClock(child, ms),
    };
  });
  afterAll(async () => {
    if (cli && cli.exitCode === null && cli.signalCode === null) {
      const exited = new Promise((r) => cli!.once('exit', r));
      cli.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** Asks until both workers answered; every answer must be `status`. */
  async function fromBothWorkers(token: string, status: number): Promise<Set<string>> {
    const pids = new Set<string>();
    for (let i = 0; i < 60 && pids.size < 2; i++) {
      const res = await authinfo(server.url, token);
      expect(res.status).toBe(status);
      pids.add(res.pid!);
    }
    return pids;
  }

  it('works on every worker, and a revoke is refused by every worker on the next request', async () => {
    const { id, token } = await createToken(server, 'workers');
    expect((await fromBothWorkers(token, 200)).size).toBe(2);
    await revoke(server, id);
    expect((await fromBothWorkers(token, 401)).size).toBe(2);
  });
});
