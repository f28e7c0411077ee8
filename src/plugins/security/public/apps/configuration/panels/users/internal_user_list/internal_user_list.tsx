/**
 * Internal users: searched, sorted and paged on the server, one page at a time, so the page is
 * as quick with 100,000 users as with ten.
 */
import React, { useMemo, useState } from 'react';
import { EuiBadge, EuiButtonIcon, EuiFlexGroup, EuiSpacer, type EuiBasicTableColumn } from '@elastic/eui';
import type { InternalUser } from '../../../../../../common/types';
import { userPaths } from '../paths';
import type { PageProps } from '../../../types';
import { deleteEntries } from '../../../utils/delete_entries';
import { ResourceTypeBadge, displayList, displayText } from '../../../utils/display';
import { NameLink } from '../../../utils/name_link';
import { usePagedList, type PagedListPage, type PagedListQuery } from '../../../utils/list_page';
import type { ListQuery, ListResult } from '../../../api';
import { ListPageHeader, ListTable, ListToolbar, type ListPageText } from '../../../utils/list_parts';
import { SearchField } from '../../../utils/search_field';
import { ExportUserModal } from './export_user_modal';

export interface UserRow extends InternalUser {
  username: string;
}

const HEADER: ListPageText = {
  title: 'Internal users',
  description: 'Internal users are stored by the security plugin. Map them to roles to grant permissions.',
  create: { label: 'Create internal user', testSubj: 'createUser' },
};
export const CURRENT_USER_MESSAGE = 'You cannot delete the user you are signed in as.';
export const RESERVED_USER_MESSAGE = 'Reserved users cannot be deleted.';

/** What the list asks the server for one page (the same for a GET and for an answer read ahead). */
function userQuery({ search, pageIndex, pageSize, sortOrder }: PagedListQuery): ListQuery {
  return { page: pageIndex + 1, perPage: pageSize, search, sortField: 'name', sortOrder };
}

function userPage(result: ListResult<InternalUser>): PagedListPage<UserRow> {
  return {
    total: result.total,
    rows: Object.entries(result.data).map(([username, user]) => ({ ...user, username })),
  };
}

function attributesText(attributes: Record<string, string> | undefined): string {
  return displayList(Object.entries(attributes ?? {}).map(([key, value]) => `${key}: ${value}`));
}

export const InternalUserList: React.FC<PageProps> = ({ core, api, navigate, hrefFor, currentUser }) => {
  const [exporting, setExporting] = useState<UserRow | undefined>();
  // Only the answer to the latest request is shown: an earlier, slower one must not win; after
  // deleting the last rows of the last page, the list steps back to the page that still has rows.
  const list = usePagedList<UserRow>({
    load: async (query) => userPage(await api.list('internalusers', userQuery(query))),
    ready: (query) => {
      const answer = api.readyList('internalusers', userQuery(query));
      return answer && userPage(answer);
    },
    deps: [api, core],
  });
  const { selection } = list;

  const onDelete = async () => {
    // The table already refuses these rows; checked again so no path can delete oneself.
    const names = selection.map((row) => row.username).filter((name) => name !== currentUser);
    const deleted = await deleteEntries({ core, api, kind: 'internalusers', names, noun: 'User', nouns: 'users' });
    if (deleted.length) list.reloadAfterDelete(deleted.length);
  };

  // The same columns from render to render (a search, a selection): EUI then keeps the cells.
  const columns = useMemo<Array<EuiBasicTableColumn<UserRow>>>(
    () => [
      {
        field: 'username',
        name: 'User name',
        sortable: true,
        render: (username: string, row: UserRow) => (
          <span>
            <NameLink
              name={username}
              path={row.reserved ? undefined : userPaths.userEdit(username)}
              hrefFor={hrefFor}
              navigate={navigate}
              data-test-subj="userName"
            />
            {username === currentUser && (
              <>
                {' '}
                <EuiBadge data-test-subj="currentUserBadge">Current</EuiBadge>
              </>
            )}
          </span>
        ),
      },
      { field: 'backend_roles', name: 'Backend roles', render: (roles: string[]) => displayList(roles) },
      {
        field: 'attributes',
        name: 'Attributes',
        render: (attributes: Record<string, string>) => attributesText(attributes),
      },
      { field: 'description', name: 'Description', render: (description: string) => displayText(description) },
      {
        field: 'reserved',
        name: 'Customization',
        render: (reserved: boolean) => <ResourceTypeBadge reserved={reserved} />,
      },
      {
        name: 'Actions',
        width: '120px',
        // Buttons of their own rather than table actions: EUI folds three actions into a menu.
        render: (row: UserRow) => (
          <EuiFlexGroup gutterSize="xs" responsive={false}>
            <EuiButtonIcon
              iconType="pencil"
              aria-label={`Edit ${row.username}`}
              isDisabled={row.reserved}
              onClick={() => navigate(userPaths.userEdit(row.username))}
              data-test-subj="editUser"
            />
            <EuiButtonIcon
              iconType="copy"
              aria-label={`Duplicate ${row.username}`}
              onClick={() => navigate(userPaths.userDuplicate(row.username))}
              data-test-subj="duplicateUser"
            />
            <EuiButtonIcon
              iconType="download"
              aria-label={`Export ${row.username} as JSON`}
              onClick={() => setExporting(row)}
              data-test-subj="exportUser"
            />
          </EuiFlexGroup>
        ),
      },
    ],
    [hrefFor, navigate, currentUser]
  );

  return (
    <div data-test-subj="internalUserList">
      <ListPageHeader text={HEADER} list={list} onCreate={() => navigate(userPaths.userCreate())} />
      <EuiSpacer />
      <ListToolbar
        search={
          <SearchField
            placeholder="Search by user name or description"
            aria-label="Search users"
            data-test-subj="userSearch"
            isClearable
            fullWidth
            setSearch={list.setSearch}
          />
        }
        deleteSelected={{ count: selection.length, onClick: () => void onDelete(), testSubj: 'deleteUsers' }}
      />
      <EuiSpacer size="m" />
      <ListTable<UserRow>
        data-test-subj="userTable"
        caption="Internal users"
        list={list}
        itemId="username"
        columns={columns}
        empty={{ loading: 'Loading users…', noMatch: 'No users match your search.', none: 'No internal users yet.' }}
        sortField="username"
        selectable={{
          selectable: (row) => row.username !== currentUser && !row.reserved,
          selectableMessage: (selectable, row) =>
            selectable ? '' : row.username === currentUser ? CURRENT_USER_MESSAGE : RESERVED_USER_MESSAGE,
        }}
      />
      {exporting && (
        <ExportUserModal name={exporting.username} user={exporting} onClose={() => setExporting(undefined)} />
      )}
    </div>
  );
};
