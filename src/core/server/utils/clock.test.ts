import { EventEmitter } from 'events';
import { describe, expect, it } from '@jest/globals';
import { processClock, systemClock, type TestClockMessage } from './clock';

function fakeProcess(env: NodeJS.ProcessEnv, withChannel: boolean) {
  const emitter = new EventEmitter();
  const sent: unknown[] = [];
  let unrefs = 0;
  const proc = Object.assign(emitter, {
    env,
    send: withChannel ? (m: unknown) => sent.push(m) > 0 : undefined,
    channel: withChannel ? { unref: () => void unrefs++ } : undefined,
  });
  return { proc, sent, unrefs: () => unrefs };
}

describe('processClock', () => {
  it('is the system clock unless the process has an IPC channel and OSD_TEST_CLOCK=ipc', () => {
    expect(processClock(fakeProcess({}, true).proc)).toBe(systemClock);
    expect(processClock(fakeProcess({ OSD_TEST_CLOCK: 'ipc' }, false).proc)).toBe(systemClock);
    expect(processClock(fakeProcess({ OSD_TEST_CLOCK: 'yes' }, true).proc)).toBe(systemClock);
  });

  it('moves forward by what the parent sends, answers with the new time, and never goes back', () => {
    const { proc, sent, unrefs } = fakeProcess({ OSD_TEST_CLOCK: 'ipc' }, true);
    const clock = processClock(proc);
    expect(clock).not.toBe(systemClock);
    expect(unrefs()).toBe(1);
    const before = clock.now();
    proc.emit('message', { type: 'osd-test-clock', advanceMs: 3_600_000 } satisfies TestClockMessage);
    expect(clock.now() - before).toBeGreaterThanOrEqual(3_600_000);
    expect(sent).toHaveLength(1);
    expect((sent[0] as TestClockMessage).now! - before).toBeGreaterThanOrEqual(3_600_000);

    // Other messages, a negative step or no number: ignored, and not answered.
    const moved = clock.now();
    for (const m of [
      { type: 'osd-test-clock', advanceMs: -3_600_000 },
      { type: 'osd-test-clock', advanceMs: Number.NaN },
      { type: 'osd-test-clock', advanceMs: '5' },
      { type: 'other', advanceMs: 5 },
      null,
    ])
      proc.emit('message', m);
    expect(clock.now()).toBeGreaterThanOrEqual(moved);
    expect(clock.now() - moved).toBeLessThan(3_600_000);
    expect(sent).toHaveLength(1);
  });
});
