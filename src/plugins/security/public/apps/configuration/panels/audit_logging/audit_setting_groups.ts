/**
 * Every audit setting the Security app edits (SPEC 3 "Audit configuration settings"): its path,
 * kind, group, title and description. Titles are getters, translated when a page reads them.
 */
import { i18n, type MessageDescriptor } from '../../../../../../../core/public';
import messages from './messages.json';

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
  /** The group's English name, for test ids and keys: the same in every locale. */
  name: string;
  /** Read when rendering: the title in the loaded locale. */
  title: string;
  settings: AuditSetting[];
}

/** Title and description are getters: translated when a page reads them, after the locale is loaded. */
const setting = (
  path: string,
  kind: SettingKind,
  title: MessageDescriptor,
  description: MessageDescriptor
): AuditSetting => ({
  path,
  kind,
  get title() {
    return i18n.translate(title);
  },
  get description() {
    return i18n.translate(description);
  },
});

/** A group's title, too, is read when a page draws it. */
const group = (name: string, title: MessageDescriptor, settings: AuditSetting[]): SettingGroup => ({
  name,
  get title() {
    return i18n.translate(title);
  },
  settings,
});

export const ENABLED_SETTING = setting(
  'enabled',
  'bool',
  messages.settingsEnabledTitle,
  messages.settingsEnabledDescription
);

export const AUDIT_GROUP = group('Audit', messages.settingsAuditGroup, [ENABLED_SETTING]);

export const LAYER_GROUP = group('Layer', messages.settingsLayerGroup, [
  setting(
    'audit.enable_rest',
    'bool',
    messages.settingsAuditEnableRestTitle,
    messages.settingsAuditEnableRestDescription
  ),
  setting(
    'audit.disabled_rest_categories',
    'restCategories',
    messages.settingsAuditDisabledRestCategoriesTitle,
    messages.settingsAuditDisabledRestCategoriesDescription
  ),
  setting(
    'audit.enable_transport',
    'bool',
    messages.settingsAuditEnableTransportTitle,
    messages.settingsAuditEnableTransportDescription
  ),
  setting(
    'audit.disabled_transport_categories',
    'transportCategories',
    messages.settingsAuditDisabledTransportCategoriesTitle,
    messages.settingsAuditDisabledTransportCategoriesDescription
  ),
]);

export const ATTRIBUTE_GROUP = group('Attribute', messages.settingsAttributeGroup, [
  setting(
    'audit.resolve_bulk_requests',
    'bool',
    messages.settingsAuditResolveBulkRequestsTitle,
    messages.settingsAuditResolveBulkRequestsDescription
  ),
  setting(
    'audit.log_request_body',
    'bool',
    messages.settingsAuditLogRequestBodyTitle,
    messages.settingsAuditLogRequestBodyDescription
  ),
  setting(
    'audit.resolve_indices',
    'bool',
    messages.settingsAuditResolveIndicesTitle,
    messages.settingsAuditResolveIndicesDescription
  ),
  setting(
    'audit.exclude_sensitive_headers',
    'bool',
    messages.settingsAuditExcludeSensitiveHeadersTitle,
    messages.settingsAuditExcludeSensitiveHeadersDescription
  ),
]);

export const IGNORE_GROUP = group('Ignore', messages.settingsIgnoreGroup, [
  setting(
    'audit.ignore_users',
    'list',
    messages.settingsAuditIgnoreUsersTitle,
    messages.settingsAuditIgnoreUsersDescription
  ),
  setting(
    'audit.ignore_requests',
    'list',
    messages.settingsAuditIgnoreRequestsTitle,
    messages.settingsAuditIgnoreRequestsDescription
  ),
]);

export const COMPLIANCE_MODE_GROUP = group('Compliance mode', messages.settingsComplianceModeGroup, [
  setting(
    'compliance.enabled',
    'bool',
    messages.settingsComplianceEnabledTitle,
    messages.settingsComplianceEnabledDescription
  ),
]);

export const COMPLIANCE_CONFIG_GROUP = group('Compliance config', messages.settingsComplianceConfigGroup, [
  setting(
    'compliance.internal_config',
    'bool',
    messages.settingsComplianceInternalConfigTitle,
    messages.settingsComplianceInternalConfigDescription
  ),
  setting(
    'compliance.external_config',
    'bool',
    messages.settingsComplianceExternalConfigTitle,
    messages.settingsComplianceExternalConfigDescription
  ),
]);

export const READ_GROUP = group('Read', messages.settingsReadGroup, [
  setting(
    'compliance.read_metadata_only',
    'bool',
    messages.settingsComplianceReadMetadataOnlyTitle,
    messages.settingsComplianceReadMetadataOnlyDescription
  ),
  setting(
    'compliance.read_ignore_users',
    'list',
    messages.settingsComplianceReadIgnoreUsersTitle,
    messages.settingsComplianceReadIgnoreUsersDescription
  ),
  setting(
    'compliance.read_watched_fields',
    'watchedFields',
    messages.settingsComplianceReadWatchedFieldsTitle,
    messages.settingsComplianceReadWatchedFieldsDescription
  ),
]);

export const WRITE_GROUP = group('Write', messages.settingsWriteGroup, [
  setting(
    'compliance.write_metadata_only',
    'bool',
    messages.settingsComplianceWriteMetadataOnlyTitle,
    messages.settingsComplianceWriteMetadataOnlyDescription
  ),
  setting(
    'compliance.write_log_diffs',
    'bool',
    messages.settingsComplianceWriteLogDiffsTitle,
    messages.settingsComplianceWriteLogDiffsDescription
  ),
  setting(
    'compliance.write_ignore_users',
    'list',
    messages.settingsComplianceWriteIgnoreUsersTitle,
    messages.settingsComplianceWriteIgnoreUsersDescription
  ),
  setting(
    'compliance.write_watched_indices',
    'list',
    messages.settingsComplianceWriteWatchedIndicesTitle,
    messages.settingsComplianceWriteWatchedIndicesDescription
  ),
]);

export type SettingsSection = 'general' | 'compliance';

/** The title of each section's panel and edit page. */
export const SECTION_TITLES: Record<SettingsSection, string> = {
  get general() {
    return i18n.translate(messages.settingsGeneralTitle);
  },
  get compliance() {
    return i18n.translate(messages.settingsComplianceTitle);
  },
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
