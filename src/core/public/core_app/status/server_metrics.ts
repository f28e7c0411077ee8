import { formatBytes, formatFloat, formatTime } from './format';
import type { ServerStatusResponse } from './types';

export interface FormattedMetric {
  /** Stable key for tests and React: 'heapTotal', 'requestsPerSecond'… */
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
    { key: 'heapTotal', name: 'Heap total', value: formatBytes(heap.size_limit) },
    { key: 'heapUsed', name: 'Heap used', value: formatBytes(heap.used_in_bytes) },
    { key: 'load', name: 'Load', value: [load['1m'], load['5m'], load['15m']].map(formatFloat).join(', ') },
    { key: 'responseTimeAvg', name: 'Response time avg', value: formatTime(metrics.response_times.avg_in_millis) },
    { key: 'responseTimeMax', name: 'Response time max', value: formatTime(metrics.response_times.max_in_millis) },
    {
      key: 'requestsPerSecond',
      name: 'Requests per second',
      // Without an interval there is no rate; formatFloat shows '-' for the resulting NaN.
      value: formatFloat(interval > 0 ? (metrics.requests.total * 1000) / interval : Number.NaN),
    },
  ];
}
