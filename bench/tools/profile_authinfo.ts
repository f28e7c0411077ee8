/**
 * `npx tsx bench/tools/profile_authinfo.ts [seconds]`: a CPU profile (`node --cpu-prof`) of the built
 * server while authenticated GET /api/v1/auth/authinfo is loaded, and its top entries by self time.
 * `PROFILE_PATH=/api/authtype` profiles the bench's bare route instead (sent without the cookie);
 * `PROFILE_APITOKEN=1` sends `Authorization: ApiKey <a token of admin's>` instead of the cookie;
 * `PROFILE_PLAIN=1` profiles a plain Fastify process answering the same body instead (the bench's
 * yardstick); `PROFILE_DATABASE_URL` runs the server on that PostgreSQL database. Each entry is also
 * given in µs per answered request, which a busy shared machine changes far less than req/s. Only
 * the samples of the measured load count (autocannon, after a warm-up): not the start-up.
 * Needs `npm run build` (the server part) first.
 */
import { spawn } from 'child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'fs';
import { loadavg, tmpdir } from 'os';
import { join, relative, resolve } from 'path';
import { startServer } from '../../test/e2e/server_process';
import { logIn } from '../accounts';
import { createBenchToken } from '../apitoken_authinfo';
import { startEnvironment, startNodeFlags } from '../../src/core/server/test_utils/start_flags';
import { cpuRound } from '../cpu_per_request';

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  /** The node of each sample, and the µs from the previous sample (the first: from startTime). */
  samples?: number[];
  timeDeltas?: number[];
}

/** A span of the monotonic clock, µs: V8's profile timestamps and `process.hrtime` share it on Linux. */
interface Window {
  from: number;
  to: number;
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

const ROOT = resolve(__dirname, '..', '..');

/** Self time per function (name and place), as shares of all samples, largest first. */
export function topSelfTime(profile: Profile, count: number) {
  return selfTimes(profile).slice(0, count);
}

/** Samples per profile node: all of them, or only those taken within `window`. */
function hitsByNode(profile: Profile, window?: Window): Map<number, number> {
  const hits = new Map<number, number>();
  if (!window || !profile.samples || !profile.timeDeltas) {
    for (const node of profile.nodes) hits.set(node.id, node.hitCount ?? 0);
    return hits;
  }
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    if (at < window.from || at > window.to) continue;
    hits.set(profile.samples[i], (hits.get(profile.samples[i]) ?? 0) + 1);
  }
  return hits;
}

/**
 * Every function's self time (name and place), as shares of the samples, largest first; with
 * `window`, of the samples taken within it only (the load, not the start-up before it).
 */
export function selfTimes(profile: Profile, window?: Window) {
  const hitsOf = hitsByNode(profile, window);
  const totals = new Map<string, number>();
  let all = 0;
  for (const node of profile.nodes) {
    const hits = hitsOf.get(node.id) ?? 0;
    all += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${relative(ROOT, url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    totals.set(key, (totals.get(key) ?? 0) + hits);
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([name, hits]) => ({ name, share: hits / all }));
}

/** A plain Fastify process answering `body` at /authinfo (as bench/targets_table.ts's), profiled too. */
async function startPlainProfiled(body: string, dir: string) {
  const code = `
const fastify = require('fastify')({ logger: false });
const body = JSON.parse(process.env.BODY);
fastify.get('/authinfo', async () => body);
fastify.listen({ port: 0, host: '127.0.0.1' }).then((url) => process.stdout.write(url + '\\n'));
process.on('SIGTERM', () => process.exit(0));
`;
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '-e', code], {
    cwd: ROOT,
    env: { ...process.env, BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const line = /(http:\/\/\S+)\n/.exec(out);
      if (line) resolveUrl(line[1]);
    });
    child.once('exit', () => reject(new Error('the plain Fastify process exited')));
  });
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function main() {
  const seconds = Number(process.argv[2] ?? 8);
  const dir = mkdtempSync(join(tmpdir(), 'authinfo-profile-'));
  const plain = process.env.PROFILE_PLAIN === '1';
  const env = {
    ...startEnvironment(ROOT),
    ...(process.env.PROFILE_DATABASE_URL ? { DATABASE_URL: process.env.PROFILE_DATABASE_URL } : {}),
  };
  // As `npm start` runs it: its node flags, and the profiler's.
  const nodeArgs = plain ? [] : [...startNodeFlags(ROOT), '--cpu-prof', `--cpu-prof-dir=${dir}`];
  const server = await startServer({ nodeArgs, env });
  let result;
  let window: Window;
  try {
    const cookie = await logIn(server.url);
    const path = process.env.PROFILE_PATH ?? '/api/v1/auth/authinfo';
    const headers: Record<string, string> = process.env.PROFILE_PATH
      ? {}
      : process.env.PROFILE_APITOKEN === '1'
        ? { authorization: `ApiKey ${await createBenchToken(server.url, cookie)}` }
        : { cookie };
    const measure = async (url: string, pid: number) => {
      await cpuRound({ name: 'warm-up', url, pid, headers }, 2);
      const from = nowUs();
      const round = await cpuRound({ name: 'profiled', url, pid, headers }, seconds);
      return { round, window: { from, to: nowUs() } };
    };
    if (plain) {
      const body = await (await fetch(`${server.url}${path}`, { headers })).text();
      const other = await startPlainProfiled(body, dir);
      try {
        ({ round: result, window } = await measure(`${other.url}/authinfo`, other.pid));
      } finally {
        await other.stop();
      }
    } else {
      ({ round: result, window } = await measure(`${server.url}${path}`, server.pid));
    }
  } finally {
    await server.stop();
  }
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile was written in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
  // Only the samples of the measured load: start-up, log-in and warm-up left out.
  const shares = selfTimes(profile, window);
  const idle = shares.find((entry) => entry.name === '(idle)')?.share ?? 0;
  const span = window.to - window.from;
  process.stdout.write(
    `${plain ? 'plain Fastify' : 'product'} under load while profiled: ${result.perSecond.toFixed(0)} req/s; ` +
      `server CPU ${result.cpuUs.toFixed(1)} µs per request (from /proc, profiler included); ` +
      `${(idle * 100).toFixed(0)}% of the samples idle; load average ${loadavg()[0].toFixed(1)}\n`
  );
  process.stdout.write('| self time (share of busy samples) | µs / request | function |\n|---:|---:|---|\n');
  for (const { name, share } of shares.filter((e) => e.name !== '(idle)').slice(0, Number(process.env.TOP ?? 15))) {
    // Busy samples only: a share of the process's own work, comparable between a busy and a quiet run.
    const busyShare = share / (1 - idle);
    process.stdout.write(
      `| ${(busyShare * 100).toFixed(1)}% | ${((share * span) / result.answered).toFixed(2)} | \`${name}\` |\n`
    );
  }
  if (process.env.KEEP_PROFILE)
    process.stdout.write(`profile kept: ${join(dir, file)} (the load from ${window.from} to ${window.to} µs)\n`);
  else rmSync(dir, { recursive: true, force: true });
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  });
}
