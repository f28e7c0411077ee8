/**
 * `BENCH_ONLY=runtimes npm run bench`: the floor under issue 43's memory figure. The plain Fastify
 * process (plain_fastify.ts) answers the product's authinfo body after 10,000 requests, started as
 * `npm start` starts the server, on each Node.js it could run on: the one npm itself runs on (the
 * first `node` on the user's PATH), and the registry's Node.js 22 and 24 (the lines package.json's
 * `engines` names; 24 is the project's own). npm's process plus this is what the `npm start` tree
 * would hold if the server did nothing else. Prints figures only.
 */
import { spawnSync } from 'child_process';
import { existsSync } from 'fs';
import { loadavg } from 'os';
import { join } from 'path';
import { signedIn } from './accounts';
import { measurePlainFastifyRss } from './plain_fastify';
import { median, userShellPath } from './util';

const REQUESTS = 10_000;
const MIB = 1024 * 1024;

export interface RuntimeFloor {
  /** Which node: "npm's", or the registry's line. */
  label: string;
  version: string;
  rssBytes: number[];
}

/** The node that `npm` on the user's PATH runs on (npm's shebang is `/usr/bin/env node`). */
function npmsNode(): string | null {
  for (const dir of userShellPath().split(':')) {
    if (existsSync(join(dir, 'node'))) return join(dir, 'node');
  }
  return null;
}

function versionOf(node: string): string {
  return spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
}

/** A node binary to measure on, with the label its figure is printed under. */
export interface NodeRuntime {
  label: string;
  node: string;
}

/**
 * `registry` are the registry's Node.js lines (the caller installs them: the node-lts machinery is
 * scripts/'s); npm's own node is found here.
 */
export async function measureRuntimeFloor(runs: number, registry: NodeRuntime[]): Promise<RuntimeFloor[]> {
  // The product's answer to a signed-in admin's authinfo: the plain process answers the same bytes.
  const { server, body } = await signedIn();
  await server.stop();
  const npms = npmsNode();
  const runtimes: NodeRuntime[] = [...(npms ? [{ label: "npm's", node: npms }] : []), ...registry];
  const floors = runtimes.map(({ label, node }) => ({
    label,
    node,
    version: versionOf(node),
    rssBytes: [] as number[],
  }));
  // In turn, so a change in the machine's load falls on every runtime alike.
  for (let run = 0; run < runs; run++) {
    for (const floor of floors) floor.rssBytes.push(await measurePlainFastifyRss(body, REQUESTS, floor.node));
  }
  return floors.map(({ label, version, rssBytes }) => ({ label, version, rssBytes }));
}

export function printRuntimeFloor(floors: RuntimeFloor[]): void {
  process.stdout.write(
    `A plain Fastify process answering the product's authinfo body, run as \`npm start\` runs the server, after ${REQUESTS.toLocaleString('en')} requests (RSS, median of ${floors[0]?.rssBytes.length ?? 0}; load average ${loadavg()[0].toFixed(1)}):\n`
  );
  for (const { label, version, rssBytes } of floors) {
    const runs = rssBytes.map((b) => (b / MIB).toFixed(0)).join(', ');
    process.stdout.write(`  Node.js ${version} (${label}): ${(median(rssBytes) / MIB).toFixed(0)} MB (${runs})\n`);
  }
}
