import React, { useMemo, useState } from 'react';
import moment from 'moment';
import {
  EuiBasicTable,
  EuiButton,
  EuiCallOut,
  EuiConfirmModal,
  EuiEmptyPrompt,
  EuiFieldSearch,
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
  fetchErrorMessage,
  isHttpFetchError,
  toError,
  useLoad,
  type CoreStart,
  type ScopedHistory,
  nextPaging,
} from '../../../../../core/public';
import { ImportFlyout } from './import_flyout';
import { InspectFlyout } from './inspect_flyout';
import {
  downloadFile,
  SavedObjectsManagementApi,
  type ManagementInfo,
  type ObjectsQuery,
  type SavedObjectRow,
} from './objects_api';

export const PAGE_SIZE_OPTIONS = [10, 20, 50];
export const DEFAULT_PAGE_SIZE = 20;
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

interface PageState {
  rows: SavedObjectRow[];
  total: number;
  loaded: boolean;
}

/**
 * Management → Saved objects: the current tenant's objects, searched, filtered, sorted and paged
 * by the server; inspect, delete, export and import. Write controls are hidden when the tenant
 * is read-only (the server's `_types` answer) or the `savedObjectsManagement.edit` capability is off.
 */
export const SavedObjectsSection: React.FC<SavedObjectsSectionProps> = ({ core, download = downloadFile }) => {
  const { toasts } = core.notifications;
  const api = useMemo(() => new SavedObjectsManagementApi(core.http), [core.http]);
  const [info, setInfo] = useState<ManagementInfo>();
  const [search, setSearch] = useState('');
  const [typeFilter, setTypeFilter] = useState(ALL_TYPES);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<ObjectsQuery['sort']>();
  const [loading, setLoading] = useState(true);
  const [page, setPage] = useState<PageState>({ rows: [], total: 0, loaded: false });
  const [selection, setSelection] = useState<SavedObjectRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const [inspected, setInspected] = useState<SavedObjectRow>();
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

  useLoad(() => api.info(), [api], {
    onLoad: setInfo,
    onError: (error) => {
      setLoading(false);
      reportError('Unable to load the saved object types', error);
    },
  });

  // A slow answer for an earlier page or search must not overwrite a newer one.
  useLoad(
    (signal) => {
      if (!info) return undefined;
      setLoading(true);
      const query = { search, types: typeFilter ? [typeFilter] : [], page: pageIndex + 1, perPage: pageSize, sort };
      return api.find(query, info.types, signal);
    },
    [api, info, search, typeFilter, pageIndex, pageSize, sort, reloads],
    {
      onLoad: ({ rows, total }) => {
        setPage({ rows, total, loaded: true });
        // A selection keeps only rows still shown.
        setSelection((selected) => selected.filter((s) => rows.some((r) => r.type === s.type && r.id === s.id)));
      },
      onError: (error) => reportError('Unable to load saved objects', error),
      onSettled: () => setLoading(false),
    }
  );

  const reload = () => setReloads((n) => n + 1);

  const exportObjects = async (request: Parameters<SavedObjectsManagementApi['export']>[0], count?: number) => {
    setExporting(true);
    try {
      download(await api.export(request), EXPORT_FILE_NAME);
      toasts.addSuccess(count === undefined ? 'Objects exported.' : `${count} object(s) exported.`);
    } catch (error) {
      reportError('Unable to export saved objects', error);
    } finally {
      setExporting(false);
    }
  };

  const exportSelected = () =>
    exportObjects({ objects: selection.map(({ type, id }) => ({ type, id })) }, selection.length);
  const exportAll = () => exportObjects({ type: typeFilter ? [typeFilter] : (info?.types ?? []) });

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    const { failed } = await api.delete(toDelete.map(({ type, id }) => ({ type, id })));
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
          onClick: (row: SavedObjectRow) => setInspected(row),
          'data-test-subj': 'savedObjectsTableAction-inspect',
        },
        ...(canWrite
          ? [
              {
                name: 'Delete',
                description: 'Delete this saved object',
                icon: 'trash' as const,
                type: 'icon' as const,
                color: 'danger' as const,
                onClick: (row: SavedObjectRow) => setToDelete([row]),
                'data-test-subj': 'savedObjectsTableAction-delete',
              },
            ]
          : []),
      ],
    },
  ];

  const onTableChange = ({ page: next, sort: nextSort }: Criteria<SavedObjectRow>) => {
    if (nextSort && (nextSort.field === 'title' || nextSort.field === 'type' || nextSort.field === 'updatedAt')) {
      if (nextSort.field !== sort?.field || nextSort.direction !== sort?.direction) {
        setSort({ field: nextSort.field, direction: nextSort.direction });
        setPageIndex(0);
        return;
      }
    }
    if (!next) return;
    const paging = nextPaging(pageSize, next);
    setPageSize(paging.pageSize);
    setPageIndex(paging.pageIndex);
  };

  const importButton = canWrite ? (
    <EuiButton iconType="upload" onClick={() => setImporting(true)} data-test-subj="savedObjectsImportButton">
      Import
    </EuiButton>
  ) : null;

  const header = (
    <EuiPageHeader
      data-test-subj="savedObjectsSection"
      pageTitle="Saved objects"
      description="Inspect, export, import and delete the saved objects of the current tenant."
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

  const isEmpty = page.loaded && page.total === 0 && search === '' && typeFilter === ALL_TYPES;

  return (
    <>
      {header}
      <EuiSpacer />
      {!canWrite && (
        <>
          <EuiCallOut
            size="s"
            iconType="lock"
            title="This tenant is read-only: objects can be inspected and exported, not imported or deleted."
            data-test-subj="savedObjectsReadOnly"
          />
          <EuiSpacer />
        </>
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
              <EuiFieldSearch
                fullWidth
                placeholder="Search saved objects by title"
                defaultValue={search}
                onSearch={(value) => {
                  setSearch(value.trim());
                  setPageIndex(0);
                }}
                aria-label="Search saved objects"
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
            <EuiFlexItem grow={false}>
              <EuiButton
                iconType="export"
                isLoading={exporting}
                onClick={selection.length > 0 ? exportSelected : exportAll}
                data-test-subj="savedObjectsExportButton"
              >
                {selection.length > 0
                  ? `Export ${selection.length} selected`
                  : typeFilter
                    ? `Export all ${typeFilter}`
                    : 'Export all'}
              </EuiButton>
            </EuiFlexItem>
            {canWrite && selection.length > 0 && (
              <EuiFlexItem grow={false}>
                <EuiButton
                  color="danger"
                  iconType="trash"
                  onClick={() => setToDelete(selection)}
                  data-test-subj="savedObjectsDeleteSelected"
                >
                  {`Delete ${selection.length} selected`}
                </EuiButton>
              </EuiFlexItem>
            )}
          </EuiFlexGroup>
          <EuiSpacer size="m" />
          <EuiBasicTable<SavedObjectRow>
            items={page.rows}
            itemId={(row) => `${row.type}:${row.id}`}
            columns={columns}
            loading={loading}
            noItemsMessage={loading ? 'Loading saved objects…' : 'No saved objects match your search.'}
            pagination={{ pageIndex, pageSize, totalItemCount: page.total, pageSizeOptions: PAGE_SIZE_OPTIONS }}
            sorting={{ sort }}
            selection={{ selected: selection, onSelectionChange: setSelection }}
            onChange={onTableChange}
            tableCaption="Saved objects"
            data-test-subj="savedObjectsTable"
          />
        </>
      )}
      {inspected && <InspectFlyout row={inspected} onClose={() => setInspected(undefined)} />}
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
            <p>These objects are deleted from the current tenant for good:</p>
            <ul>
              {toDelete.map((row) => (
                <li key={`${row.type}:${row.id}`}>
                  {row.title} ({row.type})
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
