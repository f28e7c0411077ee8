/**
 * npm's `postinstall` (after `npm ci` or `npm install` has put every dependency in place): the
 * product runs on the npm registry's `node` package, a dependency, so `npm start`, `npm test` and
 * every npm script find that node first on PATH even on a machine whose own Node.js is older
 * (docs/development.md, "Runtime"). better-sqlite3's install script is off in package.json's `allowScripts`: it
 * would compile against the machine's Node; here it is compiled once for the project's runtime,
 * against the headers HEADERS_FOR names for it, and checked to load; the build is kept in the machine
 * cache (scripts/machine_cache.ts), so the next install on this machine, from any clone, copies it
 * instead of compiling. A later run with nothing changed does nothing.
 */
import { join, resolve } from 'path';
import { prepareKerberosAddon } from './kerberos_addon';
import { usableMachineCacheDir } from './machine_cache';
import { installedNode, runtimesCache } from './node_lts_runtime';
import { prepareBetterSqlite3 } from './postinstall_addons';

const ROOT = resolve(__dirname, '..');
const cacheRoot = usableMachineCacheDir();
const runtime = installedNode(ROOT, runtimesCache(cacheRoot));
if (!runtime) {
  process.stderr.write('postinstall: the `node` package is not in node_modules; better-sqlite3 is not compiled.\n');
  process.exit(1);
}
try {
  const dir = join(ROOT, 'node_modules', 'better-sqlite3');
  process.stdout.write(`${prepareBetterSqlite3({ root: ROOT, dir, runtime, cacheRoot })}\n`);
} catch (error) {
  process.stderr.write(`postinstall: ${(error as Error).message}\n`);
  process.exit(1);
}

// The Kerberos sign-in's GSSAPI binding (scripts/kerberos_addon.ts): left out on a machine without
// MIT's headers, so that `npm ci && npm start` works on a fresh one.
try {
  process.stdout.write(
    `${prepareKerberosAddon(runtime, join(ROOT, 'node_modules', 'kerberos'), undefined, cacheRoot)}\n`
  );
} catch (error) {
  process.stderr.write(`postinstall: ${(error as Error).message}\n`);
  process.exit(1);
}
