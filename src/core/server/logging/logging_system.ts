/**
 * The one logging system of a process: loggers by hierarchical name, each with the level
 * `logging.*` gives it, writing through the redaction step to one appender (stdout or a file).
 */
import { ConsoleAppender, FileAppender } from './appenders';
import { jsonLayout, textLayout } from './layouts';
import { levelOf, writes } from './log_levels';
import { effectiveRootLevel } from './logging_operations';
import { redactMeta, redactText } from './redact';
import type { Appender, Logger, LoggingConfig, LogLevelName, LogMeta, LogRecord, RecordLevel } from './types';

export const STDOUT = 'stdout';

export const DEFAULT_LOGGING_CONFIG: LoggingConfig = Object.freeze({
  json: false,
  dest: STDOUT,
  rootLevel: 'info',
  loggers: [],
  quiet: false,
  verbose: false,
}) as LoggingConfig;

/** What /status shows of the logging: where lines go and the root level in force. */
export interface LoggingDescription {
  destination: string;
  level: LogLevelName;
  layout: 'json' | 'text';
}

export interface LoggingSystemOptions {
  /** `service.name` of JSON lines (config `server.name`). */
  serviceName?: string;
  /** Shown before the logger's name in text lines (`worker 1234`). */
  processTag?: string;
  /** Instead of stdout or `dest` (tests). */
  appender?: Appender;
}

/** An Error's copy with the credentials in its message and stack replaced. */
function redactError(error: Error): Error {
  const copy = new Error(redactText(error.message));
  copy.name = error.name;
  copy.stack = error.stack === undefined ? undefined : redactText(error.stack);
  return copy;
}

export class LoggingSystem {
  private readonly appender: Appender;
  private readonly levels = new Map<string, LogLevelName>();

  constructor(
    private readonly config: LoggingConfig = DEFAULT_LOGGING_CONFIG,
    options: LoggingSystemOptions = {}
  ) {
    const { serviceName = 'dashboards', processTag, appender } = options;
    const layout = config.json ? jsonLayout(serviceName) : textLayout(processTag);
    this.appender =
      appender ??
      (config.dest === STDOUT ? new ConsoleAppender(layout, !config.json) : new FileAppender(config.dest, layout));
  }

  /** The logger named by the context parts joined with dots (`get('plugins', 'security')`); the root without any. */
  get(...context: string[]): Logger {
    return this.logger(context.join('.'));
  }

  levelOf(name: string): LogLevelName {
    let level = this.levels.get(name);
    if (level === undefined) {
      level = levelOf(name, this.config);
      this.levels.set(name, level);
    }
    return level;
  }

  /** Every record, from every logger, passes here: redaction, then the appender. */
  write(logger: string, level: RecordLevel, message: string | Error, meta?: LogMeta): void {
    if (!writes(this.levelOf(logger), level)) return;
    const record: LogRecord = {
      timestamp: new Date(),
      level,
      logger,
      message: typeof message === 'string' ? redactText(message) : '',
      ...(message instanceof Error ? { error: redactError(message) } : {}),
      ...(meta ? { meta: redactMeta(meta) as LogMeta } : {}),
    };
    this.appender.append(record);
  }

  /** SIGHUP: the log file is opened again, so `logrotate` can rename it and the next line starts a new one. */
  reopen(): void {
    this.appender.reopen();
  }

  close(): void {
    this.appender.close();
  }

  describe(): LoggingDescription {
    const level = effectiveRootLevel(this.config) as LogLevelName;
    return { destination: this.config.dest, level, layout: this.config.json ? 'json' : 'text' };
  }

  private logger(name: string): Logger {
    const child = (more: string[]) => this.logger([name, ...more].filter(Boolean).join('.'));
    return {
      debug: (message, meta) => this.write(name, 'debug', message, meta),
      info: (message, meta) => this.write(name, 'info', message, meta),
      warn: (message, meta) => this.write(name, 'warn', message, meta),
      error: (message, meta) => this.write(name, 'error', message, meta),
      get: (...more) => child(more),
      isLevelEnabled: (level) => writes(this.levelOf(name), level),
    };
  }
}
