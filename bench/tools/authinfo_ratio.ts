/**
 * `npx tsx bench/tools/authinfo_ratio.ts [rounds] [seconds]`: authenticated GET /api/v1/auth/authinfo on
 * the built server (SQLite, and PostgreSQL when installed) against a separate plain Fastify process
 * answering the same JSON body, the runs interleaved (SQLite, plain, PostgreSQL, then again) so a
 * change in the machine's load touches all three alike, by issue 43's method (bench/cpu_per_request.ts):
 * each server's CPU time per answered request, from /proc, beside req/s; the ratio of record is the
 * plain process's CPU per request ÷ the product's. Needs `npm run build`.
 * `BASE_ROOT=<dir>` also runs the server built in another tree (say, an older commit's
 * `npx tsc -p tsconfig.server.json` output beside this tree's build/public) in the same rounds:
 * a before/after comparison a busy machine cannot tilt. `SKIP_PG=1` leaves PostgreSQL out.
 */
import { spawn } from 'child_process';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { createTestDatabase, postgresInstalled } from '../../src/core/server/test_utils';
import { ADMIN_PASSWORD, startServer, type RunningServer } from '../../test/e2e/server_process';
import { logIn } from '../accounts';
import { cpuRatio, loadNote, measureCpu, medians, rateRatio, ROUND_SECONDS, type CpuTarget } from '../cpu_per_request';
import { spawnedServer, type SpawnedServer } from '../child_process_url';
import { startPlainFastify } from '../plain_fastify';
import { startEnvironment, startNodeFlags } from '../../src/core/server/test_utils/start_flags';

const ROOT = resolve(__dirname, '..', '..');

/** The node flags `npm start` of the tree at `root` runs with (none for a tree from before they existed). */
function nodeFlagsOf(root: string): string[] {
  try {
    return startNodeFlags(root);
  } catch {
    return [];
  }
}

/** The environment `npm start` of the tree at `root` sets (none for a tree from before it set any). */
function environmentOf(root: string): Record<string, string> {
  try {
    return startEnvironment(root);
  } catch {
    return {};
  }
}

/** The server built under `root` (its build/server), on SQLite, as startServer starts this tree's. */
function startBuiltAt(root: string): Promise<SpawnedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-base-'));
  const cli = join(root, 'build', 'server', 'core', 'server', 'cli.js');
  // As `npm start` runs that tree: with its package.json's node flags.
  const child = spawn(process.execPath, [...nodeFlagsOf(root), cli], {
    cwd: root,
    env: {
      ...process.env,
      ...environmentOf(root),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECURITY_ADMIN_PASSWORD: ADMIN_PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return spawnedServer(child, /Server running at ([^\s"]+)/, `the server under ${root}`, () =>
    rmSync(dataDir, { recursive: true, force: true })
  );
}

/** A signed-in product server's authinfo, loaded as its admin. */
async function productTarget(name: string, server: { url: string; pid: number }): Promise<CpuTarget> {
  const cookie = await logIn(server.url);
  return { name, url: `${server.url}/api/v1/auth/authinfo`, pid: server.pid, headers: { cookie } };
}

async function main() {
  const rounds = Number(process.argv[2] ?? 3);
  const seconds = Number(process.argv[3] ?? ROUND_SECONDS);
  const servers: RunningServer[] = [];
  const stops: (() => Promise<void>)[] = [];
  try {
    const sqlite = await startServer({ nodeArgs: nodeFlagsOf(ROOT), env: environmentOf(ROOT) });
    servers.push(sqlite);
    const sqliteTarget = await productTarget('SQLite', sqlite);
    const body = await (await fetch(sqliteTarget.url, { headers: sqliteTarget.headers })).text();
    const plain = await startPlainFastify(body, { asNpmStart: true });
    stops.push(plain.stop);
    const targets: CpuTarget[] = [
      sqliteTarget,
      { name: 'plain Fastify', url: `${plain.url}/authinfo`, pid: plain.pid },
    ];
    if (process.env.BASE_ROOT) {
      const base = await startBuiltAt(process.env.BASE_ROOT);
      stops.push(base.stop);
      targets.push(await productTarget('SQLite, BASE_ROOT build', base));
    }
    if (postgresInstalled() && !process.env.SKIP_PG) {
      const pg = await startServer({
        env: { ...environmentOf(ROOT), DATABASE_URL: await createTestDatabase() },
        nodeArgs: nodeFlagsOf(ROOT),
      });
      servers.push(pg);
      targets.push(await productTarget('PostgreSQL', pg));
    }
    const figures = await measureCpu(targets, { rounds, seconds });
    const [product, plainRuns] = figures.runs;
    process.stdout.write(
      `${loadNote(figures)}\n` +
        '| target | req/s (median) | server CPU µs / request (median) | plain ÷ this, by CPU (per round) | this ÷ plain, by req/s |\n|---|---:|---:|---|---|\n'
    );
    targets.forEach((target, t) => {
      const runs = figures.runs[t];
      const m = medians(runs);
      const byCpu = cpuRatio(plainRuns, runs);
      const byRate = rateRatio(plainRuns, runs);
      const x = (r: { each: number[]; median: number }) =>
        `**${r.median.toFixed(2)}×** (${r.each.map((v) => v.toFixed(2)).join(', ')})`;
      const vsSqlite = t > 1 ? `; CPU ${cpuRatio(product, runs).median.toFixed(2)}× SQLite's` : '';
      process.stdout.write(
        `| ${target.name} | ${m.perSecond.toFixed(0)} | ${m.cpuUs.toFixed(1)}${m.failed ? ` (${m.failed} failed)` : ''} | ` +
          `${t === 1 ? '' : x(byCpu) + vsSqlite} | ${t === 1 ? '' : x(byRate)} |\n`
      );
    });
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
