/**
 * SQLite against PostgreSQL, side by side in one run: authenticated authinfo throughput and p99
 * with one process on SQLite, one instance on PostgreSQL and two instances on one PostgreSQL
 * database (the load split across both), and the internal users' first page at 100,000 users.
 * PostgreSQL is a throw-away local cluster (initdb/pg_ctl, loopback) on the same machine.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Secret } from '../src/core/server/config/secret';
import { DEFAULT_STORE_CONFIG } from '../src/core/server/store/store_config';
import { createTestDatabase, postgresInstalled } from '../src/core/server/test_utils/postgres';
import { startServer, type RunningServer } from '../test/e2e/server_process';
import { logIn } from './accounts';
import { seed, SCALE_USERS, timeGet } from './admin_scale';
import { load, type LoadResult } from './http_load';
import { median } from './util';

const ROUNDS = 3;
const CONNECTIONS = 16;

interface Throughput {
  label: string;
  perSecond: number;
  p99Ms: number;
  errors: number;
}

/** A config file every instance on one database shares: the cookie key must be the same. */
function sharedConfig(dir: string): string {
  const file = join(dir, 'dashboards.yml');
  writeFileSync(file, 'opensearch_security.cookie.password: "bench cookie key shared by every instance"\n');
  return file;
}

async function startOn(url: string | null, dir: string, name: string): Promise<RunningServer> {
  const dataDir = join(dir, `data-${name}`);
  const env: NodeJS.ProcessEnv = { CONFIG: sharedConfig(dir) };
  if (url) env.DATABASE_URL = url;
  return startServer({ dataDir, env });
}

async function authinfo(label: string, servers: RunningServer[]): Promise<Throughput> {
  const cookie = await logIn(servers[0].url);
  const urls = servers.map((s) => `${s.url}/api/v1/auth/authinfo`);
  const per = Math.floor(CONNECTIONS / servers.length);
  // Warm-up, then the measured rounds; with two instances both take load at once.
  await Promise.all(urls.map((url) => load(url, { headers: { cookie }, concurrency: per, durationMs: 1000 })));
  const rounds: LoadResult[][] = [];
  for (let i = 0; i < ROUNDS; i++) {
    rounds.push(await Promise.all(urls.map((url) => load(url, { headers: { cookie }, concurrency: per }))));
  }
  return {
    label,
    perSecond: median(rounds.map((r) => r.reduce((sum, x) => sum + x.perSecond, 0))),
    // The worse instance's p99 in each round: what a client behind the balancer sees at worst.
    p99Ms: median(rounds.map((r) => Math.max(...r.map((x) => x.p99Ms)))),
    errors: rounds.flat().reduce((n, x) => n + x.errors, 0),
  };
}

export interface StoreComparison {
  throughput: Throughput[];
  usersFirstPage: { sqlite?: number; postgres: number; total: number };
}

export async function measureStoreComparison(sqliteUsersFirstPage?: number): Promise<StoreComparison | null> {
  if (!postgresInstalled()) return null;
  const dir = mkdtempSync(join(tmpdir(), 'osd-bench-stores-'));
  const running: RunningServer[] = [];
  const start = async (url: string | null, name: string) => {
    const server = await startOn(url, dir, name);
    running.push(server);
    return server;
  };
  const stopAll = async () => {
    await Promise.all(running.map((s) => s.stop()));
    running.length = 0;
  };
  try {
    const throughput: Throughput[] = [];
    throughput.push(await authinfo('SQLite, 1 process', [await start(null, 'sqlite')]));
    await stopAll();
    const url = await createTestDatabase();
    const a = await start(url, 'pg-a');
    throughput.push(await authinfo('PostgreSQL, 1 instance', [a]));
    const b = await start(url, 'pg-b');
    throughput.push(await authinfo('PostgreSQL, 2 instances', [a, b]));
    await stopAll();

    // 100,000 users in a fresh database: the first start makes the schema and the seed.
    const scaleUrl = await createTestDatabase();
    await start(scaleUrl, 'scale');
    await stopAll();
    await seed(join(dir, 'unused'), { ...DEFAULT_STORE_CONFIG, url: new Secret(scaleUrl) });
    const scale = await start(scaleUrl, 'scale');
    const cookie = await logIn(scale.url);
    const page = await timeGet(
      `${scale.url}/api/v1/configuration/internalusers?page=1&per_page=20&sort=name`,
      cookie,
      SCALE_USERS
    );
    return { throughput, usersFirstPage: { sqlite: sqliteUsersFirstPage, postgres: page.ms, total: page.total } };
  } finally {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printStoreComparison(result: StoreComparison | null) {
  if (!result) {
    process.stdout.write('stores: PostgreSQL is not installed (apt-get install postgresql): SQLite only\n');
    return;
  }
  process.stdout.write(
    `stores side by side (authenticated GET /api/v1/auth/authinfo, ${CONNECTIONS} keep-alive connections, median of ${ROUNDS} runs of 4 s; PostgreSQL local on loopback):\n`
  );
  for (const r of result.throughput) {
    process.stdout.write(
      `  ${r.label.padEnd(26)} ${r.perSecond.toFixed(0).padStart(6)} req/s   p99 ${r.p99Ms.toFixed(1)} ms${r.errors ? `   ${r.errors} errors` : ''}\n`
    );
  }
  const { sqlite, postgres, total } = result.usersFirstPage;
  process.stdout.write(
    `  GET internalusers first page at ${total.toLocaleString('en')} users: SQLite ${sqlite === undefined ? 'n/a' : `${sqlite.toFixed(1)} ms`}, PostgreSQL ${postgres.toFixed(1)} ms (median round trip)\n`
  );
}

/** `npx tsx bench/store_compare.ts`: this comparison alone (the users-page figure on PostgreSQL only). */
if (require.main === module) {
  measureStoreComparison()
    .then((result) => {
      printStoreComparison(result);
      process.exit(0);
    })
    .catch((error: Error) => {
      process.stderr.write(`${error.stack}\n`);
      process.exit(1);
    });
}
