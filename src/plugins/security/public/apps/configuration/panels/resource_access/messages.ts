import { defineMessages } from '../../../../../../../core/public';

export const messages = defineMessages({
  error: { id: 'security.resourceAccess.assign.error', defaultMessage: "Could not give ''{name}'' an owner." },
  title: { id: 'security.resourceAccess.assign.title', defaultMessage: 'Assign an owner to {name}' },
  confirmButton: { id: 'security.resourceAccess.assign.confirmButton', defaultMessage: 'Assign owner' },
  body: {
    id: 'security.resourceAccess.assign.body',
    defaultMessage:
      'The owner may share it and change who it is shared with. Once it has an owner, people of the tenant who are not given access no longer see it.',
  },
  ownerLabel: { id: 'security.resourceAccess.assign.ownerLabel', defaultMessage: 'Owner' },
  ownerHelp: {
    id: 'security.resourceAccess.assign.ownerHelp',
    defaultMessage: "An internal user, or a directory user's name.",
  },
  ownerPlaceholder: { id: 'security.resourceAccess.assign.ownerPlaceholder', defaultMessage: 'Search or type a user' },
  useTyped: { id: 'security.resourceAccess.assign.useTyped', defaultMessage: "Use '{searchValue}'" },
  sectionLabel: { id: 'security.resourceAccess.sectionLabel', defaultMessage: 'Resource access' },
  sharedTypes: { id: 'security.resourceAccess.page.sharedTypes', defaultMessage: 'the shared types' },
  sharedObjects: { id: 'security.resourceAccess.page.sharedObjects', defaultMessage: 'the shared objects' },
  loadingTypes: { id: 'security.resourceAccess.page.loadingTypes', defaultMessage: 'Loading the shared types…' },
  loadingObjects: { id: 'security.resourceAccess.page.loadingObjects', defaultMessage: 'Loading the shared objects…' },
  pageTitle: { id: 'security.resourceAccess.page.title', defaultMessage: 'Resource access' },
  description: {
    id: 'security.resourceAccess.page.description',
    defaultMessage:
      'Dashboards and visualizations shared with people, roles and backend roles, by their owners. You see the objects of the current tenant you may see; the owner and people with full access change who they are shared with.',
  },
  refreshButton: { id: 'security.resourceAccess.page.refreshButton', defaultMessage: 'Refresh' },
  sharingSaved: {
    id: 'security.resourceAccess.page.sharingSaved',
    defaultMessage: "Saved who ''{name}'' is shared with.",
  },
  sharingOffTitle: { id: 'security.resourceAccess.sharingOff.title', defaultMessage: 'Resource sharing is off' },
  sharingOffBody: {
    id: 'security.resourceAccess.sharingOff.body',
    defaultMessage: 'Resource sharing is off. Set {setting} to share dashboards with people.',
  },
  none: {
    id: 'security.resourceAccess.table.none',
    defaultMessage: 'No shared objects of this type you may see in this tenant.',
  },
  noMatch: { id: 'security.resourceAccess.table.noMatch', defaultMessage: 'No object matches these filters.' },
  unownedTitle: { id: 'security.resourceAccess.unowned.title', defaultMessage: 'Objects without an owner' },
  typeTab: {
    id: 'security.resourceAccess.page.typeTab',
    defaultMessage:
      '{type, select, dashboard {Dashboards} visualization {Visualizations} index_pattern {Index patterns} other {{spelled}}}',
  },
  nobody: { id: 'security.resourceAccess.table.nobody', defaultMessage: 'Nobody' },
  levelCount: { id: 'security.resourceAccess.table.levelCount', defaultMessage: '{level}: {count}' },
  objectColumn: { id: 'security.resourceAccess.table.objectColumn', defaultMessage: 'Object' },
  ownerColumn: { id: 'security.resourceAccess.table.ownerColumn', defaultMessage: 'Owner' },
  sharedWithColumn: { id: 'security.resourceAccess.table.sharedWithColumn', defaultMessage: 'Shared with' },
  mayShareColumn: { id: 'security.resourceAccess.table.mayShareColumn', defaultMessage: 'You may share' },
  yes: { id: 'security.resourceAccess.table.yes', defaultMessage: 'Yes' },
  no: { id: 'security.resourceAccess.table.no', defaultMessage: 'No' },
  actionsColumn: { id: 'security.resourceAccess.table.actionsColumn', defaultMessage: 'Actions' },
  editAriaLabel: { id: 'security.resourceAccess.table.editAriaLabel', defaultMessage: 'Edit sharing of {name}' },
  viewAriaLabel: { id: 'security.resourceAccess.table.viewAriaLabel', defaultMessage: 'View sharing of {name}' },
  editButton: { id: 'security.resourceAccess.table.editButton', defaultMessage: 'Edit sharing' },
  viewButton: { id: 'security.resourceAccess.table.viewButton', defaultMessage: 'View sharing' },
  allOwners: { id: 'security.resourceAccess.table.allOwners', defaultMessage: 'All owners' },
  caption: { id: 'security.resourceAccess.table.caption', defaultMessage: 'Shared {type} objects' },
  loading: { id: 'security.resourceAccess.table.loading', defaultMessage: 'Loading the shared objects…' },
  searchPlaceholder: { id: 'security.resourceAccess.table.searchPlaceholder', defaultMessage: 'Search by name' },
  recipientPlaceholder: {
    id: 'security.resourceAccess.table.recipientPlaceholder',
    defaultMessage: 'A user, role or backend role',
  },
  unownedObjectColumn: { id: 'security.resourceAccess.unowned.objectColumn', defaultMessage: 'Object' },
  idColumn: { id: 'security.resourceAccess.unowned.idColumn', defaultMessage: 'Id' },
  unownedActionsColumn: { id: 'security.resourceAccess.unowned.actionsColumn', defaultMessage: 'Actions' },
  assignAriaLabel: { id: 'security.resourceAccess.unowned.assignAriaLabel', defaultMessage: 'Assign owner to {name}' },
  assignButton: { id: 'security.resourceAccess.unowned.assignButton', defaultMessage: 'Assign owner' },
  unownedLoading: {
    id: 'security.resourceAccess.unowned.loading',
    defaultMessage: 'Loading the objects without an owner',
  },
  loadFailedWhat: {
    id: 'security.resourceAccess.unowned.loadFailedWhat',
    defaultMessage: 'the objects without an owner',
  },
  unownedNone: {
    id: 'security.resourceAccess.unowned.none',
    defaultMessage: 'Every object of this type has an owner.',
  },
  unownedDescription: {
    id: 'security.resourceAccess.unowned.description',
    defaultMessage:
      'They existed before resource sharing was turned on: everyone who may use the tenant sees them, as before, until they get an owner.',
  },
  assignedToast: {
    id: 'security.resourceAccess.unowned.assignedToast',
    defaultMessage: "''{name}'' is now owned by {owner}.",
  },
});
