import { connect, type Socket } from 'net';
import { connect as connectTls } from 'tls';
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

const HEAD_END = Buffer.from('\r\n\r\n');

/** Where the answer at the start of `buffer` ends, with its status; null while it is incomplete. */
function parseAnswer(buffer: Buffer): { status: number; end: number } | null {
  const headEnd = buffer.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = buffer.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  const bodyStart = headEnd + 4;
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buffer.length >= end ? { status, end } : null;
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) return { status, end: bodyStart };
  let at = bodyStart;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    at = lineEnd + 2 + size + 2;
    if (buffer.length < at) return null;
    if (size === 0) return { status, end: at };
  }
}

/**
 * Sends requests from `concurrency` keep-alive connections (one request in flight on each) for
 * `durationMs` and counts the answers with the expected status. The requests are written from a
 * prepared buffer and the answers read with a minimal parser instead of Node's HTTP client, so
 * the load generator, which shares the machine's cores with the server, takes as little CPU as
 * it can, the same for every server it measures. Bounded in time and only ever aimed at loopback.
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
    /** For an https URL: the CA (PEM) the server's certificate chains to. */
    ca?: string;
  }
): Promise<LoadResult> {
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) throw new Error('load only targets loopback');
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const secure = target.protocol === 'https:';
  const port = Number(target.port || (secure ? 443 : 80));
  const body = options.body ? Buffer.from(options.body) : undefined;
  const headers: Record<string, string> = { host: target.host, connection: 'keep-alive', ...options.headers };
  if (body) headers['content-length'] = String(body.length);
  const head =
    `${options.method ?? 'GET'} ${target.pathname}${target.search} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';
  const request = body ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : Buffer.from(head, 'latin1');
  const expected = options.expectStatus ?? 200;
  const deadline = Date.now() + (options.durationMs ?? 4000);
  let ok = 0;
  let errors = 0;
  const latencies: number[] = [];
  const started = process.hrtime.bigint();

  const connection = () =>
    new Promise<void>((resolve) => {
      let pending: Buffer = Buffer.alloc(0);
      let sent = 0n;
      let inFlight = false;
      let failed = false;
      // Over TLS the handshake is paid once per connection; keep-alive then measures the record layer.
      const socket: Socket = secure
        ? connectTls({ host, port, ca: options.ca }).setNoDelay(true)
        : connect({ host, port, noDelay: true });
      const send = () => {
        if (Date.now() >= deadline) {
          socket.end();
          return;
        }
        inFlight = true;
        sent = process.hrtime.bigint();
        socket.write(request);
      };
      socket.on(secure ? 'secureConnect' : 'connect', send);
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const answer = parseAnswer(pending);
        if (!answer) return;
        pending = pending.subarray(answer.end);
        inFlight = false;
        if (answer.status === expected) {
          ok++;
          latencies.push(Number(process.hrtime.bigint() - sent) / 1e6);
        } else errors++;
        send();
      });
      socket.on('error', () => {
        failed = true;
        errors++;
      });
      socket.on('close', () => {
        if (inFlight && !failed) errors++;
        // The server may close a keep-alive connection; the load goes on over a new one.
        if (Date.now() < deadline) void connection().then(resolve);
        else resolve();
      });
    });

  await Promise.all(Array.from({ length: options.concurrency ?? 16 }, connection));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    requests: ok,
    seconds,
    perSecond: ok / seconds,
    errors,
    medianMs: latencies.length ? median(latencies) : NaN,
    p99Ms: latencies.length ? percentile(latencies, 0.99) : NaN,
  };
}
