import type { LoggerLevelConfig, LoggingConfig, LogLevelName, RecordLevel } from './types';

export const LOG_LEVELS: readonly LogLevelName[] = ['off', 'fatal', 'error', 'warn', 'info', 'debug', 'trace', 'all'];

/** Higher is more verbose: a logger at level L writes a record at R when SEVERITY[R] <= SEVERITY[L]. */
const SEVERITY: Record<LogLevelName, number> = {
  off: 0,
  fatal: 1,
  error: 2,
  warn: 3,
  info: 4,
  debug: 5,
  trace: 6,
  all: 7,
};

export function writes(loggerLevel: LogLevelName, recordLevel: RecordLevel): boolean {
  return SEVERITY[recordLevel] <= SEVERITY[loggerLevel];
}

/**
 * The request log's logger. Its records are info-level lines, one per request: off unless
 * `logging.verbose` is on or a `logging.loggers` entry names it (or a parent of it), so a busy
 * server's default log is not one line per request.
 */
export const REQUEST_LOGGER = 'http.server.response';

/** Whether `name` is `parent` or a logger under it (`plugins.security` covers `plugins.security.audit`, not `plugins.securityx`). */
export function isUnder(name: string, parent: string): boolean {
  return name === parent || name.startsWith(`${parent}.`);
}

/**
 * The level of the logger `name`: the most specific `logging.loggers` entry naming it or a parent;
 * else `logging.quiet` (error), `logging.verbose` (all), then `logging.root.level` — except for the
 * request log, off by default (on with a root level of `all`).
 */
export function levelOf(
  name: string,
  config: Pick<LoggingConfig, 'rootLevel' | 'loggers' | 'quiet' | 'verbose'>
): LogLevelName {
  let best: LoggerLevelConfig | undefined;
  for (const entry of config.loggers) {
    if (isUnder(name, entry.name) && (!best || entry.name.length > best.name.length)) best = entry;
  }
  if (best) return best.level;
  if (config.quiet) return 'error';
  if (config.verbose) return 'all';
  if (isUnder(name, REQUEST_LOGGER) && config.rootLevel !== 'all') return 'off';
  return config.rootLevel;
}
