import bcrypt from 'bcrypt';
import { availableParallelism } from 'os';
import { HttpError } from '../../../../../core/server';

/**
 * libuv's pool has 4 threads unless UV_THREADPOOL_SIZE says otherwise; the file system and DNS
 * share it, so bcrypt leaves one free for them (static files keep flowing during a login storm).
 * One core is left to the event loop too: during a storm of first logins everybody else's
 * requests keep their speed, and the logins queue (a hash takes the same time on any core).
 */
const UV_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const DEFAULT_CONCURRENCY = Math.max(1, Math.min(availableParallelism() - 1, UV_THREADS - 1));
/** Checks waiting beyond this are refused at once instead of piling up memory and latency. */
const DEFAULT_MAX_QUEUED = 1_000;

export const HASH_QUEUE_FULL_MESSAGE = 'Too many sign-ins are being checked at once. Try again in a moment.';

/**
 * bcrypt on libuv's thread pool (the native `bcrypt` package), so a hash costing hundreds of
 * milliseconds never blocks the event loop, with at most `concurrency` running (more than the
 * cores would only slow each one down) and a bounded queue behind them.
 * OpenSearch writes `$2y$`, which is the same algorithm as `$2b$` under another name; the native
 * library knows only `$2a$`/`$2b$`, so the prefix is translated on the way in and out.
 */
export class BcryptPool {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency = DEFAULT_CONCURRENCY,
    private readonly maxQueued = DEFAULT_MAX_QUEUED
  ) {}

  /** True when `password` matches `hash`; false for a malformed hash. */
  compare(password: string, hash: string): Promise<boolean> {
    const native = hash.replace(/^\$2y\$/, '$2b$');
    if (!/^\$2[ab]\$\d\d\$[./A-Za-z0-9]{53}$/.test(native)) return Promise.resolve(false);
    return this.run(() => bcrypt.compare(password, native));
  }

  /** A new hash in OpenSearch's `$2y$` form. */
  async hash(password: string, rounds: number): Promise<string> {
    const hash = await this.run(() => bcrypt.hash(password, rounds));
    return hash.replace(/^\$2[ab]\$/, '$2y$');
  }

  /** Checks running and waiting, for the tests and the bench. */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.waiting.length };
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw new HttpError(503, HASH_QUEUE_FULL_MESSAGE);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** One pool per process: every backend instance shares the same threads. */
export const bcryptPool = new BcryptPool();
