/**
 * What the real command line tells the person who started it (issue 44): a taken port in one
 * sentence (no stack) and exit 1; on a first start without SECURITY_ADMIN_PASSWORD, a framed block
 * with the URL, the user and the generated password right after the ready line; "Stopped" last.
 * Issue 69: a first start that cannot listen seeds nothing (the next one still shows the
 * password), every configuration problem is named, and a server npm started follows npm's end.
 */
import { spawn } from 'child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { startCliProcess, type CliProcess } from './test_utils';
import { REPO_ROOT } from './utils/repo_root';

jest.setTimeout(180_000);

const ENTRY = join(REPO_ROOT, 'src', 'core', 'server', 'test_utils', 'cli_with_test_bundle.ts');

/** The CLI started on `yml` with `env`, run until it exits: its exit code and everything it printed. */
async function runUntilExit(yml: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; log: string }> {
  const full: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', CONFIG: yml, ...env };
  for (const key of ['PORT', 'HOST', 'SERVER_WORKERS', 'DATABASE_URL']) if (!(key in env)) delete full[key];
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], { cwd: REPO_ROOT, env: full, stdio: 'pipe' });
  let log = '';
  child.stdout.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr.on('data', (c: Buffer) => (log += c.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
  return { code, log };
}

describe('operator messages of the command line', () => {
  let dir: string;
  let server: CliProcess | undefined;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'cli-messages-'))));
  afterEach(() => {
    server?.kill();
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('frames the generated admin password after the ready line, the password signs in, and the last line is "Stopped"', async () => {
    server = await startCliProcess({ dir, env: { NODE_ENV: 'test', SECURITY_ADMIN_PASSWORD: '' } });
    const { url } = server;
    // The block follows the ready line; wait until it is all there.
    for (let i = 0; i < 50 && !/shown once/.test(server.log()); i++) await new Promise((r) => setTimeout(r, 100));
    const log = server.log();
    const after = log.slice(log.indexOf(`Server running at ${url}`));
    const block = /\n(\+=+\+\n(?:\|.*\|\n)+\+=+\+)\n/.exec(after);
    expect(block).not.toBeNull();
    const lines = block![1].split('\n');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(block![1]).toContain(`URL:       ${url}`);
    expect(block![1]).toContain('User:      admin');
    expect(block![1]).toContain('The password is shown once: save it now.');
    const password = /Password: {2}(\S+)/.exec(block![1])![1];
    expect(password).toHaveLength(24);
    // Printed once, in the block, not as a line among the start-up messages before it.
    expect(log.split(password)).toHaveLength(2);

    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);

    expect(await server.stop()).toBe(0);
    expect(server.log().trimEnd().split('\n').pop()).toBe('Stopped');
  });

  it('a taken port is named in one sentence with the setting to change, without a stack, and exits 1', async () => {
    server = await startCliProcess({ dir, env: { NODE_ENV: 'test', SECURITY_ADMIN_PASSWORD: 'Cli-Messages-1!' } });
    const port = new URL(server.url).port;
    const second = join(dir, 'second');
    writeFileSync(join(dir, 'second.yml'), 'server.host: 127.0.0.1\n');
    const { code, log } = await runUntilExit(join(dir, 'second.yml'), {
      DATA_DIR: join(second, 'data'),
      TEST_PUBLIC_DIR: join(second, 'public'),
      PORT: port,
      SECURITY_ADMIN_PASSWORD: 'Cli-Messages-1!',
    });
    expect(code).toBe(1);
    expect(log).toContain(`Port ${port} on 127.0.0.1 is in use (server.port / PORT)`);
    expect(log).not.toMatch(/EADDRINUSE|setupListenHandle|\n\s+at /);
  });

  it.each([
    ['server.port', (port: string) => ({ yml: '', env: { PORT: port } }), 'server.port / PORT'],
    [
      'opensearch_security.restapi.port',
      (port: string) => ({
        yml: `server.port: 0\nopensearch_security.restapi.port: ${port}\nopensearch_security.restapi.host: 127.0.0.1\n`,
        env: {},
      }),
      'opensearch_security.restapi.port',
    ],
  ])(
    'a first start whose %s is taken seeds nothing, so the next start shows the generated admin password, which signs in',
    async (_what, taken, setting) => {
      server = await startCliProcess({ dir, env: { NODE_ENV: 'test', SECURITY_ADMIN_PASSWORD: 'Cli-Messages-1!' } });
      const port = new URL(server.url).port;
      const second = join(dir, 'second');
      const { yml, env } = taken(port);
      writeFileSync(join(dir, 'second.yml'), `server.host: 127.0.0.1\n${yml}`);
      const failed = await runUntilExit(join(dir, 'second.yml'), {
        DATA_DIR: join(second, 'data'),
        TEST_PUBLIC_DIR: join(second, 'public'),
        SECURITY_ADMIN_PASSWORD: '',
        ...env,
      });
      expect(failed.code).toBe(1);
      expect(failed.log).toContain(`Port ${port} on 127.0.0.1 is in use (${setting})`);
      expect(failed.log).not.toMatch(/Seeded|\n\s+at /);
      server.kill();

      // The operator frees the port (here: another one) and starts again on the same data dir.
      server = await startCliProcess({ dir: second, env: { NODE_ENV: 'test', SECURITY_ADMIN_PASSWORD: '' } });
      for (let i = 0; i < 50 && !/shown once/.test(server.log()); i++) await new Promise((r) => setTimeout(r, 100));
      const password = /Password: {2}(\S+)/.exec(server.log())?.[1];
      expect(password).toHaveLength(24);
      const login = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
        body: JSON.stringify({ username: 'admin', password }),
      });
      expect(login.status).toBe(200);
    }
  );

  it.each([
    [
      "core's settings",
      'server.port: 99999\nserver.basePath: nope\nserver.workres: 2\nlogging.quiet: maybe\n',
      [
        '[server.workres] is not a known setting; did you mean server.workers?',
        '[logging.quiet] must be true or false.',
        '[server.port] must be a port number from 0 to 65535, got "99999".',
        '[server.basePath] must start with a slash.',
      ],
    ],
    [
      "a plugin's settings",
      'server.port: 0\nopensearch_security.multitenancy.enabled: maybe\nopensearch_security.sesion.ttl: 1\n',
      [
        '[opensearch_security.sesion.ttl] is not a known setting; did you mean opensearch_security.session?',
        '[opensearch_security.multitenancy.enabled] must be true or false.',
      ],
    ],
  ])(
    'a configuration with several errors in %s names each, one a line, and seeds nothing',
    async (_what, yml, errors) => {
      writeFileSync(join(dir, 'bad.yml'), `server.host: 127.0.0.1\n${yml}`);
      const { code, log } = await runUntilExit(join(dir, 'bad.yml'), {
        DATA_DIR: join(dir, 'data'),
        TEST_PUBLIC_DIR: join(dir, 'public'),
        SECURITY_ADMIN_PASSWORD: '',
      });
      expect(code).toBe(1);
      const lines = log.trimEnd().split('\n');
      for (const error of errors) expect(lines.filter((line) => line.endsWith(`ERROR ${error}`))).toHaveLength(1);
      expect(log).not.toMatch(/\n\s+at |Server running|Password/);
    }
  );

  it('started by npm, the server stops cleanly when npm ends on a signal it does not hand on (SIGHUP)', async () => {
    writeFileSync(join(dir, 'npm.yml'), 'server.host: 127.0.0.1\nserver.port: 0\n');
    const logFile = join(dir, 'server.log');
    // Stands in for npm: a node process that starts the server as its child (the log goes to a
    // file, as a terminal outlives npm) and dies of SIGHUP, Node's default for it.
    const npm = spawn(
      process.execPath,
      [
        '-e',
        `const { spawn } = require('child_process');
         const out = require('fs').openSync(process.argv[1], 'a');
         const child = spawn(process.execPath, ['--import', 'tsx', process.argv[2]], { stdio: ['ignore', out, out] });
         process.stdout.write(String(child.pid));
         setInterval(() => undefined, 1000);`,
        logFile,
        ENTRY,
      ],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          CONFIG: join(dir, 'npm.yml'),
          DATA_DIR: join(dir, 'data'),
          TEST_PUBLIC_DIR: join(dir, 'public'),
          SECURITY_ADMIN_PASSWORD: 'Cli-Messages-1!',
          npm_lifecycle_event: 'start',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      }
    );
    let serverPid = 0;
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      serverPid = Number(await new Promise<string>((r) => npm.stdout.once('data', (c: Buffer) => r(c.toString()))));
      const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
      for (let i = 0; i < 300 && !/Server running at/.test(log()); i++) await new Promise((r) => setTimeout(r, 100));
      expect(log()).toContain('Server running at');

      npm.kill('SIGHUP');
      // The server looks at its parent once a second: it is gone within a few.
      for (let i = 0; i < 50 && alive(serverPid); i++) await new Promise((r) => setTimeout(r, 100));
      expect(alive(serverPid)).toBe(false);
      expect(log()).toMatch(/The npm process that started the server \(pid \d+\) has ended: stopping/);
      expect(log().trimEnd().split('\n').pop()).toBe('Stopped');
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
      if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
  });

  it('a SECURITY_ADMIN_PASSWORD that breaks the password rule stops the first start in one sentence, seeds nothing, and is never printed', async () => {
    const weak = 'admin123';
    writeFileSync(join(dir, 'weak.yml'), 'server.host: 127.0.0.1\nserver.port: 0\n');
    const { code, log } = await runUntilExit(join(dir, 'weak.yml'), {
      DATA_DIR: join(dir, 'data'),
      TEST_PUBLIC_DIR: join(dir, 'public'),
      SECURITY_ADMIN_PASSWORD: weak,
    });
    expect(code).toBe(1);
    expect(log).toContain('SECURITY_ADMIN_PASSWORD does not meet the password rule: Password should be at least 8');
    expect(log).not.toContain(weak);
    expect(log).not.toMatch(/\n\s+at /);
    expect(log).not.toContain('Server running at');

    // Nothing was seeded with the refused password: a start with a strong one seeds the admin with it.
    server = await startCliProcess({ dir, env: { NODE_ENV: 'test', SECURITY_ADMIN_PASSWORD: 'Cli-Messages-1!' } });
    const login = (password: string) =>
      fetch(`${server!.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
        body: JSON.stringify({ username: 'admin', password }),
      });
    expect((await login(weak)).status).toBe(401);
    expect((await login('Cli-Messages-1!')).status).toBe(200);
  });
});
