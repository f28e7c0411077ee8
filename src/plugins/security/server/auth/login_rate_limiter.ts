/** Failed logins remembered per key; beyond this many keys the oldest are forgotten. */
const MAX_TRACKED_KEYS = 100_000;

export interface RateLimitOptions {
  /** Failures allowed per key within the window; the next attempt is refused. */
  maxFailures: number;
  windowMs: number;
  now: () => number;
}

/**
 * Counts failed logins per user name and per client address. Once either has `maxFailures`
 * failures within the window, attempts for it are refused (without checking the password, so
 * the right one is refused too) until the oldest of those failures leaves the window.
 */
export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: RateLimitOptions) {}

  static keys(username: string, address: string): string[] {
    // User names are compared as the backend compares them: exactly.
    return [`user:${username}`, `address:${address}`];
  }

  /** Milliseconds until an attempt for these keys is allowed again; 0 when it is allowed now. */
  retryAfterMs(keys: string[]): number {
    const now = this.options.now();
    let wait = 0;
    for (const key of keys) {
      const recent = this.recent(key, now);
      if (recent.length >= this.options.maxFailures) {
        const freedAt = recent[recent.length - this.options.maxFailures] + this.options.windowMs;
        wait = Math.max(wait, freedAt - now);
      }
    }
    return wait;
  }

  recordFailure(keys: string[]): void {
    const now = this.options.now();
    for (const key of keys) {
      const recent = this.recent(key, now);
      recent.push(now);
      // Re-inserting keeps the map in least-recently-failed order for the eviction below.
      this.failures.delete(key);
      this.failures.set(key, recent.slice(-this.options.maxFailures));
    }
    while (this.failures.size > MAX_TRACKED_KEYS) {
      const oldest = this.failures.keys().next().value as string;
      this.failures.delete(oldest);
    }
  }

  /** A successful login clears the user's count; the address keeps its own. */
  recordSuccess(username: string): void {
    this.failures.delete(`user:${username}`);
  }

  private recent(key: string, now: number): number[] {
    const times = this.failures.get(key);
    if (!times) return [];
    const recent = times.filter((time) => now - time < this.options.windowMs);
    if (recent.length === 0) this.failures.delete(key);
    return recent;
  }
}

/** "Try again in 15 minutes." / "in 1 minute." / "in 42 seconds." */
export function lockoutMessage(retryAfterSeconds: number): string {
  const when =
    retryAfterSeconds >= 60
      ? `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`
      : `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`;
  return `Too many failed login attempts. Try again in ${when}.`;
}
