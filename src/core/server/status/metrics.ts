import { getHeapStatistics } from 'v8';
import { loadavg } from 'os';

interface IntervalFigures {
  count: number;
  sumMs: number;
  maxMs: number;
  disconnects: number;
}

const emptyInterval = (): IntervalFigures => ({ count: 0, sumMs: 0, maxMs: 0, disconnects: 0 });

/**
 * Request figures for the status API. Response times are reported for the last complete
 * collection interval (so a reading covers a whole interval rather than its first few
 * milliseconds); before the first interval completes, the running one is reported instead.
 * The request and disconnect counts are per interval too, as upstream's collector resets them:
 * the status page's requests per second is requests.total * 1000 / collection interval (SPEC 9).
 */
export class RequestMetrics {
  private current = emptyInterval();
  private lastComplete?: IntervalFigures;
  private connections = 0;

  recordResponse(durationMs: number): void {
    const ms = Number.isFinite(durationMs) && durationMs > 0 ? durationMs : 0;
    this.current.count += 1;
    this.current.sumMs += ms;
    this.current.maxMs = Math.max(this.current.maxMs, ms);
  }

  recordDisconnect(): void {
    this.current.disconnects += 1;
  }

  connectionOpened(): void {
    this.connections += 1;
  }

  connectionClosed(): void {
    this.connections = Math.max(0, this.connections - 1);
  }

  /** Closes the running interval: its figures become the reported ones. */
  rollOver(): void {
    this.lastComplete = this.current;
    this.current = emptyInterval();
  }

  responseTimes(): { avg_in_millis: number; max_in_millis: number } {
    const figures = this.lastComplete ?? this.current;
    return {
      avg_in_millis: figures.count ? figures.sumMs / figures.count : 0,
      max_in_millis: figures.maxMs,
    };
  }

  requests(): { total: number; disconnects: number } {
    const figures = this.lastComplete ?? this.current;
    return { total: figures.count, disconnects: figures.disconnects };
  }

  concurrentConnections(): number {
    return this.connections;
  }
}

/** Live process and OS figures, read at the moment of the call. */
export function sampleProcess() {
  const memory = process.memoryUsage();
  const [oneMinute, fiveMinutes, fifteenMinutes] = loadavg();
  return {
    process: {
      memory: {
        heap: {
          size_limit: getHeapStatistics().heap_size_limit,
          used_in_bytes: memory.heapUsed,
          total_in_bytes: memory.heapTotal,
        },
      },
      uptime_in_millis: Math.round(process.uptime() * 1000),
    },
    os: { load: { '1m': oneMinute ?? 0, '5m': fiveMinutes ?? 0, '15m': fifteenMinutes ?? 0 } },
  };
}
