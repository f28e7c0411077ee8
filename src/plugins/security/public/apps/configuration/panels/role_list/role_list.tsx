import React, { useCallback, useMemo, useState } from 'react';
import {
  EuiBasicTable,
  EuiButton,
  EuiFieldSearch,
  EuiFilterButton,
  EuiFilterGroup,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPageTemplate,
  EuiSpacer,
  EuiText,
  type Criteria,
} from '@elastic/eui';
import type { PageProps } from '../../types';
import { showError } from '../../utils/toasts';
import { confirmDeleteRoles, deletedToastTitle, deleteRoles, rolePaths } from './role_actions';
import { roleListColumns, type RoleRow } from './role_list_columns';
import { useLoad } from '../../../../../../../core/public';

export const ROLE_PAGE_SIZE_OPTIONS = [10, 20, 50, 100];
export const DEFAULT_ROLE_PAGE_SIZE = 20;

type Customization = 'reserved' | 'custom' | undefined;

interface Loaded {
  rows: RoleRow[];
  total: number;
}

/** Every role with what is mapped to it; searched, filtered, sorted and paged by the server. */
export const RoleList: React.FC<PageProps> = ({ core, api, navigate }) => {
  const { toasts } = core.notifications;
  const [search, setSearch] = useState('');
  const [customization, setCustomization] = useState<Customization>();
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_ROLE_PAGE_SIZE);
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('asc');
  const [loaded, setLoaded] = useState<Loaded>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [selection, setSelection] = useState<RoleRow[]>([]);
  // Bumped after a delete so the same page is asked for again.
  const [generation, setGeneration] = useState(0);

  // An answer for an older search or page must not overwrite a newer one.
  useLoad(
    () => {
      setLoading(true);
      return api.getRolesWithMappings({
        page: pageIndex + 1,
        perPage: pageSize,
        search: search || undefined,
        sortField: 'name',
        sortOrder,
        reserved: customization === undefined ? undefined : customization === 'reserved',
      });
    },
    [api, toasts, search, customization, pageIndex, pageSize, sortOrder, generation],
    {
      onLoad: ({ total, data }) => {
        setLoaded({ total, rows: Object.entries(data).map(([name, role]) => ({ ...role, name })) });
        setSelection([]);
      },
      onError: (error) => showError(toasts, error, 'Failed to load roles.'),
      onSettled: () => setLoading(false),
    }
  );

  const remove = useCallback(
    async (names: string[]) => {
      if (names.length === 0 || !(await confirmDeleteRoles(core, names))) return;
      const deleted = await deleteRoles(core, api, names);
      if (deleted.length > 0) toasts.addSuccess({ title: deletedToastTitle(deleted), 'data-test-subj': 'rolesDeletedToast' });
      // The page may now be past the end: step back rather than show an empty page.
      const remaining = loaded.total - deleted.length;
      if (pageIndex > 0 && pageIndex * pageSize >= remaining) setPageIndex(Math.max(0, Math.ceil(remaining / pageSize) - 1));
      setGeneration((n) => n + 1);
    },
    [core, api, toasts, loaded.total, pageIndex, pageSize]
  );

  const columns = useMemo(
    () =>
      roleListColumns({
        view: (name) => navigate(rolePaths.view(name)),
        edit: (name) => navigate(rolePaths.edit(name)),
        duplicate: (name) => navigate(rolePaths.duplicate(name)),
        remove: (name) => void remove([name]),
      }),
    [navigate, remove]
  );

  const onTableChange = ({ page, sort }: Criteria<RoleRow>) => {
    if (sort && sort.direction !== sortOrder) {
      setSortOrder(sort.direction);
      setPageIndex(0);
      return;
    }
    if (!page) return;
    if (page.size !== pageSize) {
      setPageSize(page.size);
      setPageIndex(0);
    } else {
      setPageIndex(page.index);
    }
  };

  const toggleFilter = (value: Exclude<Customization, undefined>) => {
    setCustomization((previous) => (previous === value ? undefined : value));
    setPageIndex(0);
  };

  const filtered = search !== '' || customization !== undefined;

  return (
    <EuiPageTemplate panelled={false} data-test-subj="roleListPage">
      <EuiPageTemplate.Header
        pageTitle={`Roles (${loaded.total})`}
        description="Roles are the core way of controlling access to your cluster. Roles contain any combination of cluster-wide permission, index-specific permissions, document- and field-level security, and tenants. Then you map users to these roles so that users gain those permissions."
        rightSideItems={[
          <EuiButton fill key="create" onClick={() => navigate(rolePaths.create())} data-test-subj="createRoleButton">
            Create role
          </EuiButton>,
          <EuiButton
            key="delete"
            color="danger"
            iconType="trash"
            isDisabled={selection.length === 0}
            onClick={() => void remove(selection.map((row) => row.name))}
            data-test-subj="deleteSelectedRolesButton"
          >
            {selection.length > 0 ? `Delete (${selection.length})` : 'Delete'}
          </EuiButton>,
        ]}
      />
      <EuiPageTemplate.Section>
        <EuiFlexGroup gutterSize="m" responsive={false}>
          <EuiFlexItem>
            <EuiFieldSearch
              fullWidth
              placeholder="Search roles by name or description"
              aria-label="Search roles"
              onSearch={(value) => {
                setSearch(value.trim());
                setPageIndex(0);
              }}
              data-test-subj="roleSearchInput"
            />
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiFilterGroup aria-label="Customization">
              <EuiFilterButton
                withNext
                hasActiveFilters={customization === 'reserved'}
                isToggle
                isSelected={customization === 'reserved'}
                onClick={() => toggleFilter('reserved')}
                data-test-subj="roleFilterReserved"
              >
                Reserved
              </EuiFilterButton>
              <EuiFilterButton
                hasActiveFilters={customization === 'custom'}
                isToggle
                isSelected={customization === 'custom'}
                onClick={() => toggleFilter('custom')}
                data-test-subj="roleFilterCustom"
              >
                Custom
              </EuiFilterButton>
            </EuiFilterGroup>
          </EuiFlexItem>
        </EuiFlexGroup>
        <EuiSpacer size="m" />
        {selection.length > 0 && (
          <EuiText size="s" data-test-subj="roleSelectionCount">
            <p>{selection.length === 1 ? '1 role selected' : `${selection.length} roles selected`}</p>
          </EuiText>
        )}
        <EuiBasicTable<RoleRow>
          items={loaded.rows}
          itemId="name"
          columns={columns}
          loading={loading}
          noItemsMessage={loading ? 'Loading roles…' : filtered ? 'No roles match your search or filter.' : 'No roles'}
          pagination={{ pageIndex, pageSize, totalItemCount: loaded.total, pageSizeOptions: ROLE_PAGE_SIZE_OPTIONS }}
          sorting={{ sort: { field: 'name', direction: sortOrder } }}
          selection={{
            selected: selection,
            onSelectionChange: setSelection,
            // Reserved roles are changed only by the security admin tool, never from here.
            selectable: (row: RoleRow) => !row.reserved,
            selectableMessage: (selectable: boolean) => (selectable ? '' : 'Reserved roles cannot be deleted'),
          }}
          onChange={onTableChange}
          tableCaption="Roles"
          data-test-subj="roleListTable"
        />
      </EuiPageTemplate.Section>
    </EuiPageTemplate>
  );
};
