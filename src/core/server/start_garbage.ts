/**
 * A start builds much it then drops (the migrations' queries, the default configuration's parse,
 * the route schemas' checks, seeding) and runs much code once. V8 keeps the old-generation pages
 * that held it, and the bytecode of the code run once, until a collection that reduces memory;
 * its memory reducer runs one only after the process has allocated little for 8 s, which a server
 * loaded from its first second never does. One such collection before the server listens gives
 * them back (about 5 MB of resident memory, 50–90 ms of the start; docs/performance.md, "Memory").
 *
 * V8's collector is reachable from JavaScript only when node was started with
 * `--expose-gc-as=<name>` (npm start and the systemd unit do, under this name). Without it (jest,
 * tsx, a node started by hand) nothing is collected.
 */
export const START_GC_NAME = 'v8CollectGarbage';

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** Runs the memory-reducing collection when the collector is exposed; answers whether it ran. */
export function collectStartGarbage(scope: object = globalThis): boolean {
  const collect = (scope as Record<string, unknown>)[START_GC_NAME];
  if (typeof collect !== 'function') return false;
  // `last-resort`: full collections until nothing more is freed, compacting the old generation and
  // dropping the bytecode of functions not running now (the hot ones compile again on their next call).
  (collect as Collect)({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return true;
}
