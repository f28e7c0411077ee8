import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { REFUSED_DELIVERY_MESSAGE, deliverWebhook, signDelivery, type WebhookResolver } from './webhook';

/** The receivers here listen on loopback, which webhooks may reach only when allowed. */
const LOOPBACK = { policy: { allowedHosts: ['127.0.0.1/32'] } };

const noWait = async () => undefined;

describe('webhook delivery', () => {
  let server: Server | undefined;
  afterEach(
    () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      })
  );

  async function receiver(handler: (status: (code: number) => void) => void): Promise<string> {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        handler((code) => {
          res.statusCode = code;
          res.end();
        })
      );
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  it('does not retry a refusal (4xx): the receiver would refuse again', async () => {
    let calls = 0;
    const url = await receiver((status) => (calls++, status(401)));
    const result = await deliverWebhook(url, 's'.repeat(16), { a: 1 }, { sleep: noWait, ...LOOPBACK });
    expect(result).toEqual({ status: 'failed', attempts: 1, last_status: null, error: 'Delivery failed (HTTP 4xx).' });
    expect(calls).toBe(1);
  });

  it('retries a receiver that does not answer in time, then gives up with the reason', async () => {
    let calls = 0;
    const url = await receiver(() => void calls++);
    const result = await deliverWebhook(
      url,
      's'.repeat(16),
      {},
      { sleep: noWait, timeoutMs: 200, attempts: 2, ...LOOPBACK }
    );
    expect(result).toEqual({
      status: 'failed',
      attempts: 2,
      last_status: null,
      error: 'Delivery failed (no answer within 0.2 s).',
    });
    expect(calls).toBe(2);
  });

  it('says why when nothing listens', async () => {
    const url = await receiver((status) => status(200));
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const result = await deliverWebhook(url, 's'.repeat(16), {}, { sleep: noWait, attempts: 2, ...LOOPBACK });
    // The class only, never the raw connect error: the firings list is no port scanner.
    expect(result).toEqual({
      status: 'failed',
      attempts: 2,
      last_status: null,
      error: 'Delivery failed (no connection).',
    });
  });

  it('refuses, before sending anything, a host whose name resolves to a forbidden address (DNS rebinding)', async () => {
    let calls = 0;
    const url = await receiver((status) => (calls++, status(200)));
    const port = new URL(url).port;
    const seen: string[] = [];
    const rebinding: WebhookResolver = async (host) => {
      seen.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const result = await deliverWebhook(
      `http://hooks.example.test:${port}/x`,
      's'.repeat(16),
      {},
      {
        sleep: noWait,
        resolve: rebinding,
      }
    );
    expect(result).toEqual({
      status: 'failed',
      attempts: 1,
      last_status: null,
      error: REFUSED_DELIVERY_MESSAGE,
      refused: { host: 'hooks.example.test', address: '127.0.0.1' },
    });
    expect(seen).toEqual(['hooks.example.test']);
    expect(calls).toBe(0);
    // One forbidden address among public ones is enough to refuse.
    const mixed: WebhookResolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:169.254.169.254', family: 6 },
    ];
    expect(
      (await deliverWebhook(`http://mixed.example.test:${port}/`, 's'.repeat(16), {}, { resolve: mixed })).refused
    ).toEqual({ host: 'mixed.example.test', address: '::ffff:169.254.169.254' });
  });

  it('connects to the address it checked, and reaches a name the allow-list names', async () => {
    let calls = 0;
    const url = await receiver((status) => (calls++, status(204)));
    const port = new URL(url).port;
    // Allowed by CIDR: the name resolves (stub) to loopback, which the list lets through.
    const pinned: WebhookResolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const byCidr = await deliverWebhook(
      `http://receiver.test:${port}/`,
      's'.repeat(16),
      {},
      {
        resolve: pinned,
        ...LOOPBACK,
      }
    );
    expect(byCidr).toEqual({ status: 'delivered', attempts: 1, last_status: 204, error: null });
    const byName = await deliverWebhook(
      `http://localhost:${port}/`,
      's'.repeat(16),
      {},
      {
        policy: { allowedHosts: ['LOCALHOST'] },
      }
    );
    expect(byName.status).toBe('delivered');
    expect(calls).toBe(2);
  });

  it('never follows a redirect', async () => {
    const url = await receiver((status) => status(302));
    const result = await deliverWebhook(url, 's'.repeat(16), {}, { sleep: noWait, ...LOOPBACK });
    expect(result).toEqual({ status: 'failed', attempts: 1, last_status: null, error: 'Delivery failed (HTTP 3xx).' });
  });

  it('signs the timestamp and the body together, so neither can be changed or replayed alone', () => {
    const one = signDelivery('secret-secret-secret', '1700000000', '{"a":1}');
    expect(one).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signDelivery('secret-secret-secret', '1700000001', '{"a":1}')).not.toBe(one);
    expect(signDelivery('secret-secret-secret', '1700000000', '{"a":2}')).not.toBe(one);
  });
});
