import cluster from 'cluster';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { OsdRequest, ResponseObserver } from '../http/types';
import type { StoreDialect } from '../store/types';
import { WorkerMetricsClient } from './workers_metrics';
import { RequestHistogram } from './request_histogram';
import type {
  CounterMetric,
  GaugeMetric,
  GaugeOptions,
  HistogramMetric,
  HistogramOptions,
  MetricOptions,
  MetricsAccess,
  MetricsAccessCheck,
  MetricsServiceSetup,
} from './types';

/** Request and query latencies, in seconds: from a cached SQLite read to a slow bcrypt login. */
export const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The `route` label of a request no route matched: never the raw path (unbounded, may hold secrets). */
export const UNMATCHED_ROUTE = 'unmatched';
const LINT_FAILING_DEFAULTS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];
const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;

export interface MetricsConfig {
  enabled: boolean;
  allowAnonymous: boolean;
  roles: readonly string[];
}

const noop = { inc: () => undefined, observe: () => undefined, set: () => undefined };

/**
 * The server's one Prometheus registry: core's request and store metrics, Node's process
 * metrics, and what plugins register through `core.metrics`. In a worker process the text
 * served is the whole worker pool's, assembled by the primary.
 */
export class MetricsService {
  readonly registry = new Registry();
  private readonly checks: MetricsAccessCheck[] = [];
  private requestDuration?: RequestHistogram;
  private storeDuration?: Histogram<'store'>;
  private worker?: WorkerMetricsClient;

  constructor(
    private readonly config: MetricsConfig,
    options: { inWorkerPool?: boolean } = {}
  ) {
    if (!config.enabled) return;
    collectDefaultMetrics({ register: this.registry });
    // Gauges whose names end in _total break Prometheus' naming rules (`promtool check metrics`
    // refuses them); each is the sum of its by-type series (`nodejs_active_handles{type}`), kept.
    for (const name of LINT_FAILING_DEFAULTS) this.registry.removeSingleMetric(name);
    this.requestDuration = new RequestHistogram(
      'http_server_request_duration_seconds',
      'Time from a request arriving until its answer was decided, by route pattern and status code.',
      LATENCY_BUCKETS,
      this.registry
    );
    this.storeDuration = new Histogram({
      name: 'store_query_duration_seconds',
      help: 'Time of each store query, by store (sqlite or postgresql).',
      labelNames: ['store'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    if (options.inWorkerPool ?? cluster.isWorker) this.worker = new WorkerMetricsClient(this.registry);
  }

  get enabled(): boolean {
    return this.config.enabled;
  }

  get access(): MetricsAccess {
    return { allowAnonymous: this.config.allowAnonymous, roles: [...this.config.roles] };
  }

  setup(): MetricsServiceSetup {
    return {
      enabled: this.config.enabled,
      access: this.access,
      counter: (options) => this.counter(options),
      histogram: (options) => this.histogram(options),
      gauge: (options) => this.gauge(options),
      registerAccessCheck: (check) => void this.checks.push(check),
    };
  }

  /** Records each answer in the request histogram (core's HTTP server calls it). */
  readonly responses: Pick<ResponseObserver, 'responded'> = {
    responded: (durationMs, answer) => {
      if (!this.requestDuration || !answer) return;
      this.requestDuration.observe(
        answer.method,
        answer.route ?? UNMATCHED_ROUTE,
        answer.statusCode,
        Math.max(0, durationMs) / 1000
      );
    },
  };

  /** Records one store query (the store service calls it). */
  observeQuery = (dialect: StoreDialect, durationMs: number): void => {
    this.storeDuration?.observe(
      { store: dialect === 'postgres' ? 'postgresql' : 'sqlite' },
      Math.max(0, durationMs) / 1000
    );
  };

  /** Runs the registered access checks (each throws to refuse). */
  async checkAccess(request: OsdRequest): Promise<void> {
    for (const check of this.checks) await check(request);
  }

  /** The exposition text: this process's registry, or the whole cluster's in a worker. */
  async collect(): Promise<{ contentType: string; text: string }> {
    const text = this.worker ? await this.worker.collect() : await this.registry.metrics();
    return { contentType: this.registry.contentType, text };
  }

  private counter<L extends string>(options: MetricOptions<L>): CounterMetric<L> {
    if (!this.config.enabled) return noop;
    const counter = new Counter<L>({ ...this.common(options), registers: [this.registry] });
    return { inc: (labels, value = 1) => counter.inc(labels ?? {}, value) };
  }

  private histogram<L extends string>(options: HistogramOptions<L>): HistogramMetric<L> {
    if (!this.config.enabled) return noop;
    const histogram = new Histogram<L>({
      ...this.common(options),
      buckets: [...(options.buckets ?? LATENCY_BUCKETS)],
      registers: [this.registry],
    });
    return { observe: (labels, seconds) => histogram.observe(labels, seconds) };
  }

  private gauge<L extends string>(options: GaugeOptions<L>): GaugeMetric<L> {
    if (!this.config.enabled) return noop;
    const { collect } = options;
    const gauge: Gauge<L> = new Gauge<L>({
      ...this.common(options),
      registers: [this.registry],
      // A failing reading must not fail the scrape: the gauge keeps its last value.
      ...(collect ? { collect: () => Promise.resolve(collect(handle)).catch(() => undefined) } : {}),
    });
    const handle: GaugeMetric<L> = { set: (labels, value) => gauge.set(labels, value) };
    return handle;
  }

  private common<L extends string>(options: MetricOptions<L>) {
    if (!NAME.test(options.name)) throw new Error(`"${options.name}" is no Prometheus metric name.`);
    return {
      name: options.name,
      help: options.help,
      labelNames: [...(options.labelNames ?? [])],
      aggregator: options.aggregator ?? 'sum',
    };
  }
}
