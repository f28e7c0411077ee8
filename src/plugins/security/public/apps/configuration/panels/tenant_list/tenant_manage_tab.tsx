/**
 * Tenants › Manage: the global, private and custom tenants with their status under the tenancy
 * settings; create, edit, duplicate and delete custom tenants; switch to one, open or create its
 * dashboards, make it the default.
 */
import React, { useRef, useState } from 'react';
import { EuiFieldSearch, EuiFlexGroup, EuiFlexItem, EuiSpacer } from '@elastic/eui';
import type { CoreStart } from '../../../../../../../core/public';
import type { PublicSecurityConfig } from '../../../../../common/config';
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../../../../common/constants';
import type { TenancyConfig } from '../../../../../common/tenancy';
import type { Tenant } from '../../../../../common/types';
import { buildTenantList } from '../../../../utils/tenants';
import type { ConfigurationApi } from '../../api';
import { deleteEntries } from '../../utils/delete_entries';
import { actionButton, createAction, ListTable } from '../../utils/list_parts';
import { usePagedList } from '../../utils/list_page';
import { duplicateName } from '../../utils/display';
import { paths } from '../../routes';
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
import { TENANT_SORT_VALUES, tenantColumns, tenantMatches, type TenantRow } from './tenant_table_columns';

const tenantKey = (row: TenantRow) => row.name;

/** The value the tenant API takes for the Global tenant. */
const GLOBAL_TENANT_VALUE = '';

export const currentTenantDeleteWarning = (name: string) =>
  `'${name}' is your current tenant: after deleting it, you will be moved to the Global tenant.`;
export const movedToGlobalTitle = (name: string) =>
  `The tenant '${name}' was deleted. You are now in the Global tenant.`;

export const PAGE_SIZES = [10, 20, 50, 100];

export interface TenantManageTabProps {
  core: CoreStart;
  api: ConfigurationApi;
  config: PublicSecurityConfig;
  currentUser: string;
  /** The tenancy settings in force (the page's, updated when Configure saves). */
  tenancy: TenancyConfig;
  location: TenantLocation;
  onSetDefault(row: TenantRow): Promise<void>;
  /** The tenants and the current one, already asked for by the page (readTenants); else asked here. */
  firstRead?: Promise<TenantsRead>;
}

export interface TenantsRead {
  tenants: Record<string, Tenant>;
  current: string;
}

/** The custom tenants and the session's current tenant, asked at once. */
export async function readTenants(api: ConfigurationApi): Promise<TenantsRead> {
  // Which tenant is current only decorates the list: a failed read is logged, the list still shows.
  const current = api.getCurrentTenant().catch((error: unknown) => {
    console.error('Security: could not read the current tenant', error);
    return '';
  });
  // A failed read of the tenants is the list's failed state (shown in place with Retry).
  const [tenants, now] = await Promise.all([api.listAll('tenants'), current]);
  return { tenants, current: now };
}

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
  // The last list read: kept when a later read fails, and the names a new tenant must not take.
  const loaded = useRef<TenantsRead>({ tenants: {}, current: '' });
  const toasts = core.notifications.toasts;

  // The Global and Private rows are added here and the statuses come from the tenancy settings,
  // so the list is loaded whole (a few tenants) and searched, sorted and paged in the browser.
  // The page's read, started beside the tenancy settings: used by the first load only.
  const early = useRef(firstRead);
  const list = usePagedList<TenantRow>({
    loadAll: async () => {
      const read = early.current ?? readTenants(api);
      early.current = undefined;
      loaded.current = await read;
      // The global tenant is always there for users, even if the server's list lacks it.
      const all = { [GLOBAL_TENANT_NAME]: { reserved: true, description: '' }, ...loaded.current.tenants };
      const items = buildTenantList(all, {
        tenants: { ...config.multitenancy.tenants, enable_private: tenancy.private_tenant_enabled },
      });
      const currentName = currentTenantItemName(loaded.current.current, currentUser);
      return items.map((item) => ({
        ...item,
        status: tenantStatus(item, tenancy, config.multitenancy.tenants.enable_global),
        current: item.name === currentName,
      }));
    },
    match: tenantMatches,
    rowKey: tenantKey,
    sortValues: TENANT_SORT_VALUES,
    deps: [api, toasts, config, tenancy, currentUser],
    defaultPageSize: PAGE_SIZES[1],
  });
  const { selection, search } = list;

  const one = selection.length === 1 ? selection[0] : undefined;
  const usable = !!one && one.status !== 'Disabled';
  const deps = { core, api, username: currentUser, location };

  const go = async (row: TenantRow, then: 'reload' | DashboardPageId) => {
    setBusy(true);
    // On success the browser leaves or reloads this page: the busy state ends with it.
    if (!(await switchTenant(deps, row.tenantValue, then))) setBusy(false);
  };

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
      toastAfterNavigation(paths.tenants(), movedToGlobalTitle(current), 'warning');
      if (await switchTenant(deps, GLOBAL_TENANT_VALUE, 'reload')) return;
    }
    if (deleted.length) list.reloadAfterDelete(deleted.length);
  };

  const onSave = async (name: string, description: string) => {
    const updating = editing?.mode === 'edit';
    // A new tenant is created only if the name is free (409 otherwise, shown by the modal).
    await (updating ? api.save('tenants', name, { description }) : api.create('tenants', name, { description }));
    toasts.addSuccess({ title: `Tenant '${name}' ${updating ? 'updated' : 'created'}` });
    setEditing(undefined);
    list.reload();
  };

  const actions: TenantAction[] = [
    {
      name: 'Edit',
      testSubj: 'editTenant',
      disabled: !one || one.reserved,
      onClick: () => setEditing({ mode: 'edit', row: one }),
    },
    {
      name: 'Duplicate',
      testSubj: 'duplicateTenant',
      disabled: !one || one.name === PRIVATE_TENANT,
      onClick: () => setEditing({ mode: 'duplicate', row: one }),
    },
    {
      name: 'Create dashboard',
      testSubj: 'createDashboardInTenant',
      disabled: !usable || busy,
      onClick: () => one && void go(one, DASHBOARD_PAGE_ID),
    },
    {
      name: 'Create visualizations',
      testSubj: 'createVisualizationInTenant',
      disabled: !usable || busy,
      onClick: () => one && void go(one, VISUALIZE_PAGE_ID),
    },
    {
      name: 'Set as default tenant',
      testSubj: 'setDefaultTenant',
      disabled: !one || one.status !== 'Enabled' || busy,
      onClick: () => one && void onSetDefault(one),
    },
    {
      name: 'Delete',
      testSubj: 'deleteTenants',
      disabled: selection.length === 0 || selection.some((row) => row.reserved),
      onClick: () => void onDelete(),
    },
  ];

  return (
    <div data-test-subj="tenantManageTab">
      <EuiFlexGroup alignItems="center" gutterSize="s" wrap>
        <EuiFlexItem grow>
          <EuiFieldSearch
            placeholder="Search by name or description"
            aria-label="Search tenants"
            value={search}
            onChange={(event) => list.setSearch(event.target.value)}
            isClearable
            fullWidth
            data-test-subj="tenantSearch"
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          {actionButton({
            label: 'Switch to selected tenant',
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
            createAction({ label: 'Create tenant', testSubj: 'createTenant' }, () => setEditing({ mode: 'create' }))
          )}
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      <ListTable<TenantRow>
        data-test-subj="tenantTable"
        caption="Tenants"
        list={list}
        itemId="name"
        columns={tenantColumns({
          href: (row) => tenantDashboardsHref(core.http.basePath, row.tenantValue),
          open: (row) => void go(row, DASHBOARD_PAGE_ID),
        })}
        noItemsMessage={
          list.loading ? 'Loading tenants…' : search ? 'No tenants match your search.' : 'No tenants yet.'
        }
        pageSizeOptions={PAGE_SIZES}
      />
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
          existingNames={new Set(Object.keys(loaded.current.tenants))}
          onSave={onSave}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
};
