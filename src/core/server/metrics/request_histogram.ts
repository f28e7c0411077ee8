import type { Registry } from 'prom-client';

/** One series of the histogram: its labels, its per-bucket counts (not yet cumulative), sum and count. */
interface Series {
  readonly labels: { method: string; route: string; status_code: number };
  readonly counts: number[];
  sum: number;
  count: number;
}

/** A sample as prom-client's registry takes it from a metric's `get()` (the shape its Histogram gives). */
interface Sample {
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string | number>;
  value: number;
  metricName: string;
  /** Buckets carry `null` (no exemplar), as prom-client's do. */
  exemplar?: null;
}

/**
 * The request-duration histogram, recorded on every answer. prom-client's Histogram hashes its
 * label object into a string, validates the labels and looks the string up on each observation
 * (about a microsecond per request, a twentieth of an authenticated request's CPU); here a
 * series is found through three Map lookups on values the request already holds (the route's
 * pattern and the method are the same string objects on every request). Registered in the
 * registry as a metric of its own whose `get()` gives what a prom-client Histogram gives, so the
 * exposition text and the worker pool's aggregation are the same.
 */
export class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  /** route → method → status code → series. */
  private series = new Map<string, Map<string, Map<number, Series>>>();
  /** Every series in the order it first appeared (the order prom-client exposes them in). */
  private all: Series[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
    registry: Registry
  ) {
    // The registry asks a metric only for name, get() (and reset()); its typings want a prom-client class.
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (!byMethod) this.series.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(statusCode);
    if (!series) {
      series = {
        labels: { method, route, status_code: statusCode },
        counts: this.buckets.map(() => 0),
        sum: 0,
        count: 0,
      };
      byStatus.set(statusCode, series);
      this.all.push(series);
    }
    const { buckets } = this;
    // Past the last bound the value counts only in +Inf (the series' count).
    for (let i = 0; i < buckets.length; i++) {
      if (seconds <= buckets[i]) {
        series.counts[i]++;
        break;
      }
    }
    series.sum += seconds;
    series.count++;
  }

  /** Labels apart (`sharedLabels`), as the registry's text exposition takes them. */
  getForPromString(): Promise<{ name: string; help: string; type: string; values: Sample[]; aggregator: string }> {
    const values: Sample[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const series of this.all) {
      const shared = { ...series.labels };
      let total = 0;
      this.buckets.forEach((bound, i) => {
        total += series.counts[i];
        values.push({
          labels: { le: bound },
          sharedLabels: shared,
          value: total,
          metricName: bucketName,
          exemplar: null,
        });
      });
      values.push({
        labels: { le: '+Inf' },
        sharedLabels: shared,
        value: series.count,
        metricName: bucketName,
        exemplar: null,
      });
      values.push({ labels: {}, sharedLabels: shared, value: series.sum, metricName: `${this.name}_sum` });
      values.push({ labels: {}, sharedLabels: shared, value: series.count, metricName: `${this.name}_count` });
    }
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator });
  }

  /** Labels merged, as prom-client's `getMetricsAsJSON` (and so the worker pool's aggregation) takes them. */
  async get() {
    const data = await this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ labels, sharedLabels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }

  reset(): void {
    this.series = new Map();
    this.all = [];
  }
}
