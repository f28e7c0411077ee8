import { AggregatorRegistry, Histogram, Registry } from 'prom-client';
import { LATENCY_BUCKETS } from './metrics_service';
import { RequestHistogram } from './request_histogram';

const NAME = 'http_server_request_duration_seconds';
const HELP = 'Time per request.';

/** Observations spread over the buckets, past the last bound, on a bound, and over several series. */
const OBSERVED: Array<[string, string, number, number]> = [
  ['GET', '/api/a', 200, 0.0004],
  ['GET', '/api/a', 200, 0.005],
  ['GET', '/api/a', 200, 0.3],
  ['GET', '/api/a', 200, 42],
  ['POST', '/api/a', 200, 0.02],
  ['GET', '/api/a', 404, 0.002],
  ['GET', 'unmatched', 404, 0.0001],
];

function both() {
  const ours = new Registry();
  const theirs = new Registry();
  const fast = new RequestHistogram(NAME, HELP, LATENCY_BUCKETS, ours);
  const reference = new Histogram({
    name: NAME,
    help: HELP,
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [theirs],
  });
  for (const [method, route, status, seconds] of OBSERVED) {
    fast.observe(method, route, status, seconds);
    reference.observe({ method, route, status_code: status }, seconds);
  }
  return { ours, theirs, fast };
}

describe('RequestHistogram', () => {
  it("exposes the same text as prom-client's Histogram given the same observations", async () => {
    const { ours, theirs } = both();
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toMatch(
      new RegExp(`^${NAME}_bucket\\{le="0.005",method="GET",route="/api/a",status_code="200"\\} 2$`, 'm')
    );
    expect(text).toMatch(
      new RegExp(`^${NAME}_bucket\\{le="\\+Inf",method="GET",route="/api/a",status_code="200"\\} 4$`, 'm')
    );
    expect(text).toMatch(new RegExp(`^${NAME}_count\\{method="GET",route="unmatched",status_code="404"\\} 1$`, 'm'));
  });

  it("gives the same JSON, so the workers' metrics are summed alike", async () => {
    const { ours, theirs } = both();
    const [a, b] = [await ours.getMetricsAsJSON(), await theirs.getMetricsAsJSON()];
    expect(a).toEqual(b);
    // Two workers' series add up (the primary's aggregation).
    const summed = await AggregatorRegistry.aggregate([a, a]).metrics();
    expect(summed).toMatch(new RegExp(`^${NAME}_count\\{method="GET",route="/api/a",status_code="200"\\} 8$`, 'm'));
  });

  it('starts over when the registry is reset', async () => {
    const { ours } = both();
    ours.resetMetrics();
    expect(await ours.metrics()).not.toContain(`${NAME}_count`);
  });
});
