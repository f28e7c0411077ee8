/**
 * `npx tsx bench/profile_authinfo.ts [seconds]`: a CPU profile (`node --cpu-prof`) of the built
 * server while authenticated GET /api/v1/auth/authinfo is loaded, and its top entries by self time.
 * `PROFILE_PATH=/api/authtype` profiles the bench's bare route instead (sent without the cookie).
 * Needs `npm run build` (the server part) first.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, relative, resolve } from 'path';
import { startServer } from '../test/e2e/server_process';
import { logIn } from './accounts';
import { load } from './http_load';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

const ROOT = resolve(__dirname, '..');

/** Self time per function (name and place), as shares of all samples, largest first. */
export function topSelfTime(profile: { nodes: ProfileNode[] }, count: number) {
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
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => ({ name, share: hits / all }));
}

async function main() {
  const seconds = Number(process.argv[2] ?? 8);
  const dir = mkdtempSync(join(tmpdir(), 'authinfo-profile-'));
  const server = await startServer({ nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  let result;
  try {
    const cookie = await logIn(server.url);
    const path = process.env.PROFILE_PATH ?? '/api/v1/auth/authinfo';
    const headers: Record<string, string> = process.env.PROFILE_PATH ? {} : { cookie };
    await load(`${server.url}${path}`, { headers, durationMs: 1000 });
    result = await load(`${server.url}${path}`, { headers, durationMs: seconds * 1000 });
  } finally {
    await server.stop();
  }
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile was written in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { nodes: ProfileNode[] };
  process.stdout.write(`under load while profiled: ${result.perSecond.toFixed(0)} req/s\n`);
  process.stdout.write('| self time | function |\n|---:|---|\n');
  for (const { name, share } of topSelfTime(profile, Number(process.env.TOP ?? 15))) {
    process.stdout.write(`| ${(share * 100).toFixed(1)}% | \`${name}\` |\n`);
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
