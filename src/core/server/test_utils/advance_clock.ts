import type { ChildProcess } from 'child_process';
import type { TestClockMessage } from '../utils/clock';

/**
 * The parent's end of the test clock (utils/clock.ts): moves the clock of a server this test
 * spawned with an IPC channel and OSD_TEST_CLOCK=ipc, and resolves once the server answers, so
 * its next request already sees the new time.
 */
export function advanceClock(child: ChildProcess, ms: number): Promise<void> {
  if (!child.send) return Promise.reject(new Error('spawn the server with an IPC channel for a clock to move'));
  return new Promise((moved) => {
    const onMessage = (m: Partial<TestClockMessage> | null) => {
      if (m?.type !== 'osd-test-clock') return;
      child.off('message', onMessage);
      moved();
    };
    child.on('message', onMessage);
    child.send!({ type: 'osd-test-clock', advanceMs: ms } satisfies TestClockMessage);
  });
}
