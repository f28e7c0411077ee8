import cluster from 'cluster';
import type * as PromClient from 'prom-client';
import type { OsdRequest, ResponseObserver } from '../http/types';
import type { StoreDialect } from '../store/types';
import { OwnCounter, OwnGauge, OwnHistogram, type RegistryMetric } from './own_metrics';
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
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
/** prom-client's `Registry.PROMETHEUS_CONTENT_TYPE`, known before it is loaded. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

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
 *
 * The metrics are recorded without prom-client (own_metrics.ts, request_histogram.ts), which is
 * loaded with Node's process metrics on the first scrape: until then the server does not hold it
 * (about 2 MB of heap with @opentelemetry/api). A worker of a pool loads it at start, since the
 * primary may ask any worker for its metrics when another one is scraped.
 */
export class MetricsService {
  private registry?: PromClient.Registry;
  /** Every metric made so far by name, registered in the registry when it is made. */
  private readonly metrics = new Map<string, RegistryMetric | RequestHistogram>();
  private readonly checks: MetricsAccessCheck[] = [];
  private requestDuration?: RequestHistogram;
  private storeDuration?: OwnHistogram;
  private worker?: WorkerMetricsClient;

  constructor(
    private readonly config: MetricsConfig,
    options: { inWorkerPool?: boolean } = {}
  ) {
    if (!config.enabled) return;
    this.requestDuration = this.add(
      new RequestHistogram(
        'http_server_request_duration_seconds',
        'Time from a request arriving until its answer was decided, by route pattern and status code.',
        LATENCY_BUCKETS
      )
    );
    this.storeDuration = this.add(
      new OwnHistogram(
        'store_query_duration_seconds',
        'Time of each store query, by store (sqlite or postgresql).',
        ['store'],
        'sum',
        LATENCY_BUCKETS
      )
    );
    if (options.inWorkerPool ?? cluster.isWorker) this.worker = new WorkerMetricsClient(this.loadedRegistry());
  }

  /** The registry, made with prom-client's process metrics on first use (a scrape, or a worker's start). */
  private loadedRegistry(): PromClient.Registry {
    if (this.registry) return this.registry;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on the first scrape, not at start
    const prom = require('prom-client') as typeof PromClient;
    const registry = new prom.Registry();
    prom.collectDefaultMetrics({ register: registry });
    // Gauges whose names end in _total break Prometheus' naming rules (`promtool check metrics`
    // refuses them); each is the sum of its by-type series (`nodejs_active_handles{type}`), kept.
    for (const name of LINT_FAILING_DEFAULTS) registry.removeSingleMetric(name);
    for (const metric of this.metrics.values()) registry.registerMetric(asPromMetric(metric));
    this.registry = registry;
    return registry;
  }

  /** Keeps a new metric (a name taken twice throws, as prom-client's registry does). */
  private add<M extends RegistryMetric | RequestHistogram>(metric: M): M {
    if (this.metrics.has(metric.name))
      throw new Error(`A metric with the name ${metric.name} has already been registered.`);
    this.metrics.set(metric.name, metric);
    this.registry?.registerMetric(asPromMetric(metric));
    return metric;
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
    // Off, nothing was recorded: prom-client stays unloaded (the route is not even registered).
    if (!this.config.enabled) return { contentType: PROMETHEUS_CONTENT_TYPE, text: '\n' };
    const registry = this.loadedRegistry();
    const text = this.worker ? await this.worker.collect() : await registry.metrics();
    return { contentType: registry.contentType, text };
  }

  private counter<L extends string>(options: MetricOptions<L>): CounterMetric<L> {
    if (!this.config.enabled) return noop;
    const { name, help, labelNames, aggregator } = this.common(options);
    const counter = this.add(new OwnCounter(name, help, labelNames, aggregator));
    return { inc: (labels, value = 1) => counter.inc(labels, value) };
  }

  private histogram<L extends string>(options: HistogramOptions<L>): HistogramMetric<L> {
    if (!this.config.enabled) return noop;
    const { name, help, labelNames, aggregator } = this.common(options);
    if (labelNames.includes('le')) throw new Error('le is a reserved label keyword');
    const buckets = [...(options.buckets ?? LATENCY_BUCKETS)];
    const histogram = this.add(new OwnHistogram(name, help, labelNames, aggregator, buckets));
    return { observe: (labels, seconds) => histogram.observe(labels, seconds) };
  }

  private gauge<L extends string>(options: GaugeOptions<L>): GaugeMetric<L> {
    if (!this.config.enabled) return noop;
    const { name, help, labelNames, aggregator } = this.common(options);
    const { collect } = options;
    // A failing reading must not fail the scrape: the gauge keeps its last value.
    const read = collect ? () => Promise.resolve(collect(handle)).catch(() => undefined) : undefined;
    const gauge = this.add(new OwnGauge(name, help, labelNames, aggregator, read));
    const handle: GaugeMetric<L> = { set: (labels, value) => gauge.set(labels, value) };
    return handle;
  }

  private common<L extends string>(options: MetricOptions<L>) {
    if (!NAME.test(options.name)) throw new Error(`"${options.name}" is no Prometheus metric name.`);
    if (!(options.labelNames ?? []).every((label) => LABEL.test(label))) throw new Error('Invalid label name');
    return {
      name: options.name,
      help: options.help,
      labelNames: [...(options.labelNames ?? [])] as string[],
      aggregator: options.aggregator ?? 'sum',
    };
  }
}

/** The registry asks a metric only for name, get() (and reset()); its typings want a prom-client class. */
const asPromMetric = (metric: RegistryMetric | RequestHistogram) =>
  metric as unknown as Parameters<PromClient.Registry['registerMetric']>[0];
