import { defineMessages } from '../../../../../core/public';

export const messages = defineMessages({
  title: {
    id: 'management.objects.deleteModal.title',
    defaultMessage: '{count, plural, one {Delete saved object?} other {Delete # saved objects?}}',
  },
  cancelButton: { id: 'management.objects.deleteModal.cancelButton', defaultMessage: 'Cancel' },
  confirmButton: { id: 'management.objects.deleteModal.confirmButton', defaultMessage: 'Delete' },
  bodyAggregated: {
    id: 'management.objects.deleteModal.bodyAggregated',
    defaultMessage: 'These objects are deleted from their tenants for good:',
  },
  body: {
    id: 'management.objects.deleteModal.body',
    defaultMessage: 'These objects are deleted from the current tenant for good:',
  },
  item: { id: 'management.objects.deleteModal.item', defaultMessage: '{title} ({type})' },
  itemInTenant: {
    id: 'management.objects.deleteModal.itemInTenant',
    defaultMessage: '{title} ({type}, tenant {tenant})',
  },
  overwriteMode: { id: 'management.objects.import.overwriteMode', defaultMessage: 'Automatically overwrite conflicts' },
  createNewCopiesMode: {
    id: 'management.objects.import.createNewCopiesMode',
    defaultMessage: 'Create new objects with random IDs',
  },
  unsupportedTypeError: { id: 'management.objects.import.unsupportedTypeError', defaultMessage: 'unsupported type' },
  conflictError: { id: 'management.objects.import.conflictError', defaultMessage: 'an object with this id exists' },
  importedCount: {
    id: 'management.objects.import.importedCount',
    defaultMessage: '{count, plural, one {# object(s) imported} other {# object(s) imported}}',
  },
  conflictCount: {
    id: 'management.objects.import.conflictCount',
    defaultMessage: '{count, plural, one {# conflict(s)} other {# conflict(s)}}',
  },
  conflictAdvice: {
    id: 'management.objects.import.conflictAdvice',
    defaultMessage: 'Import again with “{mode}” to replace them.',
  },
  errorCount: {
    id: 'management.objects.import.errorCount',
    defaultMessage: '{count, plural, one {# error(s)} other {# error(s)}}',
  },
  errorItem: { id: 'management.objects.import.errorItem', defaultMessage: '{object}: {error}' },
  importTitle: { id: 'management.objects.import.title', defaultMessage: 'Import saved objects' },
  doneButton: { id: 'management.objects.import.doneButton', defaultMessage: 'Done' },
  importCancelButton: { id: 'management.objects.import.cancelButton', defaultMessage: 'Cancel' },
  importConfirmButton: { id: 'management.objects.import.confirmButton', defaultMessage: 'Import' },
  fileLabel: { id: 'management.objects.import.fileLabel', defaultMessage: 'Select a file to import' },
  filePrompt: { id: 'management.objects.import.filePrompt', defaultMessage: 'Select or drag and drop an NDJSON file' },
  modeLabel: { id: 'management.objects.import.modeLabel', defaultMessage: 'Check for existing objects' },
  tenantNote: {
    id: 'management.objects.import.tenantNote',
    defaultMessage: 'Objects are imported into the current tenant. Advanced settings are not imported.',
  },
  tenant: { id: 'management.objects.inspect.tenant', defaultMessage: ' · Tenant: {tenant}' },
  fileReadError: { id: 'management.objects.import.fileReadError', defaultMessage: 'The file could not be read.' },
  typeColumn: { id: 'management.objects.table.typeColumn', defaultMessage: 'Type' },
  titleColumn: { id: 'management.objects.table.titleColumn', defaultMessage: 'Title' },
  tenantColumn: { id: 'management.objects.table.tenantColumn', defaultMessage: 'Tenant' },
  lastUpdatedColumn: { id: 'management.objects.table.lastUpdatedColumn', defaultMessage: 'Last updated' },
  actionsColumn: { id: 'management.objects.table.actionsColumn', defaultMessage: 'Actions' },
  inspectAction: { id: 'management.objects.table.inspectAction', defaultMessage: 'Inspect' },
  inspectActionDescription: {
    id: 'management.objects.table.inspectActionDescription',
    defaultMessage: 'Inspect this saved object',
  },
  copyAction: { id: 'management.objects.table.copyAction', defaultMessage: 'Copy to tenant' },
  copyActionDescription: {
    id: 'management.objects.table.copyActionDescription',
    defaultMessage: 'Copy this saved object to another tenant',
  },
  deleteAction: { id: 'management.objects.table.deleteAction', defaultMessage: 'Delete' },
  deleteActionDescription: {
    id: 'management.objects.table.deleteActionDescription',
    defaultMessage: 'Delete this saved object',
  },
  searchPlaceholder: { id: 'management.objects.searchPlaceholder', defaultMessage: 'Search saved objects by title' },
  searchAriaLabel: { id: 'management.objects.searchAriaLabel', defaultMessage: 'Search saved objects' },
  typeFilterLabel: { id: 'management.objects.typeFilterLabel', defaultMessage: 'Type' },
  allTypesOption: { id: 'management.objects.allTypesOption', defaultMessage: 'All types' },
  exportSelectedButton: { id: 'management.objects.exportSelectedButton', defaultMessage: 'Export {count} selected' },
  exportAllOfTypeButton: { id: 'management.objects.exportAllOfTypeButton', defaultMessage: 'Export all {type}' },
  exportAllButton: { id: 'management.objects.exportAllButton', defaultMessage: 'Export all' },
  deleteSelectedReadOnlyTooltip: {
    id: 'management.objects.deleteSelectedReadOnlyTooltip',
    defaultMessage: 'Some selected objects are in a tenant you may only read.',
  },
  deleteSelectedButton: { id: 'management.objects.deleteSelectedButton', defaultMessage: 'Delete {count} selected' },
  deletedToast: {
    id: 'management.objects.deletedToast',
    defaultMessage: '{count, plural, one {# object(s) deleted.} other {# object(s) deleted.}}',
  },
  deleteFailedTitle: { id: 'management.objects.deleteFailedTitle', defaultMessage: 'Unable to delete the object {id}' },
  importButton: { id: 'management.objects.importButton', defaultMessage: 'Import' },
  pageTitle: { id: 'management.objects.pageTitle', defaultMessage: 'Saved objects' },
  descriptionAggregated: {
    id: 'management.objects.descriptionAggregated',
    defaultMessage:
      'Inspect, export, import and delete the saved objects of the tenants you may read; the Tenants filter chooses which are listed.',
  },
  description: {
    id: 'management.objects.description',
    defaultMessage: 'Inspect, export, import and delete the saved objects of the current tenant.',
  },
  readOnlyNotice: {
    id: 'management.objects.readOnlyNotice',
    defaultMessage: 'This tenant is read-only: objects can be inspected and exported, not imported or deleted.',
  },
  emptyTitle: { id: 'management.objects.emptyTitle', defaultMessage: 'No saved objects' },
  emptyBody: {
    id: 'management.objects.emptyBody',
    defaultMessage: 'Saved objects of the current tenant (dashboards, visualizations, …) are listed here.',
  },
  loading: { id: 'management.objects.table.loading', defaultMessage: 'Loading saved objects…' },
  noTenantChosen: {
    id: 'management.objects.table.noTenantChosen',
    defaultMessage: 'Choose at least one tenant in the Tenants filter.',
  },
  tenantsEmpty: {
    id: 'management.objects.table.tenantsEmpty',
    defaultMessage: 'The chosen tenants have no saved objects.',
  },
  noMatches: { id: 'management.objects.table.noMatches', defaultMessage: 'No saved objects match your search.' },
  caption: { id: 'management.objects.table.caption', defaultMessage: 'Saved objects' },
  importFailedTitle: { id: 'management.objects.importFailedTitle', defaultMessage: 'Unable to import saved objects' },
  currentMarker: { id: 'management.objects.tenantFilter.currentMarker', defaultMessage: '(current)' },
  button: { id: 'management.objects.tenantFilter.button', defaultMessage: 'Tenants' },
  popoverAriaLabel: {
    id: 'management.objects.tenantFilter.popoverAriaLabel',
    defaultMessage: 'Choose the tenants to list',
  },
  tenantFilterSearchPlaceholder: {
    id: 'management.objects.tenantFilter.searchPlaceholder',
    defaultMessage: 'Filter tenants',
  },
  listAriaLabel: { id: 'management.objects.tenantFilter.listAriaLabel', defaultMessage: 'Tenants to list' },
  exportedToast: { id: 'management.objects.exportedToast', defaultMessage: 'Objects exported.' },
  exportedCountToast: {
    id: 'management.objects.exportedCountToast',
    defaultMessage: '{count, plural, one {# object(s) exported.} other {# object(s) exported.}}',
  },
  exportFailedTitle: { id: 'management.objects.exportFailedTitle', defaultMessage: 'Unable to export saved objects' },
  exportMixedTenantsTooltip: {
    id: 'management.objects.exportMixedTenantsTooltip',
    defaultMessage: 'Select objects of one tenant to export them: an export file holds the objects of one tenant.',
  },
  exportChooseTenantTooltip: {
    id: 'management.objects.exportChooseTenantTooltip',
    defaultMessage: 'Choose one tenant in the Tenants filter to export all its objects.',
  },
  loadTypesFailedTitle: {
    id: 'management.objects.loadTypesFailedTitle',
    defaultMessage: 'Unable to load the saved object types',
  },
  loadFailedTitle: { id: 'management.objects.loadFailedTitle', defaultMessage: 'Unable to load saved objects' },
});
