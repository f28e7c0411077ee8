import { formatBytes, formatFloat, formatTime } from './format';
import type { ServerStatusResponse } from './types';
import { i18n } from '../../i18n';

/** One unit of an uptime ("4 min"), in the page's language. */
const UPTIME_UNITS: Array<[seconds: number, text: (n: number) => string]> = [
  [86_400, (n) => i18n.translate('core.status.uptime.days', { defaultMessage: '{n} d', values: { n } })],
  [3_600, (n) => i18n.translate('core.status.uptime.hours', { defaultMessage: '{n} h', values: { n } })],
  [60, (n) => i18n.translate('core.status.uptime.minutes', { defaultMessage: '{n} min', values: { n } })],
  [1, (n) => i18n.translate('core.status.uptime.seconds', { defaultMessage: '{n} s', values: { n } })],
];

/** "3 d 4 h", "2 h 5 min", "42 s": the two largest units are enough to read at a glance. */
export function formatUptime(millis: number | undefined): string {
  if (millis === undefined || !Number.isFinite(millis) || millis < 0) return '-';
  let rest = Math.floor(millis / 1000);
  const parts = UPTIME_UNITS.map(([size, text]) => {
    const n = Math.floor(rest / size);
    rest -= n * size;
    return { n, text };
  });
  const first = parts.findIndex(({ n }) => n > 0);
  if (first === -1) return parts[parts.length - 1].text(0);
  return parts
    .slice(first, first + 2)
    .filter(({ n }) => n > 0)
    .map(({ n, text }) => text(n))
    .join(' ');
}

export interface FormattedMetric {
  /** Stable key for tests and React: 'heapLimit', 'requestsPerSecond'… */
  key: string;
  name: string;
  value: string;
}

/** The metric tiles of the status page, in display order, already formatted. */
export function formatServerMetrics(metrics: ServerStatusResponse['metrics']): FormattedMetric[] {
  const { heap } = metrics.process.memory;
  const load = metrics.os.load;
  const interval = metrics.collection_interval_in_millis;
  return [
    // size_limit is V8's ceiling for the heap, not what it holds now (issue 44).
    {
      key: 'heapLimit',
      name: i18n.translate('core.status.metrics.heapLimit', { defaultMessage: 'Heap limit' }),
      value: formatBytes(heap.size_limit),
    },
    {
      key: 'heapUsed',
      name: i18n.translate('core.status.metrics.heapUsed', { defaultMessage: 'Heap used' }),
      value: formatBytes(heap.used_in_bytes),
    },
    {
      key: 'uptime',
      name: i18n.translate('core.status.metrics.uptime', { defaultMessage: 'Uptime' }),
      value: formatUptime(metrics.process.uptime_in_millis),
    },
    {
      key: 'load',
      name: i18n.translate('core.status.metrics.load', { defaultMessage: 'Load' }),
      value: [load['1m'], load['5m'], load['15m']].map(formatFloat).join(', '),
    },
    {
      key: 'responseTimeAvg',
      name: i18n.translate('core.status.metrics.responseTimeAvg', { defaultMessage: 'Response time avg' }),
      value: formatTime(metrics.response_times.avg_in_millis),
    },
    {
      key: 'responseTimeMax',
      name: i18n.translate('core.status.metrics.responseTimeMax', { defaultMessage: 'Response time max' }),
      value: formatTime(metrics.response_times.max_in_millis),
    },
    {
      key: 'requestsPerSecond',
      name: i18n.translate('core.status.metrics.requestsPerSecond', { defaultMessage: 'Requests per second' }),
      // Without an interval there is no rate; formatFloat shows '-' for the resulting NaN.
      value: formatFloat(interval > 0 ? (metrics.requests.total * 1000) / interval : Number.NaN),
    },
  ];
}
