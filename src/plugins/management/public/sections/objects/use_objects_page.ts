import { useMemo, useState } from 'react';
import {
  appAccess,
  fetchErrorMessage,
  i18n,
  isHttpFetchError,
  toError,
  useLoad,
  usePagedSearch,
  type CoreStart,
} from '../../../../../core/public';
import {
  SavedObjectsManagementApi,
  type ManagementInfo,
  type ObjectsQuery,
  type ReadableTenant,
  type SavedObjectRow,
} from './objects_api';
import { rowKey } from './objects_table_columns';
import { MANAGEMENT_APP_ID } from '../../../common';
import messages from './messages.json';

export const ALL_TYPES = '';

/** What the page loads first: the types, the current tenant's write access and the tenants it may list across. */
export interface PageInfo extends ManagementInfo {
  tenants: ReadableTenant[];
}

interface PageState {
  rows: SavedObjectRow[];
  total: number;
  loaded: boolean;
}

/**
 * The saved objects page's data: what it loads first (types, write access, the tenants listed
 * across), then one page of objects for the search, filters, sort and paging, with the table's
 * selection kept to the rows still shown; and who may write which row.
 */
export function useObjectsPage(core: CoreStart) {
  const { toasts } = core.notifications;
  const api = useMemo(() => new SavedObjectsManagementApi(core.http), [core.http]);
  const [info, setInfo] = useState<PageInfo>();
  const [selectedTenants, setSelectedTenants] = useState<string[]>([]);
  const [typeFilter, setTypeFilter] = useState(ALL_TYPES);
  const paging = usePagedSearch();
  const { pageIndex, pageSize, search } = paging;
  const [sort, setSort] = useState<ObjectsQuery['sort']>();
  const [loading, setLoading] = useState(true);
  const [page, setPage] = useState<PageState>({ rows: [], total: 0, loaded: false });
  const [selection, setSelection] = useState<SavedObjectRow[]>([]);
  const [reloads, setReloads] = useState(0);

  const reportError = (title: string, error: unknown) => {
    toasts.addError(toError(error), {
      title,
      toastMessage: isHttpFetchError(error) ? fetchErrorMessage(error) : undefined,
    });
  };

  // A read-only management app (application_read, issue 41) imports and deletes nothing.
  const capabilityAllowsEdit =
    appAccess(core.application.capabilities, MANAGEMENT_APP_ID).save &&
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
        reportError(i18n.translate(messages.loadTypesFailedTitle), error);
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
      onError: (error) => reportError(i18n.translate(messages.loadFailedTitle), error),
      onSettled: () => setLoading(false),
    }
  );

  const reload = () => setReloads((n) => n + 1);

  return {
    api,
    info,
    selectedTenants,
    setSelectedTenants,
    typeFilter,
    setTypeFilter,
    paging,
    sort,
    setSort,
    loading,
    page,
    selection,
    setSelection,
    reload,
    reportError,
    capabilityAllowsEdit,
    canWrite,
    aggregated,
    rowWritable,
  };
}

export type ObjectsPage = ReturnType<typeof useObjectsPage>;
