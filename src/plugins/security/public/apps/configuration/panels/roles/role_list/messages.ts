import { defineMessages } from '../../../../../../../../core/public';

export const messages = defineMessages({
  failed: { id: 'security.roles.delete.failed', defaultMessage: "Failed to delete role ''{name}''." },
  confirmOne: {
    id: 'security.roles.delete.confirmOne',
    defaultMessage: "Do you really want to delete the role ''{name}''? Users mapped to it lose its permissions.",
  },
  confirmMany: {
    id: 'security.roles.delete.confirmMany',
    defaultMessage:
      'Do you really want to delete these {count, plural, one {# role} other {# roles}}: {names}? Users mapped to them lose their permissions.',
  },
  confirmTitle: {
    id: 'security.roles.delete.confirmTitle',
    defaultMessage: '{count, plural, one {Delete role} other {Delete # roles}}',
  },
  confirmButton: { id: 'security.roles.delete.confirmButton', defaultMessage: 'Delete' },
  cancelButton: { id: 'security.roles.delete.cancelButton', defaultMessage: 'Cancel' },
  deletedToast: {
    id: 'security.roles.delete.deletedToast',
    defaultMessage: "{count, plural, one {Role ''{name}'' deleted} other {# roles deleted}}",
  },
  mappingsHiddenNote: {
    id: 'security.roles.list.mappingsHiddenNote',
    defaultMessage:
      'The users and backend roles mapped to each role are shown to administrators with the role mappings permission.',
  },
  title: { id: 'security.roles.list.title', defaultMessage: 'Roles' },
  description: {
    id: 'security.roles.list.description',
    defaultMessage:
      'Roles are the core way of controlling access to your cluster. Roles contain any combination of cluster-wide permission, index-specific permissions, document- and field-level security, and tenants. Then you map users to these roles so that users gain those permissions.',
  },
  createButtonLabel: { id: 'security.roles.list.createButtonLabel', defaultMessage: 'Create role' },
  reserved: { id: 'security.roles.list.filters.reserved', defaultMessage: 'Reserved' },
  custom: { id: 'security.roles.list.filters.custom', defaultMessage: 'Custom' },
  searchPlaceholder: {
    id: 'security.roles.list.searchPlaceholder',
    defaultMessage: 'Search roles by name or description',
  },
  searchAriaLabel: { id: 'security.roles.list.searchAriaLabel', defaultMessage: 'Search roles' },
  ariaLabel: { id: 'security.roles.list.filters.ariaLabel', defaultMessage: 'Customization' },
  selectionCount: {
    id: 'security.roles.list.selectionCount',
    defaultMessage: '{count, plural, one {# role selected} other {# roles selected}}',
  },
  loadFailedTitle: { id: 'security.roles.list.loadFailedTitle', defaultMessage: 'Could not load roles' },
  loading: { id: 'security.roles.list.empty.loading', defaultMessage: 'Loading roles…' },
  noMatch: { id: 'security.roles.list.empty.noMatch', defaultMessage: 'No roles match your search or filter.' },
  none: { id: 'security.roles.list.empty.none', defaultMessage: 'No roles' },
  reservedNotSelectable: {
    id: 'security.roles.list.reservedNotSelectable',
    defaultMessage: 'Reserved roles cannot be deleted',
  },
  tableCaption: { id: 'security.roles.list.tableCaption', defaultMessage: 'Roles' },
  role: { id: 'security.roles.list.columns.role', defaultMessage: 'Role' },
  clusterPermissions: { id: 'security.roles.list.columns.clusterPermissions', defaultMessage: 'Cluster permissions' },
  indexPatterns: { id: 'security.roles.list.columns.indexPatterns', defaultMessage: 'Index patterns' },
  internalUsers: { id: 'security.roles.list.columns.internalUsers', defaultMessage: 'Internal users' },
  backendRoles: { id: 'security.roles.list.columns.backendRoles', defaultMessage: 'Backend roles' },
  tenants: { id: 'security.roles.list.columns.tenants', defaultMessage: 'Tenants' },
  customization: { id: 'security.roles.list.columns.customization', defaultMessage: 'Customization' },
  actions: { id: 'security.roles.list.columns.actions', defaultMessage: 'Actions' },
  editAriaLabel: { id: 'security.roles.list.columns.editAriaLabel', defaultMessage: 'Edit {name}' },
  duplicateAriaLabel: { id: 'security.roles.list.columns.duplicateAriaLabel', defaultMessage: 'Duplicate {name}' },
  deleteAriaLabel: { id: 'security.roles.list.columns.deleteAriaLabel', defaultMessage: 'Delete {name}' },
});
