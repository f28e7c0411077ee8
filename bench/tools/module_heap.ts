/**
 * `npx tsx bench/tools/module_heap.ts [rows]` (`FILES=1`: by file): what each module the built
 * server loads at start costs in heap, by folder and package, to see where item 1 of issue 75
 * (RSS ÷ plain Fastify) can still load less. First the server is started as `npm start` runs it (its flags and environment)
 * with a recorder that notes the modules in the order their loading ENDED; then a fresh process
 * with `--expose-gc` requires them in that order (a module's own dependencies are then already
 * loaded) and takes the heap after a full GC before and after each. So a module's figure is its
 * source, compiled code and what its top level builds, not what the server's setup builds with
 * it (routes, caches); Node's built-in modules count for the first module that asks for them.
 * Needs `npm run build`.
 */
import { spawn, spawnSync } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, relative } from 'path';
import { CLI, NODE, ROOT, builtServerEnv, startFlags } from './built_server';
const SETTLE_MS = 5000;

const RECORDER = `
const Module = require('module');
const load = Module._load;
const ended = [];
const seen = new Set();
Module._load = function (request, parent, isMain) {
  const exported = load.apply(this, arguments);
  try {
    const file = Module._resolveFilename(request, parent, isMain);
    if (!seen.has(file) && require.cache[file]) { seen.add(file); ended.push(file); }
  } catch {}
  return exported;
};
setTimeout(() => { require('fs').writeFileSync(process.env.ORDER_OUT, JSON.stringify(ended)); process.exit(0); }, ${SETTLE_MS}).unref();
`;

const MEASURER = `
const order = JSON.parse(require('fs').readFileSync(process.env.ORDER_OUT, 'utf8'));
const rows = [];
global.gc();
let before = process.memoryUsage().heapUsed;
for (const file of order) {
  if (file === process.env.CLI) continue;
  require(file);
  global.gc();
  const after = process.memoryUsage().heapUsed;
  rows.push([file, after - before]);
  before = after;
}
require('fs').writeFileSync(process.env.COST_OUT, JSON.stringify(rows));
`;

/** A module's group: its package under node_modules, else its folder (four levels under the root). */
function groupOf(file: string): string {
  const path = relative(ROOT, file);
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return path.split('/').slice(0, 5).join('/');
  const parts = path.slice(at + 'node_modules/'.length).split('/');
  return `npm:${parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
}

async function main() {
  const rows = Number(process.argv[2] ?? 30);
  const dir = mkdtempSync(join(tmpdir(), 'module-heap-'));
  try {
    const env = {
      ...builtServerEnv(dir, 'Module-Heap-1!'),
      ORDER_OUT: join(dir, 'order.json'),
      COST_OUT: join(dir, 'cost.json'),
      CLI,
    };
    writeFileSync(join(dir, 'recorder.js'), RECORDER);
    const server = spawn(NODE, [...startFlags(), '--require', join(dir, 'recorder.js'), CLI], {
      cwd: ROOT,
      env,
      stdio: 'ignore',
    });
    await new Promise((done) => server.once('exit', done));
    const measured = spawnSync(NODE, [...startFlags(), '--expose-gc', '-e', MEASURER], { cwd: ROOT, env });
    if (measured.status !== 0) throw new Error(measured.stderr.toString());
    const costs = JSON.parse(readFileSync(env.COST_OUT, 'utf8')) as Array<[string, number]>;
    const groups = new Map<string, { bytes: number; modules: number }>();
    for (const [file, bytes] of costs) {
      const group = groups.get(groupOf(file)) ?? { bytes: 0, modules: 0 };
      group.bytes += bytes;
      group.modules++;
      groups.set(groupOf(file), group);
    }
    const total = costs.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`${costs.length} modules, ${(total / 1048576).toFixed(2)} MB of heap after full GCs`);
    if (process.env.FILES)
      for (const [file, bytes] of [...costs].sort((a, b) => b[1] - a[1]).slice(0, rows))
        console.log(`${(bytes / 1024).toFixed(0).padStart(6)} KB  ${relative(ROOT, file)}`);
    else
      for (const [group, { bytes, modules }] of [...groups].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, rows)) {
        console.log(`${(bytes / 1024).toFixed(0).padStart(6)} KB  ${String(modules).padStart(4)}  ${group}`);
      }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
