/**
 * A lock-out nobody tries again is audited by the per-minute flush: the real limiter on the real
 * store (SQLite), the interval's clock faked so no test waits a minute.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createTestStore, type TestStore } from '../backend/embedded/test_utils/test_store';
import { LOCKOUT_FLUSH_INTERVAL_MS, startLockoutFlush } from './lockout_flush';
import { LoginRateLimiter } from './login_rate_limiter';
import type { LockoutRefusals } from './types';

const WINDOW = 60_000;
const silent = { debug() {}, info() {}, warn() {}, error() {}, get: () => silent } as never;

describe('the flush of ended lock-outs', () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore('sqlite');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(async () => {
    jest.useRealTimers();
    await store.cleanup();
  });

  it('audits the refusals of a lock-out that ended with nobody trying again, at the next interval, once', async () => {
    let now = 5_000_000;
    const told: LockoutRefusals[] = [];
    const limiter = new LoginRateLimiter(() => store, {
      maxFailures: 2,
      maxFailuresGlobal: 50,
      maxFailuresPerAddress: 100,
      windowMs: WINDOW,
      maxLockoutMs: 8 * WINDOW,
      now: () => now,
      lockoutEnded: async (ended) => void told.push(...ended),
    });
    const keys = LoginRateLimiter.keys('sulu', '10.1.1.1');
    for (let i = 0; i < 2; i++) await limiter.attempt(keys);
    for (let i = 0; i < 7; i++) expect(await limiter.attempt(keys)).toBeGreaterThan(0);
    const stop = startLockoutFlush(limiter, silent);
    now += WINDOW;
    try {
      jest.advanceTimersByTime(LOCKOUT_FLUSH_INTERVAL_MS - 1);
      expect(told).toEqual([]);
      jest.advanceTimersByTime(1);
    } finally {
      // Waits for the flush the interval started.
      await stop();
    }
    expect(told).toEqual([expect.objectContaining({ kind: 'user_address', user: 'sulu', attempts: 7 })]);
    expect(await limiter.flushEndedLockouts()).toBe(0);
  });
});
