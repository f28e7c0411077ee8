/**
 * Every audit setting the Security app edits (SPEC 3 "Audit configuration settings"): its path,
 * kind, group, title and description. Titles are getters, translated when a page reads them.
 */
import { i18n } from '../../../../../../../core/public';
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
const setting = (path: string, kind: SettingKind, title: () => string, description: () => string): AuditSetting => ({
  path,
  kind,
  get title() {
    return title();
  },
  get description() {
    return description();
  },
});

export const ENABLED_SETTING = setting(
  'enabled',
  'bool',
  () => i18n.translate(messages.settingsEnabledTitle),
  () => i18n.translate(messages.settingsEnabledDescription)
);

export const AUDIT_GROUP: SettingGroup = {
  name: 'Audit',
  get title() {
    return i18n.translate(messages.settingsAuditGroup);
  },
  settings: [ENABLED_SETTING],
};

export const LAYER_GROUP: SettingGroup = {
  name: 'Layer',
  get title() {
    return i18n.translate(messages.settingsLayerGroup);
  },
  settings: [
    setting(
      'audit.enable_rest',
      'bool',
      () => i18n.translate(messages.settingsAuditEnableRestTitle),
      () => i18n.translate(messages.settingsAuditEnableRestDescription)
    ),
    setting(
      'audit.disabled_rest_categories',
      'restCategories',
      () => i18n.translate(messages.settingsAuditDisabledRestCategoriesTitle),
      () => i18n.translate(messages.settingsAuditDisabledRestCategoriesDescription)
    ),
    setting(
      'audit.enable_transport',
      'bool',
      () => i18n.translate(messages.settingsAuditEnableTransportTitle),
      () => i18n.translate(messages.settingsAuditEnableTransportDescription)
    ),
    setting(
      'audit.disabled_transport_categories',
      'transportCategories',
      () => i18n.translate(messages.settingsAuditDisabledTransportCategoriesTitle),
      () => i18n.translate(messages.settingsAuditDisabledTransportCategoriesDescription)
    ),
  ],
};

export const ATTRIBUTE_GROUP: SettingGroup = {
  name: 'Attribute',
  get title() {
    return i18n.translate(messages.settingsAttributeGroup);
  },
  settings: [
    setting(
      'audit.resolve_bulk_requests',
      'bool',
      () => i18n.translate(messages.settingsAuditResolveBulkRequestsTitle),
      () => i18n.translate(messages.settingsAuditResolveBulkRequestsDescription)
    ),
    setting(
      'audit.log_request_body',
      'bool',
      () => i18n.translate(messages.settingsAuditLogRequestBodyTitle),
      () => i18n.translate(messages.settingsAuditLogRequestBodyDescription)
    ),
    setting(
      'audit.resolve_indices',
      'bool',
      () => i18n.translate(messages.settingsAuditResolveIndicesTitle),
      () => i18n.translate(messages.settingsAuditResolveIndicesDescription)
    ),
    setting(
      'audit.exclude_sensitive_headers',
      'bool',
      () => i18n.translate(messages.settingsAuditExcludeSensitiveHeadersTitle),
      () => i18n.translate(messages.settingsAuditExcludeSensitiveHeadersDescription)
    ),
  ],
};

export const IGNORE_GROUP: SettingGroup = {
  name: 'Ignore',
  get title() {
    return i18n.translate(messages.settingsIgnoreGroup);
  },
  settings: [
    setting(
      'audit.ignore_users',
      'list',
      () => i18n.translate(messages.settingsAuditIgnoreUsersTitle),
      () => i18n.translate(messages.settingsAuditIgnoreUsersDescription)
    ),
    setting(
      'audit.ignore_requests',
      'list',
      () => i18n.translate(messages.settingsAuditIgnoreRequestsTitle),
      () => i18n.translate(messages.settingsAuditIgnoreRequestsDescription)
    ),
  ],
};

export const COMPLIANCE_MODE_GROUP: SettingGroup = {
  name: 'Compliance mode',
  get title() {
    return i18n.translate(messages.settingsComplianceModeGroup);
  },
  settings: [
    setting(
      'compliance.enabled',
      'bool',
      () => i18n.translate(messages.settingsComplianceEnabledTitle),
      () => i18n.translate(messages.settingsComplianceEnabledDescription)
    ),
  ],
};

export const COMPLIANCE_CONFIG_GROUP: SettingGroup = {
  name: 'Compliance config',
  get title() {
    return i18n.translate(messages.settingsComplianceConfigGroup);
  },
  settings: [
    setting(
      'compliance.internal_config',
      'bool',
      () => i18n.translate(messages.settingsComplianceInternalConfigTitle),
      () => i18n.translate(messages.settingsComplianceInternalConfigDescription)
    ),
    setting(
      'compliance.external_config',
      'bool',
      () => i18n.translate(messages.settingsComplianceExternalConfigTitle),
      () => i18n.translate(messages.settingsComplianceExternalConfigDescription)
    ),
  ],
};

export const READ_GROUP: SettingGroup = {
  name: 'Read',
  get title() {
    return i18n.translate(messages.settingsReadGroup);
  },
  settings: [
    setting(
      'compliance.read_metadata_only',
      'bool',
      () => i18n.translate(messages.settingsComplianceReadMetadataOnlyTitle),
      () => i18n.translate(messages.settingsComplianceReadMetadataOnlyDescription)
    ),
    setting(
      'compliance.read_ignore_users',
      'list',
      () => i18n.translate(messages.settingsComplianceReadIgnoreUsersTitle),
      () => i18n.translate(messages.settingsComplianceReadIgnoreUsersDescription)
    ),
    setting(
      'compliance.read_watched_fields',
      'watchedFields',
      () => i18n.translate(messages.settingsComplianceReadWatchedFieldsTitle),
      () => i18n.translate(messages.settingsComplianceReadWatchedFieldsDescription)
    ),
  ],
};

export const WRITE_GROUP: SettingGroup = {
  name: 'Write',
  get title() {
    return i18n.translate(messages.settingsWriteGroup);
  },
  settings: [
    setting(
      'compliance.write_metadata_only',
      'bool',
      () => i18n.translate(messages.settingsComplianceWriteMetadataOnlyTitle),
      () => i18n.translate(messages.settingsComplianceWriteMetadataOnlyDescription)
    ),
    setting(
      'compliance.write_log_diffs',
      'bool',
      () => i18n.translate(messages.settingsComplianceWriteLogDiffsTitle),
      () => i18n.translate(messages.settingsComplianceWriteLogDiffsDescription)
    ),
    setting(
      'compliance.write_ignore_users',
      'list',
      () => i18n.translate(messages.settingsComplianceWriteIgnoreUsersTitle),
      () => i18n.translate(messages.settingsComplianceWriteIgnoreUsersDescription)
    ),
    setting(
      'compliance.write_watched_indices',
      'list',
      () => i18n.translate(messages.settingsComplianceWriteWatchedIndicesTitle),
      () => i18n.translate(messages.settingsComplianceWriteWatchedIndicesDescription)
    ),
  ],
};

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
