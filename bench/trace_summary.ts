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
}

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
  for (const e of named) {
    if (e.ts < outerEnd) continue;
    outerEnd = e.ts + (e.dur ?? 0);
    if ((e.dur ?? 0) / 1000 < minMs) continue;
    spans.push({
      name: e.name,
      detail: detailOf(e),
      startMs: (e.ts - thread.t0) / 1000,
      durMs: e.dur! / 1000,
      cpuMs: (e.tdur ?? e.dur!) / 1000,
    });
  }
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
