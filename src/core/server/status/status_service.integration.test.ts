import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { getHeapStatistics } from 'v8';
import { loadConfig } from '../config/load_config';
import { createHttpServer } from '../http/http_server';
import { createLogger } from '../logging/logger';
import { StatusService } from './status_service';
import type { InternalStatusServiceSetup, StatusResponse } from './types';

// Only the collector's interval is faked: sockets, fetch and Fastify keep their real timers.
const REAL_TIMERS = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setTimeout',
  'clearTimeout',
] as const;

const BUILD = { version: '2.19.0', buildNumber: 8467, buildHash: 'deadbeefcafe' };

interface Harness {
  url: string;
  hangArrived: Promise<void>;
  server: FastifyInstance;
  status: StatusService;
  setup: InternalStatusServiceSetup;
  close(): Promise<void>;
}

async function startServer(options: { start?: boolean } = {}): Promise<Harness> {
  const tmp = mkdtempSync(join(tmpdir(), 'status-test-'));
  const config = loadConfig({ env: {}, cwd: tmp, overrides: { 'path.data': join(tmp, 'data') } });
  const http = createHttpServer(config, createLogger('silent'));
  const server = http.fastify;
  const status = new StatusService();
  const setup = status.setup();
  setup.set('core:http', { state: 'green', message: 'Listening' });
  setup.set('core:savedObjects', { state: 'green', message: 'SavedObjects service has completed migrations' });
  setup.registerPlugins(['security']);

  let arrived!: () => void;
  const hangArrived = new Promise<void>((resolve) => (arrived = resolve));
  server.get('/hang', () => {
    arrived();
    return new Promise(() => undefined);
  });
  // Registered before start: the hooks must still measure them, as routes of plugins are.
  server.get('/ping', async () => ({ ok: true }));
  await server.register(async (child) => {
    child.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 25));
      return { ok: true };
    });
  });
  if (options.start !== false) status.start({ server, responses: http, name: 'my-server', buildInfo: BUILD });
  status.registerRoutes(http.createRouter());
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    hangArrived,
    server,
    status,
    setup,
    close: async () => {
      status.stop();
      await server.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

async function getStatus(h: Harness): Promise<StatusResponse> {
  const res = await fetch(`${h.url}/api/status`);
  expect(res.status).toBe(200);
  return (await res.json()) as StatusResponse;
}

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  jest.useRealTimers();
});

describe('GET /api/status', () => {
  it('answers the status response shape with real figures', async () => {
    h = await startServer();
    const res = await fetch(`${h.url}/api/status`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as StatusResponse;

    expect(body.name).toBe('my-server');
    expect(body.version).toEqual({ number: '2.19.0', build_hash: 'deadbeefcafe', build_number: 8467 });
    expect(body.status.overall).toEqual({
      state: 'green',
      title: 'Green',
      uiColor: 'success',
      since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.status.statuses).toEqual([
      {
        id: 'core:http',
        state: 'green',
        title: 'Green',
        message: 'Listening',
        uiColor: 'success',
        since: expect.any(String),
      },
      {
        id: 'core:savedObjects',
        state: 'green',
        title: 'Green',
        message: 'SavedObjects service has completed migrations',
        uiColor: 'success',
        since: expect.any(String),
      },
      {
        id: 'plugin:security',
        state: 'green',
        title: 'Green',
        message: 'Ready',
        uiColor: 'success',
        since: expect.any(String),
      },
    ]);

    const { metrics } = body;
    expect(Date.parse(metrics.last_updated)).not.toBeNaN();
    expect(metrics.collection_interval_in_millis).toBe(5000);
    expect(metrics.process.memory.heap.size_limit).toBe(getHeapStatistics().heap_size_limit);
    expect(metrics.process.memory.heap.used_in_bytes).toBeGreaterThan(0);
    expect(metrics.process.memory.heap.total_in_bytes).toBeGreaterThan(0);
    expect(metrics.process.uptime_in_millis).toBeGreaterThan(0);
    expect(Object.keys(metrics.os.load).sort()).toEqual(['15m', '1m', '5m']);
    expect(metrics.response_times).toEqual({ avg_in_millis: expect.any(Number), max_in_millis: expect.any(Number) });
    expect(metrics.requests).toEqual({ total: expect.any(Number), disconnects: 0 });
    // The status request itself arrived on an open connection.
    expect(metrics.concurrent_connections).toBeGreaterThanOrEqual(1);
  });

  it('counts the requests it serves', async () => {
    h = await startServer();
    const before = (await getStatus(h)).metrics.requests.total;
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${h.url}/ping`)).status).toBe(200);
    expect((await fetch(`${h.url}/nowhere`)).status).toBe(404);
    const after = (await getStatus(h)).metrics.requests.total;
    expect(after).toBeGreaterThanOrEqual(before + 4);
  });

  it('counts a request the client gave up on as a disconnect', async () => {
    h = await startServer();
    const controller = new AbortController();
    const pending = fetch(`${h.url}/hang`, { signal: controller.signal }).catch((error: Error) => error.name);
    await h.hangArrived;
    controller.abort();
    expect(await pending).toBe('AbortError');
    let disconnects = 0;
    for (let attempt = 0; attempt < 50 && disconnects === 0; attempt += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      disconnects = h.status.getStatus()?.metrics.requests.disconnects ?? 0;
    }
    expect(disconnects).toBe(1);
  });

  it('reports the response times of the last complete collection interval', async () => {
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });
    h = await startServer();
    expect((await fetch(`${h.url}/slow`)).status).toBe(200);
    jest.advanceTimersByTime(5000);

    const { response_times } = (await getStatus(h)).metrics;
    // The slow route waits 25 ms, so the interval's maximum is at least that long.
    expect(response_times.max_in_millis).toBeGreaterThanOrEqual(20);
    expect(response_times.avg_in_millis).toBeGreaterThan(0);
    expect(response_times.avg_in_millis).toBeLessThanOrEqual(response_times.max_in_millis);
  });

  it('reports the request total of the last complete collection interval, not since start', async () => {
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });
    h = await startServer();
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${h.url}/ping`)).status).toBe(200);
    jest.advanceTimersByTime(5000);

    expect((await fetch(`${h.url}/ping`)).status).toBe(200);
    let body = await getStatus(h);
    // The three pings of the first interval; the later ping belongs to the running one.
    expect(body.metrics.requests.total).toBe(3);
    expect(body.metrics.collection_interval_in_millis).toBe(5000);

    jest.advanceTimersByTime(5000);
    body = await getStatus(h);
    // Second interval: one ping and the previous status request; nothing from the first.
    expect(body.metrics.requests.total).toBe(2);
  });

  it('sets the overall state to the worst reported status', async () => {
    h = await startServer();
    h.setup.set('plugin:security', { state: 'yellow', message: 'Waiting for the backend' });
    let body = await getStatus(h);
    expect(body.status.overall).toMatchObject({ state: 'yellow', title: 'Yellow', uiColor: 'warning' });

    h.setup.set('core:http', { state: 'red', message: 'Port is taken' });
    body = await getStatus(h);
    expect(body.status.overall).toMatchObject({ state: 'red', title: 'Red', uiColor: 'danger' });
    expect(body.status.statuses.find((s) => s.id === 'core:http')).toMatchObject({
      state: 'red',
      title: 'Red',
      message: 'Port is taken',
      uiColor: 'danger',
    });

    h.setup.set('core:http', { state: 'green', message: 'Listening' });
    h.setup.set('plugin:security', { state: 'uninitialized', message: 'Starting' });
    body = await getStatus(h);
    expect(body.status.overall).toMatchObject({ state: 'uninitialized', title: 'Uninitialized', uiColor: 'subdued' });

    h.setup.set('plugin:security', { state: 'green', message: 'Ready' });
    expect((await getStatus(h)).status.overall).toMatchObject({ state: 'green', title: 'Green', uiColor: 'success' });
  });

  it('keeps since while the state stays the same, and moves it when the state changes', async () => {
    jest.useFakeTimers({ doNotFake: REAL_TIMERS.filter((t) => t !== 'Date') });
    jest.setSystemTime(new Date('2024-01-01T00:00:00Z'));
    h = await startServer();
    jest.setSystemTime(new Date('2024-01-01T00:01:00Z'));
    h.setup.set('core:http', { state: 'green', message: 'Still listening' });
    let entry = (await getStatus(h)).status.statuses.find((s) => s.id === 'core:http');
    expect(entry).toMatchObject({ message: 'Still listening', since: '2024-01-01T00:00:00.000Z' });

    jest.setSystemTime(new Date('2024-01-01T00:02:00Z'));
    h.setup.set('core:http', { state: 'yellow', message: 'Slow' });
    const body = await getStatus(h);
    entry = body.status.statuses.find((s) => s.id === 'core:http');
    expect(entry?.since).toBe('2024-01-01T00:02:00.000Z');
    expect(body.status.overall.since).toBe('2024-01-01T00:02:00.000Z');
  });

  it('answers 503 until the service has started', async () => {
    h = await startServer({ start: false });
    const res = await fetch(`${h.url}/api/status`);
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe('The server status is not available until the server has started.');
  });
});

describe('StatusService', () => {
  it('seeds one green "Ready" entry per plugin without overwriting a reported one', async () => {
    h = await startServer();
    h.setup.set('plugin:dashboards', { state: 'red', message: 'Broken' });
    h.setup.registerPlugins(['dashboards', 'home']);
    const { statuses } = (await getStatus(h)).status;
    expect(statuses.find((s) => s.id === 'plugin:dashboards')).toMatchObject({ state: 'red', message: 'Broken' });
    expect(statuses.find((s) => s.id === 'plugin:home')).toMatchObject({ state: 'green', message: 'Ready' });
  });

  it('refuses an unknown state or an empty id', () => {
    const setup = new StatusService().setup();
    expect(() => setup.set('core:http', { state: 'blue' as never, message: 'x' })).toThrow(
      'Unknown status state "blue" for "core:http".'
    );
    expect(() => setup.set('', { state: 'green', message: 'x' })).toThrow(
      'A status id must be a string of 1 to 200 characters.'
    );
  });

  it('refuses a collection interval that is not a positive integer', () => {
    expect(() => new StatusService({ collectionIntervalMs: 0 })).toThrow(
      'collectionIntervalMs must be a positive integer, got 0'
    );
  });

  it('reports a configured collection interval', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'status-test-'));
    const server = createHttpServer(loadConfig({ env: {}, cwd: tmp, overrides: {} }), createLogger('silent'));
    const status = new StatusService({ collectionIntervalMs: 1000 });
    status.start({ server: server.fastify, responses: server, name: 'n', buildInfo: BUILD });
    expect(status.getStatus()?.metrics.collection_interval_in_millis).toBe(1000);
    status.stop();
    await server.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('clears its collection timer on stop', async () => {
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });
    h = await startServer();
    expect(jest.getTimerCount()).toBe(1);
    h.status.stop();
    expect(jest.getTimerCount()).toBe(0);
  });
});
