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
import messages from './messages.json';

export interface UserRow extends InternalUser {
  username: string;
}

const header = (): ListPageText => ({
  title: i18n.translate(messages.listTitle),
  description: i18n.translate(messages.listDescription),
  create: {
    label: i18n.translate(messages.listCreateButtonLabel),
    testSubj: 'createUser',
  },
});
const currentUserMessage = () => i18n.translate(messages.listCurrentUserNotSelectable);
const reservedUserMessage = () => i18n.translate(messages.listReservedNotSelectable);

const DELETE_TEXTS: DeleteTexts = {
  question: (names) => i18n.translate(messages.listDeleteQuestion, { count: names.length, name: names[0] }),
  title: (names) => i18n.translate(messages.listDeleteTitle, { count: names.length, name: names[0] }),
  deleted: (name) => i18n.translate(messages.listDeleteDeletedToast, { name }),
  failed: (name) => i18n.translate(messages.listDeleteFailed, { name }),
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
        name: i18n.translate(messages.listColumnsUserName),
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
                <EuiBadge data-test-subj="currentUserBadge">{i18n.translate(messages.listCurrentBadge)}</EuiBadge>
              </>
            )}
          </span>
        ),
      },
      {
        field: 'backend_roles',
        name: i18n.translate(messages.listColumnsBackendRoles),
        render: (roles: string[]) => displayList(roles),
      },
      {
        field: 'attributes',
        name: i18n.translate(messages.listColumnsAttributes),
        render: (attributes: Record<string, string>) => attributesText(attributes),
      },
      {
        field: 'description',
        name: i18n.translate(messages.listColumnsDescription),
        render: (description: string) => displayText(description),
      },
      {
        field: 'reserved',
        name: i18n.translate(messages.listColumnsCustomization),
        render: (reserved: boolean) => <ResourceTypeBadge reserved={reserved} />,
      },
      {
        name: i18n.translate(messages.listColumnsActions),
        width: '120px',
        // Buttons of their own rather than table actions: EUI folds three actions into a menu.
        render: (row: UserRow) => (
          <EuiFlexGroup gutterSize="xs" responsive={false}>
            <EuiButtonIcon
              iconType="pencil"
              aria-label={i18n.translate(messages.listEditAriaLabel, { name: row.username })}
              isDisabled={row.reserved}
              onClick={() => navigate(userPaths.userEdit(row.username))}
              data-test-subj="editUser"
            />
            <EuiButtonIcon
              iconType="copy"
              aria-label={i18n.translate(messages.listDuplicateAriaLabel, { name: row.username })}
              onClick={() => navigate(userPaths.userDuplicate(row.username))}
              data-test-subj="duplicateUser"
            />
            <EuiButtonIcon
              iconType="download"
              aria-label={i18n.translate(messages.listExportAriaLabel, { name: row.username })}
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
            placeholder={i18n.translate(messages.listSearchPlaceholder)}
            aria-label={i18n.translate(messages.listSearchAriaLabel)}
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
        messages={messages}
        list={list}
        itemId="username"
        columns={columns}
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
