import React, { useEffect, useState } from 'react';
import moment from 'moment';
import {
  EuiBadge,
  EuiBadgeGroup,
  EuiBasicTable,
  EuiButton,
  EuiFilterButton,
  EuiFilterGroup,
  EuiFlexGroup,
  EuiFlexItem,
  EuiLink,
  EuiPageTemplate,
  EuiSpacer,
  type EuiBasicTableColumn,
  type Criteria,
} from '@elastic/eui';
import {
  type DashboardsApi,
  toError,
  type DashboardFormValues,
  type DashboardListItem,
  type ListQuery,
} from '../dashboards_api';
import { viewPath } from '../location';
import type { AppNavigation, DashboardsAppDeps } from '../types';
import { DashboardFormModal } from './dashboard_form_modal';
import { NothingYetPrompt } from './nothing_yet_prompt';
import { dashboardsAppTitle } from './dashboards_texts';
import {
  applyTableChange,
  CopyToTenantModal,
  TABLE_PAGE_SIZE_OPTIONS,
  useLoad,
  TitleSearchField,
  usePagedSearch,
  formatDate,
  i18n,
} from '../../../../../core/public';
import { DASHBOARD_SAVED_OBJECT_TYPE } from '../../../common';
import messages from './messages.json';

interface Props {
  api: DashboardsApi;
  deps: DashboardsAppDeps;
  nav: AppNavigation;
}

interface PageState {
  items: DashboardListItem[];
  total: number;
  loaded: boolean;
}

/** The English of the empty "Shared with me" list (the tests read it); the page shows it translated. */
export const NOTHING_SHARED_WITH_ME = 'Nobody has shared a dashboard with you yet.';

function isPlainLeftClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The dashboards of the current tenant, paged by the server. */
export const DashboardListPage: React.FC<Props> = ({ api, deps, nav }) => {
  const { toasts } = deps.notifications;
  const paging = usePagedSearch();
  const { pageIndex, pageSize, search } = paging;
  const [sort, setSort] = useState<ListQuery['sort']>();
  const [loading, setLoading] = useState(true);
  const [page, setPage] = useState<PageState>({ items: [], total: 0, loaded: false });
  const [creating, setCreating] = useState(false);
  const [copying, setCopying] = useState<DashboardListItem | null>(null);
  // Owner-based sharing (issue 72) is on for dashboards: the list offers its filter and owner column.
  const [shareable, setShareable] = useState(false);
  const [sharedWithMe, setSharedWithMe] = useState(false);

  useLoad(() => api.dashboardsShareable(), [api], { onLoad: setShareable });

  useEffect(() => {
    const appTitle = dashboardsAppTitle();
    deps.chrome.setBreadcrumbs([{ text: appTitle }]);
    deps.chrome.docTitle.change(appTitle);
  }, [deps.chrome]);

  // A slow answer for an earlier page or search must not overwrite a newer one.
  useLoad(
    () => {
      setLoading(true);
      return api.list({ search, page: pageIndex + 1, perPage: pageSize, sort, sharedWithMe });
    },
    [api, toasts, search, pageIndex, pageSize, sort, sharedWithMe],
    {
      onLoad: ({ items, total }) => setPage({ items, total, loaded: true }),
      onError: (error) =>
        toasts.addError(toError(error), {
          title: i18n.translate(messages.listingLoadFailedTitle),
        }),
      onSettled: () => setLoading(false),
    }
  );

  const create = async (values: DashboardFormValues) => {
    try {
      const created = await api.create(values);
      toasts.addSuccess(i18n.translate(messages.listingCreatedToast, { title: values.title }));
      setCreating(false);
      nav.navigate(viewPath(created.id));
    } catch (error) {
      toasts.addError(toError(error), {
        title: i18n.translate(messages.listingCreateFailedTitle),
      });
      throw error;
    }
  };

  const copyColumn: EuiBasicTableColumn<DashboardListItem> = {
    name: i18n.translate(messages.listingTableActionsColumn),
    width: '80px',
    actions: [
      {
        name: i18n.translate(messages.listingTableCopyAction),
        description: i18n.translate(messages.listingTableCopyActionDescription),
        icon: 'copy',
        type: 'icon',
        onClick: (item: DashboardListItem) => setCopying(item),
        'data-test-subj': 'dashboardCopyToTenant',
      },
    ],
  };

  const ownerColumn: EuiBasicTableColumn<DashboardListItem> = {
    field: 'owner',
    name: i18n.translate(messages.listingTableOwnerColumn),
    render: (owner?: string) => owner || '-',
    'data-test-subj': 'dashboardListOwner',
  };
  // Objects get owners only under sharing; an owner on one also shows where the filter is not offered.
  const showOwner = shareable || page.items.some((item) => item.owner);

  const columns: Array<EuiBasicTableColumn<DashboardListItem>> = [
    {
      field: 'title',
      name: i18n.translate(messages.listingTableTitleColumn),
      sortable: true,
      render: (title: string, item: DashboardListItem) => (
        <span>
          <EuiLink
            href={nav.hrefFor(viewPath(item.id))}
            onClick={(event: React.MouseEvent) => {
              // A real href keeps "open in new tab" working; a plain click stays in the app.
              if (!isPlainLeftClick(event)) return;
              event.preventDefault();
              nav.navigate(viewPath(item.id));
            }}
            data-test-subj={`dashboardListTitleLink-${item.id}`}
          >
            {title || item.id}
          </EuiLink>
          {item.shared && (
            <>
              {' '}
              <EuiBadge
                color="hollow"
                iconType="users"
                title={i18n.translate(messages.listingSharedBadgeTooltip)}
                data-test-subj={`dashboardSharedBadge-${item.id}`}
              >
                {i18n.translate(messages.listingSharedBadge)}
              </EuiBadge>
            </>
          )}
        </span>
      ),
    },
    {
      field: 'description',
      name: i18n.translate(messages.listingTableDescriptionColumn),
      render: (description: string) => description || '-',
    },
    {
      field: 'tags',
      name: i18n.translate(messages.listingTableTagsColumn),
      render: (tags: string[]) =>
        tags.length === 0 ? (
          '-'
        ) : (
          <EuiBadgeGroup gutterSize="xs">
            {tags.map((tag) => (
              <EuiBadge key={tag} color="hollow">
                {tag}
              </EuiBadge>
            ))}
          </EuiBadgeGroup>
        ),
    },
    ...(showOwner ? [ownerColumn] : []),
    {
      field: 'updatedAt',
      name: i18n.translate(messages.listingTableLastUpdatedColumn),
      sortable: true,
      render: (updatedAt?: string) => (updatedAt ? formatDate(moment, updatedAt) : '-'),
    },
    // Copying creates a dashboard in another tenant: a read-only app offers no copy.
    ...(deps.permissions.copyToTenant === false ? [] : [copyColumn]),
  ];

  const onTableChange = (change: Criteria<DashboardListItem>) =>
    applyTableChange(change, paging, (nextSort) => {
      if (nextSort.field !== 'title' && nextSort.field !== 'updatedAt') return false;
      if (nextSort.field === sort?.field && nextSort.direction === sort?.direction) return false;
      setSort({ field: nextSort.field, direction: nextSort.direction });
      return true;
    });

  const createButton = (testSubj: string) => (
    <EuiButton fill iconType="plusCircle" onClick={() => setCreating(true)} data-test-subj={testSubj}>
      {i18n.translate(messages.listingCreateButton)}
    </EuiButton>
  );

  const isEmpty = page.loaded && page.total === 0 && search === '' && !sharedWithMe;
  const toggleSharedWithMe = () => {
    setSharedWithMe((on) => !on);
    paging.setPageIndex(0);
  };
  const canCreate = deps.permissions.createNew;

  return (
    <EuiPageTemplate component="div" restrictWidth panelled={false} data-test-subj="dashboardListPage">
      <EuiPageTemplate.Header
        pageTitle={dashboardsAppTitle()}
        rightSideItems={canCreate ? [createButton('createDashboardButton')] : undefined}
      />
      <EuiPageTemplate.Section>
        {isEmpty ? (
          <NothingYetPrompt
            title={messages.listingEmptyTitle}
            body={canCreate ? messages.listingEmptyBodyCanCreate : messages.listingEmptyBody}
            action={canCreate ? createButton('createDashboardEmptyPromptButton') : undefined}
            data-test-subj="dashboardListEmpty"
          />
        ) : (
          <>
            <EuiFlexGroup gutterSize="m" alignItems="center" responsive={false}>
              <EuiFlexItem>
                <TitleSearchField
                  placeholder={i18n.translate(messages.listingSearchPlaceholder)}
                  aria-label={i18n.translate(messages.listingSearchAriaLabel)}
                  paging={paging}
                  data-test-subj="dashboardSearchInput"
                />
              </EuiFlexItem>
              {shareable && (
                <EuiFlexItem grow={false}>
                  <EuiFilterGroup>
                    <EuiFilterButton
                      isToggle
                      isSelected={sharedWithMe}
                      hasActiveFilters={sharedWithMe}
                      onClick={toggleSharedWithMe}
                      data-test-subj="dashboardSharedWithMeFilter"
                    >
                      {i18n.translate(messages.listingSharedWithMeFilter)}
                    </EuiFilterButton>
                  </EuiFilterGroup>
                </EuiFlexItem>
              )}
            </EuiFlexGroup>
            <EuiSpacer size="m" />
            <EuiBasicTable<DashboardListItem>
              items={page.items}
              itemId="id"
              columns={columns}
              loading={loading}
              noItemsMessage={
                search
                  ? i18n.translate(messages.listingNoMatches)
                  : sharedWithMe
                    ? i18n.translate(messages.listingNothingSharedWithMe)
                    : i18n.translate(messages.listingEmptyTitle)
              }
              pagination={{
                pageIndex,
                pageSize,
                totalItemCount: page.total,
                pageSizeOptions: TABLE_PAGE_SIZE_OPTIONS,
              }}
              sorting={{ sort }}
              onChange={onTableChange}
              data-test-subj="dashboardList"
            />
          </>
        )}
      </EuiPageTemplate.Section>
      {copying && (
        <CopyToTenantModal
          client={deps.savedObjects}
          toasts={toasts}
          objects={[{ type: DASHBOARD_SAVED_OBJECT_TYPE, id: copying.id, title: copying.title || copying.id }]}
          onClose={() => setCopying(null)}
        />
      )}
      {creating && (
        <DashboardFormModal
          heading={i18n.translate(messages.listingCreateModalTitle)}
          onSave={create}
          onCancel={() => setCreating(false)}
        />
      )}
    </EuiPageTemplate>
  );
};
