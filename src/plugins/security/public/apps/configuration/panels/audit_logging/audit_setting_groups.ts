/**
 * Every audit setting the Security app edits (SPEC 3 "Audit configuration settings"): its path,
 * kind, group, title and description. Titles are getters, translated when a page reads them.
 */
import { i18n } from '../../../../../../../core/public';

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
  () => i18n.translate('security.audit.settings.enabledTitle', { defaultMessage: 'Enable audit logging' }),
  () =>
    i18n.translate('security.audit.settings.enabledDescription', {
      defaultMessage: 'Record security events in the audit log.',
    })
);

export const AUDIT_GROUP: SettingGroup = {
  name: 'Audit',
  get title() {
    return i18n.translate('security.audit.settings.auditGroup', { defaultMessage: 'Audit' });
  },
  settings: [ENABLED_SETTING],
};

export const LAYER_GROUP: SettingGroup = {
  name: 'Layer',
  get title() {
    return i18n.translate('security.audit.settings.layerGroup', { defaultMessage: 'Layer' });
  },
  settings: [
    setting(
      'audit.enable_rest',
      'bool',
      () => i18n.translate('security.audit.settings.auditEnableRestTitle', { defaultMessage: 'REST layer' }),
      () =>
        i18n.translate('security.audit.settings.auditEnableRestDescription', {
          defaultMessage: 'Log events of requests made to the REST API.',
        })
    ),
    setting(
      'audit.disabled_rest_categories',
      'restCategories',
      () =>
        i18n.translate('security.audit.settings.auditDisabledRestCategoriesTitle', {
          defaultMessage: 'REST disabled categories',
        }),
      () =>
        i18n.translate('security.audit.settings.auditDisabledRestCategoriesDescription', {
          defaultMessage: 'Categories of REST events that are not logged.',
        })
    ),
    setting(
      'audit.enable_transport',
      'bool',
      () => i18n.translate('security.audit.settings.auditEnableTransportTitle', { defaultMessage: 'Transport layer' }),
      () =>
        i18n.translate('security.audit.settings.auditEnableTransportDescription', {
          defaultMessage: 'Log events of requests passed between the nodes of the cluster.',
        })
    ),
    setting(
      'audit.disabled_transport_categories',
      'transportCategories',
      () =>
        i18n.translate('security.audit.settings.auditDisabledTransportCategoriesTitle', {
          defaultMessage: 'Transport disabled categories',
        }),
      () =>
        i18n.translate('security.audit.settings.auditDisabledTransportCategoriesDescription', {
          defaultMessage: 'Categories of transport events that are not logged.',
        })
    ),
  ],
};

export const ATTRIBUTE_GROUP: SettingGroup = {
  name: 'Attribute',
  get title() {
    return i18n.translate('security.audit.settings.attributeGroup', { defaultMessage: 'Attribute' });
  },
  settings: [
    setting(
      'audit.resolve_bulk_requests',
      'bool',
      () =>
        i18n.translate('security.audit.settings.auditResolveBulkRequestsTitle', { defaultMessage: 'Bulk requests' }),
      () =>
        i18n.translate('security.audit.settings.auditResolveBulkRequestsDescription', {
          defaultMessage: 'Log each document of a bulk request as an event of its own.',
        })
    ),
    setting(
      'audit.log_request_body',
      'bool',
      () => i18n.translate('security.audit.settings.auditLogRequestBodyTitle', { defaultMessage: 'Request body' }),
      () =>
        i18n.translate('security.audit.settings.auditLogRequestBodyDescription', {
          defaultMessage: 'Include the body of the request in the event.',
        })
    ),
    setting(
      'audit.resolve_indices',
      'bool',
      () => i18n.translate('security.audit.settings.auditResolveIndicesTitle', { defaultMessage: 'Resolve indices' }),
      () =>
        i18n.translate('security.audit.settings.auditResolveIndicesDescription', {
          defaultMessage: 'Resolve aliases and index patterns to the indices they name.',
        })
    ),
    setting(
      'audit.exclude_sensitive_headers',
      'bool',
      () =>
        i18n.translate('security.audit.settings.auditExcludeSensitiveHeadersTitle', {
          defaultMessage: 'Sensitive headers',
        }),
      () =>
        i18n.translate('security.audit.settings.auditExcludeSensitiveHeadersDescription', {
          defaultMessage: 'Leave out headers that carry credentials, such as Authorization.',
        })
    ),
  ],
};

export const IGNORE_GROUP: SettingGroup = {
  name: 'Ignore',
  get title() {
    return i18n.translate('security.audit.settings.ignoreGroup', { defaultMessage: 'Ignore' });
  },
  settings: [
    setting(
      'audit.ignore_users',
      'list',
      () => i18n.translate('security.audit.settings.auditIgnoreUsersTitle', { defaultMessage: 'Ignored users' }),
      () =>
        i18n.translate('security.audit.settings.auditIgnoreUsersDescription', {
          defaultMessage: 'Users whose requests are not logged. Wildcards are allowed.',
        })
    ),
    setting(
      'audit.ignore_requests',
      'list',
      () => i18n.translate('security.audit.settings.auditIgnoreRequestsTitle', { defaultMessage: 'Ignored requests' }),
      () =>
        i18n.translate('security.audit.settings.auditIgnoreRequestsDescription', {
          defaultMessage: 'Requests (action names or REST paths) that are not logged. Wildcards are allowed.',
        })
    ),
  ],
};

export const COMPLIANCE_MODE_GROUP: SettingGroup = {
  name: 'Compliance mode',
  get title() {
    return i18n.translate('security.audit.settings.complianceModeGroup', { defaultMessage: 'Compliance mode' });
  },
  settings: [
    setting(
      'compliance.enabled',
      'bool',
      () => i18n.translate('security.audit.settings.complianceEnabledTitle', { defaultMessage: 'Compliance logging' }),
      () =>
        i18n.translate('security.audit.settings.complianceEnabledDescription', {
          defaultMessage: 'Log reads and writes of watched data and changes of the configuration.',
        })
    ),
  ],
};

export const COMPLIANCE_CONFIG_GROUP: SettingGroup = {
  name: 'Compliance config',
  get title() {
    return i18n.translate('security.audit.settings.complianceConfigGroup', { defaultMessage: 'Compliance config' });
  },
  settings: [
    setting(
      'compliance.internal_config',
      'bool',
      () =>
        i18n.translate('security.audit.settings.complianceInternalConfigTitle', {
          defaultMessage: 'Internal config logging',
        }),
      () =>
        i18n.translate('security.audit.settings.complianceInternalConfigDescription', {
          defaultMessage: 'Log reads and changes of the security configuration.',
        })
    ),
    setting(
      'compliance.external_config',
      'bool',
      () =>
        i18n.translate('security.audit.settings.complianceExternalConfigTitle', {
          defaultMessage: 'External config logging',
        }),
      () =>
        i18n.translate('security.audit.settings.complianceExternalConfigDescription', {
          defaultMessage: "Log each node's configuration when it starts.",
        })
    ),
  ],
};

export const READ_GROUP: SettingGroup = {
  name: 'Read',
  get title() {
    return i18n.translate('security.audit.settings.readGroup', { defaultMessage: 'Read' });
  },
  settings: [
    setting(
      'compliance.read_metadata_only',
      'bool',
      () =>
        i18n.translate('security.audit.settings.complianceReadMetadataOnlyTitle', { defaultMessage: 'Read metadata' }),
      () =>
        i18n.translate('security.audit.settings.complianceReadMetadataOnlyDescription', {
          defaultMessage: 'Log only the metadata of a read, not the fields read.',
        })
    ),
    setting(
      'compliance.read_ignore_users',
      'list',
      () =>
        i18n.translate('security.audit.settings.complianceReadIgnoreUsersTitle', { defaultMessage: 'Ignored users' }),
      () =>
        i18n.translate('security.audit.settings.complianceReadIgnoreUsersDescription', {
          defaultMessage: 'Users whose reads are not logged.',
        })
    ),
    setting(
      'compliance.read_watched_fields',
      'watchedFields',
      () =>
        i18n.translate('security.audit.settings.complianceReadWatchedFieldsTitle', {
          defaultMessage: 'Watched fields',
        }),
      () =>
        i18n.translate('security.audit.settings.complianceReadWatchedFieldsDescription', {
          defaultMessage: 'Index patterns, each with the field patterns whose reads are logged.',
        })
    ),
  ],
};

export const WRITE_GROUP: SettingGroup = {
  name: 'Write',
  get title() {
    return i18n.translate('security.audit.settings.writeGroup', { defaultMessage: 'Write' });
  },
  settings: [
    setting(
      'compliance.write_metadata_only',
      'bool',
      () =>
        i18n.translate('security.audit.settings.complianceWriteMetadataOnlyTitle', {
          defaultMessage: 'Write metadata',
        }),
      () =>
        i18n.translate('security.audit.settings.complianceWriteMetadataOnlyDescription', {
          defaultMessage: 'Log only the metadata of a write, not the document written.',
        })
    ),
    setting(
      'compliance.write_log_diffs',
      'bool',
      () => i18n.translate('security.audit.settings.complianceWriteLogDiffsTitle', { defaultMessage: 'Log diffs' }),
      () =>
        i18n.translate('security.audit.settings.complianceWriteLogDiffsDescription', {
          defaultMessage: 'Log what a write changed, as the difference to the earlier document.',
        })
    ),
    setting(
      'compliance.write_ignore_users',
      'list',
      () =>
        i18n.translate('security.audit.settings.complianceWriteIgnoreUsersTitle', { defaultMessage: 'Ignored users' }),
      () =>
        i18n.translate('security.audit.settings.complianceWriteIgnoreUsersDescription', {
          defaultMessage: 'Users whose writes are not logged.',
        })
    ),
    setting(
      'compliance.write_watched_indices',
      'list',
      () =>
        i18n.translate('security.audit.settings.complianceWriteWatchedIndicesTitle', {
          defaultMessage: 'Watch indices',
        }),
      () =>
        i18n.translate('security.audit.settings.complianceWriteWatchedIndicesDescription', {
          defaultMessage: 'Index patterns whose writes are logged.',
        })
    ),
  ],
};

export type SettingsSection = 'general' | 'compliance';

/** The title of each section's panel and edit page. */
export const SECTION_TITLES: Record<SettingsSection, string> = {
  get general() {
    return i18n.translate('security.audit.settings.generalTitle', { defaultMessage: 'General settings' });
  },
  get compliance() {
    return i18n.translate('security.audit.settings.complianceTitle', { defaultMessage: 'Compliance settings' });
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
