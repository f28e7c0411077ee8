import { getHeapStatistics } from 'v8';
import { RequestMetrics, sampleProcess } from './metrics';

describe('RequestMetrics', () => {
  it('reports the running interval until the first one completes', () => {
    const metrics = new RequestMetrics();
    metrics.recordResponse(10);
    metrics.recordResponse(30);
    expect(metrics.responseTimes()).toEqual({ avg_in_millis: 20, max_in_millis: 30 });
  });

  it('reports the last complete interval once one has rolled over', () => {
    const metrics = new RequestMetrics();
    metrics.recordResponse(10);
    metrics.recordResponse(50);
    metrics.rollOver();
    metrics.recordResponse(400);
    expect(metrics.responseTimes()).toEqual({ avg_in_millis: 30, max_in_millis: 50 });

    metrics.rollOver();
    expect(metrics.responseTimes()).toEqual({ avg_in_millis: 400, max_in_millis: 400 });
  });

  it('reports zero response times for an interval without requests', () => {
    const metrics = new RequestMetrics();
    metrics.recordResponse(10);
    metrics.rollOver();
    metrics.rollOver();
    expect(metrics.responseTimes()).toEqual({ avg_in_millis: 0, max_in_millis: 0 });
  });

  it('reports the requests of the last complete interval (the running one before the first completes)', () => {
    const metrics = new RequestMetrics();
    metrics.recordResponse(1);
    metrics.recordDisconnect();
    expect(metrics.requests()).toEqual({ total: 1, disconnects: 1 });
    metrics.rollOver();
    metrics.recordResponse(1);
    metrics.recordResponse(1);
    metrics.recordResponse(1);
    // Requests per second is total * 1000 / interval: the total must be one interval's.
    expect(metrics.requests()).toEqual({ total: 1, disconnects: 1 });
    metrics.rollOver();
    expect(metrics.requests()).toEqual({ total: 3, disconnects: 0 });
    metrics.rollOver();
    expect(metrics.requests()).toEqual({ total: 0, disconnects: 0 });
  });

  it('counts open connections and never goes below zero', () => {
    const metrics = new RequestMetrics();
    metrics.connectionOpened();
    metrics.connectionOpened();
    metrics.connectionClosed();
    expect(metrics.concurrentConnections()).toBe(1);
    metrics.connectionClosed();
    metrics.connectionClosed();
    expect(metrics.concurrentConnections()).toBe(0);
  });

  it('treats a negative or non-finite duration as zero', () => {
    const metrics = new RequestMetrics();
    metrics.recordResponse(-5);
    metrics.recordResponse(Number.NaN);
    expect(metrics.responseTimes()).toEqual({ avg_in_millis: 0, max_in_millis: 0 });
    expect(metrics.requests().total).toBe(2);
  });
});

describe('sampleProcess', () => {
  it('reads the real heap limit and usage, uptime and load averages', () => {
    const sample = sampleProcess();
    expect(sample.process.memory.heap.size_limit).toBe(getHeapStatistics().heap_size_limit);
    expect(sample.process.memory.heap.used_in_bytes).toBeGreaterThan(0);
    expect(sample.process.memory.heap.total_in_bytes).toBeGreaterThanOrEqual(sample.process.memory.heap.used_in_bytes);
    expect(sample.process.uptime_in_millis).toBeGreaterThan(0);
    for (const key of ['1m', '5m', '15m'] as const) expect(typeof sample.os.load[key]).toBe('number');
  });
});
