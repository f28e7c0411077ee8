/**
 * Store notices between the worker processes of one server (`server.workers` > 1) on SQLite, where
 * a notice otherwise stays in its process. A commit needs none of this (every process sees it by
 * the store's change mark); a notice that announces no commit (a cache flush) does. The primary
 * forwards a worker's notice to the others and tells the sender once each has handed it to its
 * listeners, as PostgreSQL's acknowledgements do (notifications.ts).
 */
import cluster from 'cluster';

/** How long a sender waits for the other workers (a stuck or dying one does not hold it longer). */
export const WORKER_NOTICE_WAIT_MS = 2000;

/** A notice: worker → primary, and primary → each other worker. */
export interface NoticeMessage {
  type: 'dashboards:notice';
  id: number;
  channel: string;
  payload: string;
}
/** A worker handed a forwarded notice to its listeners (worker → primary). */
export interface NoticeAckMessage {
  type: 'dashboards:notice-ack';
  id: number;
}
/** Every other worker has the notice (primary → its sender). */
export interface NoticeDoneMessage {
  type: 'dashboards:notice-done';
  id: number;
}

function isMessage<T extends { type: string; id: number }>(message: unknown, type: T['type']): message is T {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as T).type === type &&
    typeof (message as T).id === 'number'
  );
}

export function isNoticeMessage(message: unknown): message is NoticeMessage {
  return (
    isMessage<NoticeMessage>(message, 'dashboards:notice') &&
    typeof message.channel === 'string' &&
    typeof message.payload === 'string'
  );
}

export function isNoticeAck(message: unknown): message is NoticeAckMessage {
  return isMessage<NoticeAckMessage>(message, 'dashboards:notice-ack');
}

/** The part of a worker the primary's relay uses. */
export interface NoticeTarget {
  send?(message: unknown): unknown;
}

/**
 * The primary's side: `received(from, message)` forwards a worker's notice to `others(from)` and
 * answers the sender once all of them acknowledged; `gone(worker)` stops waiting for one that exited.
 */
export class PrimaryNoticeRelay {
  private next = 0;
  private readonly pending = new Map<number, { from: NoticeTarget; id: number; waiting: Set<NoticeTarget> }>();

  constructor(private readonly others: (from: NoticeTarget) => NoticeTarget[]) {}

  received(from: NoticeTarget, message: unknown): boolean {
    if (isNoticeAck(message)) {
      const entry = this.pending.get(message.id);
      if (entry?.waiting.delete(from)) this.settle(message.id);
      return true;
    }
    if (!isNoticeMessage(message)) return false;
    const id = ++this.next;
    const targets = this.others(from).filter((worker) => worker.send);
    this.pending.set(id, { from, id: message.id, waiting: new Set(targets) });
    for (const target of targets) {
      target.send!({ type: 'dashboards:notice', id, channel: message.channel, payload: message.payload });
    }
    this.settle(id);
    return true;
  }

  gone(worker: NoticeTarget): void {
    for (const [id, entry] of this.pending) if (entry.waiting.delete(worker)) this.settle(id);
    for (const [id, entry] of this.pending) if (entry.from === worker) this.pending.delete(id);
  }

  private settle(id: number): void {
    const entry = this.pending.get(id);
    if (!entry || entry.waiting.size > 0) return;
    this.pending.delete(id);
    entry.from.send?.({ type: 'dashboards:notice-done', id: entry.id } satisfies NoticeDoneMessage);
  }
}

/** The part of a worker's `process` the relay uses (tests pass a fake). */
export interface WorkerChannel {
  send?(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/** A worker's side: what the store's notifications hand other workers' notices through. */
export interface NoticeRelay {
  /** Sends to the other workers; resolves once they all ran their listeners (WORKER_NOTICE_WAIT_MS at most). */
  send(channel: string, payload: string): Promise<void>;
  /** Other workers' notices. */
  onNotice(handler: (channel: string, payload: string) => void): () => void;
}

export class WorkerNoticeRelay implements NoticeRelay {
  private next = 0;

  constructor(
    private readonly channel: WorkerChannel,
    private readonly waitMs = WORKER_NOTICE_WAIT_MS
  ) {}

  send(channel: string, payload: string): Promise<void> {
    const send = this.channel.send?.bind(this.channel);
    if (!send) return Promise.resolve();
    const id = ++this.next;
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.channel.off('message', heard);
        resolve();
      };
      const heard = (message: unknown) => {
        if (isMessage<NoticeDoneMessage>(message, 'dashboards:notice-done') && message.id === id) done();
      };
      const timer = setTimeout(done, this.waitMs);
      timer.unref?.();
      this.channel.on('message', heard);
      send({ type: 'dashboards:notice', id, channel, payload } satisfies NoticeMessage);
    });
  }

  onNotice(handler: (channel: string, payload: string) => void): () => void {
    const heard = (message: unknown) => {
      if (!isNoticeMessage(message)) return;
      try {
        handler(message.channel, message.payload);
      } finally {
        this.channel.send?.({ type: 'dashboards:notice-ack', id: message.id } satisfies NoticeAckMessage);
      }
    };
    this.channel.on('message', heard);
    return () => this.channel.off('message', heard);
  }
}

/** This process's relay when it is a worker of a primary (node:cluster); none otherwise. */
export function workerNoticeRelay(): NoticeRelay | undefined {
  return cluster.isWorker && process.send ? new WorkerNoticeRelay(process) : undefined;
}
