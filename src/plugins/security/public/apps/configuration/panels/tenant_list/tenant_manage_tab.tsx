/**
 * Tenants › Manage: the global, private and custom tenants with their status under the tenancy
 * settings; create, edit, duplicate and delete custom tenants; switch to one, open or create its
 * dashboards, make it the default.
 */
import React, { useMemo, useRef, useState } from 'react';
import { EuiFlexGroup, EuiFlexItem, EuiSpacer } from '@elastic/eui';
import { i18n, type CoreStart } from '../../../../../../../core/public';
import type { PublicSecurityConfig } from '../../../../../common/config';
import { PRIVATE_TENANT } from '../../../../../common/constants';
import type { TenancyConfig } from '../../../../../common/tenancy';
import type { ConfigurationApi } from '../../api';
import { deleteEntries } from '../../utils/delete_entries';
import { actionButton, createAction, ListTable } from '../../utils/list_parts';
import { LIST_DEFAULT_PAGE_SIZE, usePagedList, type PagedListQuery } from '../../utils/list_page';
import { duplicateName } from '../../utils/display';
import { TENANTS_PATH } from './paths';
import { SearchField } from '../../utils/search_field';
import { toastAfterNavigation } from '../../utils/toasts';
import { TenantActionsMenu, type TenantAction } from './tenant_actions_menu';
import { TenantEditModal, type TenantEditMode } from './tenant_edit_modal';
import { currentTenantItemName, tenantStatus } from './tenant_status';
import {
  DASHBOARD_PAGE_ID,
  VISUALIZE_PAGE_ID,
  switchTenant,
  tenantDashboardsHref,
  type DashboardPageId,
  type TenantLocation,
} from './tenant_switch';
import { tenantColumns, type TenantRow } from './tenant_table_columns';
import {
  customTenantQuery,
  DEFAULT_TENANT_SORT,
  pinnedTenantRows,
  readTenantPage,
  type CustomTenantPage,
} from './tenant_rows';
import { TenancyApi } from './tenancy_api';
import messages from './messages.json';

const tenantKey = (row: TenantRow) => row.name;

/** The value the tenant API takes for the Global tenant. */
const GLOBAL_TENANT_VALUE = '';

export const currentTenantDeleteWarning = (name: string) =>
  i18n.translate(messages.manageDeleteCurrentWarning, { name });
export const movedToGlobalTitle = (name: string) => i18n.translate(messages.manageMovedToGlobalToast, { name });

export interface TenantManageTabProps {
  core: CoreStart;
  api: ConfigurationApi;
  config: PublicSecurityConfig;
  currentUser: string;
  /** The tenancy settings in force (the page's, updated when Configure saves). */
  tenancy: TenancyConfig;
  location: TenantLocation;
  onSetDefault(row: TenantRow): Promise<void>;
  /** The first page and the current tenant, already asked for by the page (readFirstTenants). */
  firstRead?: TenantsRead;
}

export interface TenantsRead {
  /** The first page of custom tenants, as the tab first shows them (DEFAULT_TENANT_SORT). */
  firstPage: Promise<CustomTenantPage>;
  current: Promise<string | undefined>;
}

/**
 * The session's tenant: it only decorates the list, so a failed read is logged and the list still
 * shows (undefined: not known).
 */
function readCurrentTenant(api: ConfigurationApi): Promise<string | undefined> {
  return api
    .feature(TenancyApi)
    .getCurrentTenant()
    .catch((error: unknown) => {
      console.error('Security: could not read the current tenant', error);
      return undefined;
    });
}

const firstQuery = (): PagedListQuery => ({
  search: '',
  pageIndex: 0,
  pageSize: LIST_DEFAULT_PAGE_SIZE,
  sortField: DEFAULT_TENANT_SORT.field,
  sortOrder: DEFAULT_TENANT_SORT.direction,
});

/** The tab's first read, started by the page beside the tenancy settings (it needs them only to draw). */
export function readFirstTenants(api: ConfigurationApi): TenantsRead {
  const firstPage = api.list('tenants', customTenantQuery(firstQuery(), 1));
  // A failure is the tab's to show (its failed state, with Retry): not an unhandled rejection here.
  firstPage.catch(() => undefined);
  return { firstPage, current: readCurrentTenant(api) };
}

const sameQuery = (a: PagedListQuery, b: PagedListQuery) =>
  a.search === b.search && a.pageSize === b.pageSize && a.sortField === b.sortField && a.sortOrder === b.sortOrder;

interface Editing {
  mode: TenantEditMode;
  row?: TenantRow;
}

export const TenantManageTab: React.FC<TenantManageTabProps> = ({
  core,
  api,
  config,
  currentUser,
  tenancy,
  location,
  onSetDefault,
  firstRead,
}) => {
  const [editing, setEditing] = useState<Editing>();
  const [busy, setBusy] = useState(false);
  // The names on the page shown: a new tenant must not take one (the server refuses the others).
  const shownNames = useRef<ReadonlySet<string>>(new Set());
  const toasts = core.notifications.toasts;

  // Global and Private are the page's rows (their statuses from the tenancy settings); the custom
  // tenants are searched, sorted and paged by the server (tenant_rows.ts).
  const early = useRef(firstRead);
  // The session's tenant changes only with a switch, which reloads the page: read once, not with
  // every search or page (a second request whose answer the rows waited for).
  const currentTenant = useRef(firstRead?.current);
  const list = usePagedList<TenantRow>({
    load: async (query) => {
      // The page's read, started beside the tenancy settings: used by the first load only.
      const read = early.current;
      early.current = undefined;
      const fetchPage = (page: number) =>
        read && page === 1 && sameQuery(query, firstQuery())
          ? read.firstPage
          : api.list('tenants', customTenantQuery(query, page));
      const pinned = pinnedTenantRows(tenancy.private_tenant_enabled, query.search);
      currentTenant.current ??= readCurrentTenant(api);
      const [{ items, total }, current] = await Promise.all([
        readTenantPage(query, pinned, fetchPage),
        currentTenant.current,
      ]);
      // Not read this time: asked again with the next load.
      if (current === undefined) currentTenant.current = undefined;
      shownNames.current = new Set(items.map((item) => item.name));
      const currentName = currentTenantItemName(current ?? '', currentUser);
      const rows = items.map((item) => ({
        ...item,
        status: tenantStatus(item, tenancy, config.multitenancy.tenants.enable_global),
        current: item.name === currentName,
      }));
      return { rows, total };
    },
    rowKey: tenantKey,
    defaultSort: DEFAULT_TENANT_SORT,
    deps: [api, toasts, config, tenancy, currentUser],
  });
  const { selection } = list;

  const one = selection.length === 1 ? selection[0] : undefined;
  const usable = !!one && one.status !== 'Disabled';
  const deps = { core, api: api.feature(TenancyApi), username: currentUser, location };

  const go = async (row: TenantRow, then: 'reload' | DashboardPageId) => {
    setBusy(true);
    // On success the browser leaves or reloads this page: the busy state ends with it.
    if (!(await switchTenant(deps, row.tenantValue, then))) setBusy(false);
  };

  // The same columns from render to render: the table does not redraw every row's cells for a new set.
  const goRef = useRef(go);
  goRef.current = go;
  const basePath = core.http.basePath;
  const columns = useMemo(
    () =>
      tenantColumns({
        href: (row) => tenantDashboardsHref(basePath, row.tenantValue),
        open: (row) => void goRef.current(row, DASHBOARD_PAGE_ID),
      }),
    [basePath]
  );

  const onDelete = async () => {
    // The menu item is disabled for reserved rows; checked again so no path deletes one.
    const rows = selection.filter((row) => !row.reserved && row.name !== PRIVATE_TENANT);
    const names = rows.map((row) => row.name);
    const current = rows.find((row) => row.current)?.name;
    const deleted = await deleteEntries({
      core,
      api,
      kind: 'tenants',
      names,
      noun: 'Tenant',
      nouns: 'tenants',
      ...(current ? { warning: currentTenantDeleteWarning(current) } : {}),
    });
    if (current && deleted.includes(current)) {
      // The session must not stay in a tenant that no longer exists: the Global tenant is
      // everyone's, and the reloaded page (account menu included) shows it as the current one.
      toastAfterNavigation(TENANTS_PATH, movedToGlobalTitle(current), 'warning');
      if (await switchTenant(deps, GLOBAL_TENANT_VALUE, 'reload')) return;
    }
    if (deleted.length) list.reloadAfterDelete(deleted.length);
  };

  const onSave = async (name: string, description: string) => {
    const updating = editing?.mode === 'edit';
    // A new tenant is created only if the name is free (409 otherwise, shown by the modal).
    await (updating ? api.save('tenants', name, { description }) : api.create('tenants', name, { description }));
    toasts.addSuccess({
      title: updating
        ? i18n.translate(messages.manageUpdatedToast, { name })
        : i18n.translate(messages.manageCreatedToast, { name }),
    });
    setEditing(undefined);
    list.reload();
  };

  const actions: TenantAction[] = [
    {
      name: i18n.translate(messages.manageEditAction),
      testSubj: 'editTenant',
      disabled: !one || one.reserved,
      onClick: () => setEditing({ mode: 'edit', row: one }),
    },
    {
      name: i18n.translate(messages.manageDuplicateAction),
      testSubj: 'duplicateTenant',
      disabled: !one || one.name === PRIVATE_TENANT,
      onClick: () => setEditing({ mode: 'duplicate', row: one }),
    },
    {
      name: i18n.translate(messages.manageCreateDashboardAction),
      testSubj: 'createDashboardInTenant',
      disabled: !usable || busy,
      onClick: () => one && void go(one, DASHBOARD_PAGE_ID),
    },
    {
      name: i18n.translate(messages.manageCreateVisualizationsAction),
      testSubj: 'createVisualizationInTenant',
      disabled: !usable || busy,
      onClick: () => one && void go(one, VISUALIZE_PAGE_ID),
    },
    {
      name: i18n.translate(messages.manageSetDefaultAction),
      testSubj: 'setDefaultTenant',
      disabled: !one || one.status !== 'Enabled' || busy,
      onClick: () => one && void onSetDefault(one),
    },
    {
      name: i18n.translate(messages.manageDeleteAction),
      testSubj: 'deleteTenants',
      disabled: selection.length === 0 || selection.some((row) => row.reserved),
      onClick: () => void onDelete(),
    },
  ];

  return (
    <div data-test-subj="tenantManageTab">
      <EuiFlexGroup alignItems="center" gutterSize="s" wrap>
        <EuiFlexItem grow>
          <SearchField
            placeholder={i18n.translate(messages.manageSearchPlaceholder)}
            aria-label={i18n.translate(messages.manageSearchLabel)}
            setSearch={list.setSearch}
            isClearable
            fullWidth
            data-test-subj="tenantSearch"
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          {actionButton({
            label: i18n.translate(messages.manageSwitchButton),
            isDisabled: !usable || !!one?.current || busy,
            onClick: () => one && void go(one, 'reload'),
            testSubj: 'switchToSelectedTenant',
          })}
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <TenantActionsMenu actions={actions} />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          {actionButton(
            createAction(
              {
                label: i18n.translate(messages.manageCreateButton),
                testSubj: 'createTenant',
              },
              () => setEditing({ mode: 'create' })
            )
          )}
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      <ListTable<TenantRow> data-test-subj="tenantTable" messages={messages} list={list} columns={columns} />
      {editing && (
        <TenantEditModal
          mode={editing.mode}
          initialName={
            editing.mode === 'edit'
              ? editing.row?.name
              : editing.mode === 'duplicate' && editing.row
                ? duplicateName(editing.row.name)
                : ''
          }
          initialDescription={editing.mode === 'create' ? '' : editing.row?.description}
          existingNames={shownNames.current}
          onSave={onSave}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
};
