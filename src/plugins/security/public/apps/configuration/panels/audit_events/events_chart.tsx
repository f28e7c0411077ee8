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
  title: string;
  height?: number;
}

const timeFormat = (ms: number) => new Date(ms).toLocaleString();
const STYLE_ID = 'echChartStyles';

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

export const EventsChart: React.FC<Props> = ({ buckets, title, height = 220 }) => {
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
          showLegend
          legendPosition={Position.Right}
        />
        <Axis id="time" position={Position.Bottom} tickFormat={timeFormat} />
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
