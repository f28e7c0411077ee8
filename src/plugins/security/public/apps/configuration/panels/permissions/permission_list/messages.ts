import { defineMessages } from '../../../../../../../../core/public';

export const messages = defineMessages({
  all: { id: 'security.permissions.filters.all', defaultMessage: 'All' },
  type: { id: 'security.permissions.filters.type', defaultMessage: 'Type' },
  actionGroup: { id: 'security.permissions.filters.actionGroup', defaultMessage: 'Action group' },
  singlePermission: { id: 'security.permissions.filters.singlePermission', defaultMessage: 'Single permission' },
  scope: { id: 'security.permissions.filters.scope', defaultMessage: 'Scope' },
  cluster: { id: 'security.permissions.filters.cluster', defaultMessage: 'Cluster' },
  index: { id: 'security.permissions.filters.index', defaultMessage: 'Index' },
  customization: { id: 'security.permissions.filters.customization', defaultMessage: 'Customization' },
  reserved: { id: 'security.permissions.filters.reserved', defaultMessage: 'Reserved' },
  custom: { id: 'security.permissions.filters.custom', defaultMessage: 'Custom' },
  searchPlaceholder: {
    id: 'security.permissions.filters.searchPlaceholder',
    defaultMessage: 'Search by name, description or member',
  },
  searchAriaLabel: { id: 'security.permissions.filters.searchAriaLabel', defaultMessage: 'Search permissions' },
  title: { id: 'security.permissions.list.title', defaultMessage: 'Permissions' },
  description: {
    id: 'security.permissions.list.description',
    defaultMessage:
      'Permissions are individual actions, such as creating an index. Action groups are sets of permissions; roles use both.',
  },
  createButtonLabel: { id: 'security.permissions.list.createButtonLabel', defaultMessage: 'Create action group' },
  question: {
    id: 'security.actionGroups.delete.question',
    defaultMessage:
      "{count, plural, one {Do you want to delete action group ''{name}''? This cannot be undone.} other {Do you want to delete # action groups? This cannot be undone.}}",
  },
  deleteTitle: {
    id: 'security.actionGroups.delete.title',
    defaultMessage: "{count, plural, one {Delete action group ''{name}''} other {Delete # action groups}}",
  },
  deletedToast: { id: 'security.actionGroups.delete.deletedToast', defaultMessage: "Action group ''{name}'' deleted" },
  failed: { id: 'security.actionGroups.delete.failed', defaultMessage: "Could not delete action group ''{name}''." },
  kindsActionGroup: { id: 'security.permissions.list.kinds.actionGroup', defaultMessage: 'Action group' },
  kindsSinglePermission: {
    id: 'security.permissions.list.kinds.singlePermission',
    defaultMessage: 'Single permission',
  },
  membersLabel: { id: 'security.permissions.list.membersLabel', defaultMessage: 'Members:' },
  name: { id: 'security.permissions.list.columns.name', defaultMessage: 'Name' },
  columnsType: { id: 'security.permissions.list.columns.type', defaultMessage: 'Type' },
  columnsCluster: { id: 'security.permissions.list.columns.cluster', defaultMessage: 'Cluster permission' },
  columnsIndex: { id: 'security.permissions.list.columns.index', defaultMessage: 'Index permission' },
  columnsDescription: { id: 'security.permissions.list.columns.description', defaultMessage: 'Description' },
  columnsCustomization: { id: 'security.permissions.list.columns.customization', defaultMessage: 'Customization' },
  members: { id: 'security.permissions.list.columns.members', defaultMessage: 'Members' },
  hideMembersAriaLabel: {
    id: 'security.permissions.list.hideMembersAriaLabel',
    defaultMessage: 'Hide members of {name}',
  },
  showMembersAriaLabel: {
    id: 'security.permissions.list.showMembersAriaLabel',
    defaultMessage: 'Show members of {name}',
  },
  createFromSelectionButton: {
    id: 'security.permissions.list.createFromSelectionButton',
    defaultMessage: 'Create from selection',
  },
  editButton: { id: 'security.permissions.list.editButton', defaultMessage: 'Edit' },
  duplicateButton: { id: 'security.permissions.list.duplicateButton', defaultMessage: 'Duplicate' },
  loadFailedTitle: {
    id: 'security.permissions.list.loadFailedTitle',
    defaultMessage: 'Could not load permissions and action groups',
  },
  tableCaption: { id: 'security.permissions.list.tableCaption', defaultMessage: 'Permissions and action groups' },
  loading: { id: 'security.permissions.list.empty.loading', defaultMessage: 'Loading permissions…' },
  noMatch: { id: 'security.permissions.list.empty.noMatch', defaultMessage: 'No permissions match your search.' },
});
