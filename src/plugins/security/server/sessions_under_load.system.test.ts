/**
 * Two real server processes on one SQLite data dir, the first kept busy answering a stream of
 * concurrent authinfo requests (so its requests share each event-loop turn's check of the store,
 * core/server/store/loop_turn.ts), while the second ends sessions the first has cached: a
 * revocation, a password change, a log-out, and an idle timeout are each refused by the first on
 * the very next request. Nothing is timed; waits are generous because the machine may be busy.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import {
  ADMIN_PASSWORD,
  call,
  login,
  startProcess,
  USER_PASSWORD,
  type ServerProcess,
} from './test_utils/server_processes';

jest.setTimeout(240_000);

const IDLE_TIMEOUT_MS = 6000;
/** Both processes' clocks move in steps shorter than the idle timeout, the busy session used between them. */
const CLOCK_STEP_MS = 1000;
const LOAD_CONNECTIONS = 8;
const admin = ['admin', ADMIN_PASSWORD] as [string, string];

describe('sessions ended by another process while this one is under load (SQLite)', () => {
  let dir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let loading = true;
  let load: Promise<number>;
  let busyCookie: string;
  let answered = 0;
  const answerWaiters: Array<() => void> = [];

  /** Authinfo on `a` over several connections at once until the test ends; answers how many were 200. */
  async function keepBusy(cookie: string): Promise<number> {
    await Promise.all(
      Array.from({ length: LOAD_CONNECTIONS }, async () => {
        while (loading) {
          const res = await fetch(`${a.url}/api/v1/auth/authinfo`, { headers: { cookie } });
          await res.arrayBuffer();
          if (res.status === 200) {
            answered++;
            answerWaiters.splice(0).forEach((w) => w());
          }
        }
      })
    );
    return answered;
  }

  /** A new user's session on `a`, used once there (so `a` has it cached). */
  async function cachedSession(name: string): Promise<string> {
    const created = await call(b, 'POST', `/api/v1/configuration/internalusers/${name}`, {
      basic: admin,
      body: { password: USER_PASSWORD },
    });
    expect([200, 201]).toContain(created.status);
    const session = await login(a, name, USER_PASSWORD);
    expect(session.status).toBe(200);
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie: session.cookie })).status).toBe(200);
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie: session.cookie })).status).toBe(200);
    return session.cookie!;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'security-sessions-under-load-'));
    const config = join(dir, 'dashboards.yml');
    writeFileSync(config, `opensearch_security.session.idle_timeout: ${IDLE_TIMEOUT_MS}\n`);
    const shared = { dataDir: () => join(dir, 'data'), env: { CONFIG: config }, testClock: true };
    a = await startProcess(dir, 'a', shared);
    b = await startProcess(dir, 'b', shared);
    const busy = await login(a, 'admin', ADMIN_PASSWORD);
    expect(busy.status).toBe(200);
    busyCookie = busy.cookie!;
    load = keepBusy(busyCookie);
  });
  afterAll(async () => {
    loading = false;
    // The load ran throughout: every test below was made while it did.
    if (load) expect(await load).toBeGreaterThan(0);
    await Promise.all([a?.stop(), b?.stop()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a session revoked on the other process is refused at once, every time', async () => {
    for (let i = 0; i < 3; i++) {
      const name = `revoked${i}`;
      const cookie = await cachedSession(name);
      const listed = await call(b, 'GET', `/api/v1/sessions?user=${name}`, { basic: admin });
      expect(listed.body.total).toBe(1);
      const revoked = await call(b, 'DELETE', `/api/v1/sessions/${listed.body.sessions[0].id}`, { basic: admin });
      expect(revoked).toMatchObject({ status: 200, body: { revoked: 1 } });
      expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
    }
  });

  it("a password change on the other process ends the user's cached session at once", async () => {
    const cookie = await cachedSession('rekeyed');
    const changed = await call(b, 'POST', '/api/v1/configuration/internalusers/rekeyed', {
      basic: admin,
      body: { password: 'An0ther!secret-phrase' },
    });
    expect(changed.status).toBe(200);
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
  });

  it('a log-out on the other process ends the cached session at once', async () => {
    const cookie = await cachedSession('leaving');
    expect((await call(b, 'POST', '/auth/logout', { cookie })).status).toBe(200);
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
  });

  it('a cached session left idle past the idle timeout is refused, while others stay in use', async () => {
    const cookie = await cachedSession('idler');
    for (let passed = 0; passed <= IDLE_TIMEOUT_MS; passed += CLOCK_STEP_MS) {
      await Promise.all([a.advanceClock(CLOCK_STEP_MS), b.advanceClock(CLOCK_STEP_MS)]);
      // The load's session is used after each step, as a user busy the whole time would.
      await new Promise<void>((used) => answerWaiters.push(used));
    }
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
    expect((await call(b, 'GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie: busyCookie })).status).toBe(200);
    expect(answered).toBeGreaterThan(0);
  });
});
