/**
 * Where lines go: stdout (text: warnings and errors to stderr, as the server always did; JSON:
 * every line on stdout), or a file
 * opened for appending and opened again on `reopen()` (SIGHUP after `logrotate` renamed it).
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'fs';
import { dirname } from 'path';
import type { Layout } from './layouts';
import type { Appender, LogRecord } from './types';

/** The log file cannot be opened: a setting to fix, printed without a stack. */
export class LogFileError extends Error {}

export class ConsoleAppender implements Appender {
  /** `splitErrors`: warnings and errors to stderr (text, for people); else all on stdout (JSON, one stream for a shipper). */
  constructor(
    private readonly layout: Layout,
    private readonly splitErrors = true
  ) {}

  append(record: LogRecord): void {
    const line = this.layout(record);
    const quiet = record.level === 'info' || record.level === 'debug' || record.level === 'trace';
    // Looked up on each write: tests replace process.stdout.write to read the lines.
    (quiet || !this.splitErrors ? process.stdout : process.stderr).write(line);
  }

  reopen(): void {}
  close(): void {}
}

/**
 * Appends each line with one synchronous write on a file opened with O_APPEND: lines of several
 * processes (`server.workers`) sharing the file never interleave, and nothing is lost when the
 * process exits right after logging.
 */
export class FileAppender implements Appender {
  private fd: number | null = null;

  constructor(
    readonly path: string,
    private readonly layout: Layout
  ) {
    try {
      mkdirSync(dirname(path), { recursive: true });
      this.fd = openSync(path, 'a', 0o640);
    } catch (error) {
      throw new LogFileError(`[logging.dest] Could not open the log file ${path}: ${(error as Error).message}`);
    }
  }

  append(record: LogRecord): void {
    if (this.fd === null) return;
    const line = this.layout(record);
    try {
      writeSync(this.fd, line);
    } catch (error) {
      // A full disk must not stop the server; the operator still sees why on stderr.
      process.stderr.write(`Could not write to the log file ${this.path}: ${(error as Error).message}\n`);
    }
  }

  /** Opens the path again (a new file when it was renamed), then closes the old one. */
  reopen(): void {
    const previous = this.fd;
    try {
      this.fd = openSync(this.path, 'a', 0o640);
    } catch (error) {
      // Keep writing to the old file rather than nowhere.
      process.stderr.write(`Could not reopen the log file ${this.path}: ${(error as Error).message}\n`);
      return;
    }
    if (previous !== null) closeSync(previous);
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}
