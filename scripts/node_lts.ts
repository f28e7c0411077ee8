/**
 * `npm test -- node-lts`: the built server on each Node.js LTS line the product declares (22 and
 * 24, the npm registry's `node` package), with better-sqlite3 compiled for it, each on a fresh
 * data dir and a free port, answering the HTTP smoke checks. Prints a line per check and writes
 * the counts to .tmp/node-lts-results.json for `npm test`'s tally. Usage: `tsx scripts/node_lts.ts [22|24…]`.
 */
import { spawn } from 'child_process';
import { randomBytes } from 'crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { usableMachineCacheDir } from './machine_cache';
import { ensureBetterSqlite3, ensureNode, NODE_LTS_VERSIONS, runtimesCache, type LtsRuntime } from './node_lts_runtime';
import { smokeChecks, type SmokeResult } from './node_lts_smoke';
import { startEnvironment, startNodeFlags } from '../src/core/server/test_utils/start_flags';

const ROOT = resolve(__dirname, '..');
const TMP = join(ROOT, '.tmp');
/** The machine cache (scripts/machine_cache.ts): runtimes, headers, better-sqlite3 per runtime. */
const MACHINE_CACHE = usableMachineCacheDir();
const CACHE = runtimesCache(MACHINE_CACHE);
const RESULTS = join(TMP, 'node-lts-results.json');
const SERVER_ENTRY = join(ROOT, 'build', 'server', 'core', 'server', 'cli.js');
const PRELOAD = join(ROOT, 'scripts', 'node_lts_preload.js');

interface RunningServer {
  url: string;
  password: string;
  output(): string;
  stop(): Promise<void>;
}

/** The built server on `runtime` with `betterSqlite3` (compiled for it), until it prints where it listens. */
async function startServer(runtime: LtsRuntime, betterSqlite3: string): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), `node-lts-${runtime.line}-`));
  const password = `Aa1!${randomBytes(12).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: join(dir, 'data'),
    SECURITY_ADMIN_PASSWORD: password,
    NODE_LTS_BETTER_SQLITE3: betterSqlite3,
  };
  // The defaults, not whatever the calling shell points at (another store, a cluster, flags for another Node).
  for (const key of ['CONFIG', 'DATABASE_URL', 'SERVER_WORKERS', 'NODE_OPTIONS']) delete env[key];
  // With npm start's node flags and environment: each LTS line must accept them as they are.
  Object.assign(env, startEnvironment(ROOT));
  const child = spawn(runtime.node, [...startNodeFlags(ROOT), '--require', PRELOAD, SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  let url: string | undefined;
  while (!(url = /Server running at ([^\s"]+)/.exec(log)?.[1])) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not start on Node.js ${runtime.version}:\n${log.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: new URL(url).origin, password, output: () => log, stop };
}

/** Setup, start and smoke checks on one LTS line; a step that cannot run counts as one failure. */
async function onLine(line: number): Promise<SmokeResult[]> {
  const results: SmokeResult[] = [];
  let runtime: LtsRuntime;
  let betterSqlite3: string;
  try {
    runtime = ensureNode(CACHE, line);
    betterSqlite3 = ensureBetterSqlite3(ROOT, MACHINE_CACHE, runtime);
    results.push({ name: `better-sqlite3 compiled for ABI ${runtime.abi} loads`, ok: true, detail: '' });
  } catch (error) {
    return [{ name: 'runtime and better-sqlite3', ok: false, detail: String(error) }];
  }
  let server: RunningServer;
  try {
    server = await startServer(runtime, betterSqlite3);
    results.push({ name: `server starts on v${runtime.version}`, ok: true, detail: '' });
  } catch (error) {
    return [...results, { name: `server starts on v${runtime.version}`, ok: false, detail: String(error) }];
  }
  try {
    results.push(...(await smokeChecks(server.url, server.password)));
  } finally {
    await server.stop();
  }
  if (results.some((r) => !r.ok))
    process.stdout.write(`\nThe server's output on Node.js ${line}:\n${server.output()}\n`);
  return results;
}

async function main(): Promise<number> {
  mkdirSync(TMP, { recursive: true });
  rmSync(RESULTS, { force: true });
  if (!existsSync(SERVER_ENTRY)) throw new Error('No build: run `npm run build` first.');
  const asked = process.argv.slice(2).map(Number);
  const lines = Object.keys(NODE_LTS_VERSIONS)
    .map(Number)
    .filter((line) => asked.length === 0 || asked.includes(line));
  let passed = 0;
  let failed = 0;
  for (const line of lines) {
    for (const r of await onLine(line)) {
      process.stdout.write(`${r.ok ? 'PASSED' : 'FAILED'} node ${line}: ${r.name}${r.ok ? '' : ` (${r.detail})`}\n`);
      if (r.ok) passed++;
      else failed++;
    }
  }
  writeFileSync(RESULTS, JSON.stringify({ passed, failed }));
  return failed === 0 && passed > 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`node-lts: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
);
