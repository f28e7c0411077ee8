/**
 * Reads a Chromium trace (Tracing.start's JSON events) of one page load: the renderer main
 * thread's work in time order, and the page's JavaScript by self time (from the V8 sampling
 * profile the trace carries), each within a window of milliseconds from navigation start.
 */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread CPU time, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: Record<string, unknown> & { url?: string; documentLoaderURL?: string; cpuProfile?: CpuProfileChunk };
  };
}

interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
  parent?: number;
}

interface CpuProfileChunk {
  nodes?: CpuProfileNode[];
  samples?: number[];
}

export interface MainThreadSpan {
  name: string;
  /** What it ran: the script's or the function's URL, when the event names one. */
  detail: string;
  startMs: number;
  durMs: number;
  /** The thread's own CPU time in it: less than durMs when a busy machine kept the thread waiting. */
  cpuMs: number;
  /** Style, layout and collection inside it, ms by kind ("UpdateLayoutTree 16, Layout 28"), or ''. */
  inside: string;
}

/** The work inside a span that the span's name does not say: the browser's style and layout, V8's collector. */
const INSIDE = new Set(['UpdateLayoutTree', 'Layout', 'MinorGC', 'MajorGC']);

/** The renderer main thread that loaded `pageUrl`, and navigation start on the trace's clock (µs). */
export function findPageThread(events: TraceEvent[], pageUrl: string): { pid: number; tid: number; t0: number } {
  const threads = new Map<string, string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name) threads.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const path = new URL(pageUrl).pathname;
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' &&
      String(e.args?.data?.documentLoaderURL ?? '').includes(path)
  );
  if (!nav) throw new Error(`no navigation to ${path} in the trace`);
  return { pid: nav.pid, tid: nav.tid, t0: nav.ts };
}

function detailOf(e: TraceEvent): string {
  const data = e.args?.data as { url?: string; functionName?: string; type?: string } | undefined;
  const url = data?.url ? new URL(data.url, 'http://x').pathname : '';
  return [data?.functionName, url, data?.type].filter(Boolean).join(' ');
}

/** The kinds of main-thread work worth naming; the scheduler's wrappers around them are not. */
const WORK = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'XHRLoad',
  'ParseAuthorStyleSheet',
  'ScheduleStyleRecalculation',
]);

/** The main thread's named work (the outermost of each nest), `minMs` or longer, in time order. */
export function mainThreadSpans(events: TraceEvent[], thread: { pid: number; tid: number; t0: number }, minMs = 3) {
  const named = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && WORK.has(e.name))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const spans: MainThreadSpan[] = [];
  let outerEnd = -Infinity;
  // The span being read and what it holds, while the events nested in it come (they sort after it).
  let held: Map<string, number> | undefined;
  const close = () => {
    const last = spans[spans.length - 1];
    if (held && last) last.inside = [...held].map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
  };
  for (const e of named) {
    if (e.ts < outerEnd) {
      if (held && INSIDE.has(e.name)) held.set(e.name, (held.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      continue;
    }
    close();
    held = undefined;
    outerEnd = e.ts + (e.dur ?? 0);
    if ((e.dur ?? 0) / 1000 < minMs) continue;
    held = new Map();
    spans.push({
      name: e.name,
      detail: detailOf(e),
      startMs: (e.ts - thread.t0) / 1000,
      durMs: e.dur! / 1000,
      cpuMs: (e.tdur ?? e.dur!) / 1000,
      inside: '',
    });
  }
  close();
  return spans;
}

/** Self time per JavaScript function (name, file, line) in [fromMs, toMs], largest first. */
export function jsSelfTime(
  events: TraceEvent[],
  thread: { pid: number; tid: number; t0: number },
  fromMs: number,
  toMs: number
): Array<{ fn: string; ms: number }> {
  const nodes = new Map<number, CpuProfileNode>();
  const self = new Map<string, number>();
  let at = 0;
  // The main thread's profile (workers have their own), by its id.
  const ids = new Set(
    events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'Profile').map((e) => e.id)
  );
  const chunks = events
    .filter((e) => e.pid === thread.pid && (e.name === 'Profile' || e.name === 'ProfileChunk') && ids.has(e.id))
    .sort((a, b) => a.ts - b.ts);
  for (const e of chunks) {
    const data = e.args?.data as
      { startTime?: number; cpuProfile?: CpuProfileChunk; timeDeltas?: number[]; lines?: number[] } | undefined;
    if (e.name === 'Profile') {
      at = data?.startTime ?? e.ts;
      continue;
    }
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const previous = at;
      at += deltas[i] ?? 0;
      const ms = (at - thread.t0) / 1000;
      if (ms < fromMs || ms > toMs) continue;
      const node = nodes.get(samples[i]);
      if (!node) continue;
      const { functionName, url, lineNumber } = node.callFrame;
      const file = url ? new URL(url, 'http://x').pathname.split('/').pop() : '';
      const key = `${functionName || '(anonymous)'} ${file}${file ? `:${(lineNumber ?? 0) + 1}` : ''}`;
      self.set(key, (self.get(key) ?? 0) + (at - previous) / 1000);
    }
  }
  return [...self.entries()].map(([fn, ms]) => ({ fn, ms })).sort((a, b) => b.ms - a.ms);
}

/** What the page's renderer saw of its requests and of V8 parsing each script as it streamed in. */
const NETWORK = /^Resource(SendRequest|ReceiveResponse|Finish)$|^v8\.parseOnBackground$/;

/**
 * The renderer's network events (request sent, response, finish) and the background parse of
 * each streamed script, in time order, ms from navigation start: what a page waits for before
 * its scripts run, where the main thread's own spans show nothing.
 */
export function networkEvents(
  events: TraceEvent[],
  thread: { pid: number; tid: number; t0: number }
): Array<{ atMs: number; durMs?: number; name: string; what: string }> {
  const named = new Map<string, string>();
  const fileOf = (url: string) =>
    url.startsWith('data:')
      ? url.slice(0, url.search(/[;,]/))
      : (new URL(url, 'http://x').pathname.split('/').pop() ?? '');
  for (const e of events) {
    const data = e.args?.data as { url?: string; requestId?: string } | undefined;
    if (e.name === 'ResourceSendRequest' && data?.requestId && data.url) named.set(data.requestId, fileOf(data.url));
  }
  return events
    .filter((e) => e.pid === thread.pid && e.ts >= thread.t0 && NETWORK.test(e.name))
    .sort((a, b) => a.ts - b.ts)
    .map((e) => {
      const data = e.args?.data as { url?: string; requestId?: string } | undefined;
      return {
        atMs: (e.ts - thread.t0) / 1000,
        ...(e.dur ? { durMs: e.dur / 1000 } : {}),
        name: e.name.replace(/^Resource/, ''),
        what: data?.url ? fileOf(data.url) : (named.get(data?.requestId ?? '') ?? ''),
      };
    });
}
