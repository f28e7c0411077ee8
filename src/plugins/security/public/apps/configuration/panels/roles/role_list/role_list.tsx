import React, { useCallback, useMemo, useRef, useState } from 'react';
import { EuiFilterButton, EuiFilterGroup, EuiPageSection, EuiSpacer, EuiText } from '@elastic/eui';
import type { PageProps } from '../../../types';
import { confirmDeleteRoles, deletedToastTitle, deleteRoles } from './role_actions';
import { rolePaths } from '../paths';
import { roleListColumns, type RoleRow } from './role_list_columns';
import { ListPageHeader, ListTable, ListToolbar, type ListPageText } from '../../../utils/list_parts';
import { usePagedList, type PagedListPage, type PagedListQuery } from '../../../utils/list_page';
import type { ListResult } from '../../../api';
import type { RolesWithMappingsQuery } from '../roles_api';
import type { RoleWithMapping } from '../../../../../../common/types';
import { SearchField } from '../../../utils/search_field';
import { RolesApi } from '../roles_api';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

export function mappingsHiddenText(): string {
  return i18n.translate(messages.listMappingsHiddenNote);
}

const header = (): ListPageText => ({
  title: i18n.translate(messages.listTitle),
  description: i18n.translate(messages.listDescription),
  create: {
    label: i18n.translate(messages.listCreateButtonLabel),
    testSubj: 'createRoleButton',
  },
});

type Customization = 'reserved' | 'custom' | undefined;

/** Every role with what is mapped to it; searched, filtered, sorted and paged by the server. */
const customizationFilters = (): Array<{
  value: Exclude<Customization, undefined>;
  label: string;
  testSubj: string;
}> => [
  {
    value: 'reserved',
    label: i18n.translate(messages.listFiltersReserved),
    testSubj: 'roleFilterReserved',
  },
  {
    value: 'custom',
    label: i18n.translate(messages.listFiltersCustom),
    testSubj: 'roleFilterCustom',
  },
];

/** What the list asks the server for one page (the same for a GET and for an answer read ahead). */
function roleQuery(
  { search, pageIndex, pageSize, sortOrder }: PagedListQuery,
  customization: Customization
): RolesWithMappingsQuery {
  return {
    page: pageIndex + 1,
    perPage: pageSize,
    search: search || undefined,
    sortField: 'name',
    sortOrder,
    reserved: customization === undefined ? undefined : customization === 'reserved',
  };
}

function rolePage({ total, data }: ListResult<RoleWithMapping>): PagedListPage<RoleRow> {
  return { total, rows: Object.entries(data).map(([name, role]) => ({ ...role, name })) };
}

export const RoleList: React.FC<PageProps> = ({ core, api, navigate, hrefFor, endpoints }) => {
  const showMappings = endpoints.includes('rolesmapping');
  const { toasts } = core.notifications;
  const [customization, setCustomization] = useState<Customization>();
  const list = usePagedList<RoleRow>({
    load: async (query) => rolePage(await api.feature(RolesApi).getRolesWithMappings(roleQuery(query, customization))),
    ready: (query) => {
      const answer = api.feature(RolesApi).readyRolesWithMappings(roleQuery(query, customization));
      return answer && rolePage(answer);
    },
    deps: [api, toasts, customization],
  });
  const { search, selection } = list;

  // The page may now be past the end: reloadAfterDelete steps back rather than show an empty page.
  const reloadAfterDelete = useRef(list.reloadAfterDelete);
  reloadAfterDelete.current = list.reloadAfterDelete;
  const remove = useCallback(
    async (names: string[]) => {
      if (names.length === 0 || !(await confirmDeleteRoles(core, names))) return;
      const deleted = await deleteRoles(core, api, names);
      if (deleted.length > 0)
        toasts.addSuccess({ title: deletedToastTitle(deleted), 'data-test-subj': 'rolesDeletedToast' });
      reloadAfterDelete.current(deleted.length);
    },
    [core, api, toasts]
  );

  const columns = useMemo(
    () =>
      roleListColumns({
        viewPath: (name) => rolePaths.view(name),
        hrefFor,
        navigate,
        edit: (name) => navigate(rolePaths.edit(name)),
        duplicate: (name) => navigate(rolePaths.duplicate(name)),
        remove: (name) => void remove([name]),
        showMappings,
      }),
    [navigate, hrefFor, remove, showMappings]
  );

  const toggleFilter = (value: Exclude<Customization, undefined>) => {
    setCustomization((previous) => (previous === value ? undefined : value));
    list.resetPage();
  };

  const filters = customizationFilters();
  const filtered = search !== '' || customization !== undefined;

  return (
    <div data-test-subj="roleListPage">
      <ListPageHeader text={header()} list={list} onCreate={() => navigate(rolePaths.create())} />
      <EuiSpacer size="l" />
      <EuiPageSection paddingSize="none">
        <ListToolbar
          search={
            <SearchField
              fullWidth
              placeholder={i18n.translate(messages.listSearchPlaceholder)}
              aria-label={i18n.translate(messages.listSearchAriaLabel)}
              isClearable
              setSearch={list.setSearch}
              data-test-subj="roleSearchInput"
            />
          }
          filters={
            <EuiFilterGroup aria-label={i18n.translate(messages.listFiltersAriaLabel)}>
              {filters.map(({ value, label, testSubj }, index) => (
                <EuiFilterButton
                  key={value}
                  withNext={index < filters.length - 1}
                  hasActiveFilters={customization === value}
                  isToggle
                  isSelected={customization === value}
                  onClick={() => toggleFilter(value)}
                  data-test-subj={testSubj}
                >
                  {label}
                </EuiFilterButton>
              ))}
            </EuiFilterGroup>
          }
          deleteSelected={{
            count: selection.length,
            onClick: () => void remove(selection.map((row) => row.name)),
            testSubj: 'deleteSelectedRolesButton',
          }}
        />
        <EuiSpacer size="m" />
        {!showMappings && (
          <EuiText size="s" color="subdued" data-test-subj="roleMappingsHiddenNote">
            <p>{mappingsHiddenText()}</p>
          </EuiText>
        )}
        {selection.length > 0 && (
          <EuiText size="s" data-test-subj="roleSelectionCount">
            <p>{i18n.translate(messages.listSelectionCount, { count: selection.length })}</p>
          </EuiText>
        )}
        <ListTable<RoleRow>
          messages={messages}
          list={list}
          columns={columns}
          filtered={filtered}
          sortField="name"
          selectable={{
            // Reserved roles are changed only by the security admin tool, never from here.
            selectable: (row: RoleRow) => !row.reserved,
            selectableMessage: (selectable: boolean) =>
              selectable ? '' : i18n.translate(messages.listReservedNotSelectable),
          }}
          data-test-subj="roleListTable"
        />
      </EuiPageSection>
    </div>
  );
};
