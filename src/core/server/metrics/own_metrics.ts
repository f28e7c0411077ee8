import type { MetricAggregator, MetricLabels } from './types';

/** One value as prom-client's registry takes it from a metric's `get()`. */
export interface MetricValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
  /** Histogram buckets carry `null` (no exemplar), as prom-client's do. */
  exemplar?: null;
}

/** What prom-client's registry (text exposition, worker pool aggregation) reads from a metric. */
export interface RegistryMetric {
  readonly name: string;
  readonly help: string;
  readonly type: 'counter' | 'gauge' | 'histogram';
  readonly aggregator: MetricAggregator;
  get(): Promise<{ name: string; help: string; type: string; values: MetricValue[]; aggregator: string }>;
  reset(): void;
}

interface Series<T> {
  labels: Record<string, string | number>;
  data: T;
}

/**
 * The values of one metric by label set, kept without prom-client: the server records its
 * counters, gauges and histograms from the start, and prom-client (about 2 MB of heap with
 * @opentelemetry/api) is loaded only when `/api/metrics` is first scraped, which many servers never
 * are. Labels are checked as prom-client checks them: a name the metric did not declare throws.
 */
abstract class LabeledMetric<T> implements RegistryMetric {
  abstract readonly type: 'counter' | 'gauge' | 'histogram';
  /** Label set key → series, in the order each first appeared (the order prom-client exposes them in). */
  protected series = new Map<string, Series<T>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
    readonly aggregator: MetricAggregator
  ) {}

  protected seriesOf(labels: MetricLabels | undefined): Series<T> {
    let key = '';
    if (labels) {
      for (const name in labels) {
        if (!this.labelNames.includes(name)) {
          throw new Error(
            `Added label "${name}" is not included in initial labelset: ${JSON.stringify(this.labelNames)}`
          );
        }
      }
      for (const name of this.labelNames) key += `${String(labels[name] ?? '')}\u0000`;
    }
    let series = this.series.get(key);
    if (!series) {
      series = { labels: { ...(labels as Record<string, string | number> | undefined) }, data: this.empty() };
      this.series.set(key, series);
    }
    return series;
  }

  protected abstract empty(): T;
  protected abstract valuesOf(series: Series<T>): MetricValue[];

  /** Before each reading: a gauge's collect. */
  protected refresh(): Promise<void> {
    return Promise.resolve();
  }

  async get() {
    await this.refresh();
    // prom-client shows a metric without labels as 0 before anything is recorded.
    if (this.labelNames.length === 0) this.seriesOf(undefined);
    const values: MetricValue[] = [];
    for (const series of this.series.values()) values.push(...this.valuesOf(series));
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.series = new Map();
  }
}

const finite = (value: number) => {
  if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${String(value)}`);
  return value;
};

export class OwnCounter extends LabeledMetric<{ value: number }> {
  readonly type = 'counter';

  inc(labels: MetricLabels | undefined, value = 1): void {
    if (finite(value) < 0) throw new Error('It is not possible to decrease a counter');
    this.seriesOf(labels).data.value += value;
  }

  protected empty() {
    return { value: 0 };
  }

  protected valuesOf({ labels, data }: Series<{ value: number }>): MetricValue[] {
    return [{ labels: { ...labels }, value: data.value }];
  }
}

export class OwnGauge extends LabeledMetric<{ value: number }> {
  readonly type = 'gauge';

  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    aggregator: MetricAggregator,
    private readonly collect?: () => Promise<unknown>
  ) {
    super(name, help, labelNames, aggregator);
  }

  set(labels: MetricLabels | undefined, value: number): void {
    // A gauge may read NaN or an infinity (prom-client takes any number there).
    if (typeof value !== 'number') throw new TypeError(`Value is not a valid number: ${String(value)}`);
    this.seriesOf(labels).data.value = value;
  }

  protected override refresh(): Promise<void> {
    return this.collect ? this.collect().then(() => undefined) : Promise.resolve();
  }

  protected empty() {
    return { value: 0 };
  }

  protected valuesOf({ labels, data }: Series<{ value: number }>): MetricValue[] {
    return [{ labels: { ...labels }, value: data.value }];
  }
}

interface Buckets {
  /** Per bucket, not yet cumulative. */
  counts: number[];
  sum: number;
  count: number;
}

export class OwnHistogram extends LabeledMetric<Buckets> {
  readonly type = 'histogram';

  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    aggregator: MetricAggregator,
    private readonly buckets: readonly number[]
  ) {
    super(name, help, labelNames, aggregator);
  }

  observe(labels: MetricLabels | undefined, value: number): void {
    const { data } = this.seriesOf(labels);
    finite(value);
    // Past the last bound the value counts only in +Inf (the series' count).
    const bucket = this.buckets.findIndex((bound) => value <= bound);
    if (bucket >= 0) data.counts[bucket]++;
    data.sum += value;
    data.count++;
  }

  protected empty(): Buckets {
    return { counts: this.buckets.map(() => 0), sum: 0, count: 0 };
  }

  protected valuesOf({ labels, data }: Series<Buckets>): MetricValue[] {
    const bucketName = `${this.name}_bucket`;
    // `le` first, where prom-client puts it.
    let total = 0;
    const values: MetricValue[] = this.buckets.map((bound, i) => {
      total += data.counts[i];
      return { labels: { le: bound, ...labels }, value: total, metricName: bucketName, exemplar: null };
    });
    values.push({ labels: { le: '+Inf', ...labels }, value: data.count, metricName: bucketName, exemplar: null });
    values.push({ labels: { ...labels }, value: data.sum, metricName: `${this.name}_sum` });
    values.push({ labels: { ...labels }, value: data.count, metricName: `${this.name}_count` });
    return values;
  }
}
