/**
 * Real server processes for integration tests: `node --import tsx server_process_entry.ts` with
 * the store shared as a test says (one SQLite data dir, or one PostgreSQL database and a data dir
 * each), and JSON calls that fail the test when an answer holds a hash or a password.
 */
import { expect } from '@jest/globals';
import { spawn, type ChildProcess } from 'child_process';
import { writeFileSync } from 'fs';
import { join, resolve } from 'path';
import { advanceClock, createTestDatabase } from '../../../../core/server/test_utils';

const ROOT = resolve(__dirname, '..', '..', '..', '..', '..');
const ENTRY = join(__dirname, 'server_process_entry.ts');
export const ADMIN_PASSWORD = 'Tw0-processes!admin';
export const USER = 'kirk';
export const USER_PASSWORD = 'Enterpr1se!ncc';
export const COOKIE = 'security_authentication';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
  /** With `Shared.testClock`: moves the process's clock forward (core's utils/clock.ts). */
  advanceClock(ms: number): Promise<void>;
}

/** How the two processes share a store: one data dir, or one database and a data dir each. */
export interface Shared {
  dataDir(name: string): string;
  env: NodeJS.ProcessEnv;
  /** Each process runs on a clock the test moves with `advanceClock`, over the spawn's IPC channel. */
  testClock?: boolean;
}

export function startProcess(dir: string, name: string, shared: Shared): Promise<ServerProcess> {
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
  if (shared.testClock) env.OSD_TEST_CLOCK = 'ipc';
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    env,
    stdio: shared.testClock ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start in 180 s:\n${log}`)), 180_000);
    const poll = setInterval(() => {
      const match = /Server running at ([^\s"]+)/.exec(log);
      if (!match) return;
      clearInterval(poll);
      clearTimeout(timer);
      ok({
        url: match[1].replace(/\/$/, ''),
        child,
        output: () => log,
        advanceClock: (ms) => advanceClock(child, ms),
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

export interface Reply {
  status: number;
  body: any;
  text: string;
  headers: Headers;
  cookie?: string;
}

export async function call(
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

export async function login(server: ServerProcess, username: string, password: string): Promise<Reply> {
  return call(server, 'POST', '/auth/login', { body: { username, password } });
}

export async function sharing(dialect: 'sqlite' | 'postgres', dir: string): Promise<Shared> {
  if (dialect === 'sqlite') return { dataDir: () => join(dir, 'data'), env: {} };
  // Different machines share no data dir: the cookie key must come from the configuration.
  const config = join(dir, 'dashboards.yml');
  writeFileSync(config, 'opensearch_security.cookie.password: "a shared cookie key of well over 32 characters"\n');
  return {
    dataDir: (name) => join(dir, `data-${name}`),
    env: { DATABASE_URL: await createTestDatabase(), CONFIG: config },
  };
}
