/**
 * Internal users: searched, sorted and paged on the server, one page at a time, so the page is
 * as quick with 100,000 users as with ten.
 */
import React, { useMemo, useState } from 'react';
import { EuiBadge, EuiButtonIcon, EuiFlexGroup, EuiSpacer, type EuiBasicTableColumn } from '@elastic/eui';
import type { InternalUser } from '../../../../../../common/types';
import { userPaths } from '../paths';
import type { PageProps } from '../../../types';
import { deleteEntries, type DeleteTexts } from '../../../utils/delete_entries';
import { ResourceTypeBadge, displayList, displayText } from '../../../utils/display';
import { NameLink } from '../../../utils/name_link';
import { usePagedList, type PagedListPage, type PagedListQuery } from '../../../utils/list_page';
import type { ListQuery, ListResult } from '../../../api';
import { ListPageHeader, ListTable, ListToolbar, type ListPageText } from '../../../utils/list_parts';
import { SearchField } from '../../../utils/search_field';
import { ExportUserModal } from './export_user_modal';
import { i18n } from '../../../../../../../../core/public';

export interface UserRow extends InternalUser {
  username: string;
}

const header = (): ListPageText => ({
  title: i18n.translate('security.users.list.title', { defaultMessage: 'Internal users' }),
  description: i18n.translate('security.users.list.description', {
    defaultMessage: 'Internal users are stored by the security plugin. Map them to roles to grant permissions.',
  }),
  create: {
    label: i18n.translate('security.users.list.createButtonLabel', { defaultMessage: 'Create internal user' }),
    testSubj: 'createUser',
  },
});
const currentUserMessage = () =>
  i18n.translate('security.users.list.currentUserNotSelectable', {
    defaultMessage: 'You cannot delete the user you are signed in as.',
  });
const reservedUserMessage = () =>
  i18n.translate('security.users.list.reservedNotSelectable', { defaultMessage: 'Reserved users cannot be deleted.' });

const DELETE_TEXTS: DeleteTexts = {
  question: (names) =>
    i18n.translate('security.users.list.delete.question', {
      defaultMessage:
        "{count, plural, one {Do you want to delete user ''{name}''? This cannot be undone.} other {Do you want to delete # users? This cannot be undone.}}",
      values: { count: names.length, name: names[0] },
    }),
  title: (names) =>
    i18n.translate('security.users.list.delete.title', {
      defaultMessage: "{count, plural, one {Delete user ''{name}''} other {Delete # users}}",
      values: { count: names.length, name: names[0] },
    }),
  deleted: (name) =>
    i18n.translate('security.users.list.delete.deletedToast', {
      defaultMessage: "User ''{name}'' deleted",
      values: { name },
    }),
  failed: (name) =>
    i18n.translate('security.users.list.delete.failed', {
      defaultMessage: "Could not delete user ''{name}''.",
      values: { name },
    }),
};

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
    const deleted = await deleteEntries({ core, api, kind: 'internalusers', names, texts: DELETE_TEXTS });
    if (deleted.length) list.reloadAfterDelete(deleted.length);
  };

  // The same columns from render to render (a search, a selection): EUI then keeps the cells.
  const columns = useMemo<Array<EuiBasicTableColumn<UserRow>>>(
    () => [
      {
        field: 'username',
        name: i18n.translate('security.users.list.columns.userName', { defaultMessage: 'User name' }),
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
                <EuiBadge data-test-subj="currentUserBadge">
                  {i18n.translate('security.users.list.currentBadge', { defaultMessage: 'Current' })}
                </EuiBadge>
              </>
            )}
          </span>
        ),
      },
      {
        field: 'backend_roles',
        name: i18n.translate('security.users.list.columns.backendRoles', { defaultMessage: 'Backend roles' }),
        render: (roles: string[]) => displayList(roles),
      },
      {
        field: 'attributes',
        name: i18n.translate('security.users.list.columns.attributes', { defaultMessage: 'Attributes' }),
        render: (attributes: Record<string, string>) => attributesText(attributes),
      },
      {
        field: 'description',
        name: i18n.translate('security.users.list.columns.description', { defaultMessage: 'Description' }),
        render: (description: string) => displayText(description),
      },
      {
        field: 'reserved',
        name: i18n.translate('security.users.list.columns.customization', { defaultMessage: 'Customization' }),
        render: (reserved: boolean) => <ResourceTypeBadge reserved={reserved} />,
      },
      {
        name: i18n.translate('security.users.list.columns.actions', { defaultMessage: 'Actions' }),
        width: '120px',
        // Buttons of their own rather than table actions: EUI folds three actions into a menu.
        render: (row: UserRow) => (
          <EuiFlexGroup gutterSize="xs" responsive={false}>
            <EuiButtonIcon
              iconType="pencil"
              aria-label={i18n.translate('security.users.list.editAriaLabel', {
                defaultMessage: 'Edit {name}',
                values: { name: row.username },
              })}
              isDisabled={row.reserved}
              onClick={() => navigate(userPaths.userEdit(row.username))}
              data-test-subj="editUser"
            />
            <EuiButtonIcon
              iconType="copy"
              aria-label={i18n.translate('security.users.list.duplicateAriaLabel', {
                defaultMessage: 'Duplicate {name}',
                values: { name: row.username },
              })}
              onClick={() => navigate(userPaths.userDuplicate(row.username))}
              data-test-subj="duplicateUser"
            />
            <EuiButtonIcon
              iconType="download"
              aria-label={i18n.translate('security.users.list.exportAriaLabel', {
                defaultMessage: 'Export {name} as JSON',
                values: { name: row.username },
              })}
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
      <ListPageHeader text={header()} list={list} onCreate={() => navigate(userPaths.userCreate())} />
      <EuiSpacer />
      <ListToolbar
        search={
          <SearchField
            placeholder={i18n.translate('security.users.list.searchPlaceholder', {
              defaultMessage: 'Search by user name or description',
            })}
            aria-label={i18n.translate('security.users.list.searchAriaLabel', { defaultMessage: 'Search users' })}
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
        loadFailedTitle={i18n.translate('security.users.list.loadFailedTitle', {
          defaultMessage: 'Could not load internal users',
        })}
        caption={i18n.translate('security.users.list.tableCaption', { defaultMessage: 'Internal users' })}
        list={list}
        itemId="username"
        columns={columns}
        empty={{
          loading: i18n.translate('security.users.list.empty.loading', { defaultMessage: 'Loading users…' }),
          noMatch: i18n.translate('security.users.list.empty.noMatch', {
            defaultMessage: 'No users match your search.',
          }),
          none: i18n.translate('security.users.list.empty.none', { defaultMessage: 'No internal users yet.' }),
        }}
        sortField="username"
        selectable={{
          selectable: (row) => row.username !== currentUser && !row.reserved,
          selectableMessage: (selectable, row) =>
            selectable ? '' : row.username === currentUser ? currentUserMessage() : reservedUserMessage(),
        }}
      />
      {exporting && (
        <ExportUserModal name={exporting.username} user={exporting} onClose={() => setExporting(undefined)} />
      )}
    </div>
  );
};
