/** Contracts of core's logging: what plugins and services log through, and how it is configured. */

/**
 * The levels of `logging.root.level` and `logging.loggers[].level`, as OpenSearch Dashboards names
 * them, most severe first: a logger at `info` writes fatal, error, warn and info records.
 * `off` writes nothing, `all` everything.
 */
export type LogLevelName = 'off' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'all';

/** The levels a record is written at. */
export type RecordLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Extra fields of a record, ECS-shaped (`{ http: { request: { method: 'GET' } } }`): written as
 * they are by the JSON layout (after redaction), left out by the text layout.
 */
export type LogMeta = Record<string, unknown>;

/** A leveled logger named by its context (`plugins.security.audit`); children via `get`. */
export interface Logger {
  debug(message: string, meta?: LogMeta): void;
  info(message: string, meta?: LogMeta): void;
  warn(message: string | Error, meta?: LogMeta): void;
  error(message: string | Error, meta?: LogMeta): void;
  /** A child logger: its name is this one's followed by `context` (`get('audit')` → `plugins.security.audit`). */
  get(...context: string[]): Logger;
  /** Whether a record at `level` would be written: lets a caller skip building one per request. */
  isLevelEnabled(level: RecordLevel): boolean;
}

/** One record as the layouts see it. */
export interface LogRecord {
  timestamp: Date;
  level: RecordLevel;
  /** Dotted name of the logger (`http.server.response`); '' for the root. */
  logger: string;
  message: string;
  error?: Error;
  meta?: LogMeta;
}

/** `logging.loggers[]`: a level for a logger and every logger under it. */
export interface LoggerLevelConfig {
  name: string;
  level: LogLevelName;
}

/** `logging.*` after defaults and checks. */
export interface LoggingConfig {
  /** One ECS JSON object per line; false: the text layout. */
  json: boolean;
  /** 'stdout', or the absolute path of the file records are appended to. */
  dest: string;
  /** The level of loggers no `loggers` entry names. */
  rootLevel: LogLevelName;
  loggers: LoggerLevelConfig[];
  /** `logging.quiet`: errors only (overrides `rootLevel`). */
  quiet: boolean;
  /** `logging.verbose`: everything, the request log included (overrides `rootLevel`). */
  verbose: boolean;
}

/** What a record is written to (stdout, a file). */
export interface Appender {
  append(record: LogRecord): void;
  /** Opens its file again (after `logrotate` renamed it); no-op for stdout. */
  reopen(): void;
  close(): void;
}
