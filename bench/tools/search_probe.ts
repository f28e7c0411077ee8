/**
 * One list page's search as bench/big_config.ts times it (fill + Enter right after the first row
 * shows, to the frame with the one matching row), with what happened in between: input events,
 * requests, React commits (and how many fibers each rendered, per root), long tasks; `PROFILE=1`
 * adds a CPU profile of the search, `TRACE=1` the main thread's trace events.
 *
 *   npx tsx bench/tools/search_probe.ts                      # seeds a tenth of the big configuration
 *   DATA=<seeded data dir> FRACTION=1 PAGE=users RUNS=3 SUMMARY=1 npx tsx bench/tools/search_probe.ts
 *
 * PAGE is tenants, roles, users or permissions; FRACTION the seeded size (for the searched name);
 * ROOT another checkout's built tree to time its build on the same data dir. A diagnostic, not a
 * figure of record: it never asserts a time.
 */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { chromium } from 'playwright-core';
import { settleBrowser } from '../browser_settle';
import { CHROMIUM_EXECUTABLE } from '../util';

const ROOT = process.env.ROOT ?? resolve(__dirname, '..', '..');
const RUNS = Number(process.env.RUNS ?? 3);
const WHICH = process.env.PAGE ?? 'tenants';
const FRACTION = Number(process.env.FRACTION ?? 0.1);
const PROFILE = process.env.PROFILE === '1';

const INIT = `
sessionStorage.setItem('security::tenant::show_popup', 'false');
window.__commits = []; window.__longs = []; window.__events = []; window.__roots = []; window.__renders = [];
const seenByRoot = new Map();
function describe(root) {
  const prev = seenByRoot.get(root) || new Set(); const now = new Set();
  const st = { fibers: 0, rendered: 0 }; const tops = [];
  const walk = (f, under) => {
    for (; f; f = f.sibling) {
      st.fibers++; now.add(f);
      const did = typeof f.type !== 'string' && f.tag !== 3 && !prev.has(f) && (!f.alternate || f.memoizedProps !== f.alternate.memoizedProps || f.memoizedState !== f.alternate.memoizedState);
      if (did) {
        st.rendered++;
        if (!under) { let h = f.child; while (h && typeof h.type !== 'string') h = h.child; const sn = h && h.stateNode;
          tops.push((f.type && (f.type.displayName || f.type.name)) + '>' + (sn && sn.getAttribute ? (sn.getAttribute('data-test-subj') || String(sn.className).slice(0, 30) || sn.nodeName) : '?')); }
      }
      walk(f.child, under || did);
    }
  };
  walk(root.current.child, false);
  seenByRoot.set(root, now);
  return JSON.stringify(st) + '; ' + tops.slice(0, 8).join(', ').slice(0, 400);
}
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined, onCommitFiberUnmount: () => undefined, onPostCommitFiberRoot: () => undefined,
  onCommitFiberRoot: (id, root) => { const c = root && root.containerInfo; window.__commits.push(performance.now());
    window.__roots.push(c ? (c.id || (c.getAttribute && (c.getAttribute('data-test-subj') || c.className)) || c.nodeName) : '?');
    window.__renders.push(describe(root)); },
};
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longs.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: false });
for (const type of ['input', 'keydown', 'search', 'change']) document.addEventListener(type, (e) => window.__events.push([type + (e.key ? ':' + e.key : ''), performance.now()]), true);
`;

async function main() {
  const { startServer, ADMIN_PASSWORD } = await import(join(ROOT, 'test/e2e/server_process.ts'));
  const seed = await import(join(ROOT, 'test/e2e/big_config_seed.ts'));
  const { CHROMIUM_ARGS } = await import(join(ROOT, 'bench/util.ts'));
  const sizes = Object.fromEntries(
    Object.entries(seed.FULL_SIZES as Record<string, number>).map(([k, v]) => [
      k,
      Math.max(1, Math.round(v * FRACTION)),
    ])
  ) as Record<string, number>;
  const { bigListSearches } = await import(join(ROOT, 'bench/big_list_searches.ts'));
  const p = (
    bigListSearches(sizes) as Array<{ key: string; path: string; row: string; input: string; text: string }>
  ).find((list) => list.key === WHICH);
  if (!p) throw new Error(`PAGE must be one of roles, users, permissions, tenants (got ${WHICH})`);
  // Without DATA, a fresh data dir seeded with FRACTION of the big configuration (removed after).
  const fresh = process.env.DATA ? undefined : mkdtempSync(join(tmpdir(), 'osd-search-probe-'));
  const DATA = process.env.DATA ?? fresh!;
  if (fresh) {
    const first = await startServer({ dataDir: DATA, startTimeoutMs: 180_000 });
    await first.stop();
    await seed.seedBigConfiguration(DATA, sizes);
  }
  const server = await startServer({ dataDir: DATA, startTimeoutMs: 180_000 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.request.post(`${server.url}/auth/login`, {
        headers: { 'osd-xsrf': 'true' },
        data: { username: 'admin', password: ADMIN_PASSWORD },
      });
      await context.addInitScript({ content: INIT });
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error' && process.env.SHOW_CONSOLE) console.log('console:', m.text());
      });
      page.on('pageerror', (e) => console.log('pageerror:', e.message));
      const cdp = PROFILE ? await context.newCDPSession(page) : undefined;
      await settleBrowser();
      await page.goto(`${server.url}/app/security${p.path}`, { waitUntil: 'commit' });
      const first = await page.waitForFunction((s) => (document.querySelector(s) ? performance.now() : false), p.row, {
        polling: 'raf',
        timeout: 60_000,
      });
      const firstMs = (await first.jsonValue()) as number;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
        await cdp.send('Profiler.start');
      }
      const TRACE = process.env.TRACE === '1';
      if (TRACE)
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'blink.user_timing',
            'v8',
            'toplevel',
          ],
        });
      const t0 = (await page.evaluate(() => {
        performance.mark('probe-t0');
        return ((window as unknown as { __t0: number }).__t0 = performance.now());
      })) as number;
      await page.locator(p.input).fill(p.text);
      await page.locator(p.input).press('Enter');
      const shown = await page.waitForFunction(
        ([sel, want]) => {
          const found = document.querySelectorAll(sel);
          return found.length === 1 && found[0].textContent?.includes(want) ? performance.now() : false;
        },
        [p.row, p.text] as const,
        { polling: 'raf', timeout: 60_000 }
      );
      const t1 = (await shown.jsonValue()) as number;
      let profileOut = '';
      if (TRACE) {
        const buf = await browser.stopTracing();
        const ts = await import(join(ROOT, 'bench/tools/trace_summary.ts'));
        const events = JSON.parse(buf.toString()).traceEvents;
        const mark = events.find((e: { name: string }) => e.name === 'probe-t0');
        const thread = { pid: mark.pid, tid: mark.tid, t0: mark.ts - t0 * 1000 };
        if (
          !events.some(
            (e: { pid: number; tid: number; name: string }) =>
              e.pid === thread.pid && e.tid === thread.tid && e.name === 'FunctionCall'
          )
        ) {
          const main = events.find(
            (e: { ph: string; name: string; pid: number; args?: { name?: string } }) =>
              e.ph === 'M' && e.name === 'thread_name' && e.pid === mark.pid && e.args?.name === 'CrRendererMain'
          );
          thread.tid = main.tid;
        }
        const spans = ts
          .mainThreadSpans(events, thread, 2)
          .filter((x: { startMs: number }) => x.startMs >= t0 - 5 && x.startMs <= t1 + 5);
        const sums = new Map<string, number>();
        for (const e of events) {
          if (e.pid !== thread.pid || e.tid !== thread.tid || e.ph !== 'X') continue;
          const at = (e.ts - thread.t0) / 1000;
          if (at < t0 || at > t1) continue;
          sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
        }
        profileOut +=
          '  trace spans (from t0, >=2ms):\n' +
          spans
            .map(
              (x: { name: string; detail: string; startMs: number; durMs: number; cpuMs: number }) =>
                `    ${(x.startMs - t0).toFixed(0).padStart(4)} +${x.durMs.toFixed(1)} (cpu ${x.cpuMs.toFixed(1)}) ${x.name} ${x.detail}`
            )
            .join('\n') +
          '\n';
        profileOut +=
          '  trace sums:\n' +
          [...sums]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 25)
            .map(([k, v]) => `    ${v.toFixed(1).padStart(6)} ${k}`)
            .join('\n') +
          '\n';
      }
      if (cdp) {
        const { profile } = (await cdp.send('Profiler.stop')) as {
          profile: {
            nodes: Array<{
              id: number;
              callFrame: { functionName: string; url: string; lineNumber: number };
              children?: number[];
            }>;
            samples: number[];
            timeDeltas: number[];
          };
        };
        const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
        const { existsSync, readFileSync } = await import('fs');
        const maps = new Map<string, InstanceType<typeof TraceMap> | undefined>();
        const where = (f: { functionName: string; url: string; lineNumber: number; columnNumber?: number }) => {
          const file = f.url.split('/').pop()?.split('?')[0] ?? '';
          if (!f.url) return f.functionName || '(native)';
          if (!maps.has(file)) {
            const mp = join(ROOT, 'build', 'bundle_maps', `${file}.map`);
            maps.set(file, existsSync(mp) ? new TraceMap(readFileSync(mp, 'utf8')) : undefined);
          }
          const m = maps.get(file);
          if (!m) return `${f.functionName || '(anon)'} ${file}:${f.lineNumber}`;
          const pos = originalPositionFor(m, { line: f.lineNumber + 1, column: f.columnNumber ?? 0 });
          const src = (pos.source ?? file).replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, 'npm:');
          return `${pos.name ?? f.functionName ?? '(anon)'} ${src}:${pos.line}`;
        };
        const self = new Map<string, number>();
        const incl = new Map<string, number>();
        const byId = new Map(profile.nodes.map((n) => [n.id, n]));
        const parent = new Map<number, number>();
        for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
        const names = new Map<number, string>();
        const nameOf = (id: number) => {
          if (!names.has(id)) names.set(id, where(byId.get(id)!.callFrame as never));
          return names.get(id)!;
        };
        let total = 0;
        for (let i = 0; i < profile.samples.length; i++) {
          const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
          const f = byId.get(profile.samples[i])!.callFrame;
          if (f.functionName === '(idle)') continue;
          total += dt;
          const k = nameOf(profile.samples[i]);
          self.set(k, (self.get(k) ?? 0) + dt);
          const seen = new Set<string>();
          for (let n: number | undefined = profile.samples[i]; n !== undefined; n = parent.get(n)) {
            const nm = nameOf(n);
            if (seen.has(nm)) continue;
            seen.add(nm);
            incl.set(nm, (incl.get(nm) ?? 0) + dt);
          }
        }
        const fmt = (m: Map<string, number>, n: number, filter = (_k: string) => true) =>
          [...m]
            .filter(([k]) => filter(k))
            .sort((a, b) => b[1] - a[1])
            .slice(0, n)
            .map(([k, v]) => `    ${v.toFixed(1).padStart(6)} ${k}`)
            .join('\n');
        profileOut =
          `  profile: ${total.toFixed(0)} ms non-idle\n  self:\n` +
          fmt(self, 20) +
          '\n  inclusive (not react-dom/scheduler):\n' +
          fmt(incl, 45, (k) => !/react-dom|scheduler|\(root\)|\(program\)/.test(k));
      }
      const info = await page.evaluate((from) => {
        const w = window as unknown as {
          __commits: number[];
          __longs: Array<[number, number]>;
          __events: Array<[string, number]>;
        };
        const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.startTime >= from - 1)
          .map((e) => {
            const u = new URL(e.name);
            return `${(e.startTime - from).toFixed(0)}→${(e.responseStart - from).toFixed(0)}→${(e.responseEnd - from).toFixed(0)} ${u.pathname}${u.search}`.slice(
              0,
              160
            );
          });
        const pending = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.startTime < from && e.responseEnd > from)
          .map((e) => `still loading at t0: ${new URL(e.name).pathname} (ends +${(e.responseEnd - from).toFixed(0)})`);
        return {
          commits: w.__commits
            .map((c, i) => [c, (w as any).__roots[i], (w as any).__renders[i]] as const)
            .filter(([c]) => c >= from)
            .map(([c, r, d]) => `\n    ${Math.round(c - from)}(${String(r).slice(0, 20)}) ${d}`),
          longs: w.__longs
            .filter(([s, d]) => s + d >= from)
            .map(([s, d]) => `${Math.round(s - from)}+${Math.round(d)}`),
          events: w.__events.filter(([, t]) => t >= from).map(([n, t]) => `${n}@${Math.round(t - from)}`),
          res,
          pending,
          commitsBefore: w.__commits.filter((c) => c < from).length,
        };
      }, t0);
      const load = (await import('os')).loadavg()[0].toFixed(1);
      if (process.env.SUMMARY === '1') {
        const sum = await page.evaluate(
          ([from, to]) => {
            const w = window as unknown as {
              __commits: number[];
              __roots: string[];
              __renders: string[];
              __events: Array<[string, number]>;
            };
            const key = w.__events.find(([n, t]) => n.startsWith('keydown:Enter') && t >= from)?.[1] ?? from;
            let commits = 0,
              fibers = 0,
              header = 0;
            w.__commits.forEach((c, i) => {
              if (c < key || c > to) return;
              const r = JSON.parse(w.__renders[i].split(';')[0] || '{"rendered":0}').rendered as number;
              if (String(w.__roots[i]).startsWith('coreSystem')) header++;
              else {
                commits++;
                fibers += r;
              }
            });
            const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
              (e) => e.startTime >= key && /\/api\//.test(e.name)
            ).length;
            return { enterToRow: Math.round(to - key), commits, fibers, header, requests };
          },
          [t0, t1] as const
        );
        console.log(
          `SUMMARY ${WHICH} search ${(t1 - t0).toFixed(0)} ms; Enter→row ${sum.enterToRow} ms; app commits ${sum.commits} (${sum.fibers} fibers rendered); header commits ${sum.header}; API requests ${sum.requests}; load ${load}`
        );
        await context.close();
        continue;
      }
      console.log(
        `${WHICH} run ${run}: first row ${firstMs.toFixed(0)} ms, search ${(t1 - t0).toFixed(0)} ms (load ${load})\n` +
          `  events: ${info.events.join(' ')}\n  commits after t0 (${info.commits.length}): ${info.commits.join(' ')} [before: ${info.commitsBefore}]\n` +
          `  long tasks: ${info.longs.join(' ')}\n  requests:\n    ${info.res.join('\n    ')}\n  ${info.pending.join('\n  ')}\n${profileOut}`
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    if (fresh) rmSync(fresh, { recursive: true, force: true });
  }
}
void main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
