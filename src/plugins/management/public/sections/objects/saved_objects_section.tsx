import React, { useState } from 'react';
import {
  EuiBasicTable,
  EuiButton,
  EuiEmptyPrompt,
  EuiLoadingSpinner,
  EuiPageHeader,
  EuiSpacer,
  type Criteria,
} from '@elastic/eui';
import {
  applyTableChange,
  CopyToTenantModal,
  i18n,
  Notice,
  type CoreStart,
  type ScopedHistory,
  TABLE_PAGE_SIZE_OPTIONS,
} from '../../../../../core/public';
import { DeleteObjectsModal } from './delete_objects_modal';
import { ImportFlyout } from './import_flyout';
import { InspectFlyout } from './inspect_flyout';
import { downloadFile, type SavedObjectRow } from './objects_api';
import { objectsTableColumns, rowKey } from './objects_table_columns';
import { ObjectsToolbar } from './objects_toolbar';
import { useObjectsExport } from './use_objects_export';
import { ALL_TYPES, useObjectsPage } from './use_objects_page';
import messages from './messages.json';

export { EXPORT_FILE_NAME } from './use_objects_export';
export { typeIcon } from './objects_table_columns';

export interface SavedObjectsSectionProps {
  core: CoreStart;
  history?: ScopedHistory;
  /** Saves an export; the browser's download by default (tests pass their own). */
  download?: (text: string, fileName: string) => void;
}

/**
 * Management → Saved objects: the current tenant's objects, searched, filtered, sorted and paged
 * by the server; inspect, delete, export and import. Write controls are hidden when the tenant
 * is read-only (the server's `_types` answer) or the `savedObjectsManagement.edit` capability is off.
 *
 * Administrators (the server lists tenants for them in `_tenants`: security API access, as upstream's
 * aggregation view) also get a Tenant column and a Tenants filter, which starts on the current
 * tenant alone; a row is deleted or exported in its own tenant. Imports go to the current tenant.
 */
export const SavedObjectsSection: React.FC<SavedObjectsSectionProps> = ({ core, download = downloadFile }) => {
  const { toasts } = core.notifications;
  const objects = useObjectsPage(core);
  const { api, info, typeFilter, paging, sort, setSort, loading, page, selection, setSelection } = objects;
  const { reload, reportError, canWrite, aggregated, rowWritable, selectedTenants } = objects;
  const { pageIndex, pageSize, search } = paging;
  const exports = useObjectsExport(core, objects, download);
  const [inspected, setInspected] = useState<SavedObjectRow>();
  const [toCopy, setToCopy] = useState<SavedObjectRow>();
  const [toDelete, setToDelete] = useState<SavedObjectRow[]>();
  const [deleting, setDeleting] = useState(false);
  const [importing, setImporting] = useState(false);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    const { failed } = await api.delete(toDelete.map(({ type, id, tenant }) => ({ type, id, tenant })));
    setDeleting(false);
    const deleted = toDelete.length - failed.length;
    if (deleted > 0) {
      toasts.addSuccess(i18n.translate(messages.deletedToast, { count: deleted }));
    }
    failed.forEach(({ id, error }) => reportError(i18n.translate(messages.deleteFailedTitle, { id }), error));
    setToDelete(undefined);
    setSelection([]);
    reload();
  };

  const columns = objectsTableColumns({
    aggregated,
    canWrite,
    rowWritable,
    onInspect: (row) => setInspected(row),
    onCopy: (row) => setToCopy(row),
    onDelete: (row) => setToDelete([row]),
  });

  const onTableChange = (change: Criteria<SavedObjectRow>) =>
    applyTableChange(change, paging, (nextSort) => {
      if (nextSort.field !== 'title' && nextSort.field !== 'type' && nextSort.field !== 'updatedAt') return false;
      if (nextSort.field === sort?.field && nextSort.direction === sort?.direction) return false;
      setSort({ field: nextSort.field, direction: nextSort.direction });
      return true;
    });

  const importButton = canWrite ? (
    <EuiButton iconType="upload" onClick={() => setImporting(true)} data-test-subj="savedObjectsImportButton">
      {i18n.translate(messages.importButton)}
    </EuiButton>
  ) : null;

  const header = (
    <EuiPageHeader
      data-test-subj="savedObjectsSection"
      pageTitle={i18n.translate(messages.pageTitle)}
      description={aggregated ? i18n.translate(messages.descriptionAggregated) : i18n.translate(messages.description)}
      rightSideItems={importButton ? [importButton] : []}
    />
  );

  if (!info) {
    return (
      <>
        {header}
        <EuiSpacer />
        {loading && <EuiLoadingSpinner size="xl" data-test-subj="savedObjectsLoading" />}
      </>
    );
  }

  // An administrator keeps the Tenants filter when the current tenant is empty: other tenants may not be.
  const isEmpty = page.loaded && page.total === 0 && search === '' && typeFilter === ALL_TYPES && !aggregated;

  return (
    <>
      {header}
      <EuiSpacer />
      {!canWrite && (
        <Notice
          iconType="lock"
          title={i18n.translate(messages.readOnlyNotice)}
          gap="l"
          data-test-subj="savedObjectsReadOnly"
        />
      )}
      {isEmpty ? (
        <EuiEmptyPrompt
          iconType="savedObjectsApp"
          title={<h2>{i18n.translate(messages.emptyTitle)}</h2>}
          body={<p>{i18n.translate(messages.emptyBody)}</p>}
          actions={importButton ?? undefined}
          data-test-subj="savedObjectsEmpty"
        />
      ) : (
        <>
          <ObjectsToolbar page={objects} info={info} exports={exports} onDelete={setToDelete} />
          <EuiSpacer size="m" />
          <EuiBasicTable<SavedObjectRow>
            items={page.rows}
            itemId={rowKey}
            columns={columns}
            loading={loading}
            noItemsMessage={
              loading
                ? i18n.translate(messages.tableLoading)
                : aggregated && selectedTenants.length === 0
                  ? i18n.translate(messages.tableNoTenantChosen)
                  : aggregated && search === '' && typeFilter === ALL_TYPES
                    ? i18n.translate(messages.tableTenantsEmpty)
                    : i18n.translate(messages.tableNoMatches)
            }
            pagination={{ pageIndex, pageSize, totalItemCount: page.total, pageSizeOptions: TABLE_PAGE_SIZE_OPTIONS }}
            sorting={{ sort }}
            selection={{ selected: selection, onSelectionChange: setSelection }}
            onChange={onTableChange}
            tableCaption={i18n.translate(messages.tableCaption)}
            data-test-subj="savedObjectsTable"
          />
        </>
      )}
      {inspected && <InspectFlyout row={inspected} onClose={() => setInspected(undefined)} />}
      {toCopy && (
        <CopyToTenantModal
          client={core.savedObjects.client}
          toasts={toasts}
          objects={[{ type: toCopy.type, id: toCopy.id, title: toCopy.title }]}
          sourceTenant={toCopy.tenant}
          onClose={() => {
            setToCopy(undefined);
            // A copy into a tenant listed here shows up in the table.
            if (aggregated) reload();
          }}
        />
      )}
      {toDelete && (
        <DeleteObjectsModal
          rows={toDelete}
          aggregated={aggregated}
          deleting={deleting}
          onCancel={() => setToDelete(undefined)}
          onConfirm={confirmDelete}
        />
      )}
      {importing && (
        <ImportFlyout
          api={api}
          onError={(error) => reportError(i18n.translate(messages.importFailedTitle), error)}
          onClose={(imported) => {
            setImporting(false);
            if (imported) reload();
          }}
        />
      )}
    </>
  );
};
