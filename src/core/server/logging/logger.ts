/** A small leveled logger; the server prints to stdout/stderr, tests pass a silent one. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string | Error): void;
  get(...context: string[]): Logger;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Every record is one line: control characters (C0, DEL, C1, the Unicode line and paragraph
 * separators) in any logged value are escaped, so a value an attacker chose (a user name tried at
 * the login form, an alert rule's name) can never start a line that looks like another record.
 * Applied here, where every line is written, so no caller has to remember it.
 */
export function escapeControlCharacters(text: string): string {
  return text.replace(CONTROL, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

export function createLogger(level: Level = 'info', context: string[] = []): Logger {
  const prefix = context.length ? `[${context.join('.')}] ` : '';
  const write = (lvl: Exclude<Level, 'silent'>, message: string | Error) => {
    if (ORDER[lvl] < ORDER[level]) return;
    const text = escapeControlCharacters(message instanceof Error ? (message.stack ?? message.message) : message);
    const line = `${new Date().toISOString()} ${lvl.toUpperCase().padEnd(5)} ${escapeControlCharacters(prefix)}${text}\n`;
    (lvl === 'error' || lvl === 'warn' ? process.stderr : process.stdout).write(line);
  };
  return {
    debug: (m) => write('debug', m),
    info: (m) => write('info', m),
    warn: (m) => write('warn', m),
    error: (m) => write('error', m),
    get: (...more) => createLogger(level, [...context, ...more]),
  };
}
