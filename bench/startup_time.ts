import { spawn } from 'child_process';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { ADMIN_PASSWORD } from '../test/e2e/server_process';
import { logIn } from './accounts';
import { load } from './http_load';
import { processTree } from '../test/e2e/process_tree';
import { freePort, median, userShellPath } from './util';

const ROOT = resolve(__dirname, '..');

export interface StartRun {
  /** From spawning `npm start` to the first answer of GET /api/status (any status). */
  ms: number;
  /** Resident memory of everything `npm start` left running, once it answered. */
  treeRssBytes: number;
  /** The same after `requests` authenticated authinfo requests (0: none sent). */
  loadedTreeRssBytes: number;
  /** Its proportional set size then (process_tree.ts): shared pages counted once. */
  loadedTreePssBytes: number;
  /** npm's own process (the tree's root) and the server (its last process) then, each alone. */
  loadedNpmRssBytes: number;
  loadedServerRssBytes: number;
  requests: number;
  /** The processes of that tree by name, e.g. "npm start > node". */
  tree: string;
  /** SIGTERM to the server until the whole tree was gone. */
  stopMs: number;
  /** The server's exit: 0 when it stopped cleanly. */
  exitCode: number | null;
}

const elapsed = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;

/** Load is sent in slices this long, so the memory is taken soon after `requests`, not thousands later. */
const SLICE_MS = 250;

/** At least `requests` GETs of `url`, in SLICE_MS slices; answers how many were answered. */
export async function sendInSlices(url: string, requests: number, headers?: Record<string, string>): Promise<number> {
  let sent = 0;
  while (sent < requests) sent += (await load(url, { headers, durationMs: SLICE_MS })).requests;
  return sent;
}

/**
 * Spawns `npm start` on the built tree as a user would (package.json's start script, with its node
 * flags) and times it until GET /api/status answers;
 * optionally sends `requests` authenticated authinfo requests and takes the tree's memory again;
 * then stops it with SIGTERM to the server process alone (as systemd or `kill` would), which must
 * take the tree down cleanly.
 */
async function once(dataDir: string, requests: number): Promise<StartRun> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = process.hrtime.bigint();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      // npm on the machine's node, as in the user's shell (npm start then puts the project's node
      // first for the server); BENCH_NPM_NODE=project keeps npm on the project's, as before 2026-11-27.
      PATH: process.env.BENCH_NPM_NODE === 'project' ? process.env.PATH : userShellPath(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SECURITY_ADMIN_PASSWORD: ADMIN_PASSWORD,
    },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  try {
    let ms: number;
    for (;;) {
      try {
        await fetch(`${url}/api/status`);
        ms = elapsed(started);
        break;
      } catch {
        // not listening yet
      }
      if (elapsed(started) > 60_000) throw new Error('server did not answer in 60 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    const tree = processTree(child.pid!);
    const treeRssBytes = tree.reduce((sum, p) => sum + p.rssBytes, 0);
    let loadedTreeRssBytes = 0;
    let loadedTreePssBytes = 0;
    let loadedNpmRssBytes = 0;
    let loadedServerRssBytes = 0;
    let sent = 0;
    if (requests > 0) {
      const cookie = await logIn(url);
      sent = await sendInSlices(`${url}/api/v1/auth/authinfo`, requests, { cookie });
      const loaded = processTree(child.pid!);
      loadedTreeRssBytes = loaded.reduce((sum, p) => sum + p.rssBytes, 0);
      loadedTreePssBytes = loaded.reduce((sum, p) => sum + p.pssBytes, 0);
      loadedNpmRssBytes = loaded[0].rssBytes;
      loadedServerRssBytes = loaded[loaded.length - 1].rssBytes;
    }
    const server = tree[tree.length - 1];
    const stopping = process.hrtime.bigint();
    process.kill(server.pid, 'SIGTERM');
    const exitCode = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 15_000))]);
    return {
      ms,
      treeRssBytes,
      loadedTreeRssBytes,
      loadedTreePssBytes,
      loadedNpmRssBytes,
      loadedServerRssBytes,
      requests: sent,
      tree: tree.map((p) => p.name).join(' > '),
      stopMs: elapsed(stopping),
      exitCode,
    };
  } finally {
    try {
      process.kill(-child.pid!, 'SIGKILL'); // whatever did not stop
    } catch {
      // the group is gone already
    }
    await exited;
  }
}

/**
 * A restart as a user makes one: `npm start` on a built tree whose data dir exists (made, seeded
 * and migrated by a first start that is timed apart), `runs` times. With `requests` each run also
 * sends that many authenticated requests before the tree's memory is taken.
 */
export async function measureStartup(runs = 5, requests = 0) {
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-bench-'));
  try {
    const first = await once(dataDir, 0);
    const all: StartRun[] = [];
    for (let i = 0; i < runs; i++) all.push(await once(dataDir, requests));
    const times = all.map((r) => r.ms);
    return {
      runs,
      all,
      firstStartMs: first.ms,
      median: median(times),
      min: Math.min(...times),
      max: Math.max(...times),
      treeRssMb: median(all.map((r) => r.treeRssBytes)) / 1048576,
      loadedTreeRssMb: median(all.map((r) => r.loadedTreeRssBytes)) / 1048576,
      loadedTreePssMb: median(all.map((r) => r.loadedTreePssBytes)) / 1048576,
      loadedNpmRssMb: median(all.map((r) => r.loadedNpmRssBytes)) / 1048576,
      loadedServerRssMb: median(all.map((r) => r.loadedServerRssBytes)) / 1048576,
      requests: Math.min(...all.map((r) => r.requests)),
      tree: all[0].tree,
      stopMs: median(all.map((r) => r.stopMs)),
      cleanStops: all.filter((r) => r.exitCode === 0).length,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printStartup(r: Awaited<ReturnType<typeof measureStartup>>) {
  const loaded =
    r.requests > 0
      ? `, ${r.loadedTreeRssMb.toFixed(0)} MB after ${r.requests} requests (PSS, shared pages counted once: ${r.loadedTreePssMb.toFixed(0)} MB)`
      : '';
  process.stdout.write(
    `npm start on a built tree to the first answer of /api/status: median ${r.median.toFixed(0)} ms over ${r.runs} restarts (min ${r.min.toFixed(0)}, max ${r.max.toFixed(0)}); the first start of a new data dir (seeding) ${r.firstStartMs.toFixed(0)} ms\n` +
      `npm start's process tree (${r.tree}): median RSS ${r.treeRssMb.toFixed(0)} MB once started${loaded}; SIGTERM to the server stopped it in ${r.stopMs.toFixed(0)} ms, exit 0 in ${r.cleanStops}/${r.runs} runs\n`
  );
}
