/**
 * The `kerberos` package's addon (the GSSAPI binding the Kerberos sign-in uses), compiled by the
 * postinstall with node-gyp for the project's runtime, as better-sqlite3 is: its own install
 * script is off in package.json's `allowScripts`, since it first tries a prebuilt download from
 * GitHub (not reachable everywhere) and would build for the machine's Node. It is an N-API addon,
 * so the one build also loads on Node.js 22 (`npm test -- node-lts`). Compiling needs MIT's
 * headers: Debian's `libkrb5-dev` (`.ci/run` installs it). A fresh machine has none, and Kerberos is
 * one sign-in method of many, so without them the postinstall leaves the addon out instead of
 * failing `npm ci`: the server then answers a Negotiate ticket with a 503 that says how to add it.
 * A compiled addon is kept in the machine cache (scripts/machine_cache.ts), keyed by the kerberos
 * version, the runtime's N-API version and the platform, and copied from there by the next install
 * on the machine, from any clone, instead of compiled again.
 */
import { spawnSync } from 'child_process';
import { copyFileSync, existsSync, rmSync } from 'fs';
import { join } from 'path';
import { cacheKey, dropEntry, fillEntry, hasEntry, usableMachineCacheDir, replaceFile } from './machine_cache';
import { nodeGypRebuild, packageVersion, type LtsRuntime } from './node_lts_runtime';

const ADDON = join('build', 'Release', 'kerberos.node');
const GSSAPI_HEADER = '/usr/include/gssapi/gssapi.h';

/** Whether MIT's GSSAPI headers, which the addon compiles against, are installed. */
export function kerberosHeadersPresent(): boolean {
  return existsSync(GSSAPI_HEADER);
}

/** Whether `runtime` loads the addon in `dir` and it exposes the acceptor. */
export function kerberosLoads(runtime: LtsRuntime, dir: string): boolean {
  if (!existsSync(join(dir, ADDON))) return false;
  const script = `process.stdout.write(typeof require(${JSON.stringify(dir)}).initializeServer)`;
  const result = spawnSync(runtime.node, ['-e', script], { encoding: 'utf8' });
  return result.status === 0 && result.stdout === 'function';
}

/** node-gyp's rebuild of the package in `dir` for `runtime`; its output shown only when it fails. */
export function compileKerberos(dir: string, runtime: LtsRuntime): void {
  process.stdout.write(`Compiling the kerberos addon in ${dir} for Node.js ${runtime.version}\n`);
  if (!kerberosHeadersPresent()) {
    throw new Error("MIT Kerberos headers are missing: install Debian's libkrb5-dev (apt-get install libkrb5-dev).");
  }
  nodeGypRebuild(dir, runtime, 'the kerberos addon');
}

/** What the postinstall prints when the headers are missing: the product works, Kerberos aside. */
export const KERBEROS_SKIPPED =
  "The kerberos addon is not compiled: MIT Kerberos headers are missing. Every sign-in method but Kerberos works; to add it, install Debian's libkrb5-dev (apt-get install libkrb5-dev) and run `npm run postinstall`.";

/** The machine cache entry of the kerberos addon: its version, N-API version and platform. */
export function kerberosEntry(cacheRoot: string, version: string, runtime: LtsRuntime): string {
  return join(cacheRoot, 'kerberos', cacheKey([version, `napi${runtime.napi}`, process.platform, process.arch]));
}

/** The addon file in an entry. */
const CACHED_ADDON = 'kerberos.node';

/**
 * The postinstall's Kerberos step: nothing when the addon in `dir` already loads, the machine
 * cache's addon when it has one that loads, the notice above when it cannot be compiled here, a
 * compile otherwise (then stored in the cache). Returns the line to print; throws when a compile
 * with the headers present does not give a loading addon (a real failure of `npm ci`).
 */
export function prepareKerberosAddon(
  runtime: LtsRuntime,
  dir: string,
  headersPresent = kerberosHeadersPresent(),
  cacheRoot = usableMachineCacheDir(),
  compile: (dir: string, runtime: LtsRuntime) => void = compileKerberos
): string {
  const loaded = `The kerberos addon loads on Node.js ${runtime.version}.`;
  const entry = existsSync(join(dir, 'package.json')) ? kerberosEntry(cacheRoot, packageVersion(dir), runtime) : null;
  if (kerberosLoads(runtime, dir)) return `${loaded}${entry ? storeKerberos(dir, entry) : ''}`;
  let cachedFails = false;
  if (entry && hasEntry(entry) && existsSync(join(entry, CACHED_ADDON))) {
    replaceFile(join(entry, CACHED_ADDON), join(dir, ADDON));
    if (kerberosLoads(runtime, dir)) return `${loaded} Reused from the machine cache (${entry}), nothing compiled.`;
    // Left out again (the server explains a missing addon); replaced in the cache by a compile that loads.
    rmSync(join(dir, ADDON), { force: true });
    cachedFails = true;
  }
  if (!headersPresent) return KERBEROS_SKIPPED;
  compile(dir, runtime);
  if (!kerberosLoads(runtime, dir)) throw new Error(`the kerberos addon does not load on Node.js ${runtime.version}.`);
  if (entry && cachedFails) dropEntry(entry);
  return `${loaded}${entry ? storeKerberos(dir, entry) : ''}`;
}

/** Stores the loading addon in `dir` in the machine cache when it is not there; says what it did. */
function storeKerberos(dir: string, entry: string): string {
  if (hasEntry(entry)) return '';
  try {
    fillEntry(entry, (work) => copyFileSync(join(dir, ADDON), join(work, CACHED_ADDON)));
    return ` Stored in the machine cache (${entry}).`;
  } catch (error) {
    return ` Not stored in the machine cache: ${(error as Error).message}`;
  }
}
