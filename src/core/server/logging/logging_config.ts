/**
 * `logging.*` (keys as OpenSearch Dashboards names them): the TypeBox schema with descriptions,
 * and the checks the schema cannot word (the `loggers` list, the file's path).
 */
import { Type, type Static } from '@sinclair/typebox';
import { isAbsolute, resolve } from 'path';
import { LOG_LEVELS } from './log_levels';
import type { LoggerLevelConfig, LoggingConfig, LogLevelName } from './types';

const level = (fallback: LogLevelName, description: string) =>
  Type.Union(
    LOG_LEVELS.map((name) => Type.Literal(name)),
    { default: fallback, description }
  );

export const loggingConfigSchema = Type.Object(
  {
    json: Type.Boolean({
      default: false,
      description: 'Write one ECS-shaped JSON object per line (for a log pipeline) instead of text.',
    }),
    dest: Type.String({
      default: 'stdout',
      minLength: 1,
      description:
        'stdout, or a file the log is appended to (relative to the working directory; reopened on SIGHUP, so logrotate can rename it).',
    }),
    root: Type.Object({
      level: level('info', 'The level of every logger no logging.loggers entry names. Environment LOG_LEVEL wins.'),
    }),
    // A list of maps, checked by parseLoggingConfig (the config reader checks lists of strings only).
    loggers: Type.Unknown({
      default: [],
      rawValue: true,
      docType: 'list of maps',
      entrySchema: Type.Object({
        name: Type.String({
          description: 'A dotted logger name (http.server.response is the request log, plugins.security a plugin).',
        }),
        level: Type.Union(
          LOG_LEVELS.map((name) => Type.Literal(name)),
          { description: 'The level of this logger and every logger under it (the most specific entry wins).' }
        ),
      }),
      description:
        'Levels of named loggers and every logger under them: [{name: plugins.security, level: debug}]. Unnamed loggers use logging.root.level.',
    }),
    quiet: Type.Boolean({ default: false, description: 'Log errors only (overrides logging.root.level).' }),
    verbose: Type.Boolean({
      default: false,
      description: 'Log everything, the request log included (overrides logging.root.level).',
    }),
  },
  { description: 'The server log: text or ECS JSON, on stdout or in a file, with a level per logger.' }
);

export type LoggingConfigDocument = Static<typeof loggingConfigSchema>;

export class LoggingConfigError extends Error {}

/** Logger names: dotted words (`plugins.security.audit`, `http.server.response`). */
const LOGGER_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

function loggers(raw: unknown): LoggerLevelConfig[] {
  const shape = 'must be a list of {name, level} entries, e.g. [{name: plugins.security, level: debug}]';
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new LoggingConfigError(`[logging.loggers] ${shape}.`);
  return raw.map((entry: unknown, index) => {
    const key = `logging.loggers.${index}`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      throw new LoggingConfigError(`[${key}] ${shape}.`);
    }
    const { name, level: value, ...rest } = entry as Record<string, unknown>;
    const extra = Object.keys(rest)[0];
    if (extra !== undefined) throw new LoggingConfigError(`[${key}.${extra}] is not a known setting.`);
    if (typeof name !== 'string' || name.length > 200 || !LOGGER_NAME.test(name)) {
      throw new LoggingConfigError(`[${key}.name] must be a dotted logger name such as plugins.security.`);
    }
    if (typeof value !== 'string' || !(LOG_LEVELS as readonly string[]).includes(value)) {
      throw new LoggingConfigError(`[${key}.level] must be one of ${LOG_LEVELS.join(', ')}; got "${String(value)}".`);
    }
    return { name, level: value as LogLevelName };
  });
}

/** The section as the logging system takes it; a relative `dest` is read from `cwd`. */
export function parseLoggingConfig(section: LoggingConfigDocument, cwd: string): LoggingConfig {
  if (section.quiet && section.verbose) {
    throw new LoggingConfigError('[logging.quiet] and [logging.verbose] cannot both be true.');
  }
  const dest = section.dest.trim();
  return {
    json: section.json,
    dest: dest === 'stdout' ? 'stdout' : isAbsolute(dest) ? dest : resolve(cwd, dest),
    rootLevel: section.root.level,
    loggers: loggers(section.loggers),
    quiet: section.quiet,
    verbose: section.verbose,
  };
}
