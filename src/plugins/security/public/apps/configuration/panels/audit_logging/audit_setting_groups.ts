/**
 * Every audit setting the Security app edits (SPEC 3 "Audit configuration settings"): its path,
 * kind, group, title and description. Titles are getters, translated when a page reads them.
 */
import { i18n } from '../../../../../../../core/public';
import { messages } from './messages';

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
  () => i18n.translate(messages.enabledTitle),
  () => i18n.translate(messages.enabledDescription)
);

export const AUDIT_GROUP: SettingGroup = {
  name: 'Audit',
  get title() {
    return i18n.translate(messages.auditGroup);
  },
  settings: [ENABLED_SETTING],
};

export const LAYER_GROUP: SettingGroup = {
  name: 'Layer',
  get title() {
    return i18n.translate(messages.layerGroup);
  },
  settings: [
    setting(
      'audit.enable_rest',
      'bool',
      () => i18n.translate(messages.auditEnableRestTitle),
      () => i18n.translate(messages.auditEnableRestDescription)
    ),
    setting(
      'audit.disabled_rest_categories',
      'restCategories',
      () => i18n.translate(messages.auditDisabledRestCategoriesTitle),
      () => i18n.translate(messages.auditDisabledRestCategoriesDescription)
    ),
    setting(
      'audit.enable_transport',
      'bool',
      () => i18n.translate(messages.auditEnableTransportTitle),
      () => i18n.translate(messages.auditEnableTransportDescription)
    ),
    setting(
      'audit.disabled_transport_categories',
      'transportCategories',
      () => i18n.translate(messages.auditDisabledTransportCategoriesTitle),
      () => i18n.translate(messages.auditDisabledTransportCategoriesDescription)
    ),
  ],
};

export const ATTRIBUTE_GROUP: SettingGroup = {
  name: 'Attribute',
  get title() {
    return i18n.translate(messages.attributeGroup);
  },
  settings: [
    setting(
      'audit.resolve_bulk_requests',
      'bool',
      () => i18n.translate(messages.auditResolveBulkRequestsTitle),
      () => i18n.translate(messages.auditResolveBulkRequestsDescription)
    ),
    setting(
      'audit.log_request_body',
      'bool',
      () => i18n.translate(messages.auditLogRequestBodyTitle),
      () => i18n.translate(messages.auditLogRequestBodyDescription)
    ),
    setting(
      'audit.resolve_indices',
      'bool',
      () => i18n.translate(messages.auditResolveIndicesTitle),
      () => i18n.translate(messages.auditResolveIndicesDescription)
    ),
    setting(
      'audit.exclude_sensitive_headers',
      'bool',
      () => i18n.translate(messages.auditExcludeSensitiveHeadersTitle),
      () => i18n.translate(messages.auditExcludeSensitiveHeadersDescription)
    ),
  ],
};

export const IGNORE_GROUP: SettingGroup = {
  name: 'Ignore',
  get title() {
    return i18n.translate(messages.ignoreGroup);
  },
  settings: [
    setting(
      'audit.ignore_users',
      'list',
      () => i18n.translate(messages.auditIgnoreUsersTitle),
      () => i18n.translate(messages.auditIgnoreUsersDescription)
    ),
    setting(
      'audit.ignore_requests',
      'list',
      () => i18n.translate(messages.auditIgnoreRequestsTitle),
      () => i18n.translate(messages.auditIgnoreRequestsDescription)
    ),
  ],
};

export const COMPLIANCE_MODE_GROUP: SettingGroup = {
  name: 'Compliance mode',
  get title() {
    return i18n.translate(messages.complianceModeGroup);
  },
  settings: [
    setting(
      'compliance.enabled',
      'bool',
      () => i18n.translate(messages.complianceEnabledTitle),
      () => i18n.translate(messages.complianceEnabledDescription)
    ),
  ],
};

export const COMPLIANCE_CONFIG_GROUP: SettingGroup = {
  name: 'Compliance config',
  get title() {
    return i18n.translate(messages.complianceConfigGroup);
  },
  settings: [
    setting(
      'compliance.internal_config',
      'bool',
      () => i18n.translate(messages.complianceInternalConfigTitle),
      () => i18n.translate(messages.complianceInternalConfigDescription)
    ),
    setting(
      'compliance.external_config',
      'bool',
      () => i18n.translate(messages.complianceExternalConfigTitle),
      () => i18n.translate(messages.complianceExternalConfigDescription)
    ),
  ],
};

export const READ_GROUP: SettingGroup = {
  name: 'Read',
  get title() {
    return i18n.translate(messages.readGroup);
  },
  settings: [
    setting(
      'compliance.read_metadata_only',
      'bool',
      () => i18n.translate(messages.complianceReadMetadataOnlyTitle),
      () => i18n.translate(messages.complianceReadMetadataOnlyDescription)
    ),
    setting(
      'compliance.read_ignore_users',
      'list',
      () => i18n.translate(messages.complianceReadIgnoreUsersTitle),
      () => i18n.translate(messages.complianceReadIgnoreUsersDescription)
    ),
    setting(
      'compliance.read_watched_fields',
      'watchedFields',
      () => i18n.translate(messages.complianceReadWatchedFieldsTitle),
      () => i18n.translate(messages.complianceReadWatchedFieldsDescription)
    ),
  ],
};

export const WRITE_GROUP: SettingGroup = {
  name: 'Write',
  get title() {
    return i18n.translate(messages.writeGroup);
  },
  settings: [
    setting(
      'compliance.write_metadata_only',
      'bool',
      () => i18n.translate(messages.complianceWriteMetadataOnlyTitle),
      () => i18n.translate(messages.complianceWriteMetadataOnlyDescription)
    ),
    setting(
      'compliance.write_log_diffs',
      'bool',
      () => i18n.translate(messages.complianceWriteLogDiffsTitle),
      () => i18n.translate(messages.complianceWriteLogDiffsDescription)
    ),
    setting(
      'compliance.write_ignore_users',
      'list',
      () => i18n.translate(messages.complianceWriteIgnoreUsersTitle),
      () => i18n.translate(messages.complianceWriteIgnoreUsersDescription)
    ),
    setting(
      'compliance.write_watched_indices',
      'list',
      () => i18n.translate(messages.complianceWriteWatchedIndicesTitle),
      () => i18n.translate(messages.complianceWriteWatchedIndicesDescription)
    ),
  ],
};

export type SettingsSection = 'general' | 'compliance';

/** The title of each section's panel and edit page. */
export const SECTION_TITLES: Record<SettingsSection, string> = {
  get general() {
    return i18n.translate(messages.generalTitle);
  },
  get compliance() {
    return i18n.translate(messages.complianceTitle);
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
