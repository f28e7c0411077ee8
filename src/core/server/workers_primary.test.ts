import { EventEmitter } from 'events';
import { defaultRestartDelayMs, runPrimary, type PrimaryOptions } from './workers_primary';
import type { Logger } from './logging/logger';

class FakeWorker extends EventEmitter {
  signals: string[] = [];
  process: { pid: number; kill(signal?: NodeJS.Signals): void };
  constructor(pid: number) {
    super();
    this.process = { pid, kill: (signal) => void this.signals.push(signal ?? 'SIGTERM') };
  }
  listen(url = 'http://127.0.0.1:5601', notices?: string[]) {
    this.emit('message', { type: 'dashboards:listening', url, notices });
  }
  die(code: number | null = 1, signal: string | null = null) {
    this.emit('exit', code, signal);
  }
}

function harness(workers: number, options: Partial<PrimaryOptions> = {}) {
  const forked: FakeWorker[] = [];
  const printed: string[] = [];
  const logs: string[] = [];
  const exits: number[] = [];
  const signals = new Map<string, () => void>();
  const logger: Logger = {
    debug: () => undefined,
    info: (m) => void logs.push(`info ${m}`),
    warn: (m) => void logs.push(`warn ${m}`),
    error: (m) => void logs.push(`error ${m}`),
    get: () => logger,
    isLevelEnabled: () => true,
  };
  runPrimary({
    workers,
    logger,
    print: (line) => void printed.push(line),
    exit: (code) => void exits.push(code),
    fork: () => {
      const w = new FakeWorker(1000 + forked.length);
      forked.push(w);
      return w;
    },
    onSignal: (signal, handler) => void signals.set(signal, handler),
    restartDelayMs: () => 1000,
    ...options,
  });
  return { forked, printed, logs, exits, signal: (name: string) => signals.get(name)!() };
}

describe('runPrimary', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts the first worker alone, the others once it listens, and prints the URL once when all listen', () => {
    const h = harness(3);
    expect(h.forked).toHaveLength(1);
    h.forked[0].listen('http://127.0.0.1:4000');
    expect(h.forked).toHaveLength(3);
    expect(h.printed).toEqual([]);
    h.forked[1].listen('http://127.0.0.1:4000');
    h.forked[2].listen('http://127.0.0.1:4000');
    expect(h.printed).toEqual(['Server running at http://127.0.0.1:4000']);
  });

  it('prints the first worker\'s notices once, after the URL, and "Stopped" after a clean stop', () => {
    const h = harness(2);
    h.forked[0].listen('http://127.0.0.1:4000', ['+==+\n| pw |\n+==+']);
    h.forked[1].listen('http://127.0.0.1:4000', []);
    expect(h.printed).toEqual(['Server running at http://127.0.0.1:4000', '+==+\n| pw |\n+==+']);
    h.signal('SIGTERM');
    h.forked[0].die(0);
    h.forked[1].die(0);
    expect(h.exits).toEqual([0]);
    expect(h.printed.at(-1)).toBe('Stopped');
  });

  it('restarts a worker that dies after listening, after a back-off, without printing the URL again', () => {
    const h = harness(2);
    h.forked[0].listen();
    h.forked[1].listen();
    h.forked[1].die(null, 'SIGKILL');
    expect(
      h.logs.some((l) => /warn Worker process 1001 died \(signal SIGKILL\); starting another in 1\.0 s/.test(l))
    ).toBe(true);
    expect(h.forked).toHaveLength(2);
    jest.advanceTimersByTime(1000);
    expect(h.forked).toHaveLength(3);
    h.forked[2].listen();
    expect(h.printed).toHaveLength(1);
    expect(h.exits).toEqual([]);
  });

  it('gives up when the first worker cannot start: exit 1 and a message, no more workers', () => {
    const h = harness(4);
    h.forked[0].die(1);
    expect(h.forked).toHaveLength(1);
    expect(h.exits).toEqual([1]);
    expect(h.logs).toContainEqual(
      expect.stringMatching(/error The first worker process \(pid 1000\) could not start \(exit code 1\).*Not retrying/)
    );
  });

  it('gives up when workers keep dying during start-up, stopping the others', () => {
    const h = harness(2, { maxStartupFailures: 3 });
    h.forked[0].listen();
    for (let i = 0; i < 2; i++) {
      h.forked[h.forked.length - 1].die(1);
      jest.advanceTimersByTime(1000);
    }
    expect(h.forked).toHaveLength(4);
    h.forked[3].die(1);
    expect(h.logs).toContainEqual(
      expect.stringMatching(/error Worker processes died during start-up 3 times in a row.*Giving up/)
    );
    expect(h.forked[0].signals).toEqual(['SIGTERM']);
    expect(h.exits).toEqual([]);
    h.forked[0].die(0);
    expect(h.exits).toEqual([1]);
    jest.advanceTimersByTime(60_000);
    expect(h.forked).toHaveLength(4);
  });

  it('passes SIGHUP (reload the TLS certificate) on to every running worker and keeps serving', () => {
    const h = harness(2);
    h.forked[0].listen();
    h.forked[1].listen();
    h.signal('SIGHUP');
    expect(h.forked[0].signals).toEqual(['SIGHUP']);
    expect(h.forked[1].signals).toEqual(['SIGHUP']);
    expect(h.exits).toEqual([]);
  });

  it('on SIGTERM stops every worker and exits 0 once all have stopped; pending restarts are cancelled', () => {
    const h = harness(3);
    h.forked[0].listen();
    h.forked[1].listen();
    h.forked[2].listen();
    h.forked[2].die(null, 'SIGKILL');
    h.signal('SIGTERM');
    expect(h.forked[0].signals).toEqual(['SIGTERM']);
    expect(h.forked[1].signals).toEqual(['SIGTERM']);
    h.forked[0].die(0);
    expect(h.exits).toEqual([]);
    h.forked[1].die(0);
    expect(h.exits).toEqual([0]);
    jest.advanceTimersByTime(60_000);
    expect(h.forked).toHaveLength(3);
  });

  it('kills workers that do not stop in time and exits 1', () => {
    const h = harness(2, { stopTimeoutMs: 5000 });
    h.forked[0].listen();
    h.forked[1].listen();
    h.signal('SIGINT');
    jest.advanceTimersByTime(5000);
    expect(h.forked[1].signals).toEqual(['SIGTERM', 'SIGKILL']);
    h.forked[0].die(null, 'SIGKILL');
    h.forked[1].die(null, 'SIGKILL');
    expect(h.exits).toEqual([1]);
  });

  it('backs off longer the more workers died lately, up to 30 s', () => {
    expect([1, 2, 3, 4].map(defaultRestartDelayMs)).toEqual([500, 1000, 2000, 4000]);
    expect(defaultRestartDelayMs(20)).toBe(30_000);
  });
});
