import React, { useMemo, useState } from 'react';
import moment from 'moment';
import {
  EuiBasicTable,
  EuiButton,
  EuiConfirmModal,
  EuiEmptyPrompt,
  EuiFlexGroup,
  EuiFlexItem,
  EuiIcon,
  EuiLoadingSpinner,
  EuiPageHeader,
  EuiSelect,
  EuiSpacer,
  EuiText,
  EuiToolTip,
  type Criteria,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import {
  applyTableChange,
  CopyToTenantModal,
  Notice,
  fetchErrorMessage,
  isHttpFetchError,
  toError,
  useLoad,
  type CoreStart,
  type ScopedHistory,
  TABLE_PAGE_SIZE_OPTIONS,
  TitleSearchField,
  usePagedSearch,
} from '../../../../../core/public';
import { ImportFlyout } from './import_flyout';
import { InspectFlyout } from './inspect_flyout';
import {
  downloadFile,
  SavedObjectsManagementApi,
  tenantLabel,
  type ManagementInfo,
  type ObjectsQuery,
  type ReadableTenant,
  type SavedObjectRow,
} from './objects_api';
import { TenantFilter } from './tenant_filter';

export const EXPORT_FILE_NAME = 'export.ndjson';
const ALL_TYPES = '';

const TYPE_ICONS: Record<string, string> = {
  dashboard: 'dashboardApp',
  visualization: 'visualizeApp',
  search: 'discoverApp',
  'index-pattern': 'indexPatternApp',
  query: 'search',
  url: 'link',
};
export const typeIcon = (type: string) => TYPE_ICONS[type] ?? 'document';

export interface SavedObjectsSectionProps {
  core: CoreStart;
  history?: ScopedHistory;
  /** Saves an export; the browser's download by default (tests pass their own). */
  download?: (text: string, fileName: string) => void;
}

/** What the page loads first: the types, the current tenant's write access and the tenants it may list across. */
interface PageInfo extends ManagementInfo {
  tenants: ReadableTenant[];
}

/**
 * Rows of the cross-tenant view share ids across tenants, so the tenant leads their key; encoded,
 * it holds no '/', and a type holds no ':', so no two rows share one.
 */
const rowKey = (row: SavedObjectRow) =>
  row.tenant === undefined ? `${row.type}:${row.id}` : `${encodeURIComponent(row.tenant)}/${row.type}:${row.id}`;

interface PageState {
  rows: SavedObjectRow[];
  total: number;
  loaded: boolean;
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
  const api = useMemo(() => new SavedObjectsManagementApi(core.http), [core.http]);
  const [info, setInfo] = useState<PageInfo>();
  const [selectedTenants, setSelectedTenants] = useState<string[]>([]);
  const [typeFilter, setTypeFilter] = useState(ALL_TYPES);
  const paging = usePagedSearch();
  const { pageIndex, setPageIndex, pageSize, search, setSearch } = paging;
  const [sort, setSort] = useState<ObjectsQuery['sort']>();
  const [loading, setLoading] = useState(true);
  const [page, setPage] = useState<PageState>({ rows: [], total: 0, loaded: false });
  const [selection, setSelection] = useState<SavedObjectRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const [inspected, setInspected] = useState<SavedObjectRow>();
  const [toCopy, setToCopy] = useState<SavedObjectRow>();
  const [toDelete, setToDelete] = useState<SavedObjectRow[]>();
  const [deleting, setDeleting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const reportError = (title: string, error: unknown) => {
    toasts.addError(toError(error), {
      title,
      toastMessage: isHttpFetchError(error) ? fetchErrorMessage(error) : undefined,
    });
  };

  const capabilityAllowsEdit =
    (core.application.capabilities.savedObjectsManagement as Record<string, unknown> | undefined)?.edit !== false;
  const canWrite = capabilityAllowsEdit && info?.canWrite === true;
  const currentTenant = info?.tenants.find((tenant) => tenant.current);
  const aggregated = info !== undefined && info.tenants.length > 1 && currentTenant !== undefined;
  const rowWritable = (row: SavedObjectRow) =>
    row.tenant === undefined
      ? canWrite
      : capabilityAllowsEdit && info?.tenants.some((t) => t.name === row.tenant && t.canWrite) === true;

  useLoad(
    // A failed tenant list leaves the page as everyone else sees it: the cross-tenant view is an extra.
    async () => {
      const [management, tenants] = await Promise.all([api.info(), api.tenants().catch(() => [])]);
      return { ...management, tenants };
    },
    [api],
    {
      onLoad: (loaded) => {
        setSelectedTenants(loaded.tenants.filter((tenant) => tenant.current).map((tenant) => tenant.name));
        setInfo(loaded);
      },
      onError: (error) => {
        setLoading(false);
        reportError('Unable to load the saved object types', error);
      },
    }
  );

  // A slow answer for an earlier page or search must not overwrite a newer one.
  useLoad(
    (signal) => {
      if (!info) return undefined;
      setLoading(true);
      if (aggregated && selectedTenants.length === 0) return Promise.resolve({ rows: [], total: 0 });
      const query = {
        search,
        types: typeFilter ? [typeFilter] : [],
        page: pageIndex + 1,
        perPage: pageSize,
        sort,
        ...(aggregated ? { tenants: selectedTenants } : {}),
      };
      return api.find(query, info.types, signal);
    },
    [api, info, search, typeFilter, pageIndex, pageSize, sort, reloads, aggregated, selectedTenants],
    {
      onLoad: ({ rows, total }) => {
        setPage({ rows, total, loaded: true });
        // A selection keeps only rows still shown.
        setSelection((selected) => selected.filter((s) => rows.some((r) => rowKey(r) === rowKey(s))));
      },
      onError: (error) => reportError('Unable to load saved objects', error),
      onSettled: () => setLoading(false),
    }
  );

  const reload = () => setReloads((n) => n + 1);

  const exportObjects = async (
    request: Parameters<SavedObjectsManagementApi['export']>[0],
    tenant: string | undefined,
    count?: number
  ) => {
    setExporting(true);
    try {
      download(await api.export(request, tenant), EXPORT_FILE_NAME);
      toasts.addSuccess(count === undefined ? 'Objects exported.' : `${count} object(s) exported.`);
    } catch (error) {
      reportError('Unable to export saved objects', error);
    } finally {
      setExporting(false);
    }
  };

  // One export file is one tenant's objects: an import puts them all in one tenant.
  const selectedTenantCount = new Set(selection.map((row) => row.tenant)).size;
  const exportSelected = () =>
    exportObjects({ objects: selection.map(({ type, id }) => ({ type, id })) }, selection[0]?.tenant, selection.length);
  const exportAll = () =>
    exportObjects(
      { type: typeFilter ? [typeFilter] : (info?.types ?? []) },
      aggregated ? selectedTenants[0] : undefined
    );
  const exportBlocked =
    selection.length > 0
      ? selectedTenantCount > 1
        ? 'Select objects of one tenant to export them: an export file holds the objects of one tenant.'
        : undefined
      : aggregated && selectedTenants.length !== 1
        ? 'Choose one tenant in the Tenants filter to export all its objects.'
        : undefined;

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    const { failed } = await api.delete(toDelete.map(({ type, id, tenant }) => ({ type, id, tenant })));
    setDeleting(false);
    const deleted = toDelete.length - failed.length;
    if (deleted > 0) toasts.addSuccess(`${deleted} object(s) deleted.`);
    failed.forEach(({ id, error }) => reportError(`Unable to delete the object ${id}`, error));
    setToDelete(undefined);
    setSelection([]);
    reload();
  };

  const columns: Array<EuiBasicTableColumn<SavedObjectRow>> = [
    {
      field: 'type',
      name: 'Type',
      width: '80px',
      sortable: true,
      render: (type: string) => (
        <EuiToolTip content={type}>
          <EuiIcon type={typeIcon(type)} aria-label={type} data-test-subj={`objectTypeIcon-${type}`} />
        </EuiToolTip>
      ),
    },
    { field: 'title', name: 'Title', sortable: true, render: (title: string) => title },
    ...(aggregated
      ? [
          {
            field: 'tenant',
            name: 'Tenant',
            render: (tenant?: string) => (
              <span data-test-subj="savedObjectsTenantCell">{tenant === undefined ? '-' : tenantLabel(tenant)}</span>
            ),
          },
        ]
      : []),
    {
      field: 'updatedAt',
      name: 'Last updated',
      sortable: true,
      render: (updatedAt?: string) => (updatedAt ? moment(updatedAt).format('MMM D, YYYY @ HH:mm:ss') : '-'),
    },
    {
      name: 'Actions',
      actions: [
        {
          name: 'Inspect',
          description: 'Inspect this saved object',
          icon: 'inspect',
          type: 'icon',
          // Inspect and delete stay in the row; the rest goes under EUI's "All actions" menu.
          isPrimary: true,
          onClick: (row: SavedObjectRow) => setInspected(row),
          'data-test-subj': 'savedObjectsTableAction-inspect',
        },
        {
          name: 'Copy to tenant',
          description: 'Copy this saved object to another tenant',
          icon: 'copy',
          type: 'icon',
          // The UI settings are not copied: they change through the settings API only.
          available: (row: SavedObjectRow) => row.type !== 'config',
          onClick: (row: SavedObjectRow) => setToCopy(row),
          'data-test-subj': 'savedObjectsTableAction-copyToTenant',
        },
        ...(canWrite || aggregated
          ? [
              {
                name: 'Delete',
                description: 'Delete this saved object',
                icon: 'trash' as const,
                type: 'icon' as const,
                color: 'danger' as const,
                isPrimary: true,
                available: rowWritable,
                onClick: (row: SavedObjectRow) => setToDelete([row]),
                'data-test-subj': 'savedObjectsTableAction-delete',
              },
            ]
          : []),
      ],
    },
  ];

  const onTableChange = (change: Criteria<SavedObjectRow>) =>
    applyTableChange(change, paging, (nextSort) => {
      if (nextSort.field !== 'title' && nextSort.field !== 'type' && nextSort.field !== 'updatedAt') return false;
      if (nextSort.field === sort?.field && nextSort.direction === sort?.direction) return false;
      setSort({ field: nextSort.field, direction: nextSort.direction });
      return true;
    });

  const importButton = canWrite ? (
    <EuiButton iconType="upload" onClick={() => setImporting(true)} data-test-subj="savedObjectsImportButton">
      Import
    </EuiButton>
  ) : null;

  const header = (
    <EuiPageHeader
      data-test-subj="savedObjectsSection"
      pageTitle="Saved objects"
      description={
        aggregated
          ? 'Inspect, export, import and delete the saved objects of the tenants you may read; the Tenants filter chooses which are listed.'
          : 'Inspect, export, import and delete the saved objects of the current tenant.'
      }
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
  const selectionWritable = selection.every(rowWritable);

  return (
    <>
      {header}
      <EuiSpacer />
      {!canWrite && (
        <Notice
          iconType="lock"
          title="This tenant is read-only: objects can be inspected and exported, not imported or deleted."
          gap="l"
          data-test-subj="savedObjectsReadOnly"
        />
      )}
      {isEmpty ? (
        <EuiEmptyPrompt
          iconType="savedObjectsApp"
          title={<h2>No saved objects</h2>}
          body={<p>Saved objects of the current tenant (dashboards, visualizations, …) are listed here.</p>}
          actions={importButton ?? undefined}
          data-test-subj="savedObjectsEmpty"
        />
      ) : (
        <>
          <EuiFlexGroup gutterSize="s" alignItems="center" wrap>
            <EuiFlexItem grow={true} style={{ minWidth: 240 }}>
              <TitleSearchField
                noun="saved objects"
                value={search}
                onSearch={setSearch}
                data-test-subj="savedObjectsSearch"
              />
            </EuiFlexItem>
            <EuiFlexItem grow={false}>
              <EuiSelect
                aria-label="Type"
                prepend="Type"
                value={typeFilter}
                options={[
                  { value: ALL_TYPES, text: 'All types' },
                  ...info.types.map((type) => ({ value: type, text: type })),
                ]}
                onChange={(event) => {
                  setTypeFilter(event.target.value);
                  setPageIndex(0);
                }}
                data-test-subj="savedObjectsTypeFilter"
              />
            </EuiFlexItem>
            {aggregated && (
              <EuiFlexItem grow={false}>
                <TenantFilter
                  tenants={info.tenants}
                  selected={selectedTenants}
                  onChange={(next) => {
                    setSelectedTenants(next);
                    setPageIndex(0);
                  }}
                />
              </EuiFlexItem>
            )}
            <EuiFlexItem grow={false}>
              <EuiToolTip content={exportBlocked}>
                <EuiButton
                  iconType="export"
                  isLoading={exporting}
                  isDisabled={exportBlocked !== undefined}
                  onClick={selection.length > 0 ? exportSelected : exportAll}
                  data-test-subj="savedObjectsExportButton"
                >
                  {selection.length > 0
                    ? `Export ${selection.length} selected`
                    : typeFilter
                      ? `Export all ${typeFilter}`
                      : 'Export all'}
                </EuiButton>
              </EuiToolTip>
            </EuiFlexItem>
            {selection.length > 0 && selection.some(rowWritable) && (
              <EuiFlexItem grow={false}>
                <EuiToolTip
                  content={selectionWritable ? undefined : 'Some selected objects are in a tenant you may only read.'}
                >
                  <EuiButton
                    color="danger"
                    iconType="trash"
                    isDisabled={!selectionWritable}
                    onClick={() => setToDelete(selection)}
                    data-test-subj="savedObjectsDeleteSelected"
                  >
                    {`Delete ${selection.length} selected`}
                  </EuiButton>
                </EuiToolTip>
              </EuiFlexItem>
            )}
          </EuiFlexGroup>
          <EuiSpacer size="m" />
          <EuiBasicTable<SavedObjectRow>
            items={page.rows}
            itemId={rowKey}
            columns={columns}
            loading={loading}
            noItemsMessage={
              loading
                ? 'Loading saved objects…'
                : aggregated && selectedTenants.length === 0
                  ? 'Choose at least one tenant in the Tenants filter.'
                  : aggregated && search === '' && typeFilter === ALL_TYPES
                    ? 'The chosen tenants have no saved objects.'
                    : 'No saved objects match your search.'
            }
            pagination={{ pageIndex, pageSize, totalItemCount: page.total, pageSizeOptions: TABLE_PAGE_SIZE_OPTIONS }}
            sorting={{ sort }}
            selection={{ selected: selection, onSelectionChange: setSelection }}
            onChange={onTableChange}
            tableCaption="Saved objects"
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
            if (aggregated) setReloads((n) => n + 1);
          }}
        />
      )}
      {toDelete && (
        <EuiConfirmModal
          aria-labelledby="savedObjectsDeleteTitle"
          titleProps={{ id: 'savedObjectsDeleteTitle' }}
          title={toDelete.length === 1 ? 'Delete saved object?' : `Delete ${toDelete.length} saved objects?`}
          onCancel={() => setToDelete(undefined)}
          onConfirm={confirmDelete}
          cancelButtonText="Cancel"
          confirmButtonText="Delete"
          buttonColor="danger"
          isLoading={deleting}
          data-test-subj="savedObjectsDeleteConfirm"
        >
          <EuiText size="s">
            <p>
              {aggregated
                ? 'These objects are deleted from their tenants for good:'
                : 'These objects are deleted from the current tenant for good:'}
            </p>
            <ul>
              {toDelete.map((row) => (
                <li key={rowKey(row)}>
                  {row.title} ({row.tenant === undefined ? row.type : `${row.type}, tenant ${tenantLabel(row.tenant)}`})
                </li>
              ))}
            </ul>
          </EuiText>
        </EuiConfirmModal>
      )}
      {importing && (
        <ImportFlyout
          api={api}
          onError={(error) => reportError('Unable to import saved objects', error)}
          onClose={(imported) => {
            setImporting(false);
            if (imported) reload();
          }}
        />
      )}
    </>
  );
};
