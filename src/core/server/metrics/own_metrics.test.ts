import { AggregatorRegistry, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { OwnCounter, OwnGauge, OwnHistogram, type RegistryMetric } from './own_metrics';

const register = (registry: Registry, metric: RegistryMetric) =>
  registry.registerMetric(metric as unknown as Parameters<Registry['registerMetric']>[0]);

/** The same recordings into our metrics and prom-client's, each in a registry of its own. */
function both() {
  const ours = new Registry();
  const theirs = new Registry();
  const logins = new OwnCounter('test_logins_total', 'Logins.', ['auth_type', 'outcome'], 'sum');
  const requests = new OwnCounter('test_requests_total', 'Requests.', [], 'sum');
  const idle = new OwnCounter('test_idle_total', 'Never counted.', [], 'sum');
  const sessions: OwnGauge = new OwnGauge('test_sessions', 'Sessions.', [], 'max', () =>
    Promise.resolve(sessions.set({}, 7))
  );
  const sinks = new OwnGauge('test_sink_events', 'Events.', ['protocol'], 'sum');
  const waits = new OwnHistogram('test_wait_seconds', 'Waits.', ['store'], 'sum', [0.01, 0.1, 1]);
  const quiet = new OwnHistogram('test_quiet_seconds', 'Nothing observed.', [], 'sum', [0.5, 5]);
  for (const metric of [logins, requests, idle, sessions, sinks, waits, quiet]) register(ours, metric);

  const labels = ['auth_type', 'outcome'];
  const theirLogins = new Counter({
    name: 'test_logins_total',
    help: 'Logins.',
    labelNames: labels,
    registers: [theirs],
  });
  const theirRequests = new Counter({ name: 'test_requests_total', help: 'Requests.', registers: [theirs] });
  new Counter({ name: 'test_idle_total', help: 'Never counted.', registers: [theirs] });
  const theirSessions: Gauge = new Gauge({
    name: 'test_sessions',
    help: 'Sessions.',
    aggregator: 'max',
    registers: [theirs],
    collect: () => theirSessions.set({}, 7),
  });
  const theirSinks = new Gauge({
    name: 'test_sink_events',
    help: 'Events.',
    labelNames: ['protocol'],
    registers: [theirs],
  });
  const theirWaits = new Histogram({
    name: 'test_wait_seconds',
    help: 'Waits.',
    labelNames: ['store'],
    buckets: [0.01, 0.1, 1],
    registers: [theirs],
  });
  new Histogram({ name: 'test_quiet_seconds', help: 'Nothing observed.', buckets: [0.5, 5], registers: [theirs] });

  for (const [auth_type, outcome, by] of [
    ['basicauth', 'success', 1],
    ['basicauth', 'failure', 2],
    ['basicauth', 'success', 3],
    ['saml', 'success', 1],
  ] as const) {
    logins.inc({ auth_type, outcome }, by);
    theirLogins.inc({ auth_type, outcome }, by);
  }
  requests.inc(undefined);
  theirRequests.inc();
  for (const [protocol, value] of [
    ['tcp', 4],
    ['udp', 2],
    ['tcp', 9],
  ] as const) {
    sinks.set({ protocol }, value);
    theirSinks.set({ protocol }, value);
  }
  // Below the first bound, on a bound, between bounds, past the last one.
  for (const [store, seconds] of [
    ['sqlite', 0.001],
    ['sqlite', 0.1],
    ['postgresql', 0.5],
    ['sqlite', 42],
  ] as const) {
    waits.observe({ store }, seconds);
    theirWaits.observe({ store }, seconds);
  }
  return { ours, theirs, logins, waits };
}

describe('the metrics recorded without prom-client', () => {
  it("expose the same text as prom-client's counters, gauges and histograms given the same recordings", async () => {
    const { ours, theirs } = both();
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toMatch(/^test_logins_total\{auth_type="basicauth",outcome="success"\} 4$/m);
    expect(text).toMatch(/^test_idle_total 0$/m);
    expect(text).toMatch(/^test_sessions 7$/m);
    expect(text).toMatch(/^test_sink_events\{protocol="tcp"\} 9$/m);
    expect(text).toMatch(/^test_wait_seconds_bucket\{le="0.1",store="sqlite"\} 2$/m);
    expect(text).toMatch(/^test_wait_seconds_bucket\{le="\+Inf",store="sqlite"\} 3$/m);
    expect(text).toMatch(/^test_quiet_seconds_count 0$/m);
  });

  it("give the same JSON, so a worker pool's metrics are aggregated alike", async () => {
    const { ours, theirs } = both();
    const [a, b] = [await ours.getMetricsAsJSON(), await theirs.getMetricsAsJSON()];
    expect(a).toEqual(b);
    const summed = await AggregatorRegistry.aggregate([a, a]).metrics();
    expect(summed).toMatch(/^test_logins_total\{auth_type="basicauth",outcome="failure"\} 4$/m);
    // A gauge aggregated by max: one reading, not the workers' sum.
    expect(summed).toMatch(/^test_sessions 7$/m);
  });

  it('refuse what prom-client refuses: an undeclared label, a counter going down, a value that is no number', () => {
    const { logins, waits } = both();
    expect(() => logins.inc({ user: 'admin' } as never)).toThrow(
      'Added label "user" is not included in initial labelset'
    );
    expect(() => logins.inc({ auth_type: 'basicauth' }, -1)).toThrow('It is not possible to decrease a counter');
    expect(() => waits.observe({ store: 'sqlite' }, Number.NaN)).toThrow(TypeError);
  });

  it('start over when the registry is reset', async () => {
    const { ours } = both();
    ours.resetMetrics();
    const text = await ours.metrics();
    expect(text).not.toContain('test_logins_total{');
    expect(text).toMatch(/^test_requests_total 0$/m);
  });
});
