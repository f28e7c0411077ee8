/**
 * `npx tsx bench/tools/memory_breakdown.ts`: where the server's RSS is, beside the plain Fastify
 * process's, after the same authinfo load (bench/tools/memory_ratio.ts's setting): the mappings of
 * /proc/<pid>/smaps grouped, `[anon]` (V8's heap and code spaces, thread stacks), `[heap]` (malloc's
 * main arena) and each file (the node binary, native addons, libraries). Needs `npm run build`.
 */
import { spawn } from 'child_process';
import { mkdtempSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { ADMIN_PASSWORD } from '../../test/e2e/server_process';
import { processTree } from '../../test/e2e/process_tree';
import { logIn } from '../accounts';
import { startPlainFastify } from '../plain_fastify';
import { sendInSlices } from '../startup_time';
import { freePort } from '../util';

const ROOT = resolve(__dirname, '..', '..');
const REQUESTS = 10_000;

/** RSS by mapping: anonymous mappings together, files by base name. */
function breakdown(pid: number): Map<string, number> {
  const groups = new Map<string, number>();
  let name = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+\s+\S+\s+\S+\s+\S+\s+\d+\s*(.*)$/.exec(line);
    if (head) {
      const path = head[1].trim();
      name = path === '' ? '[anon]' : path.startsWith('[') ? path : (path.split('/').pop() ?? path);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) groups.set(name, (groups.get(name) ?? 0) + Number(rss[1]));
  }
  return groups;
}

function print(label: string, groups: Map<string, number>) {
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  console.log(`${label}: ${(total / 1024).toFixed(1)} MB`);
  for (const [name, kb] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${(kb / 1024).toFixed(1).padStart(6)} MB  ${name}`);
  }
}

async function product(): Promise<Map<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'memory-breakdown-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'warn',
      SECURITY_ADMIN_PASSWORD: ADMIN_PASSWORD,
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        await fetch(`${url}/api/status`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    const cookie = await logIn(url);
    await sendInSlices(`${url}/api/v1/auth/authinfo`, REQUESTS, { cookie });
    const tree = processTree(child.pid!);
    return breakdown(tree[tree.length - 1].pid);
  } finally {
    process.kill(-child.pid!, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

async function plain(body: string): Promise<Map<string, number>> {
  const server = await startPlainFastify(body, { asNpmStart: true, node: join(ROOT, 'node_modules', '.bin', 'node') });
  try {
    await sendInSlices(`${server.url}/authinfo`, REQUESTS);
    return breakdown(server.pid);
  } finally {
    await server.stop();
  }
}

async function main() {
  const body = JSON.stringify({ user_name: 'admin', roles: ['all_access', 'own_index'], backend_roles: ['admin'] });
  print('server', await product());
  print('plain Fastify', await plain(body));
}

void main();
