/**
 * `opensearch_security.audit.*` checked beyond its schema (config_schema.ts): `max_age` as a
 * duration, each sink against auditSinkSchema (the config reader checks no list of maps), facility
 * names as numbers, the CA file, no receiver twice.
 */
import { existsSync } from 'fs';
import type { Static } from '@sinclair/typebox';
import type * as TypeBoxValue from '@sinclair/typebox/value';
import { parseRetentionAge, type AuditSettings, type AuditSinkConfig } from '../../common/audit_retention';
import { auditSinkSchema, type SecurityConfigSection } from '../config_schema';

type AuditSinkDocument = Static<typeof auditSinkSchema>;
/** Throws the configuration error of `[opensearch_security.<path>]`. */
type Fail = (path: string, what: string) => never;

/** Syslog's facility names (RFC 5424 section 6.2.1) and their numbers. */
const FACILITIES = [
  'kern',
  'user',
  'mail',
  'daemon',
  'auth',
  'syslog',
  'lpr',
  'news',
  'uucp',
  'cron',
  'authpriv',
  'ftp',
  'ntp',
  'security',
  'console',
  'solaris-cron',
  'local0',
  'local1',
  'local2',
  'local3',
  'local4',
  'local5',
  'local6',
  'local7',
];

/** One `audit.sinks` entry through auditSinkSchema: defaults, a yml's strings as numbers, unknown keys refused. */
function readAuditSink(entry: unknown, at: string, fail: Fail): AuditSinkDocument {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
    fail(at, 'must be a map (type, host, port…).');
  const known = Object.keys(auditSinkSchema.properties);
  const unknown = Object.keys(entry as object).find((key) => !known.includes(key));
  if (unknown) fail(`${at}.${unknown}`, `is not a sink setting; use ${known.join(', ')}.`);
  // TypeBox's value module (about 190 KB kept resident) is loaded only when a sink is configured.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when needed
  const { Value } = require('@sinclair/typebox/value') as typeof TypeBoxValue;
  const value = Value.Convert(auditSinkSchema, Value.Default(auditSinkSchema, structuredClone(entry)));
  const error = Value.Errors(auditSinkSchema, value).First();
  if (error) fail(`${at}${error.path.replace(/\//g, '.')}`, `${error.message} (got ${JSON.stringify(error.value)}).`);
  return value as AuditSinkDocument;
}

/** The `audit` section checked; `fail` throws the section's config error naming the key. */
export function readAuditSettings(section: SecurityConfigSection['audit'], fail: Fail): AuditSettings {
  const { max_age: maxAge, max_events: maxEvents, check_interval_ms: checkIntervalMs } = section.retention;
  const maxAgeMs = maxAge.trim() === '' ? 0 : parseRetentionAge(maxAge);
  if (maxAgeMs === undefined) {
    fail('audit.retention.max_age', `must be a number and a unit (s, m, h, d, w), e.g. 90d; got "${maxAge}".`);
  }
  if (!Array.isArray(section.sinks)) fail('audit.sinks', 'must be a list of sinks.');
  const sinks = section.sinks.map((entry, index): AuditSinkConfig => {
    const at = `audit.sinks.${index}`;
    const sink = readAuditSink(entry, at, fail);
    if (!/^[A-Za-z0-9.:[\]_-]+$/.test(sink.host)) fail(`${at}.host`, 'must be a host name or an address.');
    const facility = /^\d+$/.test(sink.facility) ? Number(sink.facility) : FACILITIES.indexOf(sink.facility);
    if (facility < 0 || facility > 23) {
      fail(`${at}.facility`, `must be 0 to 23 or one of ${FACILITIES.join(', ')}; got "${sink.facility}".`);
    }
    if (sink.ca && sink.protocol !== 'tls') fail(`${at}.ca`, 'is used only with protocol: tls.');
    if (sink.ca && !existsSync(sink.ca)) fail(`${at}.ca`, `names no file: "${sink.ca}".`);
    return { ...sink, facility };
  });
  const names = sinks.map((sink) => `${sink.host}:${sink.port}/${sink.protocol}`);
  if (new Set(names).size !== names.length) fail('audit.sinks', 'lists one receiver twice.');
  return {
    retention: {
      max_age: maxAge.trim(),
      max_age_ms: maxAgeMs ?? 0,
      max_events: maxEvents,
      check_interval_ms: checkIntervalMs,
    },
    sinks,
  };
}
