import { describe, expect, it, jest } from '@jest/globals';
import type { LoginFailureCounter } from './login_rate_limiter';
import { listLockouts, unlockLockout } from './login_lockouts';

const NOW = Date.UTC(2030, 0, 1);

function counter(key: string, failures: number, locked_until = 0): LoginFailureCounter {
  return { key, failures, first_at: NOW - 1000, last_at: NOW - 1000, locked_until };
}

/** The limiter's store side: counters in memory, deleted as the store would. */
function fakeLimiter(rows: LoginFailureCounter[]) {
  let counters = [...rows];
  return {
    now: () => NOW,
    activeCounters: jest.fn(async () => [...counters]),
    deleteCounters: jest.fn(async (prefix: string, matches: (key: string) => boolean) => {
      const gone = counters.filter((row) => row.key.startsWith(prefix) && matches(row.key));
      counters = counters.filter((row) => !gone.includes(row));
      return gone;
    }),
    rows: () => counters,
  };
}

describe('lock-outs from the failed-login counters', () => {
  it('shows one row per user name (its largest count, its latest lock, its addresses) and one per address', async () => {
    const limiter = fakeLimiter([
      counter('user:kim', 7),
      counter('user_address:10.0.0.1 kim', 5, NOW + 60_000),
      counter('user_address:10.0.0.2 kim', 2),
      counter('user_address:10.0.0.3 jo an', 1),
      counter('address:10.0.0.1', 8),
      counter('address:10.0.0.9', 100, NOW + 120_000),
      // A lock that ended: the failures still count, nothing is locked.
      counter('user:lee', 60, NOW - 1),
    ]);
    expect(await listLockouts(limiter)).toEqual([
      { kind: 'address', name: '10.0.0.9', failures: 100, locked_until: new Date(NOW + 120_000).toISOString() },
      {
        kind: 'user',
        name: 'kim',
        failures: 7,
        locked_until: new Date(NOW + 60_000).toISOString(),
        addresses: ['10.0.0.1', '10.0.0.2'],
      },
      { kind: 'user', name: 'lee', failures: 60, locked_until: null, addresses: [] },
      { kind: 'address', name: '10.0.0.1', failures: 8, locked_until: null },
      // A name may hold spaces: the address ends at the first one.
      { kind: 'user', name: 'jo an', failures: 1, locked_until: null, addresses: ['10.0.0.3'] },
    ]);
  });

  it("unlocks every counter of a user name and nobody else's, and an address's own counter only", async () => {
    const limiter = fakeLimiter([
      counter('user:kim', 5),
      counter('user_address:10.0.0.1 kim', 5, NOW + 60_000),
      counter('user_address:10.0.0.1 kimberly', 5, NOW + 60_000),
      counter('user:kimberly', 5),
      counter('address:10.0.0.1', 10),
    ]);
    expect(await unlockLockout(limiter, 'user', 'kim')).toEqual({
      kind: 'user',
      name: 'kim',
      failures: 5,
      locked_until: new Date(NOW + 60_000).toISOString(),
      addresses: ['10.0.0.1'],
    });
    expect(limiter.rows().map((row) => row.key)).toEqual([
      'user_address:10.0.0.1 kimberly',
      'user:kimberly',
      'address:10.0.0.1',
    ]);
    expect(await unlockLockout(limiter, 'user', 'kim')).toBeUndefined();
    expect(await unlockLockout(limiter, 'address', '10.0.0.1')).toEqual({
      kind: 'address',
      name: '10.0.0.1',
      failures: 10,
      locked_until: null,
    });
    expect(limiter.rows().map((row) => row.key)).toEqual(['user_address:10.0.0.1 kimberly', 'user:kimberly']);
  });
});
