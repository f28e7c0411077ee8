/** What `npm test` counts and times, and the lines it ends with. */
import { performance } from 'perf_hooks';
import { stripVTControlCharacters } from 'util';

export interface Tally {
  name: string;
  passed: number;
  failed: number;
}

/** One failed test, named so that the last lines of a CI log say which one broke. */
export interface Failure {
  level: string;
  test: string;
  message: string;
}

export interface FileTime {
  file: string;
  level: string;
  seconds: number;
}

export class Report {
  readonly tallies: Tally[] = [];
  readonly fileTimes: FileTime[] = [];
  readonly failures: Failure[] = [];
  private readonly levelTimes: Array<{ level: string; seconds: number }> = [];
  private readonly started = performance.now();

  count(name: string, passed: number, failed: number): void {
    this.tallies.push({ name, passed, failed });
  }

  /** One result: a check that passed or failed as a whole (ESLint, the build…). */
  check(name: string, ok: boolean): void {
    this.count(name, ok ? 1 : 0, ok ? 0 : 1);
  }

  async timed<T>(level: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.levelTimes.push({ level, seconds: (performance.now() - started) / 1000 });
    }
  }

  get passed(): number {
    return this.tallies.reduce((n, t) => n + t.passed, 0);
  }

  get failed(): number {
    return this.tallies.reduce((n, t) => n + t.failed, 0);
  }

  /** A failed test; its message is cut to its first three lines, as the log above has the rest. */
  fail(level: string, test: string, message: string): void {
    const lines = stripVTControlCharacters(message)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const short = lines.slice(0, 3).join(' · ');
    this.failures.push({ level, test, message: short.length > 240 ? `${short.slice(0, 239)}…` : short });
  }

  /**
   * Each level's time, the 10 slowest files, the failed tests (the first 20), each tally, then
   * the one `N passed, N failed` line.
   */
  print(write: (text: string) => void): void {
    const pad = (text: string, width: number) => text.padEnd(width);
    write('\nTime per level (levels that overlap are timed each):\n');
    for (const { level, seconds } of this.levelTimes)
      write(`  ${pad(level, 12)} ${seconds.toFixed(0).padStart(5)} s\n`);
    const wall = (performance.now() - this.started) / 1000;
    write(`  ${pad('wall', 12)} ${wall.toFixed(0).padStart(5)} s\n`);
    if (this.fileTimes.length > 0) {
      write('The 10 slowest test files:\n');
      for (const { file, level, seconds } of [...this.fileTimes].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
        write(`  ${seconds.toFixed(1).padStart(6)} s  ${pad(level, 11)} ${file}\n`);
      }
    }
    if (this.failures.length > 0) {
      write('Failed tests:\n');
      for (const { level, test, message } of this.failures.slice(0, 20))
        write(`  ${pad(level, 11)} ${test}${message ? ` — ${message}` : ''}\n`);
      if (this.failures.length > 20) write(`  …and ${this.failures.length - 20} more\n`);
    }
    for (const t of this.tallies) write(`${t.name}: ${t.passed} passed, ${t.failed} failed\n`);
    write(`${this.passed} passed, ${this.failed} failed\n`);
  }
}

export function readJson<T>(read: () => string): T | null {
  try {
    return JSON.parse(read()) as T;
  } catch {
    return null;
  }
}
