import type Database from 'better-sqlite3';
import { realpathSync } from 'fs';
import { resolve } from 'path';
import { LoopTurn } from './loop_turn';
import { WalHeaderWatch } from './wal_header';

/** The SQLite files this process has open through a store, and how many stores hold each. */
const openHere = new Map<string, number>();

function fileKey(name: string): string {
  try {
    return realpathSync(name);
  } catch {
    return resolve(name);
  }
}

/**
 * SQLite's change mark (`Store.changeMark`): a number that moves when another connection has
 * committed since the previous call. This connection's own commits leave it: their writers tell
 * their caches themselves.
 *
 * Nothing was committed by anyone while the WAL index's header stays as it was, so SQLite is asked
 * (`PRAGMA data_version`) only when it moved. Reading the header is a system call, and on every
 * authenticated request that was the largest cost beyond plain HTTP; so it is read once per
 * event-loop turn (loop_turn.ts): a commit by another process is seen by every request that
 * arrives after it, and by the next request in any case. While another store of this same process
 * has the file open (tests that play a second process), each call reads the header: its commits
 * need no network to reach the next caller.
 */
export class SqliteChangeCheck {
  private readonly file: string | null;
  /** Undefined until first used; null when the database has no WAL index to watch. */
  private walHeader?: WalHeaderWatch | null;
  private dataVersion?: number;
  private dataVersionQuery?: Database.Statement;
  private mark = 0;
  private readonly turn = new LoopTurn();
  private closed = false;

  constructor(private readonly connection: Database.Database) {
    this.file = connection.memory ? null : fileKey(connection.name);
    if (this.file !== null) openHere.set(this.file, (openHere.get(this.file) ?? 0) + 1);
  }

  changeMark(): number {
    if (this.turn.same() && this.aloneHere()) return this.mark;
    if (this.walHeader === undefined) {
      this.walHeader = this.file === null ? null : WalHeaderWatch.open(this.connection.name);
    }
    if (this.walHeader && !this.walHeader.moved()) return this.mark;
    // A statement prepared once: `connection.pragma()` prepares one per call.
    this.dataVersionQuery ??= this.connection.prepare('PRAGMA data_version').pluck();
    const version = this.dataVersionQuery.get() as number;
    if (version !== this.dataVersion) {
      this.dataVersion = version;
      this.mark++;
    }
    return this.mark;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.walHeader?.close();
    if (this.file === null) return;
    const left = (openHere.get(this.file) ?? 1) - 1;
    if (left > 0) openHere.set(this.file, left);
    else openHere.delete(this.file);
  }

  /** No other store of this process has the file open. */
  private aloneHere(): boolean {
    return this.file !== null && openHere.get(this.file) === 1;
  }
}
