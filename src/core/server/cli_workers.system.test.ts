/**
 * The command line with `server.workers` > 1, as a real process tree: the workers' primary and its
 * workers on a temp data dir and an OS-chosen free port. Waits are generous and nothing is timed:
 * the machine running this may be busy.
 */
import { spawn, type ChildProcess } from 'child_process';
import { request } from 'http';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { WORKER_PID_HEADER } from './cli';

const ROOT = resolve(__dirname, '..', '..', '..');
const ENTRY = join(__dirname, 'test_utils', 'cli_with_test_bundle.ts');
// The framed first-start block, printed by the primary after the ready line.
const PASSWORD_NOTICE = /\| Password: {2}(\S+)/g;

interface Cli {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

function startCli(dir: string, yml: string): Cli {
  writeFileSync(join(dir, 'test.yml'), yml);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    CONFIG: join(dir, 'test.yml'),
    TEST_PUBLIC_DIR: join(dir, 'public'),
  };
  // The generated admin password must be printed once, by one worker.
  for (const key of ['SECURITY_ADMIN_PASSWORD', 'PORT', 'HOST', 'DATA_DIR', 'SERVER_WORKERS']) delete env[key];
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => log, exited };
}

async function waitFor(cli: Cli, pattern: RegExp, ms = 120_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + ms;
  let exited = false;
  void cli.exited.then(() => (exited = true));
  for (;;) {
    const match = pattern.exec(cli.output());
    if (match) return match;
    if (exited || Date.now() > deadline)
      throw new Error(`no ${pattern} ${exited ? 'before the process exited' : 'in time'}:\n${cli.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function exitCode(cli: Cli, ms = 60_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the process did not exit:\n${cli.output()}`)), ms);
  });
  try {
    return await Promise.race([cli.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One request on a connection of its own, so the primary hands each to the next worker. */
function get(
  url: string,
  headers: Record<string, string> = {}
): Promise<{ status: number; pid?: string; body: string }> {
  return new Promise((ok, fail) => {
    const req = request(url, { agent: false, headers: { ...headers, connection: 'close' } }, (res) => {
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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('server.workers', () => {
  let dir: string;
  let cli: Cli | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'osd-workers-'));
  });
  afterEach(async () => {
    if (cli && cli.child.exitCode === null && cli.child.signalCode === null) {
      cli.child.kill('SIGKILL');
      await cli.exited;
    }
    cli = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('with 2, serves from two worker processes on one port and data dir, prints the URL and the admin password once, replaces a killed worker, and stops with exit 0 on SIGTERM', async () => {
    cli = startCli(
      dir,
      `server.workers: 2\nserver.host: 127.0.0.1\nserver.port: 0\npath.data: ${JSON.stringify(join(dir, 'data'))}\n`
    );
    const [, url] = await waitFor(cli, /Server running at (\S+)/);
    await waitFor(cli, /shown once: save it now/);
    const output = cli.output();
    expect(output.match(/Server running at/g)).toHaveLength(1);
    const notices = [...output.matchAll(PASSWORD_NOTICE)];
    expect(notices).toHaveLength(1);
    const password = notices[0][1];

    // A session made by one worker is good on the other: one cookie key, one session store.
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const pids = new Set<string>();
    for (let i = 0; i < 40 && pids.size < 2; i++) {
      const res = await get(`${url}/api/v1/auth/authinfo`, { cookie });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).user_name).toBe('admin');
      pids.add(res.pid!);
    }
    expect(pids.size).toBe(2);
    expect(pids.has(String(cli.child.pid))).toBe(false);

    // A worker killed from outside is replaced, and the new one serves the same session.
    const [victim] = [...pids];
    process.kill(Number(victim), 'SIGKILL');
    await waitFor(cli, new RegExp(`Worker process ${victim} died \\(signal SIGKILL\\); starting another`));
    const deadline = Date.now() + 120_000;
    let replacement: string | undefined;
    while (!replacement && Date.now() < deadline) {
      const res = await get(`${url}/api/v1/auth/authinfo`, { cookie }).catch(() => undefined);
      if (res?.status === 200 && !pids.has(res.pid!)) replacement = res.pid;
      else await new Promise((r) => setTimeout(r, 200));
    }
    expect(replacement).toBeDefined();
    pids.add(replacement!);

    cli.child.kill('SIGTERM');
    expect(await exitCode(cli)).toBe(0);
    for (const pid of pids) expect(alive(Number(pid))).toBe(false);
  }, 180_000);

  it('refuses a bad server.workers before forking anything, naming the key', async () => {
    cli = startCli(dir, 'server.workers: many\n');
    expect(await exitCode(cli)).toBe(1);
    expect(cli.output()).toContain('[server.workers] must be a positive whole number of processes or "auto"');
    expect(cli.output()).not.toContain('Starting');
  }, 60_000);

  it('gives up with a clear message, exit 1, when the first worker cannot start', async () => {
    cli = startCli(
      dir,
      `server.workers: 2\nserver.host: 127.0.0.1\nserver.port: 0\npath.data: ${JSON.stringify(join(dir, 'data'))}\n` +
        'opensearch_security.cookie.password: too-short\n'
    );
    expect(await exitCode(cli, 120_000)).toBe(1);
    expect(cli.output()).toContain('[opensearch_security.cookie.password] must be at least 32 characters long');
    expect(cli.output()).toMatch(
      /The first worker process \(pid \d+\) could not start \(exit code 1\); see its messages above\. Not retrying\./
    );
    expect(cli.output().match(/must be at least 32 characters long/g)).toHaveLength(1);
  }, 150_000);
});
