/**
 * Once the server listens it collects the start's garbage in two full collections (start_garbage.ts),
 * so what a start parsed and compiled does not stay resident under the first requests. The real
 * command line runs in a process of its own with V8's GC trace on: a collection asked for by code
 * is traced with the reason "testing".
 */
import { spawn } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';

jest.setTimeout(120_000);

const ROOT = resolve(__dirname, '..', '..', '..');
const ENTRY = join(ROOT, 'src', 'core', 'server', 'test_utils', 'cli_with_test_bundle.ts');
const ASKED_FOR = /Mark-Compact[^\n]* testing;/;
const ASKED_FOR_ALL = /Mark-Compact[^\n]* testing;/g;

describe('the start garbage', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'start-garbage-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is collected in two full collections after the server listens (the second gives back the emptied pages)', async () => {
    writeFileSync(join(dir, 'test.yml'), 'server.host: 127.0.0.1\nserver.port: 0\n');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      CONFIG: join(dir, 'test.yml'),
      DATA_DIR: join(dir, 'data'),
      TEST_PUBLIC_DIR: join(dir, 'public'),
      SECURITY_ADMIN_PASSWORD: 'Start-Garbage-1!',
    };
    for (const key of ['PORT', 'HOST', 'SERVER_WORKERS', 'DATABASE_URL']) delete env[key];
    const child = spawn(process.execPath, ['--trace-gc', '--import', 'tsx', ENTRY], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (c: Buffer) => (log += c.toString()));
    child.stderr.on('data', (c: Buffer) => (log += c.toString()));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      let listening: number;
      while ((listening = log.indexOf('Server running at')) < 0) {
        if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      // Before listening nothing asks for a collection (V8's own ones have other reasons).
      expect(log.slice(0, listening)).not.toMatch(ASKED_FOR);
      const askedFor = () => log.slice(listening).match(ASKED_FOR_ALL)?.length ?? 0;
      for (let waited = 0; askedFor() < 2 && waited < 30_000; waited += 100) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(askedFor()).toBe(2);
      const url = /Server running at (\S+)/.exec(log)![1];
      expect((await fetch(`${url}/api/status`)).status).toBeLessThan(500);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
