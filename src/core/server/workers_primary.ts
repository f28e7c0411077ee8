import cluster from 'cluster';
import type { Logger } from './logging/logger';
import { PrimaryNoticeRelay } from './worker_notices';

/** What a worker tells the primary (over the workers' IPC channel). */
export type WorkerMessage = { type: 'dashboards:listening'; url: string; notices?: string[] };

export function isWorkerMessage(message: unknown): message is WorkerMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as WorkerMessage).type === 'dashboards:listening' &&
    typeof (message as WorkerMessage).url === 'string'
  );
}

/** A worker calls this once its server listens, with the framed notices its start queued. */
export function reportListening(url: string, notices: string[] = []) {
  process.send?.({ type: 'dashboards:listening', url, notices } satisfies WorkerMessage);
}

/** The part of a worker process the primary uses (tests pass fakes). */
export interface WorkerHandle {
  process: { pid?: number; kill(signal?: NodeJS.Signals): unknown };
  /** To the worker over the IPC channel (the store notices other workers send: worker_notices.ts). */
  send?(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number | null, signal: string | null) => void): unknown;
}

export interface PrimaryOptions {
  workers: number;
  logger: Logger;
  /** Where the one "Server running at" line goes; stdout by default. */
  print?: (line: string) => void;
  exit?: (code: number) => void;
  /** Workers that die before listening this many times in a row make the primary give up. */
  maxStartupFailures?: number;
  /** Delay before restarting after the nth recent crash (1-based). */
  restartDelayMs?: (recentCrashes: number) => number;
  /** How long workers get to stop on SIGINT/SIGTERM before they are killed. */
  stopTimeoutMs?: number;
  /** Starts a worker; node:cluster's fork by default. */
  fork?: () => WorkerHandle;
  /** Subscribes to SIGINT/SIGTERM; the process's by default. */
  onSignal?: (signal: NodeJS.Signals, handler: () => void) => void;
}

const CRASH_WINDOW_MS = 60_000;
export const DEFAULT_MAX_STARTUP_FAILURES = 5;
export const defaultRestartDelayMs = (recentCrashes: number) =>
  Math.min(30_000, 500 * 2 ** Math.max(0, recentCrashes - 1));

interface Slot {
  worker?: WorkerHandle;
  listening: boolean;
  timer?: NodeJS.Timeout;
}

/**
 * The workers' primary for `server.workers` > 1. It serves nothing itself: it forks the workers
 * (each runs the normal server; they share the port through node:cluster and the data dir through
 * the store), prints the URL once all listen, restarts a worker that dies, and stops them all on
 * SIGINT/SIGTERM.
 *
 * The first worker starts alone; the others are forked once it listens. On a fresh data dir that
 * one worker runs the store migrations, creates the cookie key and seeds the security
 * configuration (printing a generated admin password) with no other process racing it; the
 * others then find everything in place. (Migrations run under a lock and the cookie key is
 * created exclusively anyway; the seeding's "is the store empty?" check is not atomic with
 * printing the password, so without this two workers could each print a different password.)
 * It also means a bad configuration fails once, in one worker, instead of N times at once.
 */
export function runPrimary(options: PrimaryOptions): void {
  const { logger } = options;
  const print = options.print ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const maxStartupFailures = options.maxStartupFailures ?? DEFAULT_MAX_STARTUP_FAILURES;
  const restartDelay = options.restartDelayMs ?? defaultRestartDelayMs;
  const forkWorker = options.fork ?? (() => cluster.fork());
  const onSignal = options.onSignal ?? ((signal, handler) => void process.on(signal, handler));
  const stopTimeoutMs = options.stopTimeoutMs ?? 15_000;
  const slots: Slot[] = Array.from({ length: options.workers }, () => ({ listening: false }));
  let url: string | undefined;
  // Only the first worker seeds a fresh data dir, so the notices come from one worker, once.
  const notices: string[] = [];
  let announced = false;
  let stopping = false;
  let failedStop = false;
  let exitCode = 0;
  let startupFailuresInARow = 0;
  const crashes: number[] = [];
  const relay = new PrimaryNoticeRelay((from) =>
    slots.flatMap((s) => (s.worker && s.worker !== from && s.listening ? [s.worker] : []))
  );

  const fork = (slot: Slot) => {
    slot.timer = undefined;
    slot.listening = false;
    const worker = forkWorker();
    slot.worker = worker;
    worker.on('message', (message: unknown) => {
      if (relay.received(worker, message)) return;
      if (!isWorkerMessage(message) || slot.worker !== worker || stopping) return;
      slot.listening = true;
      startupFailuresInARow = 0;
      url ??= message.url;
      if (Array.isArray(message.notices)) notices.push(...message.notices.filter((n) => typeof n === 'string'));
      logger.debug(`Worker ${worker.process.pid} listens`);
      if (slot === slots[0] && !announced) {
        // The first worker has migrated and seeded the data dir: start the others.
        for (const other of slots.slice(1)) if (!other.worker && !other.timer) fork(other);
      }
      if (!announced && slots.every((s) => s.listening)) {
        announced = true;
        logger.info(
          `${slots.length} worker processes are serving (pids ${slots.map((s) => s.worker?.process.pid).join(', ')})`
        );
        print(`Server running at ${url}`);
        for (const notice of notices.splice(0)) print(notice);
      }
    });
    worker.on('exit', (code, signal) => onExit(slot, worker, code, signal));
  };

  const onExit = (slot: Slot, worker: WorkerHandle, code: number | null, signal: string | null) => {
    relay.gone(worker);
    if (slot.worker !== worker) return;
    const wasListening = slot.listening;
    slot.worker = undefined;
    slot.listening = false;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (stopping) {
      if (code !== 0 && code !== null) failedStop = true;
      if (slots.every((s) => !s.worker)) finish();
      return;
    }
    if (!announced && slot === slots[0] && !wasListening) {
      giveUp(
        `The first worker process (pid ${worker.process.pid}) could not start (${how}); see its messages above. Not retrying.`
      );
      return;
    }
    if (!wasListening) {
      startupFailuresInARow++;
      if (startupFailuresInARow >= maxStartupFailures) {
        giveUp(
          `Worker processes died during start-up ${startupFailuresInARow} times in a row (the last with ${how}); see their messages above. Giving up.`
        );
        return;
      }
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
    const delay = restartDelay(crashes.length);
    logger.warn(
      `Worker process ${worker.process.pid} died (${how}); starting another in ${(delay / 1000).toFixed(1)} s`
    );
    slot.timer = setTimeout(() => fork(slot), delay);
  };

  const stopWorkers = (signal: NodeJS.Signals) => {
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = undefined;
    }
    const running = slots.filter((s) => s.worker);
    if (running.length === 0) return finish();
    for (const slot of running) slot.worker!.process.kill(signal);
    const force = setTimeout(() => {
      logger.error(`Worker processes did not stop in ${(stopTimeoutMs / 1000).toFixed(0)} s; killing them`);
      for (const slot of slots) slot.worker?.process.kill('SIGKILL');
      failedStop = true;
    }, stopTimeoutMs);
    force.unref();
  };
  const finish = () => {
    if (exitCode === 0 && !failedStop) print('Stopped');
    exit(failedStop ? 1 : exitCode);
  };

  const giveUp = (message: string) => {
    logger.error(message);
    stopping = true;
    exitCode = 1;
    stopWorkers('SIGTERM');
  };

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`Received ${signal}, stopping ${slots.filter((s) => s.worker).length} worker processes`);
    stopWorkers('SIGTERM');
  };
  onSignal('SIGINT', () => shutdown('SIGINT'));
  onSignal('SIGTERM', () => shutdown('SIGTERM'));
  // SIGHUP reloads the TLS certificate: every worker serves, so every worker is told.
  onSignal('SIGHUP', () => {
    for (const slot of slots) slot.worker?.process.kill('SIGHUP');
  });

  logger.info(`Starting ${slots.length} worker processes (the first alone, until it listens)`);
  fork(slots[0]);
}
