/**
 * Audit events (`/auditLogging/events`): a time range (EuiSuperDatePicker), a stacked histogram of
 * the events by category, facets with counts that filter with a click, and the events table
 * below, paged on the server; Export CSV downloads what is filtered. The whole view is in the URL.
 */
import React, { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  EuiBasicTable,
  EuiCallOut,
  EuiFlexGrid,
  EuiFlexItem,
  EuiPageHeader,
  EuiPanel,
  EuiSpacer,
  type CriteriaWithPagination,
} from '@elastic/eui';
import {
  AUDIT_EVENTS_DEFAULT_PER_PAGE,
  AUDIT_EVENTS_MAX_PER_PAGE,
  type AuditEvent,
} from '../../../../../../common/audit';
import { auditPaths } from '../paths';
import type { PageProps } from '../../../types';
import { errorText } from '../../../utils/toasts';
import { countedTitle, LoadFailedPrompt } from '../../../utils/load_states';
import { actionButton, emptyTableText, type EmptyTableTexts } from '../../../utils/list_parts';
import { downloadBlob, i18n, useLoad } from '../../../../../../../../core/public';
import { ActiveFilters } from './active_filters';
import { eventColumns } from './events_columns';
import { eventsCsv } from './events_csv';
import { loadCounts, type Counts } from './event_counts';
import { Facet } from './facets';
import { eventsChartPlace, LazyEventsChart } from './lazy_events_chart';
import { LoginActivityMenu } from './login_activity_menu';
import {
  FACETS,
  queryFromView,
  toggleFilter,
  viewFromQuery,
  type FacetField,
  type InsightsView,
} from './insights_state';
import { AuditApi } from '../audit_api';
import messages from './messages.json';

// The time range picker brings moment's calendar and, through EuiCode, a 620 KB syntax
// highlighter: loaded once the first events are in, so the chart, facets and rows do not wait on
// its download and parsing.
const EuiSuperDatePicker = React.lazy(() => import(/* webpackChunkName: "date_picker" */ './date_picker_chunk'));
/** Holds the picker's place (EUI's field height) while its chunk loads, so nothing below moves. */
const pickerPlace = <div style={{ height: 40 }} data-test-subj="auditEventsDatePickerLoading" />;

/**
 * `ready`, once the frame that drew with it has been painted. The data asked for while the shell
 * booted is in by the page's first render: asked for in that same render, the picker's chunk
 * arrived and was parsed (a second or more on a busy machine) before the browser painted the
 * events and counts.
 */
function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

export const PAGE_SIZES = [20, AUDIT_EVENTS_DEFAULT_PER_PAGE, 100];
/** One empty list, so a memoised chart or facet is not drawn again for a new `[]`. */
const NONE: never[] = [];
export const noEventsText = () => i18n.translate(messages.eventsNone);
export const noMatchingEventsText = () => i18n.translate(messages.eventsNoMatch);
const eventsEmpty = (): EmptyTableTexts => ({
  loading: i18n.translate(messages.eventsLoading),
  noMatch: noMatchingEventsText(),
  none: noEventsText(),
});
const loadCountsError = () => i18n.translate(messages.eventsLoadCountsError);
/** Export CSV stops after this many events (the newest). */
export const CSV_MAX_EVENTS = 10_000;
const loadEventsError = () => i18n.translate(messages.eventsLoadEventsError);

function eventsParams(view: InsightsView) {
  const { category, user, address, auth_type: authType } = view.filters;
  return {
    from: view.start,
    to: view.end,
    ...(category ? { category: category as AuditEvent['category'] } : {}),
    ...(user ? { user } : {}),
    ...(address ? { address } : {}),
    ...(authType ? { authType } : {}),
  };
}

export const AuditEvents: React.FC<PageProps> = ({ core, api, navigate, query }) => {
  const view = useMemo(() => viewFromQuery(query), [query]);
  const setView = useCallback(
    (next: InsightsView) => navigate(`${auditPaths.auditEvents()}${queryFromView(next)}`),
    [navigate]
  );
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(AUDIT_EVENTS_DEFAULT_PER_PAGE);
  const [refresh, setRefresh] = useState({ isPaused: true, refreshInterval: 60_000 });
  const [reloads, setReloads] = useState(0);
  // Set by the date picker's auto-refresh (not a user's click): that reload's requests are sent as
  // system requests, so a page left refreshing never keeps an idle session alive. Read by both
  // loaders of the reload, reset by the second.
  const autoRefresh = useRef(false);
  const [events, setEvents] = useState<AuditEvent[]>([]);
  const [total, setTotal] = useState(0);
  const [counts, setCounts] = useState<Counts>({ facets: {} });
  const [loading, setLoading] = useState(true);
  const [exporting, setExporting] = useState(false);
  // The counts' and the export's failures: a callout over the page.
  const [loadError, setLoadError] = useState<string>();
  // The events' own load: until one succeeds there is no count; a failure replaces the table.
  const [eventsLoaded, setEventsLoaded] = useState(false);
  const [eventsError, setEventsError] = useState<unknown>();
  // The date picker and the chart are drawn (their chunks asked for) once the first events and
  // counts have settled and been painted: the table and facets never wait on downloading and
  // parsing them (the chart's, with @elastic/charts, is about 1 MB).
  const [eventsSettled, setEventsSettled] = useState(false);
  const [countsSettled, setCountsSettled] = useState(false);
  const lazyPartsWanted = useAfterPaint(eventsSettled && countsSettled);

  useLoad(
    () => {
      setLoading(true);
      setEventsError(undefined);
      return api
        .feature(AuditApi)
        .getAuditEvents({ ...eventsParams(view), page: pageIndex + 1, perPage: pageSize }, autoRefresh.current);
    },
    [api, view, pageIndex, pageSize, reloads],
    {
      onLoad: (result) => {
        setEvents(result.events);
        setTotal(result.total);
        setEventsLoaded(true);
      },
      onError: (error) => {
        // Logged for the console; the page shows the reason in place of the table, with Retry.
        errorText(error, loadEventsError());
        setEvents([]);
        setTotal(0);
        setEventsError(error);
      },
      onSettled: () => {
        setLoading(false);
        setEventsSettled(true);
      },
    }
  );

  useLoad(
    async (signal): Promise<void> => {
      const background = autoRefresh.current;
      autoRefresh.current = false;
      await loadCounts(api.feature(AuditApi), view, background, signal, setCounts);
    },
    [api, view, reloads],
    {
      onLoad: () => setLoadError(undefined),
      onError: (error) => {
        setCounts({ facets: {} });
        setLoadError(errorText(error, loadCountsError()));
      },
      onSettled: () => setCountsSettled(true),
    }
  );

  const onTableChange = useCallback(({ page }: CriteriaWithPagination<AuditEvent>) => {
    setPageIndex(page.index);
    setPageSize(page.size);
  }, []);

  const onExport = async () => {
    setExporting(true);
    try {
      const all: AuditEvent[] = [];
      for (let page = 1; all.length < CSV_MAX_EVENTS; page++) {
        const result = await api
          .feature(AuditApi)
          .getAuditEvents({ ...eventsParams(view), page, perPage: AUDIT_EVENTS_MAX_PER_PAGE });
        all.push(...result.events);
        if (result.events.length < AUDIT_EVENTS_MAX_PER_PAGE || all.length >= result.total) break;
      }
      downloadBlob(
        new Blob([eventsCsv(all.slice(0, CSV_MAX_EVENTS))], { type: 'text/csv;charset=utf-8' }),
        'audit-events.csv'
      );
    } catch (error) {
      setLoadError(errorText(error, loadEventsError()));
    } finally {
      setExporting(false);
    }
  };

  const filtered = Object.keys(view.filters).length > 0;
  // One handler per facet for a view (the facets are memoised: a new function would draw them again).
  const toggles = useMemo(
    () =>
      Object.fromEntries(
        FACETS.map(({ field }) => [
          field,
          (value: string) => {
            setPageIndex(0);
            setView(toggleFilter(view, field, value));
          },
        ])
      ) as Record<FacetField, (value: string) => void>,
    [view, setView]
  );
  // The table's 50 rows are drawn again only when the events, the loading state or the paging
  // change, not as each count arrives (the server answers the six GETs one after another).
  const table = useMemo(
    () => (
      <EuiBasicTable<AuditEvent>
        data-test-subj="auditEventsTable"
        tableCaption={i18n.translate(messages.eventsTableCaption)}
        items={events}
        itemId="id"
        columns={eventColumns()}
        loading={loading}
        noItemsMessage={emptyTableText(eventsEmpty(), loading, filtered)}
        pagination={{ pageIndex, pageSize, totalItemCount: total, pageSizeOptions: PAGE_SIZES }}
        onChange={onTableChange}
      />
    ),
    [events, loading, filtered, pageIndex, pageSize, total, onTableChange]
  );
  return (
    <div data-test-subj="auditEvents">
      <EuiPageHeader
        pageTitle={countedTitle(
          i18n.translate(messages.eventsTitle),
          eventsLoaded && eventsError === undefined ? total : undefined
        )}
        description={i18n.translate(messages.eventsDescription)}
        rightSideItems={[
          // EUI lays these out right to left: the menu is last in reading order, as in OSD.
          <LoginActivityMenu key="menu" core={core} />,
          actionButton({
            testSubj: 'auditEventsExport',
            label: i18n.translate(messages.eventsExportButton),
            iconType: 'download',
            onClick: onExport,
            isLoading: exporting,
            isDisabled: total === 0,
          }),
          actionButton({
            testSubj: 'auditEventsBack',
            label: i18n.translate(messages.eventsSettingsLink),
            empty: true,
            iconType: 'chevronSingleLeft',
            onClick: () => navigate(auditPaths.auditLogging()),
          }),
        ]}
      />
      <EuiSpacer />
      {lazyPartsWanted ? (
        <Suspense fallback={pickerPlace}>
          <EuiSuperDatePicker
            start={view.start}
            end={view.end}
            onTimeChange={({ start, end }) => {
              setPageIndex(0);
              setView({ ...view, start, end });
            }}
            onRefresh={() => {
              // EUI calls this for the Refresh button too: only a running interval is a background refresh.
              autoRefresh.current = !refresh.isPaused;
              setReloads((n) => n + 1);
            }}
            isPaused={refresh.isPaused}
            refreshInterval={refresh.refreshInterval}
            onRefreshChange={({ isPaused, refreshInterval }) => setRefresh({ isPaused, refreshInterval })}
            isLoading={loading}
            width="full"
            data-test-subj="auditEventsDatePicker"
          />
        </Suspense>
      ) : (
        pickerPlace
      )}
      <EuiSpacer />
      {loadError && (
        <>
          <EuiCallOut color="danger" iconType="alert" title={loadError} data-test-subj="auditEventsError" />
          <EuiSpacer />
        </>
      )}
      <EuiPanel hasBorder>
        {lazyPartsWanted ? (
          <LazyEventsChart
            buckets={counts.histogram?.buckets ?? NONE}
            range={counts.range}
            intervalMs={counts.histogram?.interval_ms}
            title={i18n.translate(messages.eventsChartTitle)}
          />
        ) : (
          eventsChartPlace
        )}
      </EuiPanel>
      <EuiSpacer />
      <EuiFlexGrid columns={4} gutterSize="l">
        {FACETS.map(({ field, title }) => (
          <EuiFlexItem key={field}>
            <Facet
              field={field}
              title={title}
              buckets={counts.facets[field] ?? NONE}
              selected={view.filters[field]}
              onToggle={toggles[field]}
            />
          </EuiFlexItem>
        ))}
      </EuiFlexGrid>
      <EuiSpacer />
      <ActiveFilters
        filters={view.filters}
        onClear={(field) => {
          setPageIndex(0);
          setView(toggleFilter(view, field, view.filters[field] as string));
        }}
        onClearAll={() => {
          setPageIndex(0);
          setView({ ...view, filters: {} });
        }}
      />
      {filtered && <EuiSpacer size="m" />}
      {eventsError !== undefined ? (
        <LoadFailedPrompt
          what={i18n.translate(messages.eventsLoadFailedWhat)}
          error={eventsError}
          onRetry={() => setReloads((n) => n + 1)}
        />
      ) : (
        table
      )}
    </div>
  );
};
