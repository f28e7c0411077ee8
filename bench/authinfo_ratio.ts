/**
 * `npx tsx bench/authinfo_ratio.ts [rounds] [seconds]`: authenticated GET /api/v1/auth/authinfo on
 * the built server (SQLite, and PostgreSQL when installed) against a separate plain Fastify process
 * answering the same JSON body, the runs interleaved (SQLite, plain, PostgreSQL, then again) so a
 * change in the machine's load touches all three alike. Besides req/s it prints where the CPU went
 * during each run (the server, the load tool, the PostgreSQL server's processes), from /proc, so a
 * lower figure can be told apart from cores taken by another process. Needs `npm run build`.
 * `BASE_ROOT=<dir>` also runs the server built in another tree (say, an older commit's
 * `npx tsc -p tsconfig.server.json` output beside this tree's build/public) in the same rounds:
 * a before/after comparison a busy machine cannot tilt. `SKIP_PG=1` leaves PostgreSQL out.
 */
import { spawn } from 'child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'fs';
import { loadavg, tmpdir } from 'os';
import { join, resolve } from 'path';
import { createTestDatabase, postgresInstalled } from '../src/core/server/test_utils';
import { ADMIN_PASSWORD, startServer, type RunningServer } from '../test/e2e/server_process';
import { logIn } from './accounts';
import { load } from './http_load';
import { spawnedServer, type SpawnedServer } from './child_process_url';
import { startPlainFastify } from './plain_fastify';
import { median } from './util';
import { startNodeFlags } from '../scripts/start_flags';

const ROOT = resolve(__dirname, '..');

/** The node flags `npm start` of the tree at `root` runs with (none for a tree from before they existed). */
function nodeFlagsOf(root: string): string[] {
  try {
    return startNodeFlags(root);
  } catch {
    return [];
  }
}

const TICKS = 100;

/** CPU seconds (user + system) used so far by each process, by pid. */
function cpuByPid(): Map<number, { parent: number; seconds: number; name: string }> {
  const result = new Map<number, { parent: number; seconds: number; name: string }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      result.set(Number(name), {
        parent: Number(fields[1]),
        seconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
        name: command,
      });
    } catch {
      // gone meanwhile
    }
  }
  return result;
}

/** CPU seconds of `root` and its descendants in a snapshot. */
function treeSeconds(snapshot: ReturnType<typeof cpuByPid>, roots: number[]): number {
  let total = 0;
  const stack = [...roots];
  const seen = new Set<number>();
  while (stack.length) {
    const pid = stack.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += snapshot.get(pid)?.seconds ?? 0;
    for (const [child, info] of snapshot) if (info.parent === pid) stack.push(child);
  }
  return total;
}

/** This run's PostgreSQL cluster's postmaster (test_utils/postgres.ts), when it runs: not other users' clusters. */
function postmasters(): number[] {
  const root = process.env.OSD_TEST_PG_ROOT ?? join(tmpdir(), `osd-test-pg-${process.pid}`);
  try {
    return [Number(readFileSync(join(root, 'data', 'postmaster.pid'), 'utf8').split('\n')[0])];
  } catch {
    return [];
  }
}

/** The server built under `root` (its build/server), on SQLite, as startServer starts this tree's. */
function startBuiltAt(root: string): Promise<SpawnedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-base-'));
  const cli = join(root, 'build', 'server', 'core', 'server', 'cli.js');
  // As `npm start` runs that tree: with its package.json's node flags.
  const child = spawn(process.execPath, [...nodeFlagsOf(root), cli], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SECURITY_ADMIN_PASSWORD: ADMIN_PASSWORD },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return spawnedServer(child, /Server running at (\S+)/, `the server under ${root}`, () =>
    rmSync(dataDir, { recursive: true, force: true })
  );
}

interface Target {
  name: string;
  url: string;
  pid: number;
  headers: Record<string, string>;
  rates: number[];
  cpu: { server: number; tool: number; postgres: number; total: number }[];
}

/** A signed-in product server's authinfo, loaded as its admin. */
async function productTarget(name: string, server: { url: string; pid: number }): Promise<Target> {
  const cookie = await logIn(server.url);
  return { name, url: `${server.url}/api/v1/auth/authinfo`, pid: server.pid, headers: { cookie }, rates: [], cpu: [] };
}

async function run(target: Target, seconds: number) {
  const before = cpuByPid();
  const toolBefore = process.cpuUsage();
  const result = await load(target.url, { headers: target.headers, durationMs: seconds * 1000 });
  const toolAfter = process.cpuUsage(toolBefore);
  const after = cpuByPid();
  const pg = postmasters();
  const server = treeSeconds(after, [target.pid]) - treeSeconds(before, [target.pid]);
  const postgres = treeSeconds(after, pg) - treeSeconds(before, pg);
  const total = (readTotalTicks() - totalTicksBefore) / TICKS;
  totalTicksBefore = readTotalTicks();
  if (result.errors) process.stdout.write(`  ${target.name}: ${result.errors} errors\n`);
  target.rates.push(result.perSecond);
  target.cpu.push({
    server: server / result.seconds,
    tool: (toolAfter.user + toolAfter.system) / 1e6 / result.seconds,
    postgres: postgres / result.seconds,
    total: total / result.seconds,
  });
}

/** Busy CPU ticks of the whole machine (all cores), from /proc/stat. */
function readTotalTicks(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return user + nice + system + irq + softirq + steal;
}
let totalTicksBefore = readTotalTicks();

async function main() {
  const rounds = Number(process.argv[2] ?? 3);
  const seconds = Number(process.argv[3] ?? 4);
  const loadBefore = loadavg()[0];
  const servers: RunningServer[] = [];
  const stops: (() => Promise<void>)[] = [];
  try {
    const sqlite = await startServer({ nodeArgs: nodeFlagsOf(ROOT) });
    servers.push(sqlite);
    const sqliteTarget = await productTarget('SQLite', sqlite);
    const body = await (await fetch(sqliteTarget.url, { headers: sqliteTarget.headers })).text();
    const plain = await startPlainFastify(body);
    stops.push(plain.stop);
    const targets: Target[] = [
      sqliteTarget,
      { name: 'plain Fastify', url: `${plain.url}/authinfo`, pid: plain.pid, headers: {}, rates: [], cpu: [] },
    ];
    if (process.env.BASE_ROOT) {
      const base = await startBuiltAt(process.env.BASE_ROOT);
      stops.push(base.stop);
      targets.push(await productTarget('SQLite, BASE_ROOT build', base));
    }
    if (postgresInstalled() && !process.env.SKIP_PG) {
      const pg = await startServer({
        env: { DATABASE_URL: await createTestDatabase() },
        nodeArgs: nodeFlagsOf(ROOT),
      });
      servers.push(pg);
      targets.push(await productTarget('PostgreSQL', pg));
    }
    // Warm-up (JIT, caches), not counted.
    for (const target of targets) await load(target.url, { headers: target.headers, durationMs: 1000 });
    totalTicksBefore = readTotalTicks();
    for (let i = 0; i < rounds; i++) for (const target of targets) await run(target, seconds);
    const base = median(targets[0].rates);
    process.stdout.write(
      `load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after; ${rounds} rounds of ${seconds} s\n` +
        '| target | req/s (median) | runs | ratio | server CPU µs / request | CPU cores used: server / load tool / PostgreSQL / whole machine |\n|---|---:|---|---:|---:|---|\n'
    );
    const plainRate = median(targets[1].rates);
    for (const target of targets) {
      const rate = median(target.rates);
      const ratio =
        target.name === 'plain Fastify'
          ? ''
          : target.name === 'PostgreSQL'
            ? `${(rate / base).toFixed(2)}× SQLite`
            : `${(rate / plainRate).toFixed(2)}× plain${target.name === 'SQLite' ? '' : `, ${(rate / base).toFixed(2)}× SQLite`}`;
      const cpu = (key: 'server' | 'tool' | 'postgres' | 'total') => median(target.cpu.map((c) => c[key])).toFixed(2);
      const perRequest = median(target.cpu.map((c, i) => (c.server / target.rates[i]) * 1e6));
      process.stdout.write(
        `| ${target.name} | ${rate.toFixed(0)} | ${target.rates.map((r) => r.toFixed(0)).join(', ')} | ${ratio} | ${perRequest.toFixed(1)} | ${cpu('server')} / ${cpu('tool')} / ${cpu('postgres')} / ${cpu('total')} |\n`
      );
    }
  } finally {
    for (const stop of stops) await stop();
    for (const server of servers) await server.stop();
  }
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  });
}
