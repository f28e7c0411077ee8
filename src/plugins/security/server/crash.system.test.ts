/**
 * Nothing acknowledged is lost when a server process dies: a bounded write load (saved objects and
 * role edits) runs while one process is killed with SIGKILL mid-load. Every write that got a 2xx
 * is there afterwards. On PostgreSQL the other instance keeps serving throughout; on SQLite the
 * single process is restarted on its data dir.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import {
  ADMIN_PASSWORD,
  call,
  sharing,
  startProcess,
  type ServerProcess,
  type Shared,
} from './test_utils/server_processes';

jest.setTimeout(300_000);

const ADMIN = { basic: ['admin', ADMIN_PASSWORD] as [string, string] };
const WRITES = 80;
/** The kill comes when this many writes have been answered. */
const KILL_AFTER = 25;
const CONCURRENCY = 4;

interface Write {
  kind: 'dashboard' | 'role';
  name: string;
  server: ServerProcess;
}

/** Sends every write (CONCURRENCY at a time) and answers the ones acknowledged with a 2xx. */
async function load(
  pick: (i: number) => ServerProcess,
  onAnswered: (answered: number) => void
): Promise<{ acknowledged: Write[]; failedOn: Set<string> }> {
  const acknowledged: Write[] = [];
  const failedOn = new Set<string>();
  let next = 0;
  let answered = 0;
  const worker = async () => {
    while (next < WRITES) {
      const i = next++;
      const server = pick(i);
      const write: Write = { kind: i % 2 === 0 ? 'dashboard' : 'role', name: `crash_${i}`, server };
      try {
        const res =
          write.kind === 'dashboard'
            ? await call(server, 'POST', `/api/saved_objects/dashboard/${write.name}`, {
                ...ADMIN,
                body: { attributes: { title: `Written ${i}` } },
              })
            : await call(server, 'POST', `/api/v1/configuration/roles/${write.name}`, {
                ...ADMIN,
                body: { description: `written ${i}`, cluster_permissions: ['cluster_monitor'] },
              });
        if (res.status >= 200 && res.status < 300) acknowledged.push(write);
        else failedOn.add(`${server.url} ${res.status}`);
      } catch {
        // The connection died with the process: not acknowledged, so not owed.
        failedOn.add(server.url);
      }
      onAnswered(++answered);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { acknowledged, failedOn };
}

async function assertPresent(server: ServerProcess, writes: Write[]) {
  const missing: string[] = [];
  for (const write of writes) {
    const res =
      write.kind === 'dashboard'
        ? await call(server, 'GET', `/api/saved_objects/dashboard/${write.name}`, ADMIN)
        : await call(server, 'GET', `/api/v1/configuration/roles/${write.name}`, ADMIN);
    if (res.status !== 200) missing.push(`${write.kind} ${write.name}: ${res.status}`);
  }
  expect(missing).toEqual([]);
}

function kill9(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

describe('kill -9 mid-load loses no acknowledged write', () => {
  let dir: string;
  const running: ServerProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.map((server) => server.stop()));
    running.length = 0;
    rmSync(dir, { recursive: true, force: true });
  });
  const start = async (name: string, shared: Shared) => {
    const server = await startProcess(dir, name, shared);
    running.push(server);
    return server;
  };

  it('two instances on one PostgreSQL: one killed, the other keeps serving and holds every acknowledged write', async () => {
    dir = mkdtempSync(join(tmpdir(), 'crash-pg-'));
    const shared = await sharing('postgres', dir);
    const a = await start('a', shared);
    const b = await start('b', shared);
    let killed: Promise<void> | undefined;
    const { acknowledged, failedOn } = await load(
      (i) => (i % 2 === 0 ? a : b),
      (answered) => {
        if (answered === KILL_AFTER) killed = kill9(a);
      }
    );
    await killed;
    expect(a.child.signalCode).toBe('SIGKILL');
    // B answered every write sent to it with a 2xx, before and after A died.
    expect([...failedOn].filter((failure) => failure.startsWith(b.url))).toEqual([]);
    expect(acknowledged.filter((w) => w.server === b)).toHaveLength(WRITES / 2);
    expect(acknowledged.filter((w) => w.server === a).length).toBeGreaterThanOrEqual(KILL_AFTER / 2 - CONCURRENCY);
    await assertPresent(b, acknowledged);
  });

  it('one SQLite process killed mid-load: after a restart on its data dir every acknowledged write is there', async () => {
    dir = mkdtempSync(join(tmpdir(), 'crash-sqlite-'));
    const shared = await sharing('sqlite', dir);
    const first = await start('first', shared);
    let killed: Promise<void> | undefined;
    const { acknowledged } = await load(
      () => first,
      (answered) => {
        if (answered === KILL_AFTER) killed = kill9(first);
      }
    );
    await killed;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER - CONCURRENCY);
    expect(acknowledged.length).toBeLessThan(WRITES);
    const second = await start('second', shared);
    await assertPresent(second, acknowledged);
  });
});
