/**
 * Audit events (`/auditLogging/events`): the audit log, newest first, paged and filtered on the
 * server so a long log costs one page at a time.
 */
import React, { useCallback, useMemo, useState } from 'react';
import {
  EuiBasicTable,
  EuiButtonEmpty,
  EuiCallOut,
  EuiPageHeader,
  EuiSpacer,
  type CriteriaWithPagination,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import { AUDIT_EVENTS_DEFAULT_PER_PAGE, type AuditEvent } from '../../../../../common/audit';
import { paths } from '../../routes';
import type { PageProps } from '../../types';
import { EMPTY_DISPLAY, ViewExpressionLink, displayText } from '../../utils/display';
import { errorText } from '../../utils/toasts';
import { useServerPage } from '../../../../utils/use_server_page';
import { EventsFilters } from './events_filters';
import { NO_FILTERS, hasFilters, toEventsQuery, type EventFilters } from './events_query';

export const PAGE_SIZES = [20, AUDIT_EVENTS_DEFAULT_PER_PAGE, 100];
export const NO_EVENTS_TEXT =
  'No audit events have been recorded yet. Events appear here once audit logging is enabled.';
export const NO_MATCHING_EVENTS_TEXT = 'No audit events match the filters.';
export const LOAD_EVENTS_ERROR = 'Could not load the audit events.';

/** Local time for reading; the exact UTC instant is kept in the element's dateTime. */
export function formatTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? displayText(timestamp) : date.toLocaleString();
}

const columns: Array<EuiBasicTableColumn<AuditEvent>> = [
  {
    field: 'timestamp',
    name: 'Time',
    width: '190px',
    render: (timestamp: string) => <time dateTime={timestamp}>{formatTimestamp(timestamp)}</time>,
  },
  { field: 'category', name: 'Category', render: (category: string) => displayText(category) },
  { field: 'user', name: 'User', render: (user: string | null) => displayText(user) },
  { field: 'remote_address', name: 'Address', render: (address: string) => displayText(address) },
  { field: 'method', name: 'Method', width: '90px', render: (method: string) => displayText(method) },
  { field: 'path', name: 'Path', render: (path: string) => displayText(path) },
  {
    name: 'Details',
    render: (event: AuditEvent) =>
      event.details && Object.keys(event.details).length > 0 ? (
        <ViewExpressionLink title={`${event.category} event details`} value={event.details} />
      ) : (
        EMPTY_DISPLAY
      ),
  },
];

export const AuditEvents: React.FC<PageProps> = ({ api, navigate }) => {
  const [filters, setFilters] = useState<EventFilters>(NO_FILTERS);
  const [user, setUser] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(AUDIT_EVENTS_DEFAULT_PER_PAGE);
  const [reloads, setReloads] = useState(0);
  const built = useMemo(() => toEventsQuery(filters, pageIndex, pageSize), [filters, pageIndex, pageSize]);
  // Filters that make no query ask nothing.
  const {
    items: events,
    total,
    loading,
    error: loadError,
  } = useServerPage(
    () =>
      built.query &&
      api.getAuditEvents(built.query).then(({ events: items, total: count }) => ({ items, total: count })),
    [api, built, reloads],
    { errorText: (error) => errorText(error, LOAD_EVENTS_ERROR) }
  );

  const onFilters = useCallback((next: EventFilters) => {
    setFilters(next);
    setUser(next.user);
    setPageIndex(0);
  }, []);

  const onRefresh = () => {
    if (user !== filters.user) onFilters({ ...filters, user });
    setReloads((n) => n + 1);
  };

  const onTableChange = useCallback(({ page }: CriteriaWithPagination<AuditEvent>) => {
    setPageIndex(page.index);
    setPageSize(page.size);
  }, []);

  const filtered = hasFilters(filters);
  return (
    <div data-test-subj="auditEvents">
      <EuiPageHeader
        pageTitle={`Audit events (${total})`}
        description="Security events written by the audit log, newest first."
        rightSideItems={[
          <EuiButtonEmpty
            key="back"
            iconType="chevronSingleLeft"
            onClick={() => navigate(paths.auditLogging())}
            data-test-subj="auditEventsBack"
          >
            Audit logging settings
          </EuiButtonEmpty>,
        ]}
      />
      <EuiSpacer />
      <EventsFilters
        filters={filters}
        errors={built.errors ?? {}}
        loading={loading && !!built.query}
        onChange={onFilters}
        user={user}
        onUserChange={setUser}
        onRefresh={onRefresh}
      />
      <EuiSpacer />
      {loadError && (
        <>
          <EuiCallOut color="danger" iconType="alert" title={loadError} data-test-subj="auditEventsError" />
          <EuiSpacer />
        </>
      )}
      <EuiBasicTable<AuditEvent>
        data-test-subj="auditEventsTable"
        tableCaption="Audit events"
        items={events}
        itemId="id"
        columns={columns}
        loading={loading && !!built.query}
        noItemsMessage={
          loading && built.query ? 'Loading audit events…' : filtered ? NO_MATCHING_EVENTS_TEXT : NO_EVENTS_TEXT
        }
        pagination={{ pageIndex, pageSize, totalItemCount: total, pageSizeOptions: PAGE_SIZES }}
        onChange={onTableChange}
      />
    </div>
  );
};
