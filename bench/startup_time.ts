import { spawn } from 'child_process';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { processTree } from './process_tree';
import { freePort, median } from './util';

const ROOT = resolve(__dirname, '..');

interface StartRun {
  ms: number;
  /** Resident memory of everything `npm start` left running, once it answered. */
  treeRssBytes: number;
  /** The processes of that tree by name, e.g. "npm > sh > node". */
  tree: string;
  /** SIGTERM to the server until the whole tree was gone. */
  stopMs: number;
  /** The server's exit: 0 when it stopped cleanly. */
  exitCode: number | null;
}

/**
 * Spawns `npm start` (already built) as a user would and times it until GET /app/home answers 200;
 * then measures the memory of the process tree and stops it with SIGTERM to the server process
 * alone (as systemd or `kill` would), which must take the tree down cleanly.
 */
async function once(): Promise<StartRun> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-bench-'));
  const started = process.hrtime.bigint();
  const elapsed = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  try {
    let ms: number;
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/app/home`);
        if (res.ok) {
          ms = elapsed(started);
          break;
        }
      } catch {
        // not listening yet
      }
      if (elapsed(started) > 60_000) throw new Error('server did not answer in 60 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    const tree = processTree(child.pid!);
    const server = tree[tree.length - 1];
    const stopping = process.hrtime.bigint();
    process.kill(server.pid, 'SIGTERM');
    const exitCode = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 15_000))]);
    return {
      ms,
      treeRssBytes: tree.reduce((sum, p) => sum + p.rssBytes, 0),
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
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureStartup(runs = 5) {
  const all: StartRun[] = [];
  for (let i = 0; i < runs; i++) all.push(await once());
  const times = all.map((r) => r.ms);
  return {
    runs,
    median: median(times),
    min: Math.min(...times),
    max: Math.max(...times),
    treeRssMb: median(all.map((r) => r.treeRssBytes)) / 1024 / 1024,
    tree: all[0].tree,
    stopMs: median(all.map((r) => r.stopMs)),
    cleanStops: all.filter((r) => r.exitCode === 0).length,
  };
}

export function printStartup(r: Awaited<ReturnType<typeof measureStartup>>) {
  process.stdout.write(
    `npm start to first 200 of /app/home (the login page, for a visitor without a session): median ${r.median.toFixed(0)} ms over ${r.runs} runs (min ${r.min.toFixed(0)}, max ${r.max.toFixed(0)})\n` +
      `npm start's process tree once started (${r.tree}): median RSS ${r.treeRssMb.toFixed(0)} MB; SIGTERM to the server stopped it in ${r.stopMs.toFixed(0)} ms, exit 0 in ${r.cleanStops}/${r.runs} runs\n`
  );
}
