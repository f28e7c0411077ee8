import { readdirSync, readFileSync } from 'fs';
import { basename } from 'path';

/** /proc's clock ticks per second (USER_HZ: 100 on Linux). */
const MS_PER_TICK = 10;
/** The window over which Chromium must stay quiet, and what "quiet" allows in it (5% of a core). */
const WINDOW_MS = 200;
const QUIET_CPU_MS = 10;

/** What the browser's processes' command lines hold: the binary's name (Debian's is chromium). */
const BROWSER = basename(process.env.CHROMIUM_PATH ?? 'chromium');

/** User plus system CPU of every browser process on the machine, in ms. */
function chromiumCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(BROWSER)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
    } catch {
      // ended meanwhile
    }
  }
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
  let last = chromiumCpuMs();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const now = chromiumCpuMs();
    if (now - last <= QUIET_CPU_MS || Date.now() - started >= maxMs) return Date.now() - started;
    last = now;
  }
}
