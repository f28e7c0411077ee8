/**
 * The shell's start as a user sees it (issue 43 item 4): on a fresh data dir, the time from
 * navigation start to the home header, the Security app's roles list first row and the status
 * page, each the median of `runs` fresh browser contexts signed in as admin, and the request
 * waterfall of the median run (each request's start and end relative to navigation start, from the
 * page's own Resource Timing), so a change to the boot order shows where the time went.
 * `BENCH_BOOT_BASELINE=/path/to/other/checkout` (built) times that checkout's server as well.
 * Prints figures only: never asserts a time.
 */
import type { Browser } from 'playwright-core';
import { startServer } from '../test/e2e/server_process';
import { launchChromium, openSignedIn } from './page_timing';
import { median, ROLES_FIRST_ROW } from './util';

export interface BootPage {
  label: string;
  path: string;
  /** What must be in the page for it to count as shown. */
  ready: { selector: string } | { text: string };
}

export const BOOT_PAGES: readonly BootPage[] = [
  { label: '/app/home header visible', path: '/app/home', ready: { selector: '[data-test-subj="headerGlobalNav"]' } },
  {
    label: 'Security roles list first row',
    path: '/app/security/roles',
    ready: { selector: ROLES_FIRST_ROW },
  },
  { label: '/status shown', path: '/status', ready: { text: 'OpenSearch Dashboards status is' } },
];

export interface WaterfallEntry {
  name: string;
  start: number;
  end: number;
}

export interface BootTiming {
  label: string;
  medianMs: number;
  runsMs: number[];
  /** The requests of the run closest to the median, in start order. */
  waterfall: WaterfallEntry[];
}

async function timeOnce(browser: Browser, url: string, page: BootPage) {
  const { context, tab } = await openSignedIn(browser, url, page.path);
  try {
    const shown = await tab.waitForFunction(
      (ready) => {
        const found =
          'selector' in ready
            ? document.querySelector(ready.selector) !== null
            : (document.body?.innerText ?? '').includes(ready.text);
        return found ? performance.now() : false;
      },
      page.ready,
      { polling: 'raf', timeout: 60_000 }
    );
    const ms = (await shown.jsonValue()) as number;
    const waterfall = await tab.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const entries: Array<{ name: string; start: number; end: number }> = [];
      if (nav) entries.push({ name: '(document)', start: nav.requestStart, end: nav.responseEnd });
      for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
        const u = new URL(entry.name);
        entries.push({ name: `${u.pathname}${u.search}`, start: entry.startTime, end: entry.responseEnd });
      }
      return entries.sort((a, b) => a.start - b.start);
    });
    return { ms, waterfall };
  } finally {
    await context.close();
  }
}

type StartServer = typeof startServer;

/**
 * Each page timed on this checkout's build and, with `baselineDir` (another checkout with its own
 * build, e.g. main's), on that one too: runs interleaved, so a busy machine weighs on both alike.
 */
export async function measureBootTiming(
  runs = 5,
  baselineDir = process.env.BENCH_BOOT_BASELINE
): Promise<Array<{ build: string; timings: BootTiming[] }>> {
  const builds: Array<{ build: string; start: StartServer }> = [{ build: 'this build', start: startServer }];
  if (baselineDir) {
    const other = (await import(`${baselineDir}/test/e2e/server_process`)) as { startServer: StartServer };
    builds.unshift({ build: `baseline (${baselineDir})`, start: other.startServer });
  }
  const servers: Array<Awaited<ReturnType<StartServer>>> = [];
  let browser: Browser | undefined;
  try {
    // One after the other, with time to spare: a busy machine starts a fresh data dir slowly.
    for (const b of builds) servers.push(await b.start({ startTimeoutMs: 120_000 }));
    browser = await launchChromium();
    const measured = builds.map(() => BOOT_PAGES.map(() => [] as Array<{ ms: number; waterfall: WaterfallEntry[] }>));
    for (const [p, page] of BOOT_PAGES.entries()) {
      // One unmeasured load each: the server's first answers (lazy modules, caches) are not the boot's.
      for (const server of servers) await timeOnce(browser, server.url, page);
      for (let run = 0; run < runs; run++) {
        for (const [b, server] of servers.entries()) measured[b][p].push(await timeOnce(browser, server.url, page));
      }
    }
    return builds.map(({ build }, b) => ({
      build,
      timings: BOOT_PAGES.map((page, p) => {
        const runsMs = measured[b][p].map((m) => m.ms);
        const medianMs = median(runsMs);
        const closest = measured[b][p].reduce((x, y) =>
          Math.abs(y.ms - medianMs) < Math.abs(x.ms - medianMs) ? y : x
        );
        return { label: page.label, medianMs, runsMs, waterfall: closest.waterfall };
      }),
    }));
  } finally {
    await browser?.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/** Long query strings and icon chunks would bury the boot's own requests. */
function shortName(name: string): string {
  return name.length > 70 ? `${name.slice(0, 67)}...` : name;
}

export function printBootTiming(results: Array<{ build: string; timings: BootTiming[] }>): void {
  const lines = ['', 'Shell start, fresh data dir (median of runs; ms from navigation start)'];
  for (const { build, timings } of results) {
    lines.push(`  ${build}`);
    for (const r of timings) {
      const runs = r.runsMs.map((v) => v.toFixed(0)).join(', ');
      lines.push(`    ${r.label.padEnd(34)} ${r.medianMs.toFixed(0).padStart(6)} ms   runs: ${runs}`);
    }
  }
  for (const { build, timings } of results) {
    for (const r of timings) {
      lines.push('', `  Waterfall, ${build}: ${r.label} (the run closest to the median; start → end)`);
      for (const e of r.waterfall) {
        lines.push(`    ${e.start.toFixed(0).padStart(5)} → ${e.end.toFixed(0).padStart(5)}  ${shortName(e.name)}`);
      }
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
