import { MetricsService } from './metrics_service';

const on = { enabled: true, allowAnonymous: false, roles: [] };

describe('MetricsService', () => {
  it('serves plugin metrics with the default process and Node.js metrics', async () => {
    const service = new MetricsService(on, { inWorkerPool: false });
    const setup = service.setup();
    const logins = setup.counter({ name: 'test_logins_total', help: 'Logins.', labelNames: ['outcome'] });
    logins.inc({ outcome: 'success' });
    logins.inc({ outcome: 'success' }, 2);
    setup.gauge({ name: 'test_sessions', help: 'Sessions.', collect: (gauge) => gauge.set({}, 7) });
    setup.histogram({ name: 'test_wait_seconds', help: 'Waits.' }).observe({}, 0.02);
    const { text, contentType } = await service.collect();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toMatch(/^test_logins_total\{outcome="success"\} 3$/m);
    expect(text).toMatch(/^test_sessions 7$/m);
    expect(text).toMatch(/^test_wait_seconds_count 1$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // Gauges named like counters, which promtool refuses, are left out.
    expect(text).not.toMatch(/^nodejs_active_handles_total /m);
  });

  it('times requests by route pattern (unmatched when none) and store queries by store', async () => {
    const service = new MetricsService(on, { inWorkerPool: false });
    service.responses.responded(15, { method: 'GET', route: '/api/things/{id}', statusCode: 200 });
    service.responses.responded(1, { method: 'GET', route: undefined, statusCode: 404 });
    service.observeQuery('postgres', 3);
    service.observeQuery('sqlite', 1);
    const { text } = await service.collect();
    expect(text).toMatch(
      /^http_server_request_duration_seconds_count\{method="GET",route="\/api\/things\/\{id\}",status_code="200"\} 1$/m
    );
    expect(text).toMatch(
      /^http_server_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1$/m
    );
    expect(text).toMatch(/^store_query_duration_seconds_count\{store="postgresql"\} 1$/m);
    expect(text).toMatch(/^store_query_duration_seconds_count\{store="sqlite"\} 1$/m);
  });

  it('keeps a scrape working when a gauge cannot read its value', async () => {
    const service = new MetricsService(on, { inWorkerPool: false });
    service.setup().gauge({
      name: 'test_backend_up',
      help: 'Up.',
      collect: () => Promise.reject(new Error('unreachable')),
    });
    const { text } = await service.collect();
    expect(text).toContain('# TYPE test_backend_up gauge');
  });

  it('refuses a name Prometheus cannot take, and a name taken twice', () => {
    const setup = new MetricsService(on, { inWorkerPool: false }).setup();
    expect(() => setup.counter({ name: 'bad-name', help: 'x' })).toThrow('"bad-name" is no Prometheus metric name.');
    setup.counter({ name: 'twice_total', help: 'x' });
    expect(() => setup.counter({ name: 'twice_total', help: 'x' })).toThrow();
  });

  it('with monitoring.enabled false, hands out metrics that do nothing and collects nothing', async () => {
    const service = new MetricsService({ ...on, enabled: false }, { inWorkerPool: false });
    const setup = service.setup();
    expect(setup.enabled).toBe(false);
    setup.counter({ name: 'off_total', help: 'x' }).inc();
    service.responses.responded(5, { method: 'GET', route: '/x', statusCode: 200 });
    const { text } = await service.collect();
    expect(text.trim()).toBe('');
  });

  it('runs the registered access checks, which refuse by throwing', async () => {
    const service = new MetricsService({ ...on, roles: ['ops'] }, { inWorkerPool: false });
    const setup = service.setup();
    expect(setup.access).toEqual({ allowAnonymous: false, roles: ['ops'] });
    setup.registerAccessCheck(() => {
      throw new Error('refused');
    });
    await expect(service.checkAccess({} as never)).rejects.toThrow('refused');
  });
});
