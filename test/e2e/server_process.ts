import { spawn, type ChildProcess } from 'child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { advanceClock } from '../../src/core/server/test_utils/advance_clock';

const ROOT = resolve(__dirname, '..', '..');
/** The admin password every test server is seeded with (SECURITY_ADMIN_PASSWORD). */
export const ADMIN_PASSWORD = 'E2e-Admin-Passw0rd!';
const CLI = join(ROOT, 'build', 'server', 'core', 'server', 'cli.js');

export interface RunningServer {
  url: string;
  origin: string;
  dataDir: string;
  /** The server's process id (with `server.workers` > 1, the workers' primary's). */
  pid: number;
  output: () => string;
  stop(): Promise<void>;
  /** With `testClock`: moves the server's clock forward (src/core/server/utils/clock.ts). */
  advanceClock(ms: number): Promise<void>;
}

/**
 * Starts the built server on a free loopback port with a fresh data dir, and optionally a
 * configuration file of the test's own (yml text).
 */
export async function startServer(
  options: {
    configYml?: string;
    env?: NodeJS.ProcessEnv;
    dataDir?: string;
    nodeArgs?: string[];
    /** How long to wait for "Server running" (30 s; more for a big seeded store on a busy machine). */
    startTimeoutMs?: number;
    /** Runs the server on a clock the test moves with `advanceClock`, over the spawn's IPC channel. */
    testClock?: boolean;
  } = {}
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'osd-e2e-'));
  // E2E_SERVER_STARTS=<file>: one line per start, to count how many servers a run starts.
  if (process.env.E2E_SERVER_STARTS)
    appendFileSync(process.env.E2E_SERVER_STARTS, `${new Error().stack?.split('\n')[2]?.trim()}\n`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SECURITY_ADMIN_PASSWORD: ADMIN_PASSWORD,
    ...options.env,
  };
  if (options.testClock) env.OSD_TEST_CLOCK = 'ipc';
  if (options.configYml !== undefined) {
    const file = join(dataDir, 'test-config.yml');
    writeFileSync(file, options.configYml);
    env.CONFIG = file;
  }
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), CLI], {
    cwd: ROOT,
    env,
    stdio: options.testClock ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const limit = options.startTimeoutMs ?? 30_000;
    const timer = setTimeout(() => {
      // Not left running behind the failed test.
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${limit / 1000} s:\n${log}`));
    }, limit);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /Server running at ([^\s"]+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log}`));
    });
  });
  const origin = new URL(url).origin;
  return {
    url,
    origin,
    dataDir,
    pid: child.pid!,
    output: () => log,
    advanceClock: (ms) =>
      options.testClock
        ? advanceClock(child, ms)
        : Promise.reject(new Error('startServer({ testClock: true }) for a clock to move')),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
