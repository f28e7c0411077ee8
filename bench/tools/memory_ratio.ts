/**
 * `npx tsx bench/tools/memory_ratio.ts [rounds]`: issue 75 item 1's figures without the whole
 * bench. Each round: `measureStartup(2, 10_000)` (`npm start` on the built tree, login, 10,000
 * authenticated authinfo requests, the server process's RSS alone) and `measurePlainFastifyRss`
 * twice (the same flags, environment and number of requests), the ratios by run, npm's own
 * process beside them. First the quieter figure: the built server's heap after two full GCs,
 * 8 s after it was started with npm start's flags and `--expose-gc`, and how many modules it had
 * loaded (own: outside node_modules). Needs `npm run build`.
 *
 * The plain process answers a fixed body of the admin's authinfo's shape and size (the product's
 * own answer is built per request; RSS does not depend on a few bytes of body).
 */
import { spawn } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { loadavg, tmpdir } from 'os';
import { join } from 'path';
import { measurePlainFastifyRss } from '../plain_fastify';
import { measureStartup } from '../startup_time';
import { CLI, NODE, ROOT, builtServerEnv, startFlags } from './built_server';
const BODY = JSON.stringify({
  user: 'User [name=admin, backend_roles=[admin], requestedTenant=null]',
  user_name: 'admin',
  user_requested_tenant: null,
  remote_address: '127.0.0.1:54321',
  backend_roles: ['admin'],
  custom_attribute_names: [],
  roles: ['all_access', 'own_index'],
  tenants: { global_tenant: true, admin_tenant: true, admin: true },
  principal: null,
  peer_certificates: '0',
  sso_logout_url: null,
  auth_type: 'basicauth',
});
const PROBE_MS = 8000;
const PROBE = `
setTimeout(() => {
  global.gc(); global.gc();
  const modules = Object.keys(require.cache);
  require('fs').writeFileSync(process.env.HEAP_PROBE_OUT, JSON.stringify({
    heapUsed: process.memoryUsage().heapUsed,
    modules: modules.length,
    own: modules.filter((m) => !m.includes('node_modules')).length,
  }));
}, ${PROBE_MS}).unref();
`;

const mb = (bytes: number) => (bytes / 1048576).toFixed(1);

/** The built server's heap after full GCs at start, with the modules it loaded. */
async function startHeap(): Promise<{ heapUsed: number; modules: number; own: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'memory-ratio-'));
  try {
    writeFileSync(join(dir, 'probe.js'), PROBE);
    const out = join(dir, 'heap.json');
    const child = spawn(NODE, [...startFlags(), '--expose-gc', '--require', join(dir, 'probe.js'), CLI], {
      cwd: ROOT,
      env: { ...builtServerEnv(dir, 'Memory-Ratio-1!'), HEAP_PROBE_OUT: out },
      stdio: 'ignore',
    });
    const exited = new Promise((r) => child.once('exit', r));
    await new Promise((r) => setTimeout(r, PROBE_MS + 2000));
    child.kill('SIGTERM');
    await exited;
    return JSON.parse(readFileSync(out, 'utf8')) as { heapUsed: number; modules: number; own: number };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const rounds = Number(process.argv[2] ?? 1);
  for (let i = 0; i < 2; i++) {
    const heap = await startHeap();
    console.log(
      `start heap after full GC: ${(heap.heapUsed / 1048576).toFixed(2)} MB, ${heap.modules} modules (${heap.own} own)`
    );
  }
  for (let round = 0; round < rounds; round++) {
    const loadBefore = loadavg()[0];
    const startup = await measureStartup(2, 10_000);
    const plain: number[] = [];
    for (let i = 0; i < 2; i++) plain.push(await measurePlainFastifyRss(BODY, startup.requests));
    const server = startup.all.map((run) => run.loadedServerRssBytes);
    console.log(
      `server ${server.map(mb).join(', ')} MB; plain ${plain.map(mb).join(', ')} MB; ` +
        `ratios ${server.map((s, j) => (s / plain[j]).toFixed(2)).join(', ')}; ` +
        `npm ${startup.all.map((run) => mb(run.loadedNpmRssBytes)).join(', ')} MB; ` +
        `load ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`
    );
  }
}

void main();
