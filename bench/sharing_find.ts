/**
 * Issue 75.4: what resource sharing costs a find. One data dir: a team tenant with 10,000
 * dashboards alice created while sharing was on (so she owns them), 1,000 of them shared
 * read-only with kim. The same server is then started with sharing on and with it off, in turn,
 * and `GET /api/saved_objects/_find?type=dashboard` (the dashboards list's first page) is timed as
 * the owner and as the recipient. On, kim's find answers only the 1,000 shared with her; off, her
 * tenant shows her all 10,000. Prints figures only: never asserts a time.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { ADMIN_PASSWORD, startServer, type RunningServer } from '../test/e2e/server_process';
import { logIn } from './accounts';
import { median } from './util';

const DASHBOARDS = 10_000;
const SHARED = 1_000;
const TENANT = 'bench_sharing';
const PASSWORD = 'Bench-sharing-1!';
const BULK = 500;
const RUNS = 15;
const ROUNDS = 3;
/** Written in the data dir once it is seeded: a kept dir is not seeded again. */
const SEEDED_MARK = 'bench-sharing-seeded';
const JSON_WRITE = { 'content-type': 'application/json', 'osd-xsrf': 'true' };
const sharing = (on: boolean) =>
  `opensearch_security.resource_sharing.enabled: ${on}\nopensearch_security.multitenancy.enabled: true\n`;

async function call(server: RunningServer, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...JSON_WRITE, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** A signed-in user working in the team's tenant. */
async function member(server: RunningServer, user: string): Promise<string> {
  const cookie = await logIn(server.url, user, PASSWORD);
  await call(server, cookie, 'POST', '/api/v1/multitenancy/tenant', { tenant: TENANT, username: user });
  return cookie;
}

async function seed(server: RunningServer): Promise<void> {
  const admin = await logIn(server.url, 'admin', ADMIN_PASSWORD);
  await call(server, admin, 'POST', `/api/v1/configuration/tenants/${TENANT}`, { description: 'bench' });
  await call(server, admin, 'POST', '/api/v1/configuration/roles/bench_sharing_writer', {
    tenant_permissions: [{ tenant_patterns: [TENANT], allowed_actions: ['kibana_all_write'] }],
  });
  await call(server, admin, 'POST', '/api/v1/configuration/rolesmapping/bench_sharing_writer', {
    backend_roles: ['bench_sharing'],
  });
  for (const user of ['alice', 'kim']) {
    await call(server, admin, 'POST', `/api/v1/configuration/internalusers/${user}`, {
      password: PASSWORD,
      backend_roles: ['kibanauser', 'bench_sharing'],
    });
  }
  const alice = await member(server, 'alice');
  for (let start = 0; start < DASHBOARDS; start += BULK) {
    const objects = Array.from({ length: Math.min(BULK, DASHBOARDS - start) }, (_, i) => ({
      type: 'dashboard',
      id: `bench-${start + i}`,
      attributes: { title: `Dashboard ${String(start + i).padStart(5, '0')}`, panelsJSON: '[]' },
    }));
    await call(server, alice, 'POST', '/api/saved_objects/_bulk_create', objects);
  }
  for (let i = 0; i < SHARED; i++) {
    await call(server, alice, 'PUT', '/api/resource/share', {
      resource_id: `bench-${i * (DASHBOARDS / SHARED)}`,
      resource_type: 'dashboard',
      share_with: { read_only: { users: ['kim'] } },
    });
  }
}

/** Median ms of the list's first page as `user`, and the total it answered. */
async function timeFind(server: RunningServer, user: string): Promise<{ ms: number; total: number }> {
  const cookie = await member(server, user);
  const url = `${server.url}/api/saved_objects/_find?type=dashboard&per_page=20&page=1&sort_field=title`;
  const once = async () => {
    const started = process.hrtime.bigint();
    const res = await fetch(url, { headers: { cookie } });
    const body = (await res.json()) as { total?: number };
    if (res.status !== 200) throw new Error(`find as ${user}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return { ms: Number(process.hrtime.bigint() - started) / 1e6, total: body.total ?? 0 };
  };
  // Warm: the first finds compile and fill the caches.
  for (let i = 0; i < 5; i++) await once();
  const runs: Array<{ ms: number; total: number }> = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once());
  return { ms: median(runs.map((r) => r.ms)), total: runs[0].total };
}

async function withServer<T>(dataDir: string, on: boolean, fn: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startServer({ dataDir, configYml: sharing(on), startTimeoutMs: 120_000 });
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}

export async function measureSharingFind() {
  // BENCH_SHARING_DIR=<dir>: seeds there once and keeps it, for the next runs and to look at the
  // queries afterwards (seeding takes longer than the timing).
  const kept = process.env.BENCH_SHARING_DIR;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'osd-bench-sharing-'));
  const seeded = join(dataDir, SEEDED_MARK);
  try {
    if (!existsSync(seeded)) {
      await withServer(dataDir, true, seed);
      writeFileSync(seeded, `${DASHBOARDS} dashboards, ${SHARED} shared\n`);
    }
    const rounds: Array<{
      on: Record<string, { ms: number; total: number }>;
      off: Record<string, { ms: number; total: number }>;
    }> = [];
    // On and off in turn, ROUNDS times: the machine's load moves between rounds, less within one.
    for (let round = 0; round < ROUNDS; round++) {
      const on = await withServer(dataDir, true, async (s) => ({
        alice: await timeFind(s, 'alice'),
        kim: await timeFind(s, 'kim'),
      }));
      const off = await withServer(dataDir, false, async (s) => ({
        alice: await timeFind(s, 'alice'),
        kim: await timeFind(s, 'kim'),
      }));
      rounds.push({ on, off });
    }
    const ratio = (user: string) => median(rounds.map((r) => r.on[user].ms / r.off[user].ms));
    return { rounds, alice: ratio('alice'), kim: ratio('kim') };
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printSharingFind(r: Awaited<ReturnType<typeof measureSharingFind>>) {
  const ms = (user: string, side: 'on' | 'off') => median(r.rounds.map((round) => round[side][user].ms)).toFixed(1);
  const total = (user: string, side: 'on' | 'off') => r.rounds[0][side][user].total;
  const line = (user: string, who: string, ratio: number) =>
    `  ${who}: on ${ms(user, 'on')} ms (total ${total(user, 'on')}), off ${ms(user, 'off')} ms (total ${total(user, 'off')}): ` +
    `${ratio.toFixed(2)}× (target ≤ 1.2×: ${ratio <= 1.2 ? 'met' : 'NOT met'})\n`;
  process.stdout.write(
    `Dashboards _find, first page of 20 by title, ${DASHBOARDS.toLocaleString('en')} dashboards and ${SHARED.toLocaleString('en')} sharing records, ` +
      `resource sharing on ÷ off (median of ${ROUNDS} interleaved rounds of ${RUNS} finds each):\n` +
      line('alice', 'the owner', r.alice) +
      line('kim', 'a recipient of 1,000', r.kim)
  );
}
