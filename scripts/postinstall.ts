/**
 * npm's `postinstall` (after `npm ci` or `npm install` has put every dependency in place): the
 * product runs on the npm registry's `node` package, a dependency, so `npm start`, `npm test` and
 * every npm script find that node first on PATH even on a machine whose own Node.js is older
 * (docs/development.md, "Runtime"). better-sqlite3's install script is off in package.json's `allowScripts`: it
 * would compile against the machine's Node; here it is compiled once for the project's runtime,
 * against the headers HEADERS_FOR names for it, and checked to load. A later run with nothing
 * changed does nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'fs';
import { join, resolve } from 'path';
import { prepareKerberosAddon } from './kerberos_addon';
import { compileBetterSqlite3, installedNode, loads } from './node_lts_runtime';

const ROOT = resolve(__dirname, '..');
const runtime = installedNode(ROOT, join(ROOT, '.cache', 'node-lts'));
if (!runtime) {
  process.stderr.write('postinstall: the `node` package is not in node_modules; better-sqlite3 is not compiled.\n');
  process.exit(1);
}
const dir = join(ROOT, 'node_modules', 'better-sqlite3');
const stampFile = join(dir, 'build', 'Release', 'built-for-node.txt');
const stamp = `node ${runtime.version}, headers ${runtime.headers}`;
const built = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
if (!built || !loads(runtime, dir)) {
  compileBetterSqlite3(dir, runtime);
  if (!loads(runtime, dir)) {
    process.stderr.write(`postinstall: better-sqlite3 does not load on Node.js ${runtime.version}.\n`);
    process.exit(1);
  }
  writeFileSync(stampFile, stamp);
}
process.stdout.write(`better-sqlite3 is compiled for Node.js ${runtime.version} (${stamp}).\n`);

// The Kerberos sign-in's GSSAPI binding (scripts/kerberos_addon.ts): left out on a machine without
// MIT's headers, so that `npm ci && npm start` works on a fresh one.
try {
  process.stdout.write(`${prepareKerberosAddon(runtime, join(ROOT, 'node_modules', 'kerberos'))}\n`);
} catch (error) {
  process.stderr.write(`postinstall: ${(error as Error).message}\n`);
  process.exit(1);
}
