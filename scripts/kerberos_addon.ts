/**
 * The `kerberos` package's addon (the GSSAPI binding the Kerberos sign-in uses), compiled by the
 * postinstall with node-gyp for the project's runtime, as better-sqlite3 is: its own install
 * script is off in package.json's `allowScripts`, since it first tries a prebuilt download from
 * GitHub (not reachable everywhere) and would build for the machine's Node. It is an N-API addon,
 * so the one build also loads on Node.js 22 (`npm test -- node-lts`). Compiling needs MIT's
 * headers: Debian's `libkrb5-dev` (`.ci/run` installs it). A fresh machine has none, and Kerberos is
 * one sign-in method of many, so without them the postinstall leaves the addon out instead of
 * failing `npm ci`: the server then answers a Negotiate ticket with a 503 that says how to add it.
 */
import { spawnSync } from 'child_process';
import { existsSync } from 'fs';
import { join } from 'path';
import { nodeGypRebuild, type LtsRuntime } from './node_lts_runtime';

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

/**
 * The postinstall's Kerberos step: nothing when the addon in `dir` already loads, the notice above
 * when it cannot be compiled here, a compile otherwise. Returns the line to print; throws when a
 * compile with the headers present does not give a loading addon (a real failure of `npm ci`).
 */
export function prepareKerberosAddon(
  runtime: LtsRuntime,
  dir: string,
  headersPresent = kerberosHeadersPresent()
): string {
  const loaded = `The kerberos addon loads on Node.js ${runtime.version}.`;
  if (kerberosLoads(runtime, dir)) return loaded;
  if (!headersPresent) return KERBEROS_SKIPPED;
  compileKerberos(dir, runtime);
  if (!kerberosLoads(runtime, dir)) throw new Error(`the kerberos addon does not load on Node.js ${runtime.version}.`);
  return loaded;
}
