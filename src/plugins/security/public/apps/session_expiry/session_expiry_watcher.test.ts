import { describe, expect, it } from '@jest/globals';
import type { SessionExpiryResponse } from '../../../common/session_expiry';
import { httpError } from '../account/test_fakes';
import { SessionExpiryWatcher, type SessionExpiryWarningState, type Timers } from './session_expiry_watcher';

/** A clock the test moves; due timers run when it passes them. */
class ManualTimers implements Timers {
  time = 1_000_000;
  private pending: { at: number; callback: () => void; handle: number }[] = [];
  private nextHandle = 0;
  now = () => this.time;
  setTimeout = (callback: () => void, ms: number) => {
    const handle = this.nextHandle++;
    this.pending.push({ at: this.time + ms, callback, handle });
    return handle;
  };
  clearTimeout = (handle: unknown) => {
    this.pending = this.pending.filter((timer) => timer.handle !== handle);
  };
  async advance(ms: number) {
    this.time += ms;
    for (;;) {
      const due = this.pending.filter((timer) => timer.at <= this.time);
      if (due.length === 0) break;
      this.pending = this.pending.filter((timer) => timer.at > this.time);
      for (const timer of due) timer.callback();
      await flush();
    }
  }
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** A server session by the test clock: ttl 30 s, lifespan as given, touched by extend only. */
function fakeServer(timers: ManualTimers, { ttl = 30_000, lifespan = 600_000, keepalive = true } = {}) {
  const start = timers.time;
  let lastSeen = start;
  const calls: string[] = [];
  const answer = (): SessionExpiryResponse => {
    const lifespanLeft = start + lifespan - timers.time;
    return {
      idle_timeout_ms: ttl,
      keepalive,
      idle_remaining_ms: Math.min(lifespanLeft, lastSeen + ttl - timers.time),
      lifespan_remaining_ms: lifespanLeft,
    };
  };
  return {
    calls,
    touch: () => {
      if (keepalive) lastSeen = timers.time;
    },
    api: {
      getSessionExpiry: async () => {
        calls.push('get');
        return answer();
      },
      extendSession: async () => {
        calls.push('extend');
        if (keepalive) lastSeen = timers.time;
        return answer();
      },
    },
  };
}

async function watch(timers: ManualTimers, server: ReturnType<typeof fakeServer>) {
  const watcher = new SessionExpiryWatcher(server.api, timers);
  let state: SessionExpiryWarningState | null = null;
  watcher.warning$.subscribe((next) => (state = next));
  watcher.start();
  await flush();
  return { watcher, current: (): SessionExpiryWarningState | null => state };
}

describe('SessionExpiryWatcher', () => {
  it('warns once less than min(60 s, 20 % of the ttl) is left, offering to extend', async () => {
    const timers = new ManualTimers();
    const server = fakeServer(timers);
    const { current } = await watch(timers, server);
    expect(current()).toBeNull();
    await timers.advance(23_000);
    expect(current()).toBeNull();
    await timers.advance(1_000); // 6 s left: 20 % of 30 s
    expect(current()).toMatchObject({ endsAt: timers.time + 6_000, canExtend: true });
  });

  it('"Stay logged in" makes one extend call and the warning goes', async () => {
    const timers = new ManualTimers();
    const server = fakeServer(timers);
    const { watcher, current } = await watch(timers, server);
    await timers.advance(25_000);
    expect(current()).not.toBeNull();
    await watcher.extend();
    expect(current()).toBeNull();
    expect(server.calls.filter((c) => c === 'extend')).toHaveLength(1);
    await timers.advance(23_000);
    expect(current()).toBeNull();
  });

  it('drops the warning when activity elsewhere extended the session', async () => {
    const timers = new ManualTimers();
    const server = fakeServer(timers);
    const { current } = await watch(timers, server);
    await timers.advance(25_000);
    expect(current()).not.toBeNull();
    server.touch();
    await timers.advance(5_000);
    expect(current()).toBeNull();
  });

  it('does not offer to extend when the lifespan ends first, or keep-alive is off', async () => {
    const timers = new ManualTimers();
    const { current } = await watch(timers, fakeServer(timers, { lifespan: 20_000 }));
    await timers.advance(15_000);
    expect(current()).toMatchObject({ canExtend: false });

    const other = new ManualTimers();
    const { current: currentOther } = await watch(other, fakeServer(other, { keepalive: false }));
    await other.advance(25_000);
    expect(currentOther()).toMatchObject({ canExtend: false });
  });

  it('uses a one-minute lead for long idle timeouts', async () => {
    const timers = new ManualTimers();
    const { current } = await watch(timers, fakeServer(timers, { ttl: 3_600_000, lifespan: 28_800_000 }));
    await timers.advance(3_539_000);
    expect(current()).toBeNull();
    await timers.advance(1_000);
    expect(current()).toMatchObject({ endsAt: timers.time + 60_000 });
  });

  it('stops once the session is gone (401), and tries again after a network failure', async () => {
    const timers = new ManualTimers();
    const server = fakeServer(timers);
    const { current } = await watch(timers, server);
    await timers.advance(25_000);
    expect(current()).not.toBeNull();

    server.api.getSessionExpiry = async () => {
      server.calls.push('get');
      throw httpError(401);
    };
    await timers.advance(5_000);
    expect(current()).toBeNull();
    const calls = server.calls.length;
    await timers.advance(600_000);
    expect(server.calls).toHaveLength(calls);

    const flaky = new ManualTimers();
    const other = fakeServer(flaky);
    let failures = 1;
    const answer = other.api.getSessionExpiry;
    other.api.getSessionExpiry = async () => {
      if (failures-- > 0) throw new Error('network');
      return answer();
    };
    const { current: currentFlaky } = await watch(flaky, other);
    expect(currentFlaky()).toBeNull();
    await flaky.advance(30_000); // the retry: 30 s in, no time left to warn about
    expect(currentFlaky()).toMatchObject({ canExtend: true });
  });
});
