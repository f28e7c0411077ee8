/**
 * Permissions: action groups and the fixed single permissions in one table. The fixed lists are
 * a few hundred names and action groups are few, so this table filters and pages in the browser.
 */
import React, { useMemo, useState } from 'react';
import {
  EuiBasicTable,
  EuiButton,
  EuiButtonIcon,
  EuiFlexGroup,
  EuiFlexItem,
  EuiIcon,
  EuiLink,
  EuiPageHeader,
  EuiSpacer,
  EuiText,
  type CriteriaWithPagination,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type { ActionGroup } from '../../../../../common/types';
import { paths } from '../../routes';
import type { PageProps } from '../../types';
import { deleteEntries } from '../../utils/delete_entries';
import { ResourceTypeBadge, displayText } from '../../utils/display';
import { showError } from '../../utils/toasts';
import { PermissionFilterBar } from './permission_filters';
import { buildPermissionRows, filterRows, type PermissionFilters, type PermissionRow } from './permission_rows';
import { useLoad } from '../../../../../../../core/public';

const PAGE_SIZES = [10, 20, 50, 100];
type SortField = 'name' | 'kind';

const Mark: React.FC<{ on: boolean; label: string }> = ({ on, label }) =>
  on ? (
    <span role="img" aria-label={label} data-test-subj="permissionMark">
      <EuiIcon type="check" aria-hidden="true" />
    </span>
  ) : null;

export const PermissionList: React.FC<PageProps> = ({ core, api, navigate }) => {
  const [groups, setGroups] = useState<Record<string, ActionGroup>>();
  const [reloads, setReloads] = useState(0);
  const [filters, setFilters] = useState<PermissionFilters>({
    search: '',
    kind: 'all',
    customization: 'all',
    scope: 'all',
  });
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[1]);
  const [sort, setSort] = useState<{ field: SortField; direction: 'asc' | 'desc' }>({
    field: 'kind',
    direction: 'asc',
  });
  // Selected names, kept across searches, filters and pages: the table itself only knows the
  // rows it shows, so picking one permission, searching for another and picking it keeps both.
  const [selectedNames, setSelectedNames] = useState<ReadonlySet<string>>(new Set());
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  useLoad(() => api.listAll('actiongroups'), [api, core, reloads], {
    onLoad: setGroups,
    onError: (error) => {
      showError(core.notifications.toasts, error);
      setGroups({});
    },
  });

  const rows = useMemo(() => buildPermissionRows(groups ?? {}), [groups]);
  const filtered = useMemo(() => {
    const list = filterRows(rows, filters);
    const key = (row: PermissionRow) => (sort.field === 'kind' ? `${row.kind}\u0000${row.name}` : row.name);
    list.sort((a, b) => key(a).localeCompare(key(b)));
    return sort.direction === 'desc' ? list.reverse() : list;
  }, [rows, filters, sort]);
  const page = filtered.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  const selection = useMemo(() => rows.filter((row) => selectedNames.has(row.name)), [rows, selectedNames]);
  const pageSelection = page.filter((row) => selectedNames.has(row.name));
  const onPageSelectionChange = (picked: PermissionRow[]) =>
    setSelectedNames((current) => {
      const next = new Set(current);
      for (const row of page) next.delete(row.name);
      for (const row of picked) next.add(row.name);
      return next;
    });

  const single = selection.length === 1 ? selection[0] : undefined;
  const deletable = selection.length > 0 && selection.every((row) => row.kind === 'Action group' && !row.reserved);

  const onDelete = async () => {
    const names = selection.filter((row) => row.kind === 'Action group' && !row.reserved).map((row) => row.name);
    const deleted = await deleteEntries({
      core,
      api,
      kind: 'actiongroups',
      names,
      noun: 'Action group',
      nouns: 'action groups',
    });
    if (deleted.length) {
      setSelectedNames(new Set());
      setReloads((n) => n + 1);
    }
  };

  const toggle = (name: string) => setExpanded((current) => ({ ...current, [name]: !current[name] }));
  const expandedRows = Object.fromEntries(
    page
      .filter((row) => expanded[row.name] && row.kind === 'Action group')
      .map((row) => [
        row.name,
        <EuiText size="s" key={row.name} data-test-subj="permissionMembers">
          <p>
            <strong>Members: </strong>
            {row.allowedActions.length ? row.allowedActions.join(', ') : '-'}
          </p>
        </EuiText>,
      ])
  );

  const columns: Array<EuiBasicTableColumn<PermissionRow>> = [
    {
      field: 'name',
      name: 'Name',
      sortable: true,
      render: (name: string, row: PermissionRow) =>
        row.kind === 'Action group' && !row.reserved ? (
          <EuiLink onClick={() => navigate(paths.actionGroupEdit(name))} data-test-subj="permissionName">
            {name}
          </EuiLink>
        ) : (
          <span data-test-subj="permissionName">{name}</span>
        ),
    },
    { field: 'kind', name: 'Type', sortable: true },
    {
      field: 'cluster',
      name: 'Cluster permission',
      render: (on: boolean) => <Mark on={on} label="Cluster permission" />,
    },
    { field: 'index', name: 'Index permission', render: (on: boolean) => <Mark on={on} label="Index permission" /> },
    { field: 'description', name: 'Description', render: (text: string) => displayText(text) },
    {
      field: 'reserved',
      name: 'Customization',
      render: (reserved: boolean) => <ResourceTypeBadge reserved={reserved} />,
    },
    {
      name: 'Members',
      width: '80px',
      render: (row: PermissionRow) =>
        row.kind === 'Action group' ? (
          <EuiButtonIcon
            iconType={expanded[row.name] ? 'arrowUp' : 'arrowDown'}
            aria-label={`${expanded[row.name] ? 'Hide' : 'Show'} members of ${row.name}`}
            aria-expanded={!!expanded[row.name]}
            onClick={() => toggle(row.name)}
            data-test-subj="togglePermissionMembers"
          />
        ) : null,
    },
  ];

  return (
    <div data-test-subj="permissionList">
      <EuiPageHeader
        pageTitle={`Permissions (${filtered.length})`}
        description="Permissions are individual actions, such as creating an index. Action groups are sets of permissions; roles use both."
        rightSideItems={[
          <EuiButton
            key="create"
            fill
            onClick={() => navigate(paths.actionGroupCreate())}
            data-test-subj="createActionGroup"
          >
            Create action group
          </EuiButton>,
        ]}
      />
      <EuiSpacer />
      <PermissionFilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPageIndex(0);
        }}
      />
      <EuiSpacer size="s" />
      <EuiFlexGroup gutterSize="s" wrap>
        <EuiFlexItem grow={false}>
          <EuiButton
            size="s"
            isDisabled={selection.length === 0}
            onClick={() => navigate(paths.actionGroupCreate(selection.map((row) => row.name)))}
            data-test-subj="createFromSelection"
          >
            Create from selection
          </EuiButton>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton
            size="s"
            isDisabled={!single || single.kind !== 'Action group' || single.reserved}
            onClick={() => single && navigate(paths.actionGroupEdit(single.name))}
            data-test-subj="editActionGroup"
          >
            Edit
          </EuiButton>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton
            size="s"
            isDisabled={!single || single.kind !== 'Action group'}
            onClick={() => single && navigate(paths.actionGroupDuplicate(single.name))}
            data-test-subj="duplicateActionGroup"
          >
            Duplicate
          </EuiButton>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton
            size="s"
            color="danger"
            isDisabled={!deletable}
            onClick={onDelete}
            data-test-subj="deleteActionGroups"
          >
            Delete{selection.length ? ` (${selection.length})` : ''}
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      <EuiBasicTable<PermissionRow>
        data-test-subj="permissionTable"
        tableCaption="Permissions and action groups"
        items={page}
        itemId="name"
        columns={columns}
        loading={groups === undefined}
        noItemsMessage={groups === undefined ? 'Loading permissions…' : 'No permissions match your search.'}
        itemIdToExpandedRowMap={expandedRows}
        pagination={{ pageIndex, pageSize, totalItemCount: filtered.length, pageSizeOptions: PAGE_SIZES }}
        sorting={{ sort }}
        onChange={({ page: next, sort: nextSort }: CriteriaWithPagination<PermissionRow>) => {
          setPageIndex(next.index);
          setPageSize(next.size);
          if (nextSort && (nextSort.field === 'name' || nextSort.field === 'kind'))
            setSort({ field: nextSort.field, direction: nextSort.direction });
        }}
        selection={{ selected: pageSelection, onSelectionChange: onPageSelectionChange }}
      />
    </div>
  );
};
