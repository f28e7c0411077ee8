import type { StatusOperationsSetup } from '../status/types';
import type { LoggingConfig } from './types';

/** The level in force for loggers no `logging.loggers` entry names. */
export function effectiveRootLevel(config: LoggingConfig): string {
  return config.quiet ? 'error' : config.verbose ? 'all' : config.rootLevel;
}

/** The /status "Operations" rows of the logging: where lines go, their format and levels. */
export function registerLoggingRows(operations: StatusOperationsSetup, config: LoggingConfig): void {
  operations.register({ id: 'logging.dest', label: 'Log destination', read: () => config.dest });
  operations.register({ id: 'logging.format', label: 'Log format', read: () => (config.json ? 'JSON (ECS)' : 'text') });
  operations.register({ id: 'logging.level', label: 'Log level', read: () => effectiveRootLevel(config) });
  if (config.loggers.length > 0) {
    operations.register({
      id: 'logging.loggers',
      label: 'Logger levels',
      read: () => config.loggers.map(({ name, level }) => `${name}: ${level}`).join(', '),
    });
  }
}
