import { closeSync, openSync, readSync } from 'fs';

/** One copy of SQLite's WAL-index header, at the start of a WAL database's `-shm` file. */
const HEADER_BYTES = 48;

/**
 * Watches the WAL-index header SQLite keeps at the start of a WAL database's `-shm` file. Every
 * commit of any connection (any process) rewrites it (change counter, frame count, checksum)
 * before the commit returns, so while it reads as before nothing was committed anywhere since.
 * One 48-byte `pread`, cheaper than asking SQLite (`PRAGMA data_version` takes and drops the WAL
 * read lock on every call). A changed, short or torn read only means "ask SQLite": it can make
 * the caller ask needlessly, never miss a commit.
 */
export class WalHeaderWatch {
  private readonly last = Buffer.alloc(HEADER_BYTES);
  private readonly scratch = Buffer.alloc(HEADER_BYTES);

  private constructor(private fd: number | null) {}

  /** Null when the database has no `-shm` file to read (not in WAL mode, in memory). */
  static open(databaseFile: string): WalHeaderWatch | null {
    try {
      return new WalHeaderWatch(openSync(`${databaseFile}-shm`, 'r'));
    } catch {
      return null;
    }
  }

  /** False only when the header reads exactly as it did at the previous call. */
  moved(): boolean {
    if (this.fd === null) return true;
    let read: number;
    try {
      read = readSync(this.fd, this.scratch, 0, HEADER_BYTES, 0);
    } catch {
      return true;
    }
    if (read === HEADER_BYTES && this.scratch.equals(this.last)) return false;
    this.scratch.copy(this.last);
    // A short read leaves stale bytes behind: never taken as "unchanged" next time.
    if (read !== HEADER_BYTES) this.last.fill(0xff);
    return true;
  }

  close(): void {
    if (this.fd === null) return;
    closeSync(this.fd);
    this.fd = null;
  }
}
