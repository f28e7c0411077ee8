/**
 * A server-paged table of configuration history versions, newest first: the History page's list
 * and the History tab of a role, user, mapping, action group or tenant.
 */
import React, { useCallback, useState } from 'react';
import {
  EuiBadge,
  EuiBasicTable,
  EuiCallOut,
  EuiLink,
  EuiSpacer,
  EuiText,
  type CriteriaWithPagination,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import {
  HISTORY_DEFAULT_PER_PAGE,
  type HistoryListResponse,
  type HistoryVersionSummary,
} from '../../../../../common/history';
import { useFirstPageOn, useServerPage } from '../../../../utils/use_server_page';
import type { HistoryQuery } from './history_api';
import { historyPaths } from './paths';
import type { PageProps } from '../../types';
import { displayText } from '../../utils/display';
import { errorText } from '../../utils/toasts';
import { formatTimestamp } from '../audit_logging/events/format_timestamp';
import { changeTitle, ORIGIN_LABELS } from './history_labels';
import { i18n } from '../../../../../../../core/public';
import { HistoryApi } from './history_api';
import messages from './messages.json';

export const PAGE_SIZES = [10, HISTORY_DEFAULT_PER_PAGE, 50, 100];

interface Props extends Pick<PageProps, 'api' | 'navigate' | 'hrefFor'> {
  /** Filters without paging; `undefined` while they are invalid (nothing is asked). */
  filter: Omit<HistoryQuery, 'page' | 'perPage'> | undefined;
  noItemsMessage: string;
  /** Changes to reload the current page (after a revert). */
  reloads?: number;
  onTotal?(total: number): void;
  'data-test-subj'?: string;
}

const historyPage = ({ versions, total }: HistoryListResponse) => ({ items: versions, total });

export const HistoryTable: React.FC<Props> = ({
  api,
  navigate,
  hrefFor,
  filter,
  noItemsMessage,
  reloads,
  onTotal,
  ...rest
}) => {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(HISTORY_DEFAULT_PER_PAGE);
  // New filters show their first page.
  useFirstPageOn(filter, setPageIndex);
  const {
    items: versions,
    total,
    loading,
    error: loadError,
  } = useServerPage(
    () =>
      filter &&
      api
        .feature(HistoryApi)
        .getHistory({ ...filter, page: pageIndex + 1, perPage: pageSize })
        .then(historyPage),
    [api, filter, pageIndex, pageSize, reloads],
    {
      errorText: (error) => errorText(error, i18n.translate(messages.tableLoadError)),
      onPage: ({ total: count }) => onTotal?.(count),
    }
  );

  const onTableChange = useCallback(({ page }: CriteriaWithPagination<HistoryVersionSummary>) => {
    setPageIndex(page.index);
    setPageSize(page.size);
  }, []);

  const columns: Array<EuiBasicTableColumn<HistoryVersionSummary>> = [
    {
      field: 'version',
      name: i18n.translate(messages.tableVersionColumn),
      width: '80px',
      render: (version: number) => (
        <EuiLink
          href={hrefFor(historyPaths.historyVersion(version))}
          onClick={(e: React.MouseEvent) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            navigate(historyPaths.historyVersion(version));
          }}
          data-test-subj={`historyVersionLink-${version}`}
        >
          {version}
        </EuiLink>
      ),
    },
    {
      field: 'timestamp',
      name: i18n.translate(messages.tableTimeColumn),
      width: '190px',
      render: (timestamp: string) => <time dateTime={timestamp}>{formatTimestamp(timestamp)}</time>,
    },
    {
      field: 'user',
      name: i18n.translate(messages.tableUserColumn),
      render: (user: string | null) => displayText(user),
    },
    {
      field: 'origin',
      name: i18n.translate(messages.tableOriginColumn),
      render: (_origin: string, item: HistoryVersionSummary) => (
        <EuiBadge color={item.origin === 'revert' ? 'warning' : 'hollow'}>
          {item.reverted_to !== null
            ? i18n.translate(messages.tableRevertedTo, {
                origin: ORIGIN_LABELS[item.origin] ?? displayText(item.origin),
                version: String(item.reverted_to),
              })
            : (ORIGIN_LABELS[item.origin] ?? displayText(item.origin))}
        </EuiBadge>
      ),
    },
    {
      field: 'remote_address',
      name: i18n.translate(messages.tableAddressColumn),
      width: '130px',
      render: (address: string | null) => displayText(address),
    },
    {
      name: i18n.translate(messages.tableResourcesColumn),
      width: '32%',
      render: (item: HistoryVersionSummary) => (
        <EuiText size="s">
          {item.resources.map((r) => (
            <div key={`${r.kind}/${r.name}`}>{changeTitle(r.action, r.kind, r.name)}</div>
          ))}
          {item.resource_count > item.resources.length && (
            <div>
              {i18n.translate(messages.tableMoreResources, { count: item.resource_count - item.resources.length })}
            </div>
          )}
        </EuiText>
      ),
    },
  ];

  return (
    <div data-test-subj={rest['data-test-subj'] ?? 'historyTable'}>
      {loadError && (
        <>
          <EuiCallOut color="danger" iconType="alert" title={loadError} data-test-subj="historyError" />
          <EuiSpacer />
        </>
      )}
      <EuiBasicTable<HistoryVersionSummary>
        tableCaption={i18n.translate(messages.tableCaption)}
        items={versions}
        itemId="version"
        columns={columns}
        loading={loading}
        noItemsMessage={loading ? i18n.translate(messages.tableLoading) : noItemsMessage}
        pagination={{ pageIndex, pageSize, totalItemCount: total, pageSizeOptions: PAGE_SIZES }}
        onChange={onTableChange}
      />
    </div>
  );
};
