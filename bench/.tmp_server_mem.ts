// scratch (not committed): the server alone, started as npm start runs it (extra flags from argv), RSS at start and after 10k authinfo.
import { spawn } from 'child_process';
import { mkdtempSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { ADMIN_PASSWORD } from '../test/e2e/server_process';
import { logIn } from './accounts';
import { load } from './http_load';
import { freePort } from './util';
const ROOT = resolve(__dirname, '..');
const mem = (pid: number) => {
  const s = readFileSync(`/proc/${pid}/status`, 'utf8');
  const g = (k: string) => Number(new RegExp(`^${k}:\\s+(\\d+)`, 'm').exec(s)![1]) / 1024;
  return { rss: g('VmRSS'), anon: g('RssAnon'), file: g('RssFile') };
};
async function once(flags: string[]) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-mem-'));
  const child = spawn(join(ROOT, 'node_modules/.bin/node'), ['--max-semi-space-size=4', '--no-maglev', ...flags, 'scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, MALLOC_ARENA_MAX: '2', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SECURITY_ADMIN_PASSWORD: ADMIN_PASSWORD },
    stdio: 'ignore',
  });
  for (;;) { try { await fetch(`${url}/api/status`); break; } catch { await new Promise((r) => setTimeout(r, 20)); } }
  await new Promise((r) => setTimeout(r, 1000));
  const start = mem(child.pid!);
  const cookie = await logIn(url);
  let sent = 0;
  while (sent < 10_000) sent += (await load(`${url}/api/v1/auth/authinfo`, { headers: { cookie }, durationMs: 250 })).requests;
  const after = mem(child.pid!);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  return { start, after };
}
void (async () => {
  const flags = process.argv.slice(2);
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await once(flags));
  const med = (xs: number[]) => xs.sort((a, b) => a - b)[1].toFixed(1);
  const f = (k: 'start' | 'after') => `${med(runs.map((r) => r[k].rss))} / ${med(runs.map((r) => r[k].anon))} / ${med(runs.map((r) => r[k].file))}`;
  console.log(`flags [${flags.join(' ')}] server RSS/anon/file MB: start ${f('start')}; after 10k ${f('after')}; load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`);
})();
