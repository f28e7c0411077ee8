import { spawn } from 'child_process';
import { mkdtempSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { basename, join, resolve } from 'path';
import { expect, test } from '@playwright/test';
import { processTree } from './process_tree';
import { ADMIN_PASSWORD } from './server_process';

/**
 * `npm start` on the built tree, as a user runs it: the server runs in npm's own child process (no
 * tsx, no shell or wrapper left in between), and a signal to npm reaches it and stops it cleanly.
 */
const ROOT = resolve(__dirname, '..', '..');

function startWithNpm(extraEnv: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-npm-start-'));
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECURITY_ADMIN_PASSWORD: ADMIN_PASSWORD,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a signal to it reaches nothing of the test's.
    detached: true,
  });
  let log = '';
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = new Promise<string>((resolveUrl, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /Server running at ([^\s"]+)/.exec(log);
      if (match) resolveUrl(match[1]);
    });
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    void exited.then((code) => reject(new Error(`npm start exited with ${code}:\n${log}`)));
  });
  const cleanUp = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { npmPid: child.pid!, url, exited, log: () => log, cleanUp };
}

const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`npm start runs the server as npm's only child, and ${signal} to npm stops it cleanly`, async () => {
    test.setTimeout(120_000);
    const run = startWithNpm();
    try {
      const url = await run.url;
      expect((await fetch(`${url}/app/login`)).status).toBe(200);
      const tree = processTree(run.npmPid);
      expect(tree.map((p) => p.name)[0]).toBe('npm start');
      expect(tree).toHaveLength(2);
      const server = tree[1];
      // The server by its command line, not its name in /proc: Node.js 24 names its main thread
      // (and so the process's comm) "MainThread".
      expect(basename(commandLine(server.pid).split(' ')[0])).toBe('node');
      expect(commandLine(server.pid)).not.toContain('tsx');
      process.kill(run.npmPid, signal);
      expect(await run.exited).toBe(0);
      expect(run.log()).toContain(`Received ${signal}, shutting down`);
      // Nothing is left behind listening.
      await expect(fetch(`${url}/app/login`)).rejects.toThrow();
      expect(() => process.kill(server.pid, 0)).toThrow();
    } finally {
      run.cleanUp();
    }
  });
}

test("npm start on a built tree keeps the build's tools out of the server (esbuild, the compressors)", async () => {
  test.setTimeout(120_000);
  const fixture = join(ROOT, 'scripts', 'fixtures', 'print_loaded_modules.mjs');
  const run = startWithNpm({ NODE_OPTIONS: `--import=${fixture}` });
  try {
    const url = await run.url;
    expect((await fetch(`${url}/app/login`)).status).toBe(200);
    process.kill(run.npmPid, 'SIGTERM');
    expect(await run.exited).toBe(0);
    const loaded = JSON.parse(/loaded_modules=(.*)/.exec(run.log())![1]) as string[];
    // The server did run from the built tree, through the start script.
    expect(loaded).toContain(join(ROOT, 'build', 'scripts', 'start.js'));
    expect(loaded).toContain(join(ROOT, 'build', 'server', 'core', 'server', 'cli.js'));
    expect(
      loaded.filter((file) =>
        /node_modules\/esbuild\/|build\/scripts\/(build|server_bundle|vendor_bundles|compress_bundles)\.js$/.test(file)
      )
    ).toEqual([]);
  } finally {
    run.cleanUp();
  }
});
