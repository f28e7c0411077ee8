/**
 * GET answers asked for ahead of their callers: a page opened from the address bar asks for its
 * first data while the shell still boots, instead of after its chunks arrived and mounted.
 * Each answer is handed out a fixed number of times (then the caller asks the server again, so a
 * reload after a change never sees the old answer) and only while fresh.
 */
import type { HttpFetchOptions, HttpHandler, HttpStart } from '../../../../core/public';

export type PrefetchQuery = Record<string, string | number | boolean>;

/** How long an answer asked for ahead may still be handed out (the boot takes far less). */
export const PREFETCH_FRESH_MS = 20_000;

interface Entry {
  answer: Promise<unknown>;
  uses: number;
  until: number;
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
    // A failure nobody takes is not an unhandled rejection; whoever takes it still sees it.
    answer.catch(() => undefined);
    this.entries.set(keyOf(path, query), { answer, uses, until: this.now() + PREFETCH_FRESH_MS });
  }

  /** An answer known without asking (the page carried it): kept for `uses` later GETs like prefetch's. */
  seed(path: string, answer: unknown, uses = 1): void {
    this.entries.set(keyOf(path), { answer: Promise.resolve(answer), uses, until: this.now() + PREFETCH_FRESH_MS });
  }

  /** The answer asked for ahead, if there is one left and fresh (each take uses one up). */
  take(path: string, query?: PrefetchQuery): Promise<unknown> | undefined {
    const key = keyOf(path, query);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() > entry.until) {
      this.entries.delete(key);
      return undefined;
    }
    entry.uses -= 1;
    if (entry.uses <= 0) this.entries.delete(key);
    return entry.answer;
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
