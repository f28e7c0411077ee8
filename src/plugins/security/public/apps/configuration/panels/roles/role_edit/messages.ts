import { defineMessages } from '../../../../../../../../core/public';

export const messages = defineMessages({
  label: { id: 'security.roles.edit.application.label', defaultMessage: 'Application' },
  panelTitle: { id: 'security.roles.edit.application.panelTitle', defaultMessage: 'Application permissions' },
  patternsAriaLabel: {
    id: 'security.roles.edit.application.patternsAriaLabel',
    defaultMessage: 'Applications, row {row}',
  },
  typeAriaLabel: {
    id: 'security.roles.edit.application.typeAriaLabel',
    defaultMessage: 'Application permission, row {row}',
  },
  removeAriaLabel: {
    id: 'security.roles.edit.application.removeAriaLabel',
    defaultMessage: 'Remove application permission, row {row}',
  },
  placeholder: {
    id: 'security.roles.edit.application.placeholder',
    defaultMessage: 'Search application or add an application pattern',
  },
  panelText: {
    id: 'security.roles.edit.application.panelText',
    defaultMessage:
      'Choose the applications members of this role see in the menu and may open, and whether they may only read or also create, change and delete in them. Applications apply only when application permissions are enabled.',
  },
  addButton: { id: 'security.roles.edit.application.addButton', defaultMessage: 'Add another application permission' },
  flsInclude: { id: 'security.roles.edit.index.flsInclude', defaultMessage: 'Include' },
  flsExclude: { id: 'security.roles.edit.index.flsExclude', defaultMessage: 'Exclude' },
  patternsLabel: { id: 'security.roles.edit.index.patternsLabel', defaultMessage: 'Index patterns' },
  patternsHelp: {
    id: 'security.roles.edit.index.patternsHelp',
    defaultMessage: 'Type a pattern (wildcards allowed) and press Enter.',
  },
  patternsPlaceholder: {
    id: 'security.roles.edit.index.patternsPlaceholder',
    defaultMessage: 'Search for index name or type in index pattern',
  },
  actionsLabel: { id: 'security.roles.edit.index.actionsLabel', defaultMessage: 'Index permissions' },
  actionsHelp: {
    id: 'security.roles.edit.index.actionsHelp',
    defaultMessage: 'Permission groups and single index permissions; custom ones can be typed in.',
  },
  actionsPlaceholder: {
    id: 'security.roles.edit.index.actionsPlaceholder',
    defaultMessage: 'Search for action group name or permission name',
  },
  maskedLabel: { id: 'security.roles.edit.index.maskedLabel', defaultMessage: 'Anonymization' },
  maskedHelp: {
    id: 'security.roles.edit.index.maskedHelp',
    defaultMessage: 'These fields are shown masked (hashed) to users of this role.',
  },
  maskedPlaceholder: { id: 'security.roles.edit.index.maskedPlaceholder', defaultMessage: 'Type in field name' },
  maskedAriaLabel: { id: 'security.roles.edit.index.maskedAriaLabel', defaultMessage: 'Anonymized fields' },
  entryTitle: { id: 'security.roles.edit.index.entryTitle', defaultMessage: 'Index permission {number}' },
  removeButton: { id: 'security.roles.edit.index.removeButton', defaultMessage: 'Remove' },
  dlsLabel: { id: 'security.roles.edit.index.dlsLabel', defaultMessage: 'Document level security' },
  dlsHelp: {
    id: 'security.roles.edit.index.dlsHelp',
    defaultMessage: 'A query in OpenSearch query DSL, written as one JSON object. Only matching documents are visible.',
  },
  flsLabel: { id: 'security.roles.edit.index.flsLabel', defaultMessage: 'Field level security' },
  flsHelp: {
    id: 'security.roles.edit.index.flsHelp',
    defaultMessage: 'Include only these fields, or exclude these fields.',
  },
  flsModeAriaLabel: { id: 'security.roles.edit.index.flsModeAriaLabel', defaultMessage: 'Field level security mode' },
  flsIncludeAriaLabel: { id: 'security.roles.edit.index.flsIncludeAriaLabel', defaultMessage: 'Fields to include' },
  flsExcludeAriaLabel: { id: 'security.roles.edit.index.flsExcludeAriaLabel', defaultMessage: 'Fields to exclude' },
  flsPlaceholder: { id: 'security.roles.edit.index.flsPlaceholder', defaultMessage: 'Type in field name' },
  indexPanelTitle: { id: 'security.roles.edit.index.panelTitle', defaultMessage: 'Index permissions' },
  indexPanelText: {
    id: 'security.roles.edit.index.panelText',
    defaultMessage: 'Index permissions allow you to specify how users in this role can access the specified indices.',
  },
  indexAddButton: { id: 'security.roles.edit.index.addButton', defaultMessage: 'Add another index permission' },
  permissionLabel: { id: 'security.roles.edit.permissionLabel', defaultMessage: 'Permission' },
  permissionGroupsLabel: { id: 'security.roles.edit.permissionGroupsLabel', defaultMessage: 'Permission groups' },
  singlePermissionsLabel: { id: 'security.roles.edit.singlePermissionsLabel', defaultMessage: 'Single permissions' },
  indexPermissionsText: {
    id: 'security.roles.edit.token.indexPermissionsText',
    defaultMessage: 'The indices this token may access, and what it may do in them.',
  },
  tenantPermissionsText: {
    id: 'security.roles.edit.token.tenantPermissionsText',
    defaultMessage:
      'The tenants this token may use, and whether it may only read or also change what is saved in them.',
  },
  loadingAriaLabel: { id: 'security.roles.edit.loadingAriaLabel', defaultMessage: 'Loading role' },
  title: { id: 'security.roles.edit.reserved.title', defaultMessage: 'This role is reserved and cannot be edited.' },
  text: {
    id: 'security.roles.edit.reserved.text',
    defaultMessage:
      'Reserved roles are managed by the security configuration tool. Duplicate it to make a custom role from it.',
  },
  duplicateButton: { id: 'security.roles.edit.reserved.duplicateButton', defaultMessage: 'Duplicate role' },
  backButton: { id: 'security.roles.edit.reserved.backButton', defaultMessage: 'Back to the role' },
  clusterPermissionsLabel: {
    id: 'security.roles.edit.form.clusterPermissionsLabel',
    defaultMessage: 'Cluster permissions',
  },
  clusterPermissionsHelp: {
    id: 'security.roles.edit.form.clusterPermissionsHelp',
    defaultMessage: 'Permission groups and single cluster permissions; custom ones can be typed in.',
  },
  clusterPermissionsPlaceholder: {
    id: 'security.roles.edit.form.clusterPermissionsPlaceholder',
    defaultMessage: 'Search for action group name or permission name',
  },
  nameSection: { id: 'security.roles.edit.form.nameSection', defaultMessage: 'Name' },
  nameLabel: { id: 'security.roles.edit.form.nameLabel', defaultMessage: 'Name' },
  nameFixed: {
    id: 'security.roles.edit.form.nameFixed',
    defaultMessage: 'The name of an existing role cannot be changed.',
  },
  nameHelp: {
    id: 'security.roles.edit.form.nameHelp',
    defaultMessage: 'Specify a descriptive and unique role name. 2 to 50 characters.',
  },
  descriptionLabel: { id: 'security.roles.edit.form.descriptionLabel', defaultMessage: 'Description' },
  optional: { id: 'security.roles.edit.form.optional', defaultMessage: 'Optional' },
  clusterSection: { id: 'security.roles.edit.form.clusterSection', defaultMessage: 'Cluster permissions' },
  updateButton: { id: 'security.roles.edit.form.updateButton', defaultMessage: 'Update' },
  createButton: { id: 'security.roles.edit.form.createButton', defaultMessage: 'Create' },
  dlsInvalid: {
    id: 'security.roles.edit.dlsInvalid',
    defaultMessage:
      'The document-level security query must be valid JSON: one JSON object, e.g. \'{"match": {"team": "blue"}}\'.',
  },
  indexPatternRequired: {
    id: 'security.roles.edit.indexPatternRequired',
    defaultMessage: 'Add at least one index pattern.',
  },
  tenantPatternRequired: {
    id: 'security.roles.edit.tenantPatternRequired',
    defaultMessage: 'Add at least one tenant pattern.',
  },
  applicationPatternRequired: {
    id: 'security.roles.edit.applicationPatternRequired',
    defaultMessage: 'Add at least one application.',
  },
  tenantLabel: { id: 'security.roles.edit.tenant.label', defaultMessage: 'Tenant' },
  tenantPanelTitle: { id: 'security.roles.edit.tenant.panelTitle', defaultMessage: 'Tenant permissions' },
  tenantPatternsAriaLabel: {
    id: 'security.roles.edit.tenant.patternsAriaLabel',
    defaultMessage: 'Tenant patterns, row {row}',
  },
  tenantTypeAriaLabel: {
    id: 'security.roles.edit.tenant.typeAriaLabel',
    defaultMessage: 'Tenant permission, row {row}',
  },
  tenantRemoveAriaLabel: {
    id: 'security.roles.edit.tenant.removeAriaLabel',
    defaultMessage: 'Remove tenant permission, row {row}',
  },
  tenantPlaceholder: {
    id: 'security.roles.edit.tenant.placeholder',
    defaultMessage: 'Search tenant name or add a tenant pattern',
  },
  tenantPanelText: {
    id: 'security.roles.edit.tenant.panelText',
    defaultMessage:
      'Tenants are useful for safely sharing your work with other users. Choose the tenants and whether this role may only read or also change what is saved in them.',
  },
  tenantAddButton: { id: 'security.roles.edit.tenant.addButton', defaultMessage: 'Add another tenant permission' },
  nameTaken: { id: 'security.roles.edit.nameTaken', defaultMessage: "A role named ''{name}'' already exists." },
  loadFailed: { id: 'security.roles.edit.loadFailed', defaultMessage: 'Failed to load the role.' },
  createdToast: { id: 'security.roles.edit.createdToast', defaultMessage: "Role ''{name}'' created" },
  updatedToast: { id: 'security.roles.edit.updatedToast', defaultMessage: "Role ''{name}'' updated" },
  saveFailed: { id: 'security.roles.edit.saveFailed', defaultMessage: 'Failed to save the role.' },
});
