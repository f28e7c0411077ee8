/**
 * Where a page's time goes from navigation to `selector` (issue 43 item 4): Chromium's sampling
 * profiler (CDP `Profiler`) over one signed-in load of `PROFILE_PATH` on a fresh data dir (or a
 * seeded big configuration with `PROFILE_BIG_FRACTION`), printed as the top functions by self and
 * inclusive time, the top source modules by self time (through the source maps a
 * `BUNDLE_STATS=1 npm run build` writes to build/bundle_maps), the busy and idle stretches of the
 * main thread, and the request waterfall.
 *
 *   BUNDLE_STATS=1 npm run build && npx tsx bench/tools/profile_page.ts
 *
 * `PROFILE_TOP=200` lengthens the list of functions outside React and webpack (50 by default).
 * `PROFILE_SAVE=/tmp/p.cpuprofile` keeps the profile (Chromium's performance panel opens it);
 * `PROFILE_LOAD=/tmp/p.cpuprofile PROFILE_fromMs=1500 PROFILE_toMs=2000` prints a kept one again from 1.5 s
 * to 2 s.
 *
 * A diagnostic, not a figure of record: one run, no median.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { seedBigConfiguration, FULL_SIZES, type BigConfigSizes } from '../../test/e2e/big_config_seed';
import { startServer } from '../../test/e2e/server_process';
import { launchChromium, shownAt, signedInTab } from '../page_timing';
import { ROLES_FIRST_ROW } from '../util';

const PATH = process.env.PROFILE_PATH ?? '/app/security/roles';
/** One CSS selector, or a JSON array of them that must all match (`'["#a", "#b"]'`). */
const SELECTOR = process.env.PROFILE_SELECTOR ?? ROLES_FIRST_ROW;
const SELECTORS: string[] = SELECTOR.startsWith('["') ? (JSON.parse(SELECTOR) as string[]) : [SELECTOR];
/** Where to keep the last run's raw profile (Chromium's .cpuprofile format) for a second look. */
const SAVE = process.env.PROFILE_SAVE;
/** `PROFILE_ANONYMOUS=1`: no session (the login page: `PROFILE_PATH=/app/login PROFILE_SELECTOR='[data-test-subj="loginSubmit"]'`). */
const ANONYMOUS = process.env.PROFILE_ANONYMOUS === '1';
const FRACTION = process.env.PROFILE_BIG_FRACTION ? Number(process.env.PROFILE_BIG_FRACTION) : undefined;
const MAPS = resolve(__dirname, '..', '..', 'build', 'bundle_maps');
/**
 * Run in the page before its scripts. A string, not a function: tsx transpiles this file's
 * functions with a `__name` helper the page does not have, so a function threw at its first line
 * and the commit count always read 0. React calls the devtools hook on every commit: when each
 * commit ended, and how many.
 */
const INIT_SCRIPT = `
  window.sessionStorage.setItem('security::tenant::show_popup', 'false');
  const commits = [];
  window.__commits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: () => commits.push(performance.now()),
  };
`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const maps = new Map<string, TraceMap | undefined>();
function mapFor(url: string): TraceMap | undefined {
  const file = url.split('/').pop()?.split('?')[0] ?? '';
  if (!maps.has(file)) {
    const path = join(MAPS, `${file}.map`);
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : undefined);
  }
  return maps.get(file);
}

/** The source module (and original name) a frame's position comes from, when a map says. */
function where(frame: ProfileNode['callFrame']): { module: string; name: string } {
  const short = frame.url.split('/').pop() ?? '';
  if (!frame.url) return { module: '(native)', name: frame.functionName || '(anonymous)' };
  const map = mapFor(frame.url);
  if (!map) return { module: short, name: `${frame.functionName || '(anonymous)'} ${short}:${frame.lineNumber + 1}` };
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (pos.source ?? short).replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const module = source.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, 'npm:$1');
  return { module, name: `${pos.name ?? frame.functionName ?? '(anonymous)'} ${source}:${pos.line ?? 0}` };
}

function top(entries: Map<string, number>, n: number, totalMs: number): string[] {
  return [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `  ${ms.toFixed(1).padStart(7)} ms ${((100 * ms) / totalMs).toFixed(1).padStart(5)}%  ${k}`);
}

function analyse(profile: Profile, endMs: number, fromMs: number, toMs = Infinity): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const modules = new Map<string, number>();
  const info = new Map<number, { module: string; name: string }>();
  const at = (id: number) => {
    if (!info.has(id)) info.set(id, where(byId.get(id)!.callFrame));
    return info.get(id)!;
  };
  // Busy/idle in 50 ms buckets, from the profile's own clock (µs since its start).
  const buckets: number[] = [];
  let t = 0;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = Math.max(0, (profile.timeDeltas[i + 1] ?? 0) / 1000);
    t += (profile.timeDeltas[i] ?? 0) / 1000;
    const id = profile.samples[i];
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)' || t < fromMs || t > toMs) continue;
    total += dt;
    const b = Math.floor(t / 50);
    buckets[b] = (buckets[b] ?? 0) + dt;
    const leaf = at(id);
    self.set(leaf.name, (self.get(leaf.name) ?? 0) + dt);
    modules.set(leaf.module, (modules.get(leaf.module) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const { name } = at(n);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
    }
  }
  const timeline = buckets.map(
    (ms, i) => `${String(i * 50).padStart(5)} ${'#'.repeat(Math.round(Math.max(0, ms ?? 0) / 2.5))}`
  );
  return [
    `main-thread JavaScript time from ${fromMs} ms (samples, not idle/program): ${total.toFixed(0)} ms of ${endMs.toFixed(0)} ms`,
    '',
    'Top self time by function:',
    ...top(self, 30, total),
    '',
    'Top inclusive time by function:',
    ...top(inclusive, 40, total),
    '',
    // React's and the scheduler's own frames hide which components the time is spent in.
    'Top inclusive time by function outside react-dom, scheduler and webpack:',
    ...top(
      new Map([...inclusive].filter(([k]) => !/react-dom|scheduler|webpack\/|^\(root\)|^ ?\S+\.js:0$/.test(k))),
      Number(process.env.PROFILE_TOP ?? 50),
      total
    ),
    '',
    'Self time by module:',
    ...top(modules, 30, total),
    '',
    'JavaScript per 50 ms (profile clock, # = 2.5 ms):',
    ...timeline,
  ];
}

async function main() {
  const load = process.env.PROFILE_LOAD;
  if (load) {
    // A profile kept with PROFILE_SAVE, looked at again (from PROFILE_fromMs on, say).
    const profile = JSON.parse(readFileSync(load, 'utf8')) as Profile;
    const window = [Number(process.env.PROFILE_fromMs ?? 0), Number(process.env.PROFILE_toMs ?? Infinity)] as const;
    process.stdout.write(`${analyse(profile, Number.NaN, ...window).join('\n')}\n`);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-profile-'));
  try {
    if (FRACTION !== undefined) {
      const first = await startServer({ dataDir, startTimeoutMs: 180_000 });
      await first.stop();
      const sizes = Object.fromEntries(
        Object.entries(FULL_SIZES).map(([k, v]) => [k, Math.max(1, Math.round(v * FRACTION))])
      ) as unknown as BigConfigSizes;
      await seedBigConfiguration(dataDir, sizes);
    }
    const server = await startServer({ dataDir, startTimeoutMs: 180_000 });
    const browser = await launchChromium();
    try {
      const runs = Number(process.env.PROFILE_RUNS ?? 2);
      for (let run = 0; run < runs; run++) {
        const { context, tab } = await signedInTab(browser, server.url, {
          anonymous: ANONYMOUS,
          init: { content: INIT_SCRIPT },
        });
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
        await cdp.send('Profiler.start');
        const endMs = await shownAt(tab, `${server.url}${PATH}`, SELECTORS);
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
        const commits = await tab.evaluate(() => (window as unknown as { __commits: number[] }).__commits);
        const requests = await tab.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => {
            const u = new URL(e.name);
            return { name: u.pathname + u.search, start: e.startTime, end: e.responseEnd };
          })
        );
        const waterfall = requests.map(
          (e) => `${e.start.toFixed(0).padStart(5)} → ${e.end.toFixed(0).padStart(5)}  ${e.name.slice(0, 90)}`
        );
        // From the app's own first request on (PROFILE_fromMs otherwise): after the shell's boot.
        const fromMs = Number(
          process.env.PROFILE_fromMs ?? requests.find((e) => e.name.startsWith('/api/v1/restapiinfo'))?.start ?? 0
        );
        await context.close();
        // The first run warms the server (lazy modules, caches); the last one is printed.
        if (run < runs - 1) continue;
        if (SAVE) writeFileSync(SAVE, JSON.stringify(profile));
        const lines = [`${PATH}: ${SELECTOR} shown at ${endMs.toFixed(0)} ms`, ...analyse(profile, endMs, fromMs)];
        lines.push(
          '',
          `React commits (${commits.length}), ms from navigation:`,
          commits.map((c) => c.toFixed(0)).join(' ')
        );
        lines.push('', 'Requests (start → end, ms from navigation):', ...waterfall);
        process.stdout.write(`${lines.join('\n')}\n`);
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exitCode = 1;
});
