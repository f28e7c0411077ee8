import { defineMessages } from '../../../../../../../core/public';

export const messages = defineMessages({
  configureGeneralAriaLabel: {
    id: 'security.audit.view.configureGeneralAriaLabel',
    defaultMessage: 'Configure general settings',
  },
  configureComplianceAriaLabel: {
    id: 'security.audit.view.configureComplianceAriaLabel',
    defaultMessage: 'Configure compliance settings',
  },
  configureButton: { id: 'security.audit.view.configureButton', defaultMessage: 'Configure' },
  title: { id: 'security.audit.view.title', defaultMessage: 'Audit logging' },
  description: {
    id: 'security.audit.view.description',
    defaultMessage: 'Audit logs record who signed in, who was refused and what changed in the security configuration.',
  },
  eventsButton: { id: 'security.audit.view.eventsButton', defaultMessage: 'Audit events' },
  enableHelp: {
    id: 'security.audit.view.enableHelp',
    defaultMessage: 'Audit events are kept by the security plugin and listed on the Audit events page.',
  },
  delivering: { id: 'security.audit.retention.delivering', defaultMessage: 'Delivering' },
  cannotDeliver: { id: 'security.audit.retention.cannotDeliver', defaultMessage: 'Cannot deliver' },
  deliveredElsewhere: {
    id: 'security.audit.retention.deliveredElsewhere',
    defaultMessage: 'Delivered by another process',
  },
  sending: { id: 'security.audit.retention.sending', defaultMessage: 'Sending (unacknowledged)' },
  cannotSend: { id: 'security.audit.retention.cannotSend', defaultMessage: 'Cannot send' },
  sentElsewhere: { id: 'security.audit.retention.sentElsewhere', defaultMessage: 'Sent by another process' },
  sinkColumn: { id: 'security.audit.retention.sinkColumn', defaultMessage: 'Sink' },
  stateColumn: { id: 'security.audit.retention.stateColumn', defaultMessage: 'State' },
  queuedColumn: { id: 'security.audit.retention.queuedColumn', defaultMessage: 'Queued' },
  droppedColumn: { id: 'security.audit.retention.droppedColumn', defaultMessage: 'Dropped' },
  retentionTitle: { id: 'security.audit.retention.title', defaultMessage: 'Retention' },
  oldestEvent: { id: 'security.audit.retention.oldestEvent', defaultMessage: 'The oldest event kept is from {date}.' },
  noEvent: { id: 'security.audit.retention.noEvent', defaultMessage: 'No event is kept yet.' },
  loadError: {
    id: 'security.audit.retention.loadError',
    defaultMessage: 'The retention settings could not be loaded.',
  },
  shippedTo: { id: 'security.audit.retention.shippedTo', defaultMessage: 'Shipped to' },
  sinksCaption: { id: 'security.audit.retention.sinksCaption', defaultMessage: 'Where audit events are shipped' },
  enabledTitle: { id: 'security.audit.settings.enabledTitle', defaultMessage: 'Enable audit logging' },
  enabledDescription: {
    id: 'security.audit.settings.enabledDescription',
    defaultMessage: 'Record security events in the audit log.',
  },
  auditGroup: { id: 'security.audit.settings.auditGroup', defaultMessage: 'Audit' },
  layerGroup: { id: 'security.audit.settings.layerGroup', defaultMessage: 'Layer' },
  auditEnableRestTitle: { id: 'security.audit.settings.auditEnableRestTitle', defaultMessage: 'REST layer' },
  auditEnableRestDescription: {
    id: 'security.audit.settings.auditEnableRestDescription',
    defaultMessage: 'Log events of requests made to the REST API.',
  },
  auditDisabledRestCategoriesTitle: {
    id: 'security.audit.settings.auditDisabledRestCategoriesTitle',
    defaultMessage: 'REST disabled categories',
  },
  auditDisabledRestCategoriesDescription: {
    id: 'security.audit.settings.auditDisabledRestCategoriesDescription',
    defaultMessage: 'Categories of REST events that are not logged.',
  },
  auditEnableTransportTitle: {
    id: 'security.audit.settings.auditEnableTransportTitle',
    defaultMessage: 'Transport layer',
  },
  auditEnableTransportDescription: {
    id: 'security.audit.settings.auditEnableTransportDescription',
    defaultMessage: 'Log events of requests passed between the nodes of the cluster.',
  },
  auditDisabledTransportCategoriesTitle: {
    id: 'security.audit.settings.auditDisabledTransportCategoriesTitle',
    defaultMessage: 'Transport disabled categories',
  },
  auditDisabledTransportCategoriesDescription: {
    id: 'security.audit.settings.auditDisabledTransportCategoriesDescription',
    defaultMessage: 'Categories of transport events that are not logged.',
  },
  attributeGroup: { id: 'security.audit.settings.attributeGroup', defaultMessage: 'Attribute' },
  auditResolveBulkRequestsTitle: {
    id: 'security.audit.settings.auditResolveBulkRequestsTitle',
    defaultMessage: 'Bulk requests',
  },
  auditResolveBulkRequestsDescription: {
    id: 'security.audit.settings.auditResolveBulkRequestsDescription',
    defaultMessage: 'Log each document of a bulk request as an event of its own.',
  },
  auditLogRequestBodyTitle: { id: 'security.audit.settings.auditLogRequestBodyTitle', defaultMessage: 'Request body' },
  auditLogRequestBodyDescription: {
    id: 'security.audit.settings.auditLogRequestBodyDescription',
    defaultMessage: 'Include the body of the request in the event.',
  },
  auditResolveIndicesTitle: {
    id: 'security.audit.settings.auditResolveIndicesTitle',
    defaultMessage: 'Resolve indices',
  },
  auditResolveIndicesDescription: {
    id: 'security.audit.settings.auditResolveIndicesDescription',
    defaultMessage: 'Resolve aliases and index patterns to the indices they name.',
  },
  auditExcludeSensitiveHeadersTitle: {
    id: 'security.audit.settings.auditExcludeSensitiveHeadersTitle',
    defaultMessage: 'Sensitive headers',
  },
  auditExcludeSensitiveHeadersDescription: {
    id: 'security.audit.settings.auditExcludeSensitiveHeadersDescription',
    defaultMessage: 'Leave out headers that carry credentials, such as Authorization.',
  },
  ignoreGroup: { id: 'security.audit.settings.ignoreGroup', defaultMessage: 'Ignore' },
  auditIgnoreUsersTitle: { id: 'security.audit.settings.auditIgnoreUsersTitle', defaultMessage: 'Ignored users' },
  auditIgnoreUsersDescription: {
    id: 'security.audit.settings.auditIgnoreUsersDescription',
    defaultMessage: 'Users whose requests are not logged. Wildcards are allowed.',
  },
  auditIgnoreRequestsTitle: {
    id: 'security.audit.settings.auditIgnoreRequestsTitle',
    defaultMessage: 'Ignored requests',
  },
  auditIgnoreRequestsDescription: {
    id: 'security.audit.settings.auditIgnoreRequestsDescription',
    defaultMessage: 'Requests (action names or REST paths) that are not logged. Wildcards are allowed.',
  },
  complianceModeGroup: { id: 'security.audit.settings.complianceModeGroup', defaultMessage: 'Compliance mode' },
  complianceEnabledTitle: {
    id: 'security.audit.settings.complianceEnabledTitle',
    defaultMessage: 'Compliance logging',
  },
  complianceEnabledDescription: {
    id: 'security.audit.settings.complianceEnabledDescription',
    defaultMessage: 'Log reads and writes of watched data and changes of the configuration.',
  },
  complianceConfigGroup: { id: 'security.audit.settings.complianceConfigGroup', defaultMessage: 'Compliance config' },
  complianceInternalConfigTitle: {
    id: 'security.audit.settings.complianceInternalConfigTitle',
    defaultMessage: 'Internal config logging',
  },
  complianceInternalConfigDescription: {
    id: 'security.audit.settings.complianceInternalConfigDescription',
    defaultMessage: 'Log reads and changes of the security configuration.',
  },
  complianceExternalConfigTitle: {
    id: 'security.audit.settings.complianceExternalConfigTitle',
    defaultMessage: 'External config logging',
  },
  complianceExternalConfigDescription: {
    id: 'security.audit.settings.complianceExternalConfigDescription',
    defaultMessage: "Log each node's configuration when it starts.",
  },
  readGroup: { id: 'security.audit.settings.readGroup', defaultMessage: 'Read' },
  complianceReadMetadataOnlyTitle: {
    id: 'security.audit.settings.complianceReadMetadataOnlyTitle',
    defaultMessage: 'Read metadata',
  },
  complianceReadMetadataOnlyDescription: {
    id: 'security.audit.settings.complianceReadMetadataOnlyDescription',
    defaultMessage: 'Log only the metadata of a read, not the fields read.',
  },
  complianceReadIgnoreUsersTitle: {
    id: 'security.audit.settings.complianceReadIgnoreUsersTitle',
    defaultMessage: 'Ignored users',
  },
  complianceReadIgnoreUsersDescription: {
    id: 'security.audit.settings.complianceReadIgnoreUsersDescription',
    defaultMessage: 'Users whose reads are not logged.',
  },
  complianceReadWatchedFieldsTitle: {
    id: 'security.audit.settings.complianceReadWatchedFieldsTitle',
    defaultMessage: 'Watched fields',
  },
  complianceReadWatchedFieldsDescription: {
    id: 'security.audit.settings.complianceReadWatchedFieldsDescription',
    defaultMessage: 'Index patterns, each with the field patterns whose reads are logged.',
  },
  writeGroup: { id: 'security.audit.settings.writeGroup', defaultMessage: 'Write' },
  complianceWriteMetadataOnlyTitle: {
    id: 'security.audit.settings.complianceWriteMetadataOnlyTitle',
    defaultMessage: 'Write metadata',
  },
  complianceWriteMetadataOnlyDescription: {
    id: 'security.audit.settings.complianceWriteMetadataOnlyDescription',
    defaultMessage: 'Log only the metadata of a write, not the document written.',
  },
  complianceWriteLogDiffsTitle: {
    id: 'security.audit.settings.complianceWriteLogDiffsTitle',
    defaultMessage: 'Log diffs',
  },
  complianceWriteLogDiffsDescription: {
    id: 'security.audit.settings.complianceWriteLogDiffsDescription',
    defaultMessage: 'Log what a write changed, as the difference to the earlier document.',
  },
  complianceWriteIgnoreUsersTitle: {
    id: 'security.audit.settings.complianceWriteIgnoreUsersTitle',
    defaultMessage: 'Ignored users',
  },
  complianceWriteIgnoreUsersDescription: {
    id: 'security.audit.settings.complianceWriteIgnoreUsersDescription',
    defaultMessage: 'Users whose writes are not logged.',
  },
  complianceWriteWatchedIndicesTitle: {
    id: 'security.audit.settings.complianceWriteWatchedIndicesTitle',
    defaultMessage: 'Watch indices',
  },
  complianceWriteWatchedIndicesDescription: {
    id: 'security.audit.settings.complianceWriteWatchedIndicesDescription',
    defaultMessage: 'Index patterns whose writes are logged.',
  },
  generalTitle: { id: 'security.audit.settings.generalTitle', defaultMessage: 'General settings' },
  complianceTitle: { id: 'security.audit.settings.complianceTitle', defaultMessage: 'Compliance settings' },
  fetchErrorTitle: {
    id: 'security.audit.fetchErrorTitle',
    defaultMessage: 'Sorry, there was an error fetching audit configuration.',
  },
  fetchErrorBody: {
    id: 'security.audit.fetchErrorBody',
    defaultMessage: 'Please ensure hot reloading of audit configuration is enabled in the security plugin.',
  },
  updateSuccess: {
    id: 'security.audit.updateSuccess',
    defaultMessage: 'Audit configuration was successfully updated.',
  },
  updateFailure: {
    id: 'security.audit.updateFailure',
    defaultMessage: 'Audit configuration could not be updated. Please check configuration.',
  },
  watchedFieldsInvalid: {
    id: 'security.audit.watchedFieldsInvalid',
    defaultMessage: 'Invalid content. Please check sample data content.',
  },
  readonlyCallout: {
    id: 'security.audit.edit.readonlyCallout',
    defaultMessage: "Some settings are read-only in the security plugin's configuration and cannot be changed here.",
  },
  saveButton: { id: 'security.audit.edit.saveButton', defaultMessage: 'Save' },
  generalSettings: { id: 'security.audit.crumbs.generalSettings', defaultMessage: 'General settings' },
  complianceSettings: { id: 'security.audit.crumbs.complianceSettings', defaultMessage: 'Compliance settings' },
  events: { id: 'security.audit.crumbs.events', defaultMessage: 'Audit events' },
  sectionLabel: { id: 'security.audit.sectionLabel', defaultMessage: 'Audit logs' },
  listHelp: { id: 'security.audit.editor.listHelp', defaultMessage: '{description} Type a value and press Enter.' },
  watchedFieldsHelp: {
    id: 'security.audit.editor.watchedFieldsHelp',
    defaultMessage: '{description} Sample: {sample}',
  },
});
