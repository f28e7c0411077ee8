import { defineMessages } from '../../../../../../../../core/public';

export const messages = defineMessages({
  title: { id: 'security.users.export.title', defaultMessage: 'Export user ‘{name}’' },
  ariaLabel: { id: 'security.users.export.ariaLabel', defaultMessage: 'Export user {name}' },
  closeButton: { id: 'security.users.export.closeButton', defaultMessage: 'Close' },
  downloadButton: { id: 'security.users.export.downloadButton', defaultMessage: 'Download' },
  listTitle: { id: 'security.users.list.title', defaultMessage: 'Internal users' },
  description: {
    id: 'security.users.list.description',
    defaultMessage: 'Internal users are stored by the security plugin. Map them to roles to grant permissions.',
  },
  createButtonLabel: { id: 'security.users.list.createButtonLabel', defaultMessage: 'Create internal user' },
  currentUserNotSelectable: {
    id: 'security.users.list.currentUserNotSelectable',
    defaultMessage: 'You cannot delete the user you are signed in as.',
  },
  reservedNotSelectable: {
    id: 'security.users.list.reservedNotSelectable',
    defaultMessage: 'Reserved users cannot be deleted.',
  },
  question: {
    id: 'security.users.list.delete.question',
    defaultMessage:
      "{count, plural, one {Do you want to delete user ''{name}''? This cannot be undone.} other {Do you want to delete # users? This cannot be undone.}}",
  },
  deleteTitle: {
    id: 'security.users.list.delete.title',
    defaultMessage: "{count, plural, one {Delete user ''{name}''} other {Delete # users}}",
  },
  deletedToast: { id: 'security.users.list.delete.deletedToast', defaultMessage: "User ''{name}'' deleted" },
  failed: { id: 'security.users.list.delete.failed', defaultMessage: "Could not delete user ''{name}''." },
  userName: { id: 'security.users.list.columns.userName', defaultMessage: 'User name' },
  currentBadge: { id: 'security.users.list.currentBadge', defaultMessage: 'Current' },
  backendRoles: { id: 'security.users.list.columns.backendRoles', defaultMessage: 'Backend roles' },
  attributes: { id: 'security.users.list.columns.attributes', defaultMessage: 'Attributes' },
  columnsDescription: { id: 'security.users.list.columns.description', defaultMessage: 'Description' },
  customization: { id: 'security.users.list.columns.customization', defaultMessage: 'Customization' },
  actions: { id: 'security.users.list.columns.actions', defaultMessage: 'Actions' },
  editAriaLabel: { id: 'security.users.list.editAriaLabel', defaultMessage: 'Edit {name}' },
  duplicateAriaLabel: { id: 'security.users.list.duplicateAriaLabel', defaultMessage: 'Duplicate {name}' },
  exportAriaLabel: { id: 'security.users.list.exportAriaLabel', defaultMessage: 'Export {name} as JSON' },
  searchPlaceholder: {
    id: 'security.users.list.searchPlaceholder',
    defaultMessage: 'Search by user name or description',
  },
  searchAriaLabel: { id: 'security.users.list.searchAriaLabel', defaultMessage: 'Search users' },
  loadFailedTitle: { id: 'security.users.list.loadFailedTitle', defaultMessage: 'Could not load internal users' },
  tableCaption: { id: 'security.users.list.tableCaption', defaultMessage: 'Internal users' },
  loading: { id: 'security.users.list.empty.loading', defaultMessage: 'Loading users…' },
  noMatch: { id: 'security.users.list.empty.noMatch', defaultMessage: 'No users match your search.' },
  none: { id: 'security.users.list.empty.none', defaultMessage: 'No internal users yet.' },
});
