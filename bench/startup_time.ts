import { spawn } from 'child_process';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { freePort, median } from './util';

const ROOT = resolve(__dirname, '..');

/** Time from spawning `npm start` (already built) until GET /app/home answers 200. */
async function once(): Promise<number> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-bench-'));
  const started = process.hrtime.bigint();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/app/home`);
        if (res.ok) return Number(process.hrtime.bigint() - started) / 1e6;
      } catch {
        // not listening yet
      }
      if (Number(process.hrtime.bigint() - started) / 1e6 > 60_000) throw new Error('server did not answer in 60 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureStartup(runs = 5) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await once());
  return { runs, median: median(times), min: Math.min(...times), max: Math.max(...times) };
}

export function printStartup(r: { runs: number; median: number; min: number; max: number }) {
  process.stdout.write(
    `npm start to first 200 of /app/home (the login page, for a visitor without a session): median ${r.median.toFixed(0)} ms over ${r.runs} runs (min ${r.min.toFixed(0)}, max ${r.max.toFixed(0)})\n`
  );
}
