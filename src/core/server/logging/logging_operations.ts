import { i18n } from '../i18n/localized_message';
import type { StatusOperationsSetup } from '../status/types';
import type { LoggingConfig } from './types';

/** The level in force for loggers no `logging.loggers` entry names. */
export function effectiveRootLevel(config: LoggingConfig): string {
  return config.quiet ? 'error' : config.verbose ? 'all' : config.rootLevel;
}

/** The /status "Operations" rows of the logging: where lines go, their format and levels. */
export function registerLoggingRows(operations: StatusOperationsSetup, config: LoggingConfig): void {
  // Values that are names (a path, a level, logger names) stay as they are; the words are messages.
  operations.register({
    id: 'logging.dest',
    label: i18n.defineMessage('core.status.operations.logDestination', { defaultMessage: 'Log destination' }),
    read: () => config.dest,
  });
  operations.register({
    id: 'logging.format',
    label: i18n.defineMessage('core.status.operations.logFormat', { defaultMessage: 'Log format' }),
    read: () =>
      config.json
        ? i18n.defineMessage('core.status.operations.logFormatJson', { defaultMessage: 'JSON (ECS)' })
        : i18n.defineMessage('core.status.operations.logFormatText', { defaultMessage: 'text' }),
  });
  operations.register({
    id: 'logging.level',
    label: i18n.defineMessage('core.status.operations.logLevel', { defaultMessage: 'Log level' }),
    read: () => effectiveRootLevel(config),
  });
  if (config.loggers.length > 0) {
    operations.register({
      id: 'logging.loggers',
      label: i18n.defineMessage('core.status.operations.loggerLevels', { defaultMessage: 'Logger levels' }),
      read: () => config.loggers.map(({ name, level }) => `${name}: ${level}`).join(', '),
    });
  }
}
