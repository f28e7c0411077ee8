/**
 * GET answers asked for ahead of their callers: a page opened from the address bar asks for its
 * first data while the shell still boots, instead of after its chunks arrived and mounted.
 * Each answer is handed out a fixed number of times (then the caller asks the server again, so a
 * reload after a change never sees the old answer) and only while fresh.
 */
import type { HttpFetchOptions, HttpHandler, HttpStart } from '../../../../core/public';

export type PrefetchQuery = Record<string, string | number | boolean>;

/** A GET a page sends first, to ask for ahead of it: its path and query, exactly as the page sends them. */
export interface FirstGet {
  path: string;
  query: PrefetchQuery;
}

/**
 * An answer asked for ahead that is already in, read without waiting (and used up as a GET would
 * use it), or undefined: not asked for, not in yet, no longer fresh or used up.
 */
export type ReadyGet = (path: string, query?: PrefetchQuery) => { value: unknown } | undefined;

/** How long an answer asked for ahead may still be handed out (the boot takes far less). */
export const PREFETCH_FRESH_MS = 20_000;

interface Entry {
  answer: Promise<unknown>;
  uses: number;
  until: number;
  /** Set once the answer is in: a page's first render can then show it without a commit more. */
  settled?: { value: unknown };
}

/** One key per path and query, whatever the order of the query's parameters. */
function keyOf(path: string, query: PrefetchQuery = {}): string {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .sort();
  return `${path}?${params.join('&')}`;
}

export class PrefetchedGets {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly http: Pick<HttpStart, 'get'>,
    private readonly now: () => number = () => Date.now()
  ) {}

  /** Asks now; the answer is kept for `uses` later GETs of the same path and query. */
  prefetch(path: string, query?: PrefetchQuery, uses = 1): void {
    const answer = this.http.get(path, query ? { query } : undefined);
    const entry: Entry = { answer, uses, until: this.now() + PREFETCH_FRESH_MS };
    // A failure nobody takes is not an unhandled rejection; whoever takes it still sees it.
    answer.then(
      (value) => {
        entry.settled = { value };
      },
      () => undefined
    );
    this.entries.set(keyOf(path, query), entry);
  }

  /** An answer known without asking (the page carried it): kept for `uses` later GETs like prefetch's. */
  seed(path: string, answer: unknown, uses = 1, query?: PrefetchQuery): void {
    this.entries.set(keyOf(path, query), {
      answer: Promise.resolve(answer),
      uses,
      until: this.now() + PREFETCH_FRESH_MS,
      settled: { value: answer },
    });
  }

  /** The answer asked for ahead, if there is one left and fresh (each take uses one up). */
  take(path: string, query?: PrefetchQuery): Promise<unknown> | undefined {
    return this.use(keyOf(path, query), () => true)?.answer;
  }

  /**
   * The answer asked for ahead if it is in already (a successful one: a failure is left to the
   * GET, which shows it as usual), used up like a GET; else undefined and nothing is used up.
   */
  readonly takeReady: ReadyGet = (path, query) => this.use(keyOf(path, query), (entry) => !!entry.settled)?.settled;

  /** The fresh entry of `key` if `usable`, with one use taken; a stale one is dropped. */
  private use(key: string, usable: (entry: Entry) => boolean): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() > entry.until) {
      this.entries.delete(key);
      return undefined;
    }
    if (!usable(entry)) return undefined;
    entry.uses -= 1;
    if (entry.uses <= 0) this.entries.delete(key);
    return entry;
  }

  /**
   * `http` whose plain GETs (a path and at most a query) are answered from here when asked for
   * ahead; every other call goes to `http` unchanged.
   */
  wrap(http: HttpStart): HttpStart {
    const wrapped = Object.create(http) as HttpStart;
    // The handler's overloads (path or options first, asResponse) all pass through unchanged.
    const get = http.get.bind(http) as unknown as (path: unknown, options?: HttpFetchOptions) => Promise<unknown>;
    wrapped.get = ((path: unknown, options?: HttpFetchOptions) => {
      const plain =
        typeof path === 'string' && (options === undefined || Object.keys(options).every((name) => name === 'query'));
      const taken = plain ? this.take(path, options?.query as PrefetchQuery | undefined) : undefined;
      return taken ?? get(path, options);
    }) as HttpHandler;
    return wrapped;
  }
}
