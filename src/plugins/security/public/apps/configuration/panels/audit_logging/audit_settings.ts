/**
 * The audit configuration as the Security app edits it (SPEC 3 "Audit configuration settings"):
 * every setting path, its group, label and kind, and the pure rules around them (category
 * options, read-only paths, the watched-fields map, the body the server accepts). Kept free of
 * React so the rules are tested on their own.
 */
import type { PublicSecurityConfig } from '../../../../../common/config';
import type { AuditConfig } from '../../../../../common/types';
import { i18n } from '../../../../../../../core/public';
import { displayBoolean, displayList } from '../../utils/display';
import { ALL_SETTINGS, ENABLED_SETTING, type AuditSetting, type SettingKind } from './audit_setting_groups';
import messages from './messages.json';

export const auditFetchErrorTitle = () => i18n.translate(messages.fetchErrorTitle);
export const auditFetchErrorBody = () => i18n.translate(messages.fetchErrorBody);
export const auditUpdateSuccess = () => i18n.translate(messages.updateSuccess);
export const auditUpdateFailure = () => i18n.translate(messages.updateFailure);
export const watchedFieldsInvalid = () => i18n.translate(messages.watchedFieldsInvalid);

/** SPEC 3: the categories the REST layer can leave out. */
export const REST_CATEGORY_OPTIONS = [
  'BAD_HEADERS',
  'FAILED_LOGIN',
  'MISSING_PRIVILEGES',
  'GRANTED_PRIVILEGES',
  'SSL_EXCEPTION',
  'AUTHENTICATED',
  'MFA_ENROLLED',
  'MFA_FAILED',
  'MFA_RESET',
] as const;

/** SPEC 3: the categories the transport layer can leave out. */
export const TRANSPORT_CATEGORY_OPTIONS = [
  'BAD_HEADERS',
  'FAILED_LOGIN',
  'GRANTED_PRIVILEGES',
  'INDEX_EVENT',
  'MISSING_PRIVILEGES',
  'SSL_EXCEPTION',
  'OPENDISTRO_SECURITY_INDEX_ATTEMPT',
  'AUTHENTICATED',
] as const;

export {
  ALL_SETTINGS,
  EDIT_GROUPS,
  ENABLED_SETTING,
  SECTION_TITLES,
  VIEW_GROUPS,
  type AuditSetting,
  type SettingGroup,
  type SettingKind,
  type SettingsSection,
} from './audit_setting_groups';

type Section = Record<string, unknown>;
const isObject = (value: unknown): value is Section =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function getSetting(config: AuditConfig, path: string): unknown {
  const [head, key] = path.split('.');
  if (key === undefined) return config[head];
  const section = config[head];
  return isObject(section) && Object.prototype.hasOwnProperty.call(section, key) ? section[key] : undefined;
}

/** A copy of `config` with one setting replaced. */
export function setSetting(config: AuditConfig, path: string, value: unknown): AuditConfig {
  const [head, key] = path.split('.');
  if (key === undefined) return { ...config, [head]: value };
  const section = isObject(config[head]) ? (config[head] as Section) : {};
  return { ...config, [head]: { ...section, [key]: value } };
}

/**
 * The category options of a picker: the SPEC list minus the ones the plugin configuration
 * excludes (`disabled{Rest,Transport}Categories.exclude`), so an administrator cannot pick a
 * category this deployment does not offer.
 */
export function categoryOptions(
  kind: 'restCategories' | 'transportCategories',
  config: PublicSecurityConfig
): string[] {
  const [all, exclude] =
    kind === 'restCategories'
      ? [REST_CATEGORY_OPTIONS, config.disabledRestCategories?.exclude]
      : [TRANSPORT_CATEGORY_OPTIONS, config.disabledTransportCategories?.exclude];
  const excluded = new Set(exclude ?? []);
  return all.filter((category) => !excluded.has(category));
}

/**
 * Read-only paths arrive either dotted ('audit.enable_rest') or as JSON pointers
 * ('/audit/enable_rest', as OpenSearch writes them); a whole section ('/audit') locks all of it.
 */
export function isReadOnly(path: string, readonly: readonly string[]): boolean {
  return readonly.some((entry) => {
    const normalized = entry.replace(/^\//, '').split('/').join('.');
    return normalized === path || path.startsWith(`${normalized}.`);
  });
}

export type WatchedFields = Record<string, string[]>;

export function formatWatchedFields(value: unknown): string {
  return JSON.stringify(isObject(value) ? value : {}, null, 2);
}

/**
 * The watched-fields text when it is a map of index pattern to a list of field patterns (SPEC 5),
 * else undefined. An empty text means "no watched fields".
 */
export function parseWatchedFields(text: string): WatchedFields | undefined {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(parsed)) return undefined;
  const entries = Object.entries(parsed);
  const valid = entries.every(
    ([pattern, fields]) =>
      pattern.trim() !== '' &&
      Array.isArray(fields) &&
      fields.every((field) => typeof field === 'string' && field.trim() !== '')
  );
  return valid ? Object.fromEntries(entries as Array<[string, string[]]>) : undefined;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function sanitize(kind: SettingKind, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (kind === 'bool') return typeof value === 'boolean' ? value : undefined;
  if (kind === 'watchedFields') {
    if (!isObject(value)) return undefined;
    return Object.fromEntries(Object.entries(value).map(([pattern, fields]) => [pattern, strings(fields)]));
  }
  return Array.isArray(value) ? strings(value) : undefined;
}

/**
 * The body of the update call: every setting of SPEC 3 that has a value, and nothing else. The
 * stored file may hold settings this app does not edit (e.g. `ignore_headers`); the API refuses
 * unknown fields, so they are not sent.
 */
export function toAuditSaveBody(config: AuditConfig): AuditConfig {
  const body: AuditConfig = { enabled: config.enabled === true, audit: {}, compliance: {} };
  for (const { path, kind } of ALL_SETTINGS) {
    if (path === ENABLED_SETTING.path) continue;
    const value = sanitize(kind, getSetting(config, path));
    if (value === undefined) continue;
    const [head, key] = path.split('.') as ['audit' | 'compliance', string];
    body[head][key] = value;
  }
  return body;
}

/** A setting's value as the read-only panels show it (SPEC 2.1 display conventions). */
export function displaySetting(setting: AuditSetting, value: unknown): string {
  if (setting.kind === 'bool') return displayBoolean(value === true);
  if (setting.kind === 'watchedFields') {
    const map = isObject(value) ? value : {};
    return displayList(Object.entries(map).map(([pattern, fields]) => `${pattern}: [${strings(fields).join(', ')}]`));
  }
  return displayList(strings(value));
}
