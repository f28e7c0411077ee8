import { EventEmitter } from 'events';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LocalNotifications } from './store/notifications';
import { PrimaryNoticeRelay, WORKER_NOTICE_WAIT_MS, WorkerNoticeRelay, type NoticeTarget } from './worker_notices';

/**
 * Workers and their primary joined by IPC channels played in memory: a message is delivered when
 * the test says (`deliver`), so what happens before the other side answered can be looked at.
 */
function pool(workers: number) {
  const queue: Array<() => void> = [];
  const handles: NoticeTarget[] = [];
  const processes: Array<EventEmitter & { send(message: unknown): void }> = [];
  const relay = new PrimaryNoticeRelay((from) => handles.filter((h) => h !== from));
  for (let i = 0; i < workers; i++) {
    const proc = Object.assign(new EventEmitter(), {
      send: (message: unknown) => void queue.push(() => relay.received(handle, message)),
    });
    const handle: NoticeTarget = { send: (message) => void queue.push(() => proc.emit('message', message)) };
    processes.push(proc);
    handles.push(handle);
  }
  const notifications = processes.map((proc) => new LocalNotifications(new WorkerNoticeRelay(proc)));
  const deliver = async () => {
    while (queue.length) {
      queue.shift()!();
      await Promise.resolve();
    }
  };
  return { relay, handles, notifications, deliver };
}

describe('store notices between the workers of one server (SQLite)', () => {
  beforeEach(() => void jest.useFakeTimers());
  afterEach(() => void jest.useRealTimers());

  it("reach every other worker's listeners when the sender asks, and the sender resolves once they ran", async () => {
    const { notifications, deliver } = pool(3);
    const heard: string[] = [];
    notifications.forEach((n, i) => n.listen('security_cache', (payload) => void heard.push(`${i}:${payload}`)));
    let resolved = false;
    const sent = notifications[0].notify('security_cache', 'flush:alice', { everyProcess: true }).then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(heard).toEqual(['0:flush:alice']);
    expect(resolved).toBe(false);
    await deliver();
    await sent;
    expect(resolved).toBe(true);
    expect(heard.sort()).toEqual(['0:flush:alice', '1:flush:alice', '2:flush:alice']);
  });

  it('stay in their process otherwise (a commit reaches the others by the change mark)', async () => {
    const { notifications, deliver } = pool(2);
    const heard: string[] = [];
    notifications.forEach((n, i) => n.listen('security_config', (payload) => void heard.push(`${i}:${payload}`)));
    await notifications[0].notify('security_config', 'changed:1');
    await deliver();
    expect(heard).toEqual(['0:changed:1']);
  });

  it('do not hold the sender longer than the wait when a worker never answers', async () => {
    const { notifications } = pool(2);
    let resolved = false;
    const sent = notifications[0].notify('security_cache', 'x', { everyProcess: true }).then(() => {
      resolved = true;
    });
    jest.advanceTimersByTime(WORKER_NOTICE_WAIT_MS - 1);
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(1);
    await sent;
    expect(resolved).toBe(true);
  });

  it('answer the sender when the worker it waited for exits', async () => {
    const done: unknown[] = [];
    const a: NoticeTarget = { send: (message) => void done.push(message) };
    const b: NoticeTarget = { send: () => undefined };
    const relay = new PrimaryNoticeRelay((from) => [a, b].filter((w) => w !== from));
    relay.received(a, { type: 'dashboards:notice', id: 7, channel: 'c', payload: 'p' });
    expect(done).toEqual([]);
    relay.gone(b);
    expect(done).toEqual([{ type: 'dashboards:notice-done', id: 7 }]);
  });

  it('answer at once when no other worker listens yet, and leave other messages alone', () => {
    const done: unknown[] = [];
    const a: NoticeTarget = { send: (message) => void done.push(message) };
    const relay = new PrimaryNoticeRelay(() => []);
    expect(relay.received(a, { type: 'dashboards:notice', id: 1, channel: 'c', payload: 'p' })).toBe(true);
    expect(done).toEqual([{ type: 'dashboards:notice-done', id: 1 }]);
    expect(relay.received(a, { type: 'dashboards:listening', url: 'http://x' })).toBe(false);
  });
});
