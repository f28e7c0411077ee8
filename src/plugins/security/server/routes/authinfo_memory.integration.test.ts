/**
 * authinfo is the request a signed-in page repeats most: its answer must die young. The real
 * command line runs in a process of its own with V8's young generation small (as `npm start`
 * runs it) and its GC trace on; what the young collections promote into the old generation
 * while authinfo is called stays resident until a full collection.
 */
import { spawn } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { logIn } from '../../../../../bench/accounts';

jest.setTimeout(180_000);

const ROOT = resolve(__dirname, '..', '..', '..', '..', '..');
const ENTRY = join(ROOT, 'src', 'core', 'server', 'test_utils', 'cli_with_test_bundle.ts');
const PASSWORD = 'Authinfo-Memory-1!';
const REQUESTS = 4000;

/** Bytes the young collections traced since `from` moved into the old generation. */
const promotedSince = (log: string, from: number) =>
  [...log.slice(from).matchAll(/gc=s [^\n]*\bpromoted=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);

describe('GET /api/v1/auth/authinfo under load', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'authinfo-memory-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('promotes (next to) nothing into the old generation: its answers die young', async () => {
    writeFileSync(join(dir, 'test.yml'), 'server.host: 127.0.0.1\nserver.port: 0\n');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      CONFIG: join(dir, 'test.yml'),
      DATA_DIR: join(dir, 'data'),
      TEST_PUBLIC_DIR: join(dir, 'public'),
      SECURITY_ADMIN_PASSWORD: PASSWORD,
    };
    for (const key of ['PORT', 'HOST', 'SERVER_WORKERS', 'DATABASE_URL']) delete env[key];
    const child = spawn(process.execPath, ['--max-semi-space-size=1', '--trace-gc-nvp', '--import', 'tsx', ENTRY], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (c: Buffer) => (log += c.toString()));
    child.stderr.on('data', (c: Buffer) => (log += c.toString()));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      let url: string | undefined;
      while (!(url = /Server running at (\S+)/.exec(log)?.[1])) {
        if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const cookie = await logIn(url, 'admin', PASSWORD);
      const call = async () => {
        const res = await fetch(`${url}/api/v1/auth/authinfo`, { headers: { cookie } });
        return { status: res.status, body: (await res.json()) as { user_name: string; auth_type: string } };
      };
      // Warm: the server's own start-up collections and first compilations are not counted.
      for (let i = 0; i < 500; i++) await call();
      const from = log.length;
      for (let i = 0; i < REQUESTS; i++) {
        const { status, body } = await call();
        if (status !== 200 || body.user_name !== 'admin' || body.auth_type !== 'basicauth') {
          throw new Error(`authinfo answered ${status}: ${JSON.stringify(body)}`);
        }
      }
      // About 16 KB is allocated per request: several young collections ran meanwhile.
      expect(log.slice(from).match(/gc=s /g)?.length ?? 0).toBeGreaterThan(10);
      // Before the answer was built in place, about 310 bytes a request were promoted.
      expect(promotedSince(log, from) / REQUESTS).toBeLessThan(100);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
