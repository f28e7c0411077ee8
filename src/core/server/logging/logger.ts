/** A small leveled logger; the server prints to stdout/stderr, tests pass a silent one. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string | Error): void;
  get(...context: string[]): Logger;
}

type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

export function createLogger(level: Level = 'info', context: string[] = []): Logger {
  const prefix = context.length ? `[${context.join('.')}] ` : '';
  const write = (lvl: Exclude<Level, 'silent'>, message: string | Error) => {
    if (ORDER[lvl] < ORDER[level]) return;
    const text = message instanceof Error ? (message.stack ?? message.message) : message;
    const line = `${new Date().toISOString()} ${lvl.toUpperCase().padEnd(5)} ${prefix}${text}\n`;
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
