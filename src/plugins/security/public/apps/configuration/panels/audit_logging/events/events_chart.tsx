/**
 * The stacked histogram of events over time by category, drawn with @elastic/charts as the
 * dashboards' audit charts are. Its own chunk with the library (about 1 MB): the page asks for it
 * once its table and facets are painted (audit_events.tsx), so they never wait on it.
 */
import React, { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  DARK_THEME,
  LIGHT_THEME,
  PointerEventType,
  Position,
  ScaleType,
  Settings,
  Tooltip,
} from '@elastic/charts';
import { EuiScreenReaderOnly, useEuiTheme } from '@elastic/eui';
import type { AuditHistogramBucket } from '../../../../../../common/audit_insights';
import { i18n } from '../../../../../../../../core/public';
import {
  VerticalChartLegend,
  countFormat,
  timeFormat,
  useChartStyles,
} from '../../../../../../../../core/public/charts';
import messages from './messages.json';

interface Props {
  buckets: AuditHistogramBucket[];
  /** The range asked for and the bucket width, so one busy bucket is a bar at its time, not the whole width. */
  range?: { from: string; to: string };
  intervalMs?: number;
  title: string;
  /** The page's placeholder holds this height until the chart is drawn. */
  height: number;
}

/** Room for the longest category names (COMPLIANCE_INTERNAL_CONFIG_WRITE); a cut one shows in full in its title. */
const LEGEND_WIDTH = 250;
const CHART_ID = 'auditEventsChart';
/** The keyboard's pointer: the chart ignores a pointer event that names the chart itself. */
const KEYS_ID = 'auditEventsChartKeys';
const bucketTotal = (bucket: AuditHistogramBucket) =>
  Object.values(bucket.by_category).reduce<number>((sum, count) => sum + (count ?? 0), 0);

/** A bucket as the arrow keys read it: its time and each category's count, most events first. */
function BucketReading({ bucket, format }: { bucket: AuditHistogramBucket; format: (ms: number) => string }) {
  const counts = Object.entries(bucket.by_category)
    .filter(([, count]) => count)
    .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0) || a[0].localeCompare(b[0]));
  return (
    <>
      <strong>{format(bucket.key)}</strong>
      {counts.map(([category, count]) => (
        <div key={category}>
          {category}: {count?.toLocaleString(i18n.getLocale())}
        </div>
      ))}
      {counts.length === 0 && <div>{i18n.translate(messages.chartNoEvents)}</div>}
    </>
  );
}

/** Memoised: the page draws again as each facet's count arrives, which changes nothing here. */
export const EventsChart = React.memo(function EventsChart({
  buckets,
  title,
  range,
  intervalMs = 3_600_000,
  height,
}: Props) {
  const { colorMode } = useEuiTheme();
  const dark = colorMode === 'DARK';
  useChartStyles(dark);
  const chartRef = useRef<Chart>(null);
  const summaryId = useId();
  const [active, setActive] = useState(-1);
  useEffect(() => setActive(-1), [buckets]);
  const format = timeFormat(intervalMs);
  const rows = useMemo(
    () =>
      buckets.flatMap((b) =>
        Object.entries(b.by_category).map(([category, count]) => ({ time: b.key, category, count }))
      ),
    [buckets]
  );
  const xDomain = useMemo(() => {
    const min = range ? Date.parse(range.from) : Number.NaN;
    const max = range ? Date.parse(range.to) : Number.NaN;
    return Number.isFinite(min) && Number.isFinite(max) && max > min
      ? { min, max, minInterval: intervalMs }
      : undefined;
  }, [range, intervalMs]);

  // The bucket the arrow keys picked gets the chart's own crosshair and tooltip.
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    chart.dispatchExternalPointerEvent(
      active >= 0
        ? {
            chartId: KEYS_ID,
            type: PointerEventType.Over,
            scale: ScaleType.Time,
            x: buckets[active].key,
            y: [],
            smVerticalValue: null,
            smHorizontalValue: null,
          }
        : { chartId: KEYS_ID, type: PointerEventType.Out }
    );
  }, [active, buckets]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (buckets.length === 0) return;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(buckets.length - 1, active + 1),
      ArrowLeft: Math.max(0, active < 0 ? buckets.length - 1 : active - 1),
      Home: 0,
      End: buckets.length - 1,
      Escape: -1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    setActive(moves[event.key]);
  };

  const total = buckets.reduce((sum, bucket) => sum + bucketTotal(bucket), 0);
  const shown = active >= 0 ? buckets[active] : undefined;
  return (
    <div
      data-test-subj="auditEventsChart"
      role="figure"
      aria-label={title}
      aria-describedby={summaryId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={() => setActive(-1)}
      style={{ height }}
    >
      <EuiScreenReaderOnly>
        <p id={summaryId}>{i18n.translate(messages.chartSummary, { title, count: total })}</p>
      </EuiScreenReaderOnly>
      <EuiScreenReaderOnly>
        <div role="status" data-test-subj="auditEventsChartReading">
          {shown && <BucketReading bucket={shown} format={format} />}
        </div>
      </EuiScreenReaderOnly>
      <Chart ref={chartRef} id={CHART_ID} size={{ height }}>
        <Settings
          baseTheme={dark ? DARK_THEME : LIGHT_THEME}
          // The panel's own background shows through, in either colour mode.
          theme={{ background: { color: 'transparent' } }}
          locale={i18n.getLocale()}
          // The figure's own summary says it in the page's language; the library's is English.
          ariaUseDefaultSummary={false}
          noResults={<p>{i18n.translate(messages.chartNoEvents)}</p>}
          showLegend
          legendPosition={Position.Right}
          legendSize={LEGEND_WIDTH}
          // Its labels in the page's language; the library's own legend speaks English.
          customLegend={VerticalChartLegend}
          externalPointerEvents={{ tooltip: { visible: true } }}
          {...(xDomain ? { xDomain } : {})}
        />
        <Tooltip headerFormatter={({ value }) => format(Number(value))} />
        <Axis id="time" position={Position.Bottom} tickFormat={format} />
        <Axis id="count" position={Position.Left} ticks={4} tickFormat={countFormat} />
        <BarSeries
          id="events"
          data={rows}
          xScaleType={ScaleType.Time}
          yScaleType={ScaleType.Linear}
          xAccessor="time"
          yAccessors={['count']}
          splitSeriesAccessors={['category']}
          stackAccessors={['time']}
        />
      </Chart>
    </div>
  );
});

export default EventsChart;
