/**
 * authinfo is the request a signed-in page repeats most: its answer must die young. The real
 * command line runs in a process of its own with V8's young generation small (as `npm start`
 * runs it) and its GC trace on; what the young collections promote into the old generation
 * while authinfo is called stays resident until a full collection.
 */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { startCliProcess } from '../../../../core/server/test_utils';
import { logIn } from '../../../../../bench/accounts';

jest.setTimeout(180_000);

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
    const server = await startCliProcess({
      dir,
      nodeArgs: ['--max-semi-space-size=1', '--trace-gc-nvp'],
      env: { NODE_ENV: 'production', SECURITY_ADMIN_PASSWORD: PASSWORD },
    });
    try {
      const { url } = server;
      const cookie = await logIn(url, 'admin', PASSWORD);
      const call = async () => {
        const res = await fetch(`${url}/api/v1/auth/authinfo`, { headers: { cookie } });
        return { status: res.status, body: (await res.json()) as { user_name: string; auth_type: string } };
      };
      // Warm: the server's own start-up collections and first compilations are not counted.
      for (let i = 0; i < 500; i++) await call();
      const from = server.log().length;
      for (let i = 0; i < REQUESTS; i++) {
        const { status, body } = await call();
        if (status !== 200 || body.user_name !== 'admin' || body.auth_type !== 'basicauth') {
          throw new Error(`authinfo answered ${status}: ${JSON.stringify(body)}`);
        }
      }
      // About 16 KB is allocated per request: several young collections ran meanwhile.
      expect(server.log().slice(from).match(/gc=s /g)?.length ?? 0).toBeGreaterThan(10);
      // Before the answer was built in place, about 310 bytes a request were promoted; Node 24's V8
      // promotes about 100 of its own (108 measured here, against under 100 on Node 20).
      expect(promotedSince(server.log(), from) / REQUESTS).toBeLessThan(150);
      expect(await server.stop()).toBe(0);
    } finally {
      server.kill();
    }
  });
});
