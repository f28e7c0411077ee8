/**
 * The stacked histogram of events over time by category. Its own module, loaded with `import()`,
 * so @elastic/charts is a separate chunk that only pages drawing a chart download.
 */
import React, { useEffect } from 'react';
import darkStyles from '@elastic/charts/dist/theme_only_dark.css';
import lightStyles from '@elastic/charts/dist/theme_only_light.css';
import { Axis, BarSeries, Chart, DARK_THEME, LIGHT_THEME, Position, ScaleType, Settings } from '@elastic/charts';
import { useEuiTheme } from '@elastic/eui';
import type { AuditHistogramBucket } from '../../../../../common/audit_insights';

interface Props {
  buckets: AuditHistogramBucket[];
  /** The range asked for and the bucket width, so one busy bucket is a bar at its time, not the whole width. */
  range?: { from: string; to: string };
  intervalMs?: number;
  title: string;
  height?: number;
}

const DAY = 86_400_000;
const timeFormat = (intervalMs: number) => (ms: number) =>
  intervalMs >= DAY
    ? new Date(ms).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })
    : new Date(ms).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const STYLE_ID = 'echChartStyles';
const LEGEND_WIDTH = 250;

/** The chart library's stylesheet for the colour mode, once per document. */
function useChartStyles(dark: boolean) {
  useEffect(() => {
    let style = document.getElementById(STYLE_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      document.head.appendChild(style);
    }
    style.textContent = dark ? darkStyles : lightStyles;
  }, [dark]);
}

export const EventsChart: React.FC<Props> = ({ buckets, title, range, intervalMs = 3_600_000, height = 220 }) => {
  const { colorMode } = useEuiTheme();
  useChartStyles(colorMode === 'DARK');
  const data = buckets.flatMap((b) =>
    Object.entries(b.by_category).map(([category, count]) => ({ time: b.key, category, count }))
  );
  return (
    <div style={{ height }} data-test-subj="auditEventsChart" aria-label={title} role="img">
      <Chart title={title} size={{ height }}>
        <Settings
          baseTheme={colorMode === 'DARK' ? DARK_THEME : LIGHT_THEME}
          // The panel's own background shows through, in either colour mode.
          theme={{ background: { color: 'transparent' } }}
          showLegend
          legendPosition={Position.Right}
          // Room for the longest category names (COMPLIANCE_INTERNAL_CONFIG_WRITE); one that is still
          // cut shows in full in the label's tooltip.
          legendSize={LEGEND_WIDTH}
          {...(range
            ? { xDomain: { min: Date.parse(range.from), max: Date.parse(range.to), minInterval: intervalMs } }
            : {})}
        />
        <Axis id="time" position={Position.Bottom} tickFormat={timeFormat(intervalMs)} />
        <Axis id="count" position={Position.Left} ticks={4} tickFormat={(n: number) => String(Math.round(n))} />
        <BarSeries
          id="events"
          name="Events"
          data={data}
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
};

export default EventsChart;
