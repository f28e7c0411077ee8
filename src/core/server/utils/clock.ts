/** The time the server's plugins read: `Date.now` in production, a clock tests move in theirs. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** What a test sends the server it spawned, and what the server answers once it has moved. */
export interface TestClockMessage {
  type: 'osd-test-clock';
  advanceMs?: number;
  now?: number;
}

interface ClockProcess {
  env: NodeJS.ProcessEnv;
  send?: (message: unknown) => boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  channel?: { unref(): void };
}

/**
 * A browser test cannot wait out a 20 s idle timeout and stay fast, so the server it spawns may run
 * on a clock the test moves forward. Only a parent holding the process's IPC channel (it spawned
 * the server with one) and setting OSD_TEST_CLOCK=ipc gets it: nothing on the network can reach
 * it, and a server started any other way runs on the system clock.
 */
export function processClock(proc: ClockProcess = process): Clock {
  if (proc.env.OSD_TEST_CLOCK !== 'ipc' || typeof proc.send !== 'function') return systemClock;
  const send = proc.send.bind(proc);
  let offsetMs = 0;
  proc.on('message', (message) => {
    const m = message as Partial<TestClockMessage> | null;
    if (m?.type !== 'osd-test-clock' || typeof m.advanceMs !== 'number' || !(m.advanceMs >= 0)) return;
    offsetMs += m.advanceMs;
    send({ type: 'osd-test-clock', now: Date.now() + offsetMs } satisfies TestClockMessage);
  });
  // The channel alone must not keep a stopped server running.
  proc.channel?.unref();
  return { now: () => Date.now() + offsetMs };
}
