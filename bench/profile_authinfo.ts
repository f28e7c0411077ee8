/**
 * `npx tsx bench/profile_authinfo.ts [seconds]`: a CPU profile (`node --cpu-prof`) of the built
 * server while authenticated GET /api/v1/auth/authinfo is loaded, and its top entries by self time.
 * `PROFILE_PATH=/api/authtype` profiles the bench's bare route instead (sent without the cookie);
 * `PROFILE_PLAIN=1` profiles a plain Fastify process answering the same body instead (the bench's
 * yardstick); `PROFILE_DATABASE_URL` runs the server on that PostgreSQL database. Each entry is also
 * given in µs per answered request, which a busy shared machine changes far less than req/s.
 * Needs `npm run build` (the server part) first.
 */
import { spawn } from 'child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, relative, resolve } from 'path';
import { startServer } from '../test/e2e/server_process';
import { logIn } from './accounts';
import { load } from './http_load';

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

const ROOT = resolve(__dirname, '..');

/** Self time per function (name and place), as shares of all samples, largest first. */
export function topSelfTime(profile: { nodes: ProfileNode[] }, count: number) {
  return selfTimes(profile).slice(0, count);
}

/** Every function's self time (name and place), as shares of all samples, largest first. */
export function selfTimes(profile: { nodes: ProfileNode[] }) {
  const totals = new Map<string, number>();
  let all = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    all += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${relative(ROOT, url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    totals.set(key, (totals.get(key) ?? 0) + hits);
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([name, hits]) => ({ name, share: hits / all }));
}

/** A plain Fastify process answering `body` at /authinfo (as bench/issue_table.ts's), profiled too. */
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
  const env = process.env.PROFILE_DATABASE_URL ? { DATABASE_URL: process.env.PROFILE_DATABASE_URL } : undefined;
  const server = await startServer({ nodeArgs: plain ? [] : ['--cpu-prof', `--cpu-prof-dir=${dir}`], env });
  let result;
  let warm;
  try {
    const cookie = await logIn(server.url);
    const path = process.env.PROFILE_PATH ?? '/api/v1/auth/authinfo';
    const headers: Record<string, string> = process.env.PROFILE_PATH ? {} : { cookie };
    if (plain) {
      const body = await (await fetch(`${server.url}${path}`, { headers })).text();
      const other = await startPlainProfiled(body, dir);
      try {
        warm = await load(`${other.url}/authinfo`, { durationMs: 1000 });
        result = await load(`${other.url}/authinfo`, { durationMs: seconds * 1000 });
      } finally {
        await other.stop();
      }
    } else {
      warm = await load(`${server.url}${path}`, { headers, durationMs: 1000 });
      result = await load(`${server.url}${path}`, { headers, durationMs: seconds * 1000 });
    }
  } finally {
    await server.stop();
  }
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile was written in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
  // Busy time per answered request: what the process spent, idle left out, over what it answered.
  const span = profile.endTime - profile.startTime;
  const shares = selfTimes(profile);
  const idle = shares.find((entry) => entry.name === '(idle)')?.share ?? 0;
  const busyPerRequest = (span * (1 - idle)) / (result.requests + warm!.requests);
  process.stdout.write(
    `${plain ? 'plain Fastify' : 'product'} under load while profiled: ${result.perSecond.toFixed(0)} req/s; ` +
      `busy ${busyPerRequest.toFixed(1)} µs per request (profile span over all requests, idle left out)\n`
  );
  process.stdout.write('| self time | µs / request | function |\n|---:|---:|---|\n');
  for (const { name, share } of shares.slice(0, Number(process.env.TOP ?? 15))) {
    const us = (share * span) / (result.requests + warm!.requests);
    process.stdout.write(`| ${(share * 100).toFixed(1)}% | ${us.toFixed(2)} | \`${name}\` |\n`);
  }
  if (process.env.KEEP_PROFILE) process.stdout.write(`profile kept: ${join(dir, file)}\n`);
  else rmSync(dir, { recursive: true, force: true });
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  });
}
