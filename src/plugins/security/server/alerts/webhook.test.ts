import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { deliverWebhook, signDelivery } from './webhook';

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
    const result = await deliverWebhook(url, 's'.repeat(16), { a: 1 }, { sleep: noWait });
    expect(result).toEqual({ status: 'failed', attempts: 1, last_status: 401, error: 'HTTP 401' });
    expect(calls).toBe(1);
  });

  it('retries a receiver that does not answer in time, then gives up with the reason', async () => {
    let calls = 0;
    const url = await receiver(() => void calls++);
    const result = await deliverWebhook(url, 's'.repeat(16), {}, { sleep: noWait, timeoutMs: 200, attempts: 2 });
    expect(result).toEqual({ status: 'failed', attempts: 2, last_status: null, error: 'No answer within 0.2 s.' });
    expect(calls).toBe(2);
  });

  it('says why when nothing listens', async () => {
    const url = await receiver((status) => status(200));
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const result = await deliverWebhook(url, 's'.repeat(16), {}, { sleep: noWait, attempts: 2 });
    expect(result).toMatchObject({ status: 'failed', attempts: 2, last_status: null });
    expect(result.error).toMatch(/^Could not connect: ECONNREFUSED/);
  });

  it('signs the timestamp and the body together, so neither can be changed or replayed alone', () => {
    const one = signDelivery('secret-secret-secret', '1700000000', '{"a":1}');
    expect(one).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signDelivery('secret-secret-secret', '1700000001', '{"a":1}')).not.toBe(one);
    expect(signDelivery('secret-secret-secret', '1700000000', '{"a":2}')).not.toBe(one);
  });
});
