/**
 * How a record becomes one line: the text layout (the default, for people) and the ECS JSON layout
 * (`logging.json`, for a log pipeline). Both escape control characters, so every record is exactly
 * one line whatever a logged value holds (see escapeControlCharacters).
 */
import type { LogRecord } from './types';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** What JSON.stringify leaves as they are but line-based readers may split on (DEL, C1, U+2028/9). */
const JSON_UNSAFE = /[\u007f-\u009f\u2028\u2029]/g;

const hex = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Every record is one line: control characters (C0, DEL, C1, the Unicode line and paragraph
 * separators) in any logged value are escaped, so a value an attacker chose (a user name tried at
 * the login form, an alert rule's name) can never start a line that looks like another record.
 */
export function escapeControlCharacters(text: string): string {
  return text.replace(CONTROL, (c) => NAMED[c] ?? hex(c));
}

export type Layout = (record: LogRecord) => string;

function errorText(record: LogRecord): string {
  const { error } = record;
  if (!error) return record.message;
  const stack = error.stack ?? `${error.name}: ${error.message}`;
  return record.message ? `${record.message}: ${stack}` : stack;
}

/**
 * `2026-01-01T00:00:00.000Z INFO  [plugins.security] message`, as the server always wrote; with a
 * process tag (a worker process) `[worker 1234.plugins.security]`.
 */
export function textLayout(processTag?: string): Layout {
  return (record) => {
    const name = [processTag, record.logger].filter(Boolean).join('.');
    const prefix = name ? `[${escapeControlCharacters(name)}] ` : '';
    const level = record.level.toUpperCase().padEnd(5);
    return `${record.timestamp.toISOString()} ${level} ${prefix}${escapeControlCharacters(errorText(record))}\n`;
  };
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `b` merged into `a` (nested maps merged, other values replaced). */
function merge(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out = { ...a };
  for (const [key, value] of Object.entries(b)) {
    out[key] = isMap(out[key]) && isMap(value) ? merge(out[key] as Record<string, unknown>, value) : value;
  }
  return out;
}

/**
 * One ECS object per line: `@timestamp`, `log.level`, `log.logger`, `message`, `service.name`,
 * `ecs.version`, an error's `error.*`, and the record's own fields (a request's `http.*`, `url.*`,
 * `event.duration`, `trace.id`). The record's fields cannot replace the fixed ones.
 */
export function jsonLayout(serviceName: string): Layout {
  return (record) => {
    const fixed: Record<string, unknown> = {
      '@timestamp': record.timestamp.toISOString(),
      message: record.error && !record.message ? record.error.message : record.message,
      log: { level: record.level.toUpperCase(), logger: record.logger || 'root' },
      service: { name: serviceName },
      ecs: { version: '8.11.0' },
      process: { pid: process.pid },
    };
    if (record.error) {
      fixed.error = {
        type: record.error.name,
        message: record.error.message,
        ...(record.error.stack ? { stack_trace: record.error.stack } : {}),
      };
    }
    // The fixed fields first (as a reader expects), then the record's, then the fixed ones' values again.
    const body = record.meta ? merge(merge(fixed, record.meta), fixed) : fixed;
    return `${JSON.stringify(body).replace(JSON_UNSAFE, hex)}\n`;
  };
}
