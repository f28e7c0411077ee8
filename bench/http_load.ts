import { Agent, request } from 'http';
import { median, percentile } from './util';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  errors: number;
  /** Median time from sending a request to the end of its answer, over the answered ones. */
  medianMs: number;
  /** 99th percentile of the same times. */
  p99Ms: number;
}

/**
 * Sends requests from `concurrency` keep-alive connections for `durationMs` and counts the
 * answers with the expected status. Bounded in time and only ever aimed at loopback.
 */
export async function load(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    expectStatus?: number;
    concurrency?: number;
    durationMs?: number;
  }
): Promise<LoadResult> {
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) throw new Error('load only targets loopback');
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency ?? 16 });
  const deadline = Date.now() + (options.durationMs ?? 4000);
  let ok = 0;
  let errors = 0;
  const latencies: number[] = [];
  const started = process.hrtime.bigint();
  const one = () =>
    new Promise<void>((resolve) => {
      const sent = process.hrtime.bigint();
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: options.method ?? 'GET',
          headers: options.headers,
          agent,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === (options.expectStatus ?? 200)) {
              ok++;
              latencies.push(Number(process.hrtime.bigint() - sent) / 1e6);
            } else errors++;
            resolve();
          });
        }
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      if (options.body) req.write(options.body);
      req.end();
    });
  const worker = async () => {
    while (Date.now() < deadline) await one();
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 16 }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return {
    requests: ok,
    seconds,
    perSecond: ok / seconds,
    errors,
    medianMs: latencies.length ? median(latencies) : NaN,
    p99Ms: latencies.length ? percentile(latencies, 0.99) : NaN,
  };
}
