/**
 * The stacked histogram of events over time by category: bars drawn on a canvas, the legend, a
 * tooltip for the bucket under the pointer or picked with the arrow keys. Drawn here rather than
 * with @elastic/charts, whose ~1 MB chunk the events page waited on (parsed and run) before its
 * first chart; still its own chunk (loaded with `import()`), so only this page downloads it.
 */
import React, { useEffect, useMemo, useRef, useState } from 'react';
import { euiPaletteColorBlind, useEuiTheme } from '@elastic/eui';
import type { AuditHistogramBucket } from '../../../../../../common/audit_insights';
import { i18n } from '../../../../../../../../core/public';
import {
  bucketAt,
  bucketTotal,
  countTicks,
  stackOrder,
  timeDomain,
  timeTicks,
  type ChartDomain,
} from './events_chart_layout';
import messages from './messages.json';

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
    ? new Date(ms).toLocaleDateString(i18n.getLocale(), { month: 'short', day: 'numeric' })
    : new Date(ms).toLocaleString(i18n.getLocale(), {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
/** Room for the longest category names (COMPLIANCE_INTERNAL_CONFIG_WRITE); a cut one shows in full in its title. */
const LEGEND_WIDTH = 250;
const MARGIN = { left: 48, right: 8, top: 8, bottom: 22 };
/** About one time label per this many pixels. */
const PX_PER_TIME_TICK = 110;

interface Plot {
  width: number;
  height: number;
  domain: ChartDomain;
  intervalMs: number;
}

const plotX = (plot: Plot, t: number) =>
  MARGIN.left +
  ((t - plot.domain.from) / (plot.domain.to - plot.domain.from)) * (plot.width - MARGIN.left - MARGIN.right);

interface DrawStyle {
  text: string;
  grid: string;
  font: string;
  colors: string[];
}

function draw(
  canvas: HTMLCanvasElement,
  plot: Plot,
  buckets: AuditHistogramBucket[],
  order: string[],
  active: number,
  style: DrawStyle
) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(plot.width * ratio);
  canvas.height = Math.round(plot.height * ratio);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, plot.width, plot.height);
  const plotH = plot.height - MARGIN.top - MARGIN.bottom;
  const ticks = countTicks(Math.max(0, ...buckets.map(bucketTotal)));
  const top = ticks[ticks.length - 1];
  const y = (value: number) => MARGIN.top + plotH - (value / top) * plotH;
  ctx.font = style.font;
  ctx.fillStyle = style.text;
  ctx.strokeStyle = style.grid;
  ctx.lineWidth = 1;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const tick of ticks) {
    const ty = Math.round(y(tick)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(MARGIN.left, ty);
    ctx.lineTo(plot.width - MARGIN.right, ty);
    ctx.stroke();
    ctx.fillText(String(tick), MARGIN.left - 6, ty);
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  const format = timeFormat(plot.intervalMs);
  const count = Math.max(1, Math.floor((plot.width - MARGIN.left - MARGIN.right) / PX_PER_TIME_TICK));
  for (const t of timeTicks(plot.domain, plot.intervalMs, count))
    ctx.fillText(format(t), plotX(plot, t), plot.height - 6);

  ctx.save();
  ctx.beginPath();
  ctx.rect(MARGIN.left, MARGIN.top, plot.width - MARGIN.left - MARGIN.right, plotH);
  ctx.clip();
  let bars = 0;
  buckets.forEach((bucket, i) => {
    const x0 = plotX(plot, bucket.key);
    const barWidth = Math.max(1, plotX(plot, bucket.key + plot.intervalMs) - x0 - 1);
    ctx.globalAlpha = active < 0 || active === i ? 1 : 0.45;
    let below = 0;
    if (bucketTotal(bucket) > 0) bars += 1;
    order.forEach((category, ci) => {
      const n = bucket.by_category[category as keyof typeof bucket.by_category] ?? 0;
      if (!n) return;
      ctx.fillStyle = style.colors[ci % style.colors.length];
      ctx.fillRect(x0, y(below + n), barWidth, y(below) - y(below + n));
      below += n;
    });
  });
  ctx.restore();
  // What the canvas shows, for tests and the bench (a canvas' pixels are not in the DOM): the
  // number of bars drawn, 0 until the histogram's answer is in.
  canvas.dataset.bars = String(bars);
}

/** The chart's width follows its box (the page's panel), redrawn when the window resizes. */
function useWidth(ref: React.RefObject<HTMLElement>) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Memoised: the page draws again as each facet's count arrives, which changes nothing here. */
export const EventsChart = React.memo(function EventsChart({
  buckets,
  title,
  range,
  intervalMs = 3_600_000,
  height = 220,
}: Props) {
  const { euiTheme } = useEuiTheme();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useWidth(boxRef);
  const [active, setActive] = useState(-1);
  const order = useMemo(() => stackOrder(buckets), [buckets]);
  const colors = useMemo(() => euiPaletteColorBlind({ rotations: Math.max(1, Math.ceil(order.length / 10)) }), [order]);
  const domain = useMemo(() => timeDomain(buckets, intervalMs, range), [buckets, intervalMs, range]);
  const plot = useMemo(() => ({ width, height, domain, intervalMs }), [width, height, domain, intervalMs]);
  const format = timeFormat(intervalMs);

  useEffect(() => setActive(-1), [buckets]);
  useEffect(() => {
    if (!canvasRef.current || width <= 0) return;
    draw(canvasRef.current, plot, buckets, order, active, {
      text: euiTheme.colors.textSubdued,
      grid: euiTheme.border.color,
      font: `11px ${euiTheme.font.family}`,
      colors,
    });
  }, [plot, buckets, order, active, colors, euiTheme, width]);

  const pick = (event: React.MouseEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const share = (event.clientX - box.left - MARGIN.left) / (width - MARGIN.left - MARGIN.right);
    setActive(bucketAt(buckets, intervalMs, domain.from + share * (domain.to - domain.from)));
  };
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

  const shown = active >= 0 ? buckets[active] : undefined;
  const total = buckets.reduce((sum, bucket) => sum + bucketTotal(bucket), 0);
  const summary = i18n.translate(messages.chartSummary, { title, count: total });
  return (
    <div data-test-subj="auditEventsChart" role="figure" aria-label={title} style={{ display: 'flex', height }}>
      <div ref={boxRef} style={{ position: 'relative', flex: 1, minWidth: 0 }}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={summary}
          tabIndex={0}
          style={{ width: '100%', height, display: 'block' }}
          onMouseMove={pick}
          onMouseLeave={() => setActive(-1)}
          onKeyDown={onKeyDown}
          onBlur={() => setActive(-1)}
        />
        {shown && (
          <div
            role="status"
            data-test-subj="auditEventsChartTooltip"
            style={{
              position: 'absolute',
              top: MARGIN.top,
              left: Math.min(Math.max(0, plotX(plot, shown.key) + 8), Math.max(0, width - 220)),
              pointerEvents: 'none',
              background: euiTheme.colors.emptyShade,
              border: `1px solid ${euiTheme.border.color}`,
              borderRadius: 4,
              padding: '4px 8px',
              fontSize: 12,
              maxWidth: 220,
            }}
          >
            <strong>{format(shown.key)}</strong>
            {order
              .filter((category) => shown.by_category[category as keyof typeof shown.by_category])
              .map((category) => (
                <div key={category}>
                  {category}:{' '}
                  {shown.by_category[category as keyof typeof shown.by_category]?.toLocaleString(i18n.getLocale())}
                </div>
              ))}
            {bucketTotal(shown) === 0 && <div>{i18n.translate(messages.chartNoEvents)}</div>}
          </div>
        )}
      </div>
      <ul
        aria-label={i18n.translate(messages.chartLegendLabel)}
        style={{ width: LEGEND_WIDTH, overflowY: 'auto', margin: 0, padding: '4px 0 0 12px', listStyle: 'none' }}
      >
        {order.map((category, i) => (
          <li
            key={category}
            title={category}
            style={{ fontSize: 12, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                marginRight: 6,
                borderRadius: 2,
                background: colors[i % colors.length],
              }}
            />
            {category}
          </li>
        ))}
      </ul>
    </div>
  );
});

export default EventsChart;
