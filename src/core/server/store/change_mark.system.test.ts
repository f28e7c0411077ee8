import { spawn, spawnSync } from 'child_process';
import { mkdtempSync, rmSync } from 'fs';
import { sql } from 'kysely';
import { tmpdir } from 'os';
import { join } from 'path';
import { runStatements } from './migrator';
import { StoreService, STORE_FILE_NAME } from './store_service';
import { DEFAULT_STORE_CONFIG } from './store_config';
import { startNewTurn } from './loop_turn';
import type { Migration, Store } from './types';
import { WalHeaderWatch } from './wal_header';

/**
 * The SQLite change mark answers from the WAL index's header while it stays (wal_header.ts): a
 * commit by another connection must still move the mark at the very next call, every time (a
 * revoked session is refused on the next request), and this connection's own commits still leave it.
 */
const notes: Migration = {
  id: 'test.001_notes',
  up: (db) => runStatements(db, ['CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)']),
};

let root: string;
const services: StoreService[] = [];
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'osd-change-mark-'));
});
afterEach(async () => {
  for (const service of services.splice(0)) await service.stop();
  rmSync(root, { recursive: true, force: true });
});

async function open(): Promise<Store> {
  const service = new StoreService();
  service.setup().registerMigrations([notes]);
  services.push(service);
  return service.start({ dataDir: join(root, 'data'), config: DEFAULT_STORE_CONFIG });
}

const write = (store: Store, text: string) => sql`INSERT INTO notes (text) VALUES (${text})`.execute(store.kysely());

describe('the SQLite change mark', () => {
  it('moves at the next call after every commit of another connection, and only then', async () => {
    const reader = await open();
    const writer = await open();
    let mark = reader.changeMark();
    expect(reader.changeMark()).toBe(mark);
    for (let i = 0; i < 30; i++) {
      await write(writer, `note ${i}`);
      const next = reader.changeMark();
      expect(next).not.toBe(mark);
      mark = next;
      expect(reader.changeMark()).toBe(mark);
      // A checkpoint that restarts the WAL now and then: the commits after it are seen as well.
      if (i % 10 === 9) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(writer.kysely());
    }
  });

  it('stays on its own connection’s commits (their writers tell their caches themselves)', async () => {
    const store = await open();
    const mark = store.changeMark();
    await write(store, 'mine');
    expect(store.changeMark()).toBe(mark);
  });
});

/** Another process's commit on the store's file: a node process of its own, with its own connection. */
const COMMIT = `
const Database = require(process.env.SQLITE_MODULE);
const db = new Database(process.env.STORE_FILE, { timeout: 5000 });
db.prepare('INSERT INTO notes (text) VALUES (?)').run('from another process');
db.close();
`;
const commitEnv = () => ({
  ...process.env,
  SQLITE_MODULE: require.resolve('better-sqlite3'),
  STORE_FILE: join(root, 'data', STORE_FILE_NAME),
});
/** Commits from another process while this one's event loop is blocked: no I/O reaches it meanwhile. */
function commitBlocking(): void {
  const result = spawnSync(process.execPath, ['-e', COMMIT], { env: commitEnv(), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the other process failed: ${result.stderr}`);
}
/** Commits from another process; resolves once its exit has reached this process (I/O: a later turn). */
function commitAndWait(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', COMMIT], { env: commitEnv(), stdio: 'ignore' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the other process exited with ${code}`))));
  });
}

describe('the SQLite change mark of the only store on its file in this process', () => {
  it("sees another process's commit once anything of it has reached this process", async () => {
    const store = await open();
    let mark = store.changeMark();
    for (let i = 0; i < 3; i++) {
      await commitAndWait();
      const next = store.changeMark();
      expect(next).not.toBe(mark);
      mark = next;
    }
  });

  it('reads the WAL index once per event-loop turn, and anew for a request that starts a new turn', async () => {
    const store = await open();
    const reads = jest.spyOn(WalHeaderWatch.prototype, 'moved');
    try {
      const mark = store.changeMark();
      const before = reads.mock.calls.length;
      for (let i = 0; i < 100; i++) expect(store.changeMark()).toBe(mark);
      // Answered from this turn's check: the requests of one turn share it.
      expect(reads.mock.calls.length).toBe(before);
      // A pipelined request (core starts a new turn for it) may have come after that check.
      commitBlocking();
      startNewTurn();
      expect(store.changeMark()).not.toBe(mark);
    } finally {
      reads.mockRestore();
    }
  });
});

describe('WalHeaderWatch', () => {
  it('reads unchanged until a commit rewrites the header', async () => {
    const store = await open();
    const watch = WalHeaderWatch.open(join(root, 'data', STORE_FILE_NAME))!;
    expect(watch).not.toBeNull();
    try {
      expect(watch.moved()).toBe(true);
      expect(watch.moved()).toBe(false);
      await write(store, 'one');
      expect(watch.moved()).toBe(true);
      expect(watch.moved()).toBe(false);
    } finally {
      watch.close();
    }
    // Closed: it can no longer tell, so it says "ask SQLite".
    expect(watch.moved()).toBe(true);
  });

  it('is null for a database without a WAL index', () => {
    expect(WalHeaderWatch.open(join(root, 'missing.sqlite'))).toBeNull();
  });
});
