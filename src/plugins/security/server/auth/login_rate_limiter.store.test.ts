import { TEST_STORES } from '../../../../core/server/test_utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Store } from '../../../../core/server';
import { createTestStore, type TestStore } from '../backend/embedded/test_utils/test_store';
import { LoginRateLimiter, lockoutMessage } from './login_rate_limiter';
import type { LockoutRefusals } from './types';

const WINDOW = 60_000;
const CAP = 8 * WINDOW;

describe.each(TEST_STORES)('LoginRateLimiter (counters in the store) on %s', (dialect) => {
  let store: TestStore;
  let now: number;
  let told: LockoutRefusals[];
  const limiterOn = (on: Store) =>
    new LoginRateLimiter(() => on, {
      maxFailures: 3,
      maxFailuresGlobal: 6,
      maxFailuresPerAddress: 10,
      windowMs: WINDOW,
      maxLockoutMs: CAP,
      now: () => now,
      lockoutEnded: async (ended) => void told.push(...ended),
    });

  // One store for the file; each test starts with no counters (the one table the limiter keeps).
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store?.cleanup());
  beforeEach(async () => {
    await store.query('DELETE FROM security_login_failures');
    now = 1_000_000;
    told = [];
  });

  const keys = (user: string, address = '10.0.0.1') => LoginRateLimiter.keys(user, address);

  it('counts the attempts a lock-out refuses on its counter and tells them once, when the lock-out is over', async () => {
    const limiter = limiterOn(store);
    for (let i = 0; i < 3; i++) expect(await limiter.attempt(keys('kirk'))).toBe(0);
    const lockedAt = now;
    for (let i = 0; i < 25; i++) {
      now += 1000;
      expect(await limiter.attempt(keys('kirk'))).toBeGreaterThan(0);
    }
    // Nothing told while it lasts; a flush before its end tells nothing either.
    expect(await limiter.flushEndedLockouts()).toBe(0);
    expect(told).toEqual([]);
    // A forgotten-counter sweep keeps the refusals not yet told.
    now = lockedAt + CAP + WINDOW;
    await limiter.purgeForgotten();
    expect(await limiter.flushEndedLockouts()).toBe(1);
    expect(told).toEqual([
      {
        kind: 'user_address',
        user: 'kirk',
        address: '10.0.0.1',
        attempts: 25,
        firstAt: lockedAt + 1000,
        lastAt: lockedAt + 25_000,
        lockedUntil: lockedAt + WINDOW,
      },
    ]);
    // Told once: a second flush, or another process's, finds nothing.
    expect(await limiter.flushEndedLockouts()).toBe(0);
    expect(await limiterOn(await store.reopen()).flushEndedLockouts()).toBe(0);
    expect(told).toHaveLength(1);
  });

  it('tells the refusals of an ended lock-out at the next attempt, before counting a new one, and at an unlock', async () => {
    const limiter = limiterOn(store);
    for (let i = 0; i < 10; i++) await limiter.attempt(keys(`user${i}`));
    // The address is locked out: three attempts refused, under any name.
    for (const name of ['a', 'b', 'c']) expect(await limiter.attempt(keys(name))).toBeGreaterThan(0);
    now += WINDOW;
    expect(await limiter.attempt(keys('d'))).toBe(0);
    expect(told).toEqual([expect.objectContaining({ kind: 'address', address: '10.0.0.1', attempts: 3 })]);
    expect(told[0].user).toBeUndefined();

    for (let i = 0; i < 2; i++) await limiter.attempt(keys('d'));
    expect(await limiter.attempt(keys('d'))).toBeGreaterThan(0);
    const unlocked = await limiter.deleteCounters('user_address:', () => true);
    expect(unlocked).toHaveLength(1);
    expect(told[1]).toEqual(expect.objectContaining({ kind: 'user_address', user: 'd', attempts: 1, unlocked: true }));
  });

  it('locks a user name at the limit for the window, only for the address the failures came from', async () => {
    const limiter = limiterOn(store);
    for (let i = 0; i < 3; i++) {
      expect(await limiter.retryAfterMs(keys('kirk'))).toBe(0);
      await limiter.recordFailure(keys('kirk'));
      now += 1000;
    }
    // Locked from the last failure on, for the window.
    expect(await limiter.retryAfterMs(keys('kirk'))).toBe(WINDOW - 1000);
    expect(await limiter.retryAfterMs(keys('kirk', '10.9.9.9'))).toBe(0);
    expect(await limiter.retryAfterMs(keys('spock'))).toBe(0);
    now += WINDOW;
    expect(await limiter.retryAfterMs(keys('kirk'))).toBe(0);
  });

  it('locks a user name from every address once its failures from all of them reach the global limit', async () => {
    const limiter = limiterOn(store);
    for (let i = 0; i < 6; i++) {
      expect(await limiter.retryAfterMs(keys('kirk', `10.0.0.${i}`))).toBe(0);
      await limiter.recordFailure(keys('kirk', `10.0.0.${i}`));
      now += 1000;
    }
    expect(await limiter.retryAfterMs(keys('kirk', '10.9.9.9'))).toBe(WINDOW - 1000);
    expect(await limiter.retryAfterMs(keys('spock', '10.9.9.9'))).toBe(0);
    // The real user logging in elsewhere does not reset the guesser's count.
    now += WINDOW;
    expect(await limiter.attempt(keys('kirk', '10.9.9.9'))).toBe(0);
    await limiter.succeeded(keys('kirk', '10.9.9.9'));
    await limiter.recordFailure(keys('kirk', '10.0.0.7'));
    expect(await limiter.retryAfterMs(keys('kirk', '10.9.9.9'))).toBe(2 * WINDOW);
  });

  it('doubles the wait with every failure after a lock-out, up to the cap, until a success', async () => {
    const limiter = limiterOn(store);
    for (let i = 0; i < 3; i++) await limiter.recordFailure(keys('kirk'));
    const waits: number[] = [await limiter.retryAfterMs(keys('kirk'))];
    for (let i = 0; i < 5; i++) {
      now += waits[waits.length - 1];
      expect(await limiter.retryAfterMs(keys('kirk'))).toBe(0);
      await limiter.recordFailure(keys('kirk'));
      waits.push(await limiter.retryAfterMs(keys('kirk')));
    }
    expect(waits).toEqual([WINDOW, 2 * WINDOW, 4 * WINDOW, 8 * WINDOW, CAP, CAP]);
    now += CAP;
    await limiter.recordSuccess(keys('kirk'));
    await limiter.recordFailure(keys('kirk'));
    expect(await limiter.retryAfterMs(keys('kirk'))).toBe(0);
  });

  it('takes back an attempt nobody could check from every key, and keeps the failures before it', async () => {
    const limiter = limiterOn(store);
    await limiter.recordFailure(keys('kirk'));
    await limiter.recordFailure(keys('kirk'));
    // Many attempts during an outage: each counted up front, each taken back.
    for (let i = 0; i < 5; i++) {
      expect(await limiter.attempt(keys('kirk'))).toBe(0);
      await limiter.withdrawn(keys('kirk'));
    }
    expect(await limiter.retryAfterMs(keys('kirk'))).toBe(0);
    // The two real failures still count: the third locks.
    await limiter.recordFailure(keys('kirk'));
    expect(await limiter.retryAfterMs(keys('kirk'))).toBe(WINDOW);
  });

  it('forgets failures below the limit once the window passed', async () => {
    const limiter = limiterOn(store);
    await limiter.recordFailure(keys('kirk'));
    await limiter.recordFailure(keys('kirk'));
    now += WINDOW;
    await limiter.recordFailure(keys('kirk'));
    expect(await limiter.retryAfterMs(keys('kirk'))).toBe(0);
  });

  it('counts an address apart, with its own higher limit: one user’s typos do not lock out a neighbour', async () => {
    const limiter = limiterOn(store);
    for (let i = 0; i < 5; i++) await limiter.recordFailure(keys('kirk'));
    expect(await limiter.retryAfterMs(keys('spock'))).toBe(0);
    for (let i = 0; i < 5; i++) await limiter.recordFailure(keys(`user${i}`));
    // Ten failures from the address within the window: everyone behind it waits for the window's end.
    expect(await limiter.retryAfterMs(keys('spock'))).toBe(WINDOW);
    expect(await limiter.retryAfterMs(keys('spock', '10.0.0.2'))).toBe(0);
    await limiter.recordSuccess(keys('user0'));
    expect(await limiter.retryAfterMs(keys('spock'))).toBe(WINDOW);
  });

  it('counts together with another process on the same data dir', async () => {
    const first = limiterOn(store);
    const second = limiterOn(await store.reopen());
    await first.recordFailure(keys('kirk'));
    await second.recordFailure(keys('kirk'));
    expect(await first.retryAfterMs(keys('kirk'))).toBe(0);
    // One after the other: two connections of one thread cannot wait for each other's lock (the
    // multi-process test covers real concurrency).
    await first.recordFailure(keys('kirk'));
    await second.recordFailure(keys('kirk'));
    expect(await first.retryAfterMs(keys('kirk'))).toBe(2 * WINDOW);
    expect(await second.retryAfterMs(keys('kirk'))).toBe(2 * WINDOW);
    await second.recordSuccess(keys('kirk'));
    expect(await first.retryAfterMs(keys('kirk'))).toBe(0);
  });

  it('counts an attempt before its password is checked, so parallel attempts cannot all slip past the limit', async () => {
    const limiter = limiterOn(store);
    const waits = await Promise.all(Array.from({ length: 10 }, () => limiter.attempt(keys('kirk'))));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    expect(waits.filter((w) => w === WINDOW)).toHaveLength(7);
  });

  it('takes back the counted attempt when the password was right: the user starts over, the address keeps the rest', async () => {
    const limiter = limiterOn(store);
    for (let i = 0; i < 2; i++) await limiter.attempt(keys('kirk'));
    for (let i = 0; i < 7; i++) await limiter.attempt(keys(`user${i}`));
    // The tenth attempt from the address reaches its limit up front; the right password gives it back.
    expect(await limiter.attempt(keys('kirk'))).toBe(0);
    expect(await limiter.retryAfterMs(keys('spock'))).toBe(WINDOW);
    await limiter.succeeded(keys('kirk'));
    expect(await limiter.retryAfterMs(keys('spock'))).toBe(0);
    expect(
      await store.query(
        "SELECT key, failures, locked_until FROM security_login_failures WHERE key IN ('address:10.0.0.1', 'user:kirk') ORDER BY key"
      )
    ).toEqual([
      { key: 'address:10.0.0.1', failures: 9, locked_until: 0 },
      { key: 'user:kirk', failures: 2, locked_until: 0 },
    ]);
    expect(
      await store.query("SELECT key FROM security_login_failures WHERE key = 'user_address:10.0.0.1 kirk'")
    ).toEqual([]);
  });

  it('counts nothing for an attempt refused while locked out', async () => {
    const limiter = limiterOn(store);
    for (let i = 0; i < 3; i++) await limiter.attempt(keys('kirk'));
    for (let i = 0; i < 5; i++) expect(await limiter.attempt(keys('kirk'))).toBe(WINDOW);
    now += WINDOW;
    // The fourth counted failure: twice the window, not 2^6 times.
    expect(await limiter.attempt(keys('kirk'))).toBe(0);
    expect(await limiter.retryAfterMs(keys('kirk'))).toBe(2 * WINDOW);
  });

  it('purges counters that no longer count', async () => {
    const limiter = limiterOn(store);
    await limiter.recordFailure(keys('kirk'));
    now += CAP + 1;
    await limiter.purgeForgotten();
    expect(await store.query('SELECT * FROM security_login_failures')).toEqual([]);
  });
});

describe('lockoutMessage', () => {
  it('says when to retry, in minutes or seconds', () => {
    expect(lockoutMessage(900)).toBe('Too many failed login attempts. Try again in 15 minutes.');
    expect(lockoutMessage(61)).toBe('Too many failed login attempts. Try again in 2 minutes.');
    expect(lockoutMessage(60)).toBe('Too many failed login attempts. Try again in 1 minute.');
    expect(lockoutMessage(1)).toBe('Too many failed login attempts. Try again in 1 second.');
    expect(lockoutMessage(42)).toBe('Too many failed login attempts. Try again in 42 seconds.');
  });
});
