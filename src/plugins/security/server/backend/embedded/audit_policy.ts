/**
 * What the stored audit configuration (audit.yml's `config`) decides: which events are written,
 * and what of a request they may hold. Whatever it says, credentials never reach the log.
 */
import { REST_AUDIT_CATEGORIES, type AuditCategory } from '../../../common/audit';
import type { AuditConfig } from '../../../common/types';
import { compilePattern, type Matcher } from '../permissions/patterns';
import { isSecretKey } from '../secret_keys';

export interface AuditSettings {
  enabled: boolean;
  enableRest: boolean;
  disabledRestCategories: ReadonlySet<string>;
  logRequestBody: boolean;
  excludeSensitiveHeaders: boolean;
  ignoreUsers: Matcher[];
  ignoreRequests: Matcher[];
  complianceEnabled: boolean;
  internalConfig: boolean;
  writeLogDiffs: boolean;
  writeMetadataOnly: boolean;
  writeIgnoreUsers: Matcher[];
}

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const strings = (value: unknown, fallback: string[]): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : fallback;
const matchers = (patterns: string[]) => patterns.map((pattern) => compilePattern(pattern));

/** A setting the document leaves out takes OpenSearch's default (the same as this project's audit.yml). */
export function auditSettingsOf(config: AuditConfig | undefined): AuditSettings {
  const audit = (config?.audit ?? {}) as Record<string, unknown>;
  const compliance = (config?.compliance ?? {}) as Record<string, unknown>;
  return {
    enabled: config?.enabled === true,
    enableRest: flag(audit.enable_rest, true),
    disabledRestCategories: new Set(strings(audit.disabled_rest_categories, ['AUTHENTICATED', 'GRANTED_PRIVILEGES'])),
    logRequestBody: flag(audit.log_request_body, true),
    excludeSensitiveHeaders: flag(audit.exclude_sensitive_headers, true),
    ignoreUsers: matchers(strings(audit.ignore_users, ['kibanaserver'])),
    ignoreRequests: matchers(strings(audit.ignore_requests, [])),
    complianceEnabled: flag(compliance.enabled, true),
    internalConfig: flag(compliance.internal_config, true),
    writeLogDiffs: flag(compliance.write_log_diffs, false),
    writeMetadataOnly: flag(compliance.write_metadata_only, true),
    writeIgnoreUsers: matchers(strings(compliance.write_ignore_users, ['kibanaserver'])),
  };
}

const matchesAny = (matchers: Matcher[], value: string) => matchers.some((matches) => matches(value));

/** Whether a REST-layer event of this category, user and path is to be written. */
export function shouldLogRest(
  settings: AuditSettings,
  category: AuditCategory,
  user: string | null,
  path: string
): boolean {
  if (!settings.enabled || !settings.enableRest || settings.disabledRestCategories.has(category)) return false;
  // A failed login has no user: whom it tried to be is not known (and not logged).
  if (user !== null && matchesAny(settings.ignoreUsers, user)) return false;
  return !matchesAny(settings.ignoreRequests, path);
}

/** Whether a change to the security configuration is to be written (compliance logging). */
export function shouldLogConfigWrite(settings: AuditSettings, user: string, path: string): boolean {
  if (!settings.enabled || !settings.complianceEnabled || !settings.internalConfig) return false;
  if (matchesAny(settings.writeIgnoreUsers, user) || matchesAny(settings.ignoreUsers, user)) return false;
  return !matchesAny(settings.ignoreRequests, path);
}

export const REDACTED = '**redacted**';

/** Headers that carry credentials: never logged, whatever `exclude_sensitive_headers` says. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);
/** Headers that may carry a secret: left out while `exclude_sensitive_headers` is on (OpenSearch's default). */
const SENSITIVE_HEADER = /auth|cookie|token|secret|passw|session|api[-_]?key|credential|signature/i;
/**
 * Fields that hold or derive from a password or another secret, at any depth of a logged body:
 * these, and every key the configuration's own list masks (secret_keys.ts), so a setting masked
 * on the Authentication page, in the export and in history is never kept by a change event.
 */
const SECRET_FIELD = /passw|^hash$|secret|signing_key|exchange_key|private_key|credential|token|cookie|authorization/i;
const isSecretField = (key: string): boolean => SECRET_FIELD.test(key) || isSecretKey(key);
/**
 * Values that are credentials whatever field or header holds them: HTTP auth schemes, bcrypt
 * hashes, a JSON Web Token (JWT sign-in reads one from the header `jwt.header` names, which may
 * be any name: `X-JWT-Assertion` says nothing of a secret).
 */
const SECRET_VALUE = /^\s*(basic|bearer|digest|negotiate|ntlm)\s|\$2[aby]?\$\d\d\$|\beyJ[\w-]+\.eyJ[\w-]+\./i;

const MAX_BODY_CHARS = 16_384;
const MAX_DEPTH = 32;

/** The request's headers without credentials (and, with `exclude_sensitive_headers`, without anything that looks secret). */
export function loggableHeaders(
  headers: Record<string, string | string[] | undefined>,
  excludeSensitive: boolean
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [rawName, rawValue] of Object.entries(headers)) {
    const name = rawName.toLowerCase();
    if (rawValue === undefined || CREDENTIAL_HEADERS.has(name)) continue;
    if (excludeSensitive && SENSITIVE_HEADER.test(name)) continue;
    const value = Array.isArray(rawValue) ? rawValue.join(', ') : String(rawValue);
    out[name] = SECRET_VALUE.test(value) ? REDACTED : value;
  }
  return out;
}

/** A copy of a JSON value without secret fields (at any depth) and with credential-looking strings redacted. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? REDACTED : value;
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (isSecretField(key)) continue;
    out[SECRET_VALUE.test(key) ? REDACTED : key] = withoutSecrets(inner, depth + 1);
  }
  return out;
}

/** A request body as logged: secrets removed; a body too large to keep is only described. */
export function loggableBody(body: unknown): unknown {
  if (body === undefined || body === null) return undefined;
  const clean = withoutSecrets(body);
  const text = JSON.stringify(clean) ?? '';
  return text.length > MAX_BODY_CHARS ? { truncated: true, length: text.length } : clean;
}

/** The REST categories these settings do not write: all of them while audit logging or its REST layer is off. */
export function notRecordedCategories(settings: AuditSettings): string[] {
  if (!settings.enabled || !settings.enableRest) return [...REST_AUDIT_CATEGORIES];
  return REST_AUDIT_CATEGORIES.filter((category) => settings.disabledRestCategories.has(category));
}
