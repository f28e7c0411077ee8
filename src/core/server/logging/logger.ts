/**
 * The Logger contract and a logger of its own for code that runs before (or without) the
 * configured logging system: tests pass `createLogger('silent')`, the command line prints
 * configuration errors with one.
 */
import { LoggingSystem, DEFAULT_LOGGING_CONFIG } from './logging_system';
import type { LogLevelName } from './types';

export type { Logger } from './types';
export { escapeControlCharacters } from './layouts';

type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** A text logger on stdout/stderr at `level` ('silent': none), named by `context`. */
export function createLogger(level: Level | LogLevelName = 'info', context: string[] = []) {
  const rootLevel: LogLevelName = level === 'silent' ? 'off' : level;
  return new LoggingSystem({ ...DEFAULT_LOGGING_CONFIG, rootLevel }).get(...context);
}
