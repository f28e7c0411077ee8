/**
 * Messages for the person who started the server that must be seen, not scrolled past: printed as
 * a framed block right after the "Server running at" line (a first start's generated admin
 * password). Plugins hand them over through `core.notices` during start.
 */
export interface OperatorNotice {
  title: string;
  /** `SERVER_URL` in a line stands for the URL the server serves, known only once it listens. */
  lines: string[];
}

export interface OperatorNoticesStart {
  /** Queued now, printed once the server listens (with several workers: once, by the primary). */
  showAfterReady(notice: OperatorNotice): void;
}

export const SERVER_URL = '{server.url}';

export class OperatorNotices {
  private pending: OperatorNotice[] = [];

  start(): OperatorNoticesStart {
    return { showAfterReady: (notice) => void this.pending.push(notice) };
  }

  /** The queued notices, framed for the terminal; the queue is emptied (each is shown once). */
  take(url: string): string[] {
    const framed = this.pending.map((notice) => frameNotice(notice, url));
    this.pending = [];
    return framed;
  }
}

/** A box of `=` and `|` (plain ASCII: log files and old consoles show it as well as a terminal). */
export function frameNotice(notice: OperatorNotice, url: string): string {
  const body = [notice.title, '', ...notice.lines.map((line) => line.split(SERVER_URL).join(url))];
  const width = Math.max(...body.map((line) => line.length));
  const rule = `+${'='.repeat(width + 2)}+`;
  return [rule, ...body.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n');
}
