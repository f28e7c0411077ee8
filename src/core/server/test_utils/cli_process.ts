import { spawn } from 'child_process';
import { writeFileSync } from 'fs';
import { join } from 'path';
import { REPO_ROOT } from '../utils/repo_root';

const ENTRY = join(REPO_ROOT, 'src', 'core', 'server', 'test_utils', 'cli_with_test_bundle.ts');

export interface CliProcess {
  url: string;
  /** The server process's id (to send it a signal, as logrotate does). */
  pid: number;
  /** Everything it printed so far (stdout and stderr). */
  log(): string;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL when it still runs: for a `finally`. */
  kill(): void;
}

/**
 * The real command line from the sources (cli_with_test_bundle.ts through tsx) in a process of its
 * own, on `dir` (its dashboards.yml, data and stand-in bundles), until it prints where it listens.
 */
export async function startCliProcess(options: {
  dir: string;
  yml?: string;
  nodeArgs?: string[];
  env: NodeJS.ProcessEnv & { NODE_ENV: string; SECURITY_ADMIN_PASSWORD: string };
}): Promise<CliProcess> {
  const { dir } = options;
  writeFileSync(join(dir, 'test.yml'), `server.host: 127.0.0.1\nserver.port: 0\n${options.yml ?? ''}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONFIG: join(dir, 'test.yml'),
    DATA_DIR: join(dir, 'data'),
    TEST_PUBLIC_DIR: join(dir, 'public'),
    ...options.env,
  };
  for (const key of ['PORT', 'HOST', 'SERVER_WORKERS', 'DATABASE_URL']) delete env[key];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const kill = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  try {
    let url: string | undefined;
    while (!(url = /Server running at ([^\s"]+)/.exec(log)?.[1])) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return {
      url,
      pid: child.pid!,
      log: () => log,
      stop: () => {
        child.kill('SIGTERM');
        return exited;
      },
      kill,
    };
  } catch (error) {
    kill();
    throw error;
  }
}
