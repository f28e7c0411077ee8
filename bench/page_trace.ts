/**
 * `npx tsx bench/page_trace.ts`: one page load (the roles list by default) traced by Chromium
 * (CDP `Tracing`, the performance panel's categories), printed as the renderer main thread's
 * tasks from navigation start to `selector`, each with its script evaluation, function calls,
 * style, layout and collection inside, and the network events the renderer saw (request sent,
 * response, finish; V8's streaming parse of each script).
 *
 * It answers what the CPU profile (profile_page.ts) cannot: when the main thread sat idle waiting
 * for the browser, the network or a background parse, and how long style and layout took.
 *
 * `PAGE_TRACE_PATH`, `PAGE_TRACE_SELECTOR` (as page_cpu.ts), `PAGE_TRACE_RUNS` (default 2: the
 * last is printed, the first warms the server). A fresh data dir and signed-in context per run,
 * navigated once the new window settled. Needs `npm run build` first. A diagnostic: one run
 * printed, no median, never asserts a time.
 */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { chromium } from 'playwright-core';
import { startServer } from '../test/e2e/server_process';
import { signedInTab } from './page_timing';
import { CHROMIUM_ARGS } from './util';

const PATH = process.env.PAGE_TRACE_PATH ?? '/app/security/roles';
const SELECTOR =
  process.env.PAGE_TRACE_SELECTOR ?? '[data-test-subj="roleListTable"] tbody [data-test-subj^="roleLink-"]';
const RUNS = Number(process.env.PAGE_TRACE_RUNS ?? 2);
/** `PAGE_TRACE_ANONYMOUS=1`: no session (the login page: `PAGE_TRACE_PATH=/app/login PAGE_TRACE_SELECTOR='[data-test-subj="loginSubmit"]'`). */
const ANONYMOUS = process.env.PAGE_TRACE_ANONYMOUS === '1';

/** One trace event (the Trace Event Format's fields this tool reads; times in µs). */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string; requestId?: string; encodedDataLength?: number } };
}

/** What a main-thread task held, by the names the performance panel shows. */
const INSIDE = [
  'EvaluateScript',
  'FunctionCall',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'ParseHTML',
  'MinorGC',
  'MajorGC',
];
const NETWORK = /^Resource(SendRequest|ReceiveResponse|Finish)$|^v8\.parseOnBackground$/;

/** A request's file name (a data: URL's type alone). */
const fileName = (url = '') =>
  url.startsWith('data:') ? url.slice(0, url.search(/[;,]/)) : (url.split('?')[0].split('/').pop() ?? '');

export function describeTrace(events: TraceEvent[]): string[] {
  const navStart = events.find((e) => e.name === 'navigationStart')?.ts ?? 0;
  const at = (ts: number) => ((ts - navStart) / 1000).toFixed(0).padStart(5);
  // The page's main thread: the thread that ran its scripts.
  const counts = new Map<number, number>();
  for (const e of events) if (e.name === 'FunctionCall') counts.set(e.tid, (counts.get(e.tid) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const spans = events
    .filter((e) => e.tid === main && e.ph === 'X' && (e.dur ?? 0) > 0 && e.ts >= navStart)
    .sort((a, b) => a.ts - b.ts);
  // Top-level spans: those not inside an earlier one.
  const tasks: TraceEvent[] = [];
  let end = 0;
  for (const e of spans) {
    if (e.ts < end) continue;
    tasks.push(e);
    end = e.ts + (e.dur ?? 0);
  }
  const lines = ['Main-thread tasks over 2 ms (ms from navigation start, +duration; what they held):'];
  let busy = 0;
  for (const task of tasks) {
    busy += (task.dur ?? 0) / 1000;
    if ((task.dur ?? 0) < 2000) continue;
    const inner = spans.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0));
    const held = new Map<string, number>();
    for (const e of inner) if (INSIDE.includes(e.name)) held.set(e.name, (held.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const script = fileName(inner.find((e) => e.name === 'EvaluateScript')?.args?.data?.url);
    const what = [...held].map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ') || task.name;
    lines.push(`  ${at(task.ts)} +${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)}  ${what} ${script}`.trimEnd());
  }
  lines.push(
    `  main thread busy ${busy.toFixed(0)} ms in all`,
    '',
    'Network and streaming parse, as the renderer saw them:'
  );
  const ids = new Map<string, string>();
  for (const e of events) {
    const d = e.args?.data;
    if (e.name === 'ResourceSendRequest' && d?.requestId && d.url) ids.set(d.requestId, fileName(d.url));
  }
  for (const e of events.filter((x) => NETWORK.test(x.name) && x.ts >= navStart).sort((a, b) => a.ts - b.ts)) {
    const d = e.args?.data;
    const name = d?.url ? fileName(d.url) : (ids.get(d?.requestId ?? '') ?? '');
    const dur = e.dur ? ` +${(e.dur / 1000).toFixed(0)}` : '';
    lines.push(`  ${at(e.ts)}${dur.padStart(5)}  ${e.name.replace(/^Resource/, '')} ${name}`);
  }
  return lines;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-trace-'));
  const server = await startServer({ dataDir, startTimeoutMs: 120_000 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    for (let run = 0; run < RUNS; run++) {
      const { context, tab } = await signedInTab(browser, server.url, { anonymous: ANONYMOUS });
      try {
        const cdp = await context.newCDPSession(tab);
        const events: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
        const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
        await cdp.send('Tracing.start', {
          traceConfig: { includedCategories: ['devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing'] },
          transferMode: 'ReportEvents',
        });
        await tab.goto(`${server.url}${PATH}`, { waitUntil: 'commit' });
        const shown = await tab.waitForFunction(
          (selector) => (document.querySelector(selector) ? performance.now() : false),
          SELECTOR,
          { polling: 'raf', timeout: 60_000 }
        );
        const ms = (await shown.jsonValue()) as number;
        await cdp.send('Tracing.end');
        await complete;
        if (run < RUNS - 1) continue;
        process.stdout.write(
          `${[`${PATH}: ${SELECTOR} shown at ${ms.toFixed(0)} ms`, ...describeTrace(events)].join('\n')}\n`
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((e) => {
    process.stderr.write(`${(e as Error).stack}\n`);
    process.exit(1);
  });
}
