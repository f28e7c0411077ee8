/**
 * The events chart as the page draws it: a placeholder of the chart's own size (nothing below it
 * moves when the chart comes) until the chart's chunk, with @elastic/charts, is in. The page
 * renders this only once its table and facets are painted, so the chunk is asked for after them.
 */
import React, { Suspense } from 'react';
import { EuiLoadingChart } from '@elastic/eui';
import type { AuditHistogramBucket } from '../../../../../../common/audit_insights';

export const EVENTS_CHART_HEIGHT = 220;

// Not named "audit_chart": webpack would merge it with the dashboards' chart of that name, and this
// page would download that module too.
const EventsChart = React.lazy(() => import(/* webpackChunkName: "audit_chart_events" */ './events_chart'));

/** Holds the chart's place while its chunk loads (or before the page asks for it). */
export const eventsChartPlace = (
  <div
    data-test-subj="auditEventsChartLoading"
    style={{ height: EVENTS_CHART_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
  >
    <EuiLoadingChart size="xl" />
  </div>
);

interface Props {
  buckets: AuditHistogramBucket[];
  range?: { from: string; to: string };
  intervalMs?: number;
  title: string;
}

export function LazyEventsChart(props: Props) {
  return (
    <Suspense fallback={eventsChartPlace}>
      <EventsChart {...props} height={EVENTS_CHART_HEIGHT} />
    </Suspense>
  );
}
