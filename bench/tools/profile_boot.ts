/**
 * `npx tsx bench/tools/profile_boot.ts [path]`: where the first second of a page goes (issue 43 item 4).
 * Starts the built server on a fresh data dir, signs in as admin in a fresh Chromium context (one
 * unmeasured load first), then loads `path` (default /app/home) under a Chromium trace until the
 * boot bench's "shown" condition holds, and prints the renderer main thread's work in time order
 * (tasks' named parts of 3 ms or more) and the page's JavaScript by self time, in the windows
 * `PROFILE_WINDOWS` names (default `0-400,400-1000,1000-99999` ms from navigation start).
 * Each part of the main thread's work names the style, layout and collection inside it; then the
 * renderer's network events and V8's background parse of each script (what the page waits for
 * before its scripts run). Another page than the boot bench's: its path and `PROFILE_SELECTOR`
 * (shown when that matches); `PROFILE_ANONYMOUS=1` loads it without a session (the login page:
 * `PROFILE_ANONYMOUS=1 PROFILE_SELECTOR='[data-test-subj="loginSubmit"]' npx tsx bench/tools/profile_boot.ts /app/login`).
 * `PROFILE_TRACE=/tmp/x.json` keeps the raw trace (it opens in Chromium's performance panel).
 * Needs `npm run build` first. Prints figures only.
 */
import { writeFileSync } from 'fs';
import { loadavg } from 'os';
import { startServer } from '../../test/e2e/server_process';
import { BOOT_PAGES } from '../boot_timing';
import { launchChromium, openSignedIn } from '../page_timing';
import { findPageThread, jsSelfTime, mainThreadSpans, networkEvents, type TraceEvent } from './trace_summary';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink.user_timing',
  'loading',
  'v8.execute',
  // v8.parseOnBackground: a streamed script's parse off the main thread.
  'v8',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

async function main() {
  const path = process.argv[2] ?? '/app/home';
  const selector = process.env.PROFILE_SELECTOR;
  const bootPage = BOOT_PAGES.find((p) => p.path === path) ?? BOOT_PAGES[0];
  const ready = selector ? { selector } : bootPage.ready;
  const label = selector ? `${path}: ${selector}` : bootPage.label;
  const anonymous = process.env.PROFILE_ANONYMOUS === '1';
  const windows = (process.env.PROFILE_WINDOWS ?? '0-400,400-1000,1000-99999')
    .split(',')
    .map((w) => w.split('-').map(Number) as [number, number]);
  const server = await startServer({ startTimeoutMs: 120_000 });
  const browser = await launchChromium();
  try {
    const shown = (tab: Awaited<ReturnType<typeof openSignedIn>>['tab']) =>
      tab.waitForFunction(
        (ready) =>
          'selector' in ready
            ? document.querySelector(ready.selector) !== null
            : (document.body?.innerText ?? '').includes(ready.text),
        ready,
        { polling: 'raf', timeout: 60_000 }
      );
    // Unmeasured: the server's first answers (lazy modules, caches) are not the boot's.
    const warm = await openSignedIn(browser, server.url, path, { anonymous });
    await shown(warm.tab);
    await warm.context.close();

    await browser.startTracing(undefined, { categories: CATEGORIES.split(',') });
    const { context, tab } = await openSignedIn(browser, server.url, path, { anonymous });
    await shown(tab);
    const shownAt = await tab.evaluate(() => performance.now());
    await tab.waitForTimeout(200);
    const buffer = await browser.stopTracing();
    await context.close();
    if (process.env.PROFILE_TRACE) writeFileSync(process.env.PROFILE_TRACE, buffer);

    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const thread = findPageThread(events, `${server.url}${path}`);
    const lines = [
      `${label}: shown by ${shownAt.toFixed(0)} ms (load average ${loadavg()[0].toFixed(2)})`,
      '',
      "Main thread (ms from navigation start, + wall time (the thread's CPU time); parts of 3 ms or more)",
    ];
    for (const s of mainThreadSpans(events, thread)) {
      if (s.startMs > shownAt + 50) break;
      const at = `${s.startMs.toFixed(0).padStart(6)} +${s.durMs.toFixed(1).padStart(6)} (cpu ${s.cpuMs.toFixed(1).padStart(6)})`;
      lines.push(`  ${at}  ${s.name} ${s.detail}${s.inside ? ` [${s.inside}]` : ''}`.trimEnd());
    }
    lines.push('', 'Network and streaming parse, as the renderer saw them (ms from navigation start, +duration)');
    for (const n of networkEvents(events, thread)) {
      if (n.atMs > shownAt + 50) break;
      const dur = n.durMs === undefined ? '' : `+${n.durMs.toFixed(0)}`;
      lines.push(`  ${n.atMs.toFixed(0).padStart(6)} ${dur.padStart(5)}  ${n.name} ${n.what}`);
    }
    for (const [from, to] of windows) {
      const top = jsSelfTime(events, thread, from, Math.min(to, shownAt));
      const total = top.reduce((sum, t) => sum + t.ms, 0);
      lines.push(
        '',
        `JavaScript self time ${from}–${Math.min(to, shownAt).toFixed(0)} ms: ${total.toFixed(0)} ms sampled`
      );
      for (const t of top.slice(0, 25)) lines.push(`  ${t.ms.toFixed(1).padStart(7)} ms  ${t.fn}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
