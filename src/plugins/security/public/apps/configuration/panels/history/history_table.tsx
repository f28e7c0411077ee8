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
import { ACTION_LABELS, ORIGIN_LABELS, resourceTitle } from './history_labels';
import { HistoryApi } from './history_api';

export const PAGE_SIZES = [10, HISTORY_DEFAULT_PER_PAGE, 50, 100];
export const LOAD_HISTORY_ERROR = 'Could not load the configuration history.';

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
    { errorText: (error) => errorText(error, LOAD_HISTORY_ERROR), onPage: ({ total: count }) => onTotal?.(count) }
  );

  const onTableChange = useCallback(({ page }: CriteriaWithPagination<HistoryVersionSummary>) => {
    setPageIndex(page.index);
    setPageSize(page.size);
  }, []);

  const columns: Array<EuiBasicTableColumn<HistoryVersionSummary>> = [
    {
      field: 'version',
      name: 'Version',
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
      name: 'Time',
      width: '190px',
      render: (timestamp: string) => <time dateTime={timestamp}>{formatTimestamp(timestamp)}</time>,
    },
    { field: 'user', name: 'User', render: (user: string | null) => displayText(user) },
    {
      field: 'origin',
      name: 'Origin',
      render: (_origin: string, item: HistoryVersionSummary) => (
        <EuiBadge color={item.origin === 'revert' ? 'warning' : 'hollow'}>
          {ORIGIN_LABELS[item.origin] ?? displayText(item.origin)}
          {item.reverted_to !== null ? ` to ${item.reverted_to}` : ''}
        </EuiBadge>
      ),
    },
    {
      field: 'remote_address',
      name: 'Address',
      width: '130px',
      render: (address: string | null) => displayText(address),
    },
    {
      name: 'Resources',
      width: '32%',
      render: (item: HistoryVersionSummary) => (
        <EuiText size="s">
          {item.resources.map((r) => (
            <div key={`${r.kind}/${r.name}`}>
              {ACTION_LABELS[r.action]}: {resourceTitle(r.kind, r.name)}
            </div>
          ))}
          {item.resource_count > item.resources.length && (
            <div>and {item.resource_count - item.resources.length} more</div>
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
        tableCaption="Configuration history versions"
        items={versions}
        itemId="version"
        columns={columns}
        loading={loading}
        noItemsMessage={loading ? 'Loading versions…' : noItemsMessage}
        pagination={{ pageIndex, pageSize, totalItemCount: total, pageSizeOptions: PAGE_SIZES }}
        onChange={onTableChange}
      />
    </div>
  );
};
