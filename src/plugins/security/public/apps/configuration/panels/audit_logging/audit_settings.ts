/**
 * The audit configuration as the Security app edits it (SPEC 3 "Audit configuration settings"):
 * every setting path, its group, label and kind, and the pure rules around them (category
 * options, read-only paths, the watched-fields map, the body the server accepts). Kept free of
 * React so the rules are tested on their own.
 */
import type { PublicSecurityConfig } from '../../../../../common/config';
import type { AuditConfig } from '../../../../../common/types';
import { displayBoolean, displayList } from '../../utils/display';

export const AUDIT_FETCH_ERROR_TITLE = 'Sorry, there was an error fetching audit configuration.';
export const AUDIT_FETCH_ERROR_BODY =
  'Please ensure hot reloading of audit configuration is enabled in the security plugin.';
export const AUDIT_UPDATE_SUCCESS = 'Audit configuration was successfully updated.';
export const AUDIT_UPDATE_FAILURE = 'Audit configuration could not be updated. Please check configuration.';
export const WATCHED_FIELDS_INVALID = 'Invalid content. Please check sample data content.';

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

/**
 * How a setting is edited: a switch, a pick from a fixed category list, a free list of names
 * or patterns (typed in), or the watched-fields map (JSON).
 */
export type SettingKind = 'bool' | 'restCategories' | 'transportCategories' | 'list' | 'watchedFields';

export interface AuditSetting {
  /** Dotted path in the configuration, e.g. 'audit.enable_rest'. */
  path: string;
  title: string;
  description: string;
  kind: SettingKind;
}

export interface SettingGroup {
  title: string;
  settings: AuditSetting[];
}

const setting = (path: string, title: string, kind: SettingKind, description: string): AuditSetting => ({
  path,
  title,
  kind,
  description,
});

export const ENABLED_SETTING = setting(
  'enabled',
  'Enable audit logging',
  'bool',
  'Record security events in the audit log.'
);

export const AUDIT_GROUP: SettingGroup = { title: 'Audit', settings: [ENABLED_SETTING] };

export const LAYER_GROUP: SettingGroup = {
  title: 'Layer',
  settings: [
    setting('audit.enable_rest', 'REST layer', 'bool', 'Log events of requests made to the REST API.'),
    setting(
      'audit.disabled_rest_categories',
      'REST disabled categories',
      'restCategories',
      'Categories of REST events that are not logged.'
    ),
    setting(
      'audit.enable_transport',
      'Transport layer',
      'bool',
      'Log events of requests passed between the nodes of the cluster.'
    ),
    setting(
      'audit.disabled_transport_categories',
      'Transport disabled categories',
      'transportCategories',
      'Categories of transport events that are not logged.'
    ),
  ],
};

export const ATTRIBUTE_GROUP: SettingGroup = {
  title: 'Attribute',
  settings: [
    setting(
      'audit.resolve_bulk_requests',
      'Bulk requests',
      'bool',
      'Log each document of a bulk request as an event of its own.'
    ),
    setting('audit.log_request_body', 'Request body', 'bool', 'Include the body of the request in the event.'),
    setting(
      'audit.resolve_indices',
      'Resolve indices',
      'bool',
      'Resolve aliases and index patterns to the indices they name.'
    ),
    setting(
      'audit.exclude_sensitive_headers',
      'Sensitive headers',
      'bool',
      'Leave out headers that carry credentials, such as Authorization.'
    ),
  ],
};

export const IGNORE_GROUP: SettingGroup = {
  title: 'Ignore',
  settings: [
    setting(
      'audit.ignore_users',
      'Ignored users',
      'list',
      'Users whose requests are not logged. Wildcards are allowed.'
    ),
    setting(
      'audit.ignore_requests',
      'Ignored requests',
      'list',
      'Requests (action names or REST paths) that are not logged. Wildcards are allowed.'
    ),
  ],
};

export const COMPLIANCE_MODE_GROUP: SettingGroup = {
  title: 'Compliance mode',
  settings: [
    setting(
      'compliance.enabled',
      'Compliance logging',
      'bool',
      'Log reads and writes of watched data and changes of the configuration.'
    ),
  ],
};

export const COMPLIANCE_CONFIG_GROUP: SettingGroup = {
  title: 'Compliance config',
  settings: [
    setting(
      'compliance.internal_config',
      'Internal config logging',
      'bool',
      'Log reads and changes of the security configuration.'
    ),
    setting(
      'compliance.external_config',
      'External config logging',
      'bool',
      "Log each node's configuration when it starts."
    ),
  ],
};

export const READ_GROUP: SettingGroup = {
  title: 'Read',
  settings: [
    setting(
      'compliance.read_metadata_only',
      'Read metadata',
      'bool',
      'Log only the metadata of a read, not the fields read.'
    ),
    setting('compliance.read_ignore_users', 'Ignored users', 'list', 'Users whose reads are not logged.'),
    setting(
      'compliance.read_watched_fields',
      'Watched fields',
      'watchedFields',
      'Index patterns, each with the field patterns whose reads are logged.'
    ),
  ],
};

export const WRITE_GROUP: SettingGroup = {
  title: 'Write',
  settings: [
    setting(
      'compliance.write_metadata_only',
      'Write metadata',
      'bool',
      'Log only the metadata of a write, not the document written.'
    ),
    setting(
      'compliance.write_log_diffs',
      'Log diffs',
      'bool',
      'Log what a write changed, as the difference to the earlier document.'
    ),
    setting('compliance.write_ignore_users', 'Ignored users', 'list', 'Users whose writes are not logged.'),
    setting('compliance.write_watched_indices', 'Watch indices', 'list', 'Index patterns whose writes are logged.'),
  ],
};

export type SettingsSection = 'general' | 'compliance';

/** The title of each section's panel and edit page. */
export const SECTION_TITLES: Record<SettingsSection, string> = {
  general: 'General settings',
  compliance: 'Compliance settings',
};

/** What each edit page shows, in order. */
export const EDIT_GROUPS: Record<SettingsSection, SettingGroup[]> = {
  general: [AUDIT_GROUP, LAYER_GROUP, ATTRIBUTE_GROUP, IGNORE_GROUP],
  compliance: [COMPLIANCE_MODE_GROUP, COMPLIANCE_CONFIG_GROUP, READ_GROUP, WRITE_GROUP],
};

/** What the main page's read-only panels show (the enable switch sits above them). */
export const VIEW_GROUPS: Record<SettingsSection, SettingGroup[]> = {
  general: [LAYER_GROUP, ATTRIBUTE_GROUP, IGNORE_GROUP],
  compliance: EDIT_GROUPS.compliance,
};

export const ALL_SETTINGS: AuditSetting[] = [...EDIT_GROUPS.general, ...EDIT_GROUPS.compliance].flatMap(
  (group) => group.settings
);

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
