import { basename } from 'path';
import { cpuByPid } from './proc_cpu';
import { CHROMIUM_EXECUTABLE } from './util';

/** The window over which the browser must stay quiet, and what "quiet" allows in it (5% of a core). */
const WINDOW_MS = 200;
const QUIET_CPU_MS = 10;

/** The browser's processes' name in /proc (the binary's, cut as the kernel cuts it): Debian's is chromium. */
const BROWSER = basename(CHROMIUM_EXECUTABLE).slice(0, 15);

/** CPU seconds so far of every browser process on the machine. */
function browserCpuSeconds(): number {
  let total = 0;
  for (const { name, seconds } of cpuByPid().values()) if (name === BROWSER) total += seconds;
  return total;
}

/**
 * Waits until the browser's own work after a new context or tab is over, so a page timed next has
 * the machine a person's browser would give it. Chromium 156 loads its omnibox popup (a WebUI page,
 * chrome://omnibox-popup.top-chrome) in a renderer of its own for every new window: about a second
 * of CPU on this 2-core machine, which a navigation started at once shared the cores with (a person
 * opening a page in a window that is already open does not pay it). Answers the ms waited; gives up
 * after `maxMs` (another job keeping Chromium busy) and lets the caller go on.
 * `BENCH_SETTLE=0` skips the wait: the pages' figures as the bench took them before 2026-11-26.
 */
export async function settleBrowser(maxMs = 5_000): Promise<number> {
  if (process.env.BENCH_SETTLE === '0') return 0;
  const started = Date.now();
  let last = browserCpuSeconds();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const now = browserCpuSeconds();
    if (Math.round((now - last) * 1000) <= QUIET_CPU_MS || Date.now() - started >= maxMs) return Date.now() - started;
    last = now;
  }
}
