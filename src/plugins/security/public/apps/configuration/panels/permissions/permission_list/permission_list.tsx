/**
 * Permissions: action groups and the fixed single permissions in one table, searched, filtered,
 * sorted and paged by the server (GET /api/v1/configuration/permissions), so the page holds one
 * page of rows whether there are ten action groups or 10,000.
 */
import React, { useCallback, useMemo, useState } from 'react';
import { EuiButtonIcon, EuiIcon, EuiSpacer, EuiText, type EuiBasicTableColumn } from '@elastic/eui';
import { NameLink } from '../../../utils/name_link';
import { permissionPaths } from '../paths';
import type { PageProps } from '../../../types';
import { deleteEntries, type DeleteTexts } from '../../../utils/delete_entries';
import { usePagedList, type PagedListQuery } from '../../../utils/list_page';
import { ListPageHeader, ListTable, ListToolbar, type ListPageText } from '../../../utils/list_parts';
import { ResourceTypeBadge, displayText } from '../../../utils/display';
import { PermissionFilterBar } from './permission_filters';
import type {
  PermissionFilters,
  PermissionListQuery,
  PermissionRow,
  PermissionSortField,
} from '../../../../../../common/permission_rows';
import { PermissionsApi } from '../permissions_api';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

const header = (): ListPageText => ({
  title: i18n.translate(messages.permissionsListTitle),
  description: i18n.translate(messages.permissionsListDescription),
  create: {
    label: i18n.translate(messages.permissionsListCreateButtonLabel),
    testSubj: 'createActionGroup',
  },
});

const DELETE_TEXTS: DeleteTexts = {
  question: (names) => i18n.translate(messages.actionGroupsDeleteQuestion, { count: names.length, name: names[0] }),
  title: (names) => i18n.translate(messages.actionGroupsDeleteTitle, { count: names.length, name: names[0] }),
  deleted: (name) => i18n.translate(messages.actionGroupsDeleteDeletedToast, { name }),
  failed: (name) => i18n.translate(messages.actionGroupsDeleteFailed, { name }),
};

/** What a user reads for a row's kind (the server's value is English). */
function kindLabel(kind: PermissionRow['kind']): string {
  return kind === 'Action group'
    ? i18n.translate(messages.permissionsListKindsActionGroup)
    : i18n.translate(messages.permissionsListKindsSinglePermission);
}
const permissionKey = (row: PermissionRow) => row.name;

/** What the list asks the server for one page (the same for a GET and for an answer read ahead). */
function permissionQuery(
  { search, pageIndex, pageSize, sortOrder, sortField }: PagedListQuery,
  filters: Omit<PermissionFilters, 'search'>
): PermissionListQuery {
  return {
    ...filters,
    search,
    page: pageIndex + 1,
    per_page: pageSize,
    sort: (sortField ?? 'kind') as PermissionSortField,
    order: sortOrder,
  };
}

const Mark: React.FC<{ on: boolean; label: string }> = ({ on, label }) =>
  on ? (
    <span role="img" aria-label={label} data-test-subj="permissionMark">
      <EuiIcon type="check" aria-hidden="true" />
    </span>
  ) : null;

export const PermissionList: React.FC<PageProps> = ({ core, api, navigate, hrefFor }) => {
  const [filters, setFilters] = useState<Omit<PermissionFilters, 'search'>>({
    kind: 'all',
    customization: 'all',
    scope: 'all',
  });
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  // The selection is kept by name across searches, filters and pages, so picking one
  // permission, searching for another and picking it keeps both.
  const list = usePagedList<PermissionRow>({
    load: (query) => api.feature(PermissionsApi).listPermissions(permissionQuery(query, filters)),
    ready: (query) => api.feature(PermissionsApi).readyPermissions(permissionQuery(query, filters)),
    rowKey: permissionKey,
    defaultSort: { field: 'kind', direction: 'asc' },
    deps: [api, core, filters],
  });
  const { selection, rows: page } = list;

  const single = selection.length === 1 ? selection[0] : undefined;
  const deletable = selection.length > 0 && selection.every((row) => row.kind === 'Action group' && !row.reserved);

  const onDelete = async () => {
    const names = selection.filter((row) => row.kind === 'Action group' && !row.reserved).map((row) => row.name);
    const deleted = await deleteEntries({
      core,
      api,
      kind: 'actiongroups',
      names,
      texts: DELETE_TEXTS,
    });
    if (deleted.length) list.reloadAfterDelete(deleted.length);
  };

  const toggle = useCallback((name: string) => setExpanded((current) => ({ ...current, [name]: !current[name] })), []);
  const expandedRows = Object.fromEntries(
    page
      .filter((row) => expanded[row.name] && row.kind === 'Action group')
      .map((row) => [
        row.name,
        <EuiText size="s" key={row.name} data-test-subj="permissionMembers">
          <p>
            <strong>{i18n.translate(messages.permissionsListMembersLabel)} </strong>
            {row.allowedActions.length ? row.allowedActions.join(', ') : '-'}
          </p>
        </EuiText>,
      ])
  );

  // The same columns from render to render (a search, a selection): EUI then keeps the cells.
  const columns = useMemo<Array<EuiBasicTableColumn<PermissionRow>>>(
    () => [
      {
        field: 'name',
        name: i18n.translate(messages.permissionsListColumnsName),
        sortable: true,
        // Room for `cluster_manage_index_templates` on one line; the description takes the rest.
        width: '19%',
        render: (name: string, row: PermissionRow) => (
          <NameLink
            name={name}
            path={row.kind === 'Action group' && !row.reserved ? permissionPaths.actionGroupEdit(name) : undefined}
            hrefFor={hrefFor}
            navigate={navigate}
            data-test-subj="permissionName"
          />
        ),
      },
      // Fixed widths for the short values, so the description gets the width left (it wrapped
      // every description to 4-5 lines when all seven columns shared the table equally).
      {
        field: 'kind',
        name: i18n.translate(messages.permissionsListColumnsType),
        sortable: true,
        width: '120px',
        render: (kind: PermissionRow['kind']) => kindLabel(kind),
      },
      {
        field: 'cluster',
        name: i18n.translate(messages.permissionsListColumnsCluster),
        width: '135px',
        render: (on: boolean) => <Mark on={on} label={i18n.translate(messages.permissionsListColumnsCluster)} />,
      },
      {
        field: 'index',
        name: i18n.translate(messages.permissionsListColumnsIndex),
        width: '125px',
        render: (on: boolean) => <Mark on={on} label={i18n.translate(messages.permissionsListColumnsIndex)} />,
      },
      {
        field: 'description',
        name: i18n.translate(messages.permissionsListColumnsDescription),
        render: (text: string) => displayText(text),
      },
      {
        field: 'reserved',
        name: i18n.translate(messages.permissionsListColumnsCustomization),
        width: '120px',
        render: (reserved: boolean) => <ResourceTypeBadge reserved={reserved} />,
      },
      {
        name: i18n.translate(messages.permissionsListColumnsMembers),
        width: '80px',
        render: (row: PermissionRow) =>
          row.kind === 'Action group' ? (
            <EuiButtonIcon
              iconType={expanded[row.name] ? 'chevronSingleUp' : 'chevronSingleDown'}
              aria-label={
                expanded[row.name]
                  ? i18n.translate(messages.permissionsListHideMembersAriaLabel, { name: row.name })
                  : i18n.translate(messages.permissionsListShowMembersAriaLabel, { name: row.name })
              }
              aria-expanded={!!expanded[row.name]}
              onClick={() => toggle(row.name)}
              data-test-subj="togglePermissionMembers"
            />
          ) : null,
      },
    ],
    [expanded, hrefFor, navigate, toggle]
  );

  return (
    <div data-test-subj="permissionList">
      <ListPageHeader text={header()} list={list} onCreate={() => navigate(permissionPaths.actionGroupCreate())} />
      <EuiSpacer />
      <ListToolbar
        // The search and its three selects take a line of their own (at 720 px the selects' labels
        // were cut to 'Sc…'): the actions go below them, at the right.
        searchMinWidth={1200}
        search={
          <PermissionFilterBar
            setSearch={list.setSearch}
            filters={filters}
            onChange={(next) => {
              setFilters(next);
              // A new filter starts from the first page.
              list.resetPage();
            }}
          />
        }
        actions={[
          {
            label: i18n.translate(messages.permissionsListCreateFromSelectionButton),
            isDisabled: selection.length === 0,
            onClick: () => navigate(permissionPaths.actionGroupCreate(selection.map((row) => row.name))),
            testSubj: 'createFromSelection',
          },
          {
            label: i18n.translate(messages.permissionsListEditButton),
            isDisabled: !single || single.kind !== 'Action group' || single.reserved,
            onClick: () => single && navigate(permissionPaths.actionGroupEdit(single.name)),
            testSubj: 'editActionGroup',
          },
          {
            label: i18n.translate(messages.permissionsListDuplicateButton),
            isDisabled: !single || single.kind !== 'Action group',
            onClick: () => single && navigate(permissionPaths.actionGroupDuplicate(single.name)),
            testSubj: 'duplicateActionGroup',
          },
        ]}
        // Counts the selection; enabled only when every selected row is a custom action group.
        deleteSelected={{
          count: selection.length,
          onClick: () => void onDelete(),
          testSubj: 'deleteActionGroups',
          isDisabled: !deletable,
        }}
      />
      <EuiSpacer size="m" />
      <ListTable<PermissionRow>
        data-test-subj="permissionTable"
        // No listEmptyNone: never empty without a search or filter, the fixed permissions are always there.
        messages={messages}
        list={list}
        columns={columns}
        itemIdToExpandedRowMap={expandedRows}
        sortField={(list.sortField ?? 'kind') as PermissionSortField}
      />
    </div>
  );
};
