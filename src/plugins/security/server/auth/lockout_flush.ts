/**
 * Lock-outs nobody tries again are audited too: every process now and then takes the refused
 * attempts of the lock-outs that are over from the counters (LoginRateLimiter.flushEndedLockouts;
 * a counter's refusals are taken once, whichever process gets there first).
 */
import type { Logger } from '../../../../core/server';
import type { LoginRateLimiter } from './login_rate_limiter';

/** How often; a lock-out is at least a minute long unless `login.window_ms` says less. */
export const LOCKOUT_FLUSH_INTERVAL_MS = 60_000;

/** Starts the flushing; answers the function that stops it (and waits for a flush under way, which uses the store). */
export function startLockoutFlush(
  limiter: Pick<LoginRateLimiter, 'flushEndedLockouts'>,
  logger: Logger,
  intervalMs = LOCKOUT_FLUSH_INTERVAL_MS
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= limiter
      .flushEndedLockouts()
      .catch((error: Error) => logger.error(`Could not audit the attempts of ended lock-outs: ${error.message}`))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
