/**
 * authinfo is the request a signed-in page repeats most: its answer must die young. The real
 * command line runs in a process of its own with V8's young generation small (as `npm start`
 * runs it) and its GC trace on; what the young collections promote into the old generation
 * while authinfo is called stays resident until a full collection. The same load, run with
 * npm start's own flags and environment, shows what those are for: what V8's compilers take from
 * malloc at once.
 */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { REPO_ROOT, startCliProcess, startEnvironment, startNodeFlags } from '../../../../core/server/test_utils';

jest.setTimeout(180_000);

const PASSWORD = 'Authinfo-Memory-1!';
const REQUESTS = 4000;
/** npm start's flags are checked over more requests, on as many connections as a busy page makes. */
const FLAG_REQUESTS = 10_000;
const CONNECTIONS = 8;

/** Bytes the young collections traced since `from` moved into the old generation. */
const promotedSince = (log: string, from: number) =>
  [...log.slice(from).matchAll(/gc=s [^\n]*\bpromoted=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);

/** The session cookie of a login that must succeed; any other answer fails the test. */
async function logIn(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`login as ${username} failed: ${res.status}`);
  return cookie;
}

/** One authinfo call as the signed-in admin; anything but the admin's answer fails the test. */
async function callAuthinfo(url: string, cookie: string): Promise<void> {
  const res = await fetch(`${url}/api/v1/auth/authinfo`, { headers: { cookie } });
  const body = (await res.json()) as { user_name?: string; auth_type?: string };
  if (res.status !== 200 || body.user_name !== 'admin' || body.auth_type !== 'basicauth') {
    throw new Error(`authinfo answered ${res.status}: ${JSON.stringify(body)}`);
  }
}

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
      // Warm: the server's own start-up collections and first compilations are not counted.
      for (let i = 0; i < 500; i++) await callAuthinfo(url, cookie);
      // Two windows, the lower counts: a one-off (a timer's job, a late compile) that a loaded CI
      // machine lets fall into one window promoted 14 MB at once there (3,533 bytes a request);
      // what authinfo's answers promote falls into both.
      const window = async () => {
        const from = server.log().length;
        for (let i = 0; i < REQUESTS; i++) await callAuthinfo(url, cookie);
        // About 16 KB is allocated per request: several young collections ran meanwhile.
        expect(server.log().slice(from).match(/gc=s /g)?.length ?? 0).toBeGreaterThan(10);
        return promotedSince(server.log(), from) / REQUESTS;
      };
      const first = await window();
      const second = await window();
      // Before the answer was built in place, about 310 bytes a request were promoted; Node 24's V8
      // promotes about 100 of its own (108 measured here, against under 100 on Node 20).
      expect(Math.min(first, second)).toBeLessThan(150);
      expect(await server.stop()).toBe(0);
    } finally {
      server.kill();
    }
  });

  /**
   * The most malloc memory V8 held at once over one server's life: its start, a login, 500 authinfo
   * calls in a row, then FLAG_REQUESTS more on CONNECTIONS connections at once.
   */
  async function peakMallocedUnderLoad(): Promise<number> {
    const fixture = join(REPO_ROOT, 'scripts', 'fixtures', 'print_peak_malloced.mjs');
    const server = await startCliProcess({
      dir,
      nodeArgs: [...startNodeFlags(REPO_ROOT), '--import', fixture],
      env: { ...startEnvironment(REPO_ROOT), NODE_ENV: 'production', SECURITY_ADMIN_PASSWORD: PASSWORD },
    });
    try {
      const cookie = await logIn(server.url, 'admin', PASSWORD);
      for (let i = 0; i < 500; i++) await callAuthinfo(server.url, cookie);
      let left = FLAG_REQUESTS;
      const connection = async () => {
        while (left-- > 0) await callAuthinfo(server.url, cookie);
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, connection));
      expect(await server.stop()).toBe(0);
      const peak = Number(/peak_malloced_memory=(\d+)/.exec(server.log())?.[1]);
      expect(peak).toBeGreaterThan(0);
      return peak / 1048576;
    } finally {
      server.kill();
    }
  }

  it("with npm start's flags, V8's optimizing compilers hold less than 10 MB of malloc memory at once (Maglev's compile memory piled up to 20 MB, kept resident)", async () => {
    // One life's peak depends on how the compiles fall on two cores shared with other tests. Measured
    // 16 times each (6 with both cores otherwise busy): with the flag 3.7-11.5 MB (once over 10),
    // without it 10.3-13.7 MB. The lower of two lives keeps them apart without failing at random.
    const first = await peakMallocedUnderLoad();
    const second = await peakMallocedUnderLoad();
    expect(Math.min(first, second)).toBeLessThan(10);
  });
});
