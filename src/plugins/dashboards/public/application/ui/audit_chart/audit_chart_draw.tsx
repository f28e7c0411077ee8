/**
 * Draws an "Audit chart" answer with @elastic/charts. Its own module, loaded with `import()`,
 * so the chart library stays out of every first bundle.
 */
import React from 'react';
import { Axis, BarSeries, Chart, DARK_THEME, LIGHT_THEME, Position, ScaleType, Settings } from '@elastic/charts';
import { useEuiTheme } from '@elastic/eui';
import { i18n } from '../../../../../../core/public';
import { ChartLegend, countFormat, timeFormat, useChartStyles } from '../../../../../../core/public/charts';
import type { AuditAggregateResponse } from '../../../../../security/common/audit_insights';
import type { AuditChartParams } from '../../../../../security/common/login_activity';
import messages from './messages.json';

interface Props {
  data: AuditAggregateResponse;
  params: AuditChartParams;
  height: number;
}

/** A terms bucket without a value (e.g. a failed login that named no user). */
const noValueLabel = () => i18n.translate(messages.noValue);

/** What differs between the two charts; the count axis and the "Events" bars are common. */
interface ChartSpec {
  settings: Partial<React.ComponentProps<typeof Settings>>;
  valueAxis: Pick<React.ComponentProps<typeof Axis>, 'id' | 'position' | 'tickFormat'>;
  countPosition: Position;
  series: Omit<React.ComponentProps<typeof BarSeries>, 'name' | 'yScaleType' | 'yAccessors'>;
}

/** Events over time, stacked by category (only the categories asked for, when some are). */
function histogramSpec(
  histogram: NonNullable<AuditAggregateResponse['histogram']>,
  data: AuditAggregateResponse,
  params: AuditChartParams
): ChartSpec {
  const { buckets, interval_ms: intervalMs } = histogram;
  const shown = params.categories && params.categories.length > 0 ? new Set(params.categories) : undefined;
  const rows = buckets.flatMap((b) =>
    Object.entries(b.by_category)
      .filter(([category]) => !shown || shown.has(category))
      .map(([category, count]) => ({ time: b.key, category, count }))
  );
  return {
    settings: {
      showLegend: true,
      legendPosition: Position.Bottom,
      // Its labels in the page's language; the library's own legend speaks English.
      customLegend: ChartLegend,
      xDomain: { min: Date.parse(data.range.from), max: Date.parse(data.range.to), minInterval: intervalMs },
    },
    valueAxis: { id: 'time', position: Position.Bottom, tickFormat: timeFormat(intervalMs) },
    countPosition: Position.Left,
    series: {
      id: 'events',
      data: rows,
      xScaleType: ScaleType.Time,
      xAccessor: 'time',
      splitSeriesAccessors: ['category'],
      stackAccessors: ['time'],
    },
  };
}

/** Events by value of one field, as horizontal bars. */
function termsSpec(data: AuditAggregateResponse): ChartSpec {
  const rows = (data.terms?.buckets ?? []).map((b) => ({ value: b.key ?? noValueLabel(), count: b.count }));
  return {
    settings: { rotation: 90 },
    valueAxis: { id: 'value', position: Position.Left },
    countPosition: Position.Bottom,
    series: { id: 'terms', data: rows, xScaleType: ScaleType.Ordinal, xAccessor: 'value' },
  };
}

export const AuditChartDraw: React.FC<Props> = ({ data, params, height }) => {
  const { colorMode } = useEuiTheme();
  const dark = colorMode === 'DARK';
  useChartStyles(dark);
  const spec = data.histogram ? histogramSpec(data.histogram, data, params) : termsSpec(data);
  return (
    <div
      style={{ height }}
      data-test-subj="auditChart"
      role="figure"
      aria-label={i18n.translate(messages.ariaLabel, { count: data.total })}
    >
      <Chart size={{ height }}>
        <Settings
          baseTheme={dark ? DARK_THEME : LIGHT_THEME}
          theme={{ background: { color: 'transparent' } }}
          // The time axis's dates (its second line) in the page's language, as the ticks above.
          locale={i18n.getLocale()}
          // The figure's label says it in the page's language; the library's summary is English.
          ariaUseDefaultSummary={false}
          noResults={<p>{i18n.translate(messages.empty)}</p>}
          {...spec.settings}
        />
        <Axis {...spec.valueAxis} />
        <Axis id="count" position={spec.countPosition} ticks={4} tickFormat={countFormat} />
        <BarSeries
          name={i18n.translate(messages.seriesName)}
          yScaleType={ScaleType.Linear}
          yAccessors={['count']}
          {...spec.series}
        />
      </Chart>
    </div>
  );
};

export default AuditChartDraw;
