/**
 * The `kerberos` package's addon (the GSSAPI binding the Kerberos sign-in uses), compiled by the
 * postinstall with node-gyp for the project's runtime, as better-sqlite3 is: its own install
 * script is off in package.json's `allowScripts`, since it first tries a prebuilt download from
 * GitHub (not reachable everywhere) and would build for the machine's Node. It is an N-API addon,
 * so the one build also loads on Node.js 22 (`npm test -- node-lts`). Compiling needs MIT's
 * headers: Debian's `libkrb5-dev` (`.ci/run` installs it).
 */
import { spawnSync } from 'child_process';
import { existsSync } from 'fs';
import { join } from 'path';
import { nodeGypRebuild, type LtsRuntime } from './node_lts_runtime';

const ADDON = join('build', 'Release', 'kerberos.node');

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
  if (!existsSync('/usr/include/gssapi/gssapi.h')) {
    throw new Error("MIT Kerberos headers are missing: install Debian's libkrb5-dev (apt-get install libkrb5-dev).");
  }
  nodeGypRebuild(dir, runtime, 'the kerberos addon');
}
