/**
 * `npx tsx bench/page_cpu.ts`: the CPU every process on the machine spent while one page loaded
 * (issue 43 item 4), read from /proc before and after, beside the page's own time to `selector`.
 * It answers whether a page's wall time is its own work or the machine's: on two cores the
 * renderer's main thread, its helper threads (V8's compilers and collector, raster), Chromium's
 * browser, GPU and network processes, the server and Playwright all take turns.
 *
 * `PAGE_CPU_PATH` (default the roles list), `PAGE_CPU_SELECTOR`, `PAGE_CPU_RUNS` (default 3),
 * `BENCH_SETTLE=0` (navigate before the new window's own start is over: browser_settle.ts),
 * `PAGE_CPU_VISIT=returning` (each run loads the page once unmeasured, then times it in a new tab of
 * the same context: the scripts from the HTTP cache, V8's code cache warm, as for a returning user); a
 * fresh data dir, and a fresh context signed in as admin for each run (the sign-in is not counted). Needs `npm run build` first.
 * A diagnostic: prints figures, never asserts a time.
 */
import { readFileSync } from 'fs';
import { loadavg } from 'os';
import { settleBrowser } from './browser_settle';
import { onFreshServer, PAGE_UNDER_TEST, shownAt, signedInTab } from './page_timing';
import { cpuByPid, cpuByThread, type ProcCpu } from './proc_cpu';
import { median } from './util';

const { path: PATH, selector: SELECTOR } = PAGE_UNDER_TEST;
const RUNS = Number(process.env.PAGE_CPU_RUNS ?? 3);
/** `BENCH_SETTLE=0`: navigate as soon as the tab is open, Chromium's own start of the window beside it. */
const SETTLE = process.env.BENCH_SETTLE !== '0';
/** `returning`: a second visit in the same browser context; a first visit (empty caches) otherwise. */
const RETURNING = process.env.PAGE_CPU_VISIT === 'returning';

/** What a process is, for the table: Chromium's process type, or the start of its command. */
function kind(pid: number): string {
  let cmdline: string;
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '?'; // ended meanwhile
  }
  const type = /--type=([a-z-]+)/.exec(cmdline)?.[1];
  // Chromium's own pages (the omnibox popup of each new window) run in renderers of their own.
  if (type === 'renderer' && cmdline.includes('--top-chrome-webui')) return 'chromium renderer (browser UI)';
  if (type) return `chromium ${type}`;
  if (cmdline.includes('chromium')) return 'chromium browser';
  if (cmdline.includes('build/server')) return 'server';
  if (cmdline.includes('node')) return `node ${cmdline.split(' ').slice(1, 3).join(' ').slice(0, 50)}`;
  return cmdline.slice(0, 40) || '?';
}

/** CPU ms each process spent between two cpuByPid snapshots, where it spent any. */
function spentMs(before: Map<number, ProcCpu>, after: Map<number, ProcCpu>): Map<number, number> {
  const spent = new Map<number, number>();
  for (const [id, { seconds }] of after) {
    const ms = Math.round((seconds - (before.get(id)?.seconds ?? 0)) * 1000);
    if (ms > 0) spent.set(id, ms);
  }
  return spent;
}

interface Run {
  shownMs: number;
  totalCpuMs: number;
  /** CPU ms by kind of process (processes of one kind added up). */
  byKind: Map<string, number>;
  /** The busiest renderer's threads: the page's own. */
  rendererThreads: Array<[string, number]>;
}

async function main() {
  const runs: Run[] = [];
  let loadBefore = 0;
  await onFreshServer('osd-page-cpu-', async (browser, url) => {
    loadBefore = loadavg()[0];
    for (let run = 0; run < RUNS; run++) {
      // As the big-configuration bench: no first-login tenant popup over the page.
      const { context, tab: first } = await signedInTab(browser, url, {
        init: () => window.sessionStorage.setItem('security::tenant::show_popup', 'false'),
      });
      try {
        let tab = first;
        if (RETURNING) {
          await tab.goto(`${url}${PATH}`);
          await tab.waitForSelector(SELECTOR, { timeout: 60_000 });
          await tab.close();
          tab = await context.newPage();
          await settleBrowser();
        }
        const before = cpuByPid();
        const shownMs = await shownAt(tab, `${url}${PATH}`, [SELECTOR]);
        const spent = spentMs(before, cpuByPid());
        const byKind = new Map<string, number>();
        let busiestRenderer: [number, number] = [0, -1];
        for (const [pid, ms] of spent) {
          const name = kind(pid);
          byKind.set(name, (byKind.get(name) ?? 0) + ms);
          if (name === 'chromium renderer' && ms > busiestRenderer[1]) busiestRenderer = [pid, ms];
        }
        const rendererThreads = [...cpuByThread(busiestRenderer[0]).values()]
          .map(({ name, seconds }) => [name, Math.round(seconds * 1000)] as [string, number])
          .filter(([, ms]) => ms > 0)
          .sort((a, b) => b[1] - a[1]);
        const totalCpuMs = [...byKind.values()].reduce((sum, ms) => sum + ms, 0);
        runs.push({ shownMs, totalCpuMs, byKind, rendererThreads });
      } finally {
        await context.close();
      }
    }
  });
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `${PATH} until ${SELECTOR}: ${RUNS} runs, ${RETURNING ? 'a returning visit (second tab of the context)' : 'a first visit'}, ${SETTLE ? 'the new window settled first' : 'navigating at once'}, load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`
  );
  out(`shown at (median) ${median(runs.map((r) => r.shownMs)).toFixed(0)} ms from navigation start`);
  out(`CPU of every process from the navigation to the row shown (median) ${median(runs.map((r) => r.totalCpuMs))} ms`);
  const kinds = new Set(runs.flatMap((r) => [...r.byKind.keys()]));
  const rows = [...kinds]
    .map((name) => [name, median(runs.map((r) => r.byKind.get(name) ?? 0))] as const)
    .filter(([, ms]) => ms >= 10)
    .sort((a, b) => b[1] - a[1]);
  for (const [name, ms] of rows) out(`  ${String(ms).padStart(6)} ms  ${name}`);
  out('The page renderer\'s threads, each run (ms of CPU; "chromium" is its main thread):');
  for (const r of runs) out(`  ${r.rendererThreads.map(([name, ms]) => `${name} ${ms}`).join(', ')}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  }
);
