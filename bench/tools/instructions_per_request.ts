/**
 * `npx tsx bench/tools/instructions_per_request.ts [requests] [warm-up requests]` (500 and 4,000 by
 * default): issue 43's authinfo comparison counted in machine instructions instead of time, so the
 * machine's load cannot tilt it. Each server runs under valgrind's callgrind
 * (`apt-get install valgrind`; `--smc-check=all-non-file` lets it follow V8's generated code) with
 * counting off; one keep-alive connection sends the warm-up requests (so V8 has compiled the hot
 * code as it would under load), then `callgrind_control -i on`, the counted requests, `-i off`.
 * Counted are the instructions the server process executes in user space while the requests are
 * answered: its JavaScript, V8's compilers and garbage collector, Node's C++ and libc, its timers
 * and observers; not the kernel (`strace -c -f -p <pid>` counts the system calls).
 * Needs `npm run build`. A server under valgrind runs ~50× slower: expect 3–6 minutes a target.
 *
 * Prints a table: instructions per request for plain Fastify (the same JSON body on one route) and
 * for the product's authinfo as `npm start` runs it (package.json's node flags), and plain ÷
 * product. Options (environment):
 *   `NO_FLAGS=1` also runs the product without package.json's node flags;
 *   `BASE_ROOT=<dir>` also runs the server built under another tree (a throw-away copy of build/
 *   with parts taken out, or another commit), so each part's instructions show as a difference;
 *   `ROUTE=/api/authtype` counts another product route (no cookie sent when it is not authinfo);
 *   `TOP=<n>` prints each target's n costliest functions (callgrind_annotate, self counts);
 *   `KEEP=<dir>` keeps the callgrind files there (one per counted window) for `callgrind_annotate`;
 *   `NODE_EXTRA=<flags>` adds node flags to every target;
 *   `VALGRIND_EXTRA=<flags>` adds valgrind flags (`--dump-instr=yes` with `KEEP` and
 *   `NODE_EXTRA=--perf-basic-prof`: bench/tools/callgrind_jit_names.ts names the JIT code);
 *   `WINDOWS=<n>` counted windows (5);
 *   `SKIP=plain,product` leaves those targets out (an ablation run: `SKIP=plain,product BASE_ROOT=…`).
 */
import { execFileSync, spawn, spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'fs';
import { Agent, get } from 'http';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { ADMIN_PASSWORD } from '../../test/e2e/server_process';
import { startEnvironment, startNodeFlags } from '../../src/core/server/test_utils/start_flags';
import { logIn } from '../accounts';
import { spawnedServer, type SpawnedServer } from '../child_process_url';
import { PLAIN_FASTIFY } from '../plain_fastify';

const ROOT = resolve(__dirname, '..', '..');
const VALGRIND = ['--tool=callgrind', '--instr-atstart=no', '--smc-check=all-non-file'];
/** `NODE_EXTRA='--perf-basic-prof'`: more node flags for every target (that one names JIT code in /tmp/perf-<pid>.map). */
const EXTRA_NODE = (process.env.NODE_EXTRA ?? '').split(/\s+/).filter(Boolean);
const EXTRA_VALGRIND = (process.env.VALGRIND_EXTRA ?? '').split(/\s+/).filter(Boolean);
const SKIPPED = new Set((process.env.SKIP ?? '').split(',').filter(Boolean));

interface Target {
  name: string;
  /** The node arguments after valgrind's (flags, then the script). */
  node: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The URL pattern the process prints when it listens. */
  listening: RegExp;
  /** The path to count, and whether it needs the admin's session. */
  path: string;
  signedIn: boolean;
}

/** `requests` GETs of `url` one after another on one keep-alive connection; each must answer 200. */
async function send(url: string, requests: number, headers: Record<string, string>): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const one = () =>
    new Promise<void>((done, fail) => {
      get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? done() : fail(new Error(`${url}: ${res.statusCode}`))));
      }).on('error', fail);
    });
  try {
    for (let i = 0; i < requests; i++) await one();
  } finally {
    agent.destroy();
  }
}

/** The Ir total of a callgrind output file (its `totals:` line). */
function instructionsIn(file: string): number {
  const line = /^totals: (\d+)/m.exec(readFileSync(file, 'utf8'));
  if (!line) throw new Error(`${file} has no totals line`);
  return Number(line[1]);
}

function topFunctions(file: string, top: number): string {
  const text = execFileSync('callgrind_annotate', ['--threshold=100', file], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /file:function/.test(l));
  return lines
    .slice(start + 2, start + 2 + top)
    .map((l) => `    ${l.trim()}`)
    .join('\n');
}

/** One target's counted windows: instructions per request in each, and the figure (median of the last three). */
interface Counted {
  windows: number[];
  perRequest: number;
}

/**
 * Runs `target` under callgrind: the warm-up uncounted, then `windows` windows of `requests`
 * requests, each counted on its own (`-z` before, `-d` after). V8 compiles hot functions with
 * TurboFan some thousands of requests in, at a pace valgrind slows down: a window with a compile in
 * it counts several times more, so the figure is the median of the last three windows.
 */
async function count(
  target: Target,
  requests: number,
  warmUp: number,
  windows: number,
  outDir: string
): Promise<Counted> {
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-ir-'));
  const prefix = `${target.name.replace(/\W+/g, '_')}`;
  const child = spawn(
    'valgrind',
    [
      ...VALGRIND,
      ...EXTRA_VALGRIND,
      `--callgrind-out-file=${join(outDir, `${prefix}.%p`)}`,
      process.execPath,
      ...EXTRA_NODE,
      ...target.node,
    ],
    { cwd: target.cwd, env: { ...target.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'ignore'] }
  );
  // valgrind names its control pipes after $HOST, which the product's environment sets: same here.
  const control = (...args: string[]) => {
    const run = spawnSync('callgrind_control', [...args, String(child.pid)], {
      encoding: 'utf8',
      env: { ...process.env, HOST: target.env.HOST },
    });
    // It exits 0 when it reached no valgrind: its words tell.
    const said = `${run.stdout}${run.stderr}`;
    if (run.status !== 0 || /error|no active/i.test(said))
      throw new Error(`callgrind_control ${args.join(' ')}: ${said}`);
  };
  const counted: number[] = [];
  let server: SpawnedServer | undefined;
  try {
    server = await spawnedServer(child, target.listening, target.name);
    const headers: Record<string, string> = target.signedIn ? { cookie: await logIn(server.url) } : {};
    const url = `${server.url}${target.path}`;
    await send(url, warmUp, headers);
    control('-i', 'on');
    for (let w = 1; w <= windows; w++) {
      control('-z');
      await send(url, requests, headers);
      control('-d');
      // Each dump is a file of its own: <prefix>.<pid>.<dump number>.
      counted.push(instructionsIn(join(outDir, `${prefix}.${child.pid}.${w}`)) / requests);
    }
    control('-i', 'off');
  } finally {
    if (server) await server.stop();
    else child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.TOP) {
    const last = join(outDir, `${prefix}.${child.pid}.${windows}`);
    process.stdout.write(`  ${target.name}, last window:\n${topFunctions(last, Number(process.env.TOP))}\n`);
  }
  const lastThree = counted.slice(-3).sort((a, b) => a - b);
  return { windows: counted, perRequest: lastThree[Math.floor(lastThree.length / 2)] };
}

/** The product built under `root`, on SQLite, as `npm start` runs it (or without its node flags). */
function product(name: string, root: string, withFlags: boolean): Target {
  const route = process.env.ROUTE ?? '/api/v1/auth/authinfo';
  return {
    name,
    node: [...(withFlags ? startNodeFlags(root) : []), join(root, 'build', 'server', 'core', 'server', 'cli.js')],
    cwd: root,
    env: {
      ...process.env,
      ...startEnvironment(root),
      PORT: '0',
      HOST: '127.0.0.1',
      SECURITY_ADMIN_PASSWORD: ADMIN_PASSWORD,
    },
    listening: /Server running at ([^\s"]+)/,
    path: route,
    signedIn: route === '/api/v1/auth/authinfo',
  };
}

async function main() {
  const requests = Number(process.argv[2] ?? 1000);
  const warmUp = Number(process.argv[3] ?? 20_000);
  const windows = Math.max(3, Number(process.env.WINDOWS ?? 5));
  const outDir = process.env.KEEP ?? mkdtempSync(join(tmpdir(), 'osd-callgrind-'));
  mkdirSync(outDir, { recursive: true });
  const the = product('product (npm start flags)', ROOT, true);
  // The plain process answers the product's own body, fetched once from a server outside valgrind.
  const targets: Target[] = [];
  if (!SKIPPED.has('plain')) {
    const body = await productBody(the);
    targets.push({
      name: 'plain Fastify',
      node: ['-e', PLAIN_FASTIFY],
      cwd: ROOT,
      env: { ...process.env, BODY: body },
      listening: /(http:\/\/\S+)\n/,
      path: '/authinfo',
      signedIn: false,
    });
  }
  if (!SKIPPED.has('product')) targets.push(the);
  if (process.env.NO_FLAGS) targets.push(product('product (no node flags)', ROOT, false));
  if (process.env.BASE_ROOT) targets.push(product('BASE_ROOT product', resolve(process.env.BASE_ROOT), true));
  const figures: Counted[] = [];
  for (const target of targets) figures.push(await count(target, requests, warmUp, windows, outDir));
  const k = (n: number) => `${(n / 1000).toFixed(1)}k`;
  process.stdout.write(
    `${windows} windows of ${requests} requests after ${warmUp} warm-up, one keep-alive connection, ${the.path}\n` +
      `| target | instructions / request (median of last 3 windows) | each window | ${targets[0].name} ÷ this |\n|---|---:|---|---:|\n` +
      targets
        .map((t, i) => {
          const { perRequest, windows: each } = figures[i];
          const ratio = (figures[0].perRequest / perRequest).toFixed(2);
          return `| ${t.name} | ${Math.round(perRequest).toLocaleString('en')} | ${each.map(k).join(', ')} | ${ratio}× |`;
        })
        .join('\n') +
      '\n'
  );
  if (!process.env.KEEP) rmSync(outDir, { recursive: true, force: true });
}

/** The product's answer to the counted route, from a server started without valgrind. */
async function productBody(target: Target): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-ir-'));
  const child = spawn(process.execPath, target.node, {
    cwd: target.cwd,
    env: { ...target.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const server = await spawnedServer(child, target.listening, target.name, () =>
    rmSync(dataDir, { recursive: true, force: true })
  );
  try {
    const headers: Record<string, string> = target.signedIn ? { cookie: await logIn(server.url) } : {};
    return await (await fetch(`${server.url}${target.path}`, { headers })).text();
  } finally {
    await server.stop();
  }
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  });
}
