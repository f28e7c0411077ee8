import type { OsdRequest } from '../http/types';

/** Label names and values of one series; values must never carry a secret (a user, token or path). */
export type MetricLabels<L extends string = string> = Partial<Record<L, string | number>>;

/**
 * How per-worker values of a metric are combined when `server.workers` > 1: `sum` (the default,
 * for counters and histograms), or `max` / `min` / `first` / `average` for a gauge every worker
 * reads from the same shared source (sessions in the store, the backend's reachability).
 */
export type MetricAggregator = 'sum' | 'max' | 'min' | 'first' | 'average' | 'omit';

export interface MetricOptions<L extends string> {
  /** Prometheus name: `[a-z_][a-z0-9_]*`, prefixed by its owner (`security_`, `http_`). */
  name: string;
  help: string;
  labelNames?: readonly L[];
  aggregator?: MetricAggregator;
}

export interface HistogramOptions<L extends string> extends MetricOptions<L> {
  /** Upper bounds in seconds; core's request buckets by default. */
  buckets?: readonly number[];
}

export interface GaugeOptions<L extends string> extends MetricOptions<L> {
  /** Read at each scrape (a count from the store, a probe); `set` from here updates the value. */
  collect?: (gauge: GaugeMetric<L>) => void | Promise<void>;
}

export interface CounterMetric<L extends string = string> {
  inc(labels?: MetricLabels<L>, value?: number): void;
}

export interface HistogramMetric<L extends string = string> {
  observe(labels: MetricLabels<L>, seconds: number): void;
}

export interface GaugeMetric<L extends string = string> {
  set(labels: MetricLabels<L>, value: number): void;
}

/** Who may read `/api/metrics` (config `monitoring.*`), as the security plugin enforces it. */
export interface MetricsAccess {
  /** `monitoring.allowAnonymous`: the endpoint is open to anyone, like `status.allowAnonymous`. */
  allowAnonymous: boolean;
  /** `monitoring.roles`: security roles that may read the metrics besides the cluster permission. */
  roles: readonly string[];
}

/**
 * Decides whether the authenticated caller of `/api/metrics` may read it: throws an `HttpError`
 * (403) to refuse. Registered by the security plugin; without one any authenticated caller may.
 */
export type MetricsAccessCheck = (request: OsdRequest) => void | Promise<void>;

/** `core.metrics` in a plugin's setup: one registry for the whole server (and every worker). */
export interface MetricsServiceSetup {
  /** `monitoring.enabled`: when false the metrics below are no-ops and `/api/metrics` is 404. */
  enabled: boolean;
  access: MetricsAccess;
  counter<L extends string = never>(options: MetricOptions<L>): CounterMetric<L>;
  histogram<L extends string = never>(options: HistogramOptions<L>): HistogramMetric<L>;
  gauge<L extends string = never>(options: GaugeOptions<L>): GaugeMetric<L>;
  registerAccessCheck(check: MetricsAccessCheck): void;
}
