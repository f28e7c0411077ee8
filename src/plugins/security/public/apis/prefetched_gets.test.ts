import { describe, expect, it, jest } from '@jest/globals';
import type { HttpStart } from '../../../../core/public';
import { PREFETCH_FRESH_MS, PrefetchedGets } from './prefetched_gets';

/** An http client whose GETs answer a count of the requests made so far, and are recorded. */
function countingHttp() {
  const asked: Array<[string, unknown]> = [];
  const get = jest.fn(async (path: string, options?: unknown) => {
    asked.push([path, options]);
    return { answer: asked.length };
  });
  const post = jest.fn(async () => 'posted');
  return { http: { get, post } as unknown as HttpStart, asked };
}

describe('PrefetchedGets', () => {
  it('hands an answer asked for ahead to as many GETs of that path and query as given, then asks again', async () => {
    const { http, asked } = countingHttp();
    const prefetched = new PrefetchedGets(http);
    prefetched.prefetch('/api/list', { page: 1, sort: 'name' }, 2);
    const client = prefetched.wrap(http);
    // The query's order does not matter, nor whether a number is written as a string.
    await expect(client.get('/api/list', { query: { sort: 'name', page: '1' } })).resolves.toEqual({ answer: 1 });
    await expect(client.get('/api/list', { query: { page: 1, sort: 'name' } })).resolves.toEqual({ answer: 1 });
    await expect(client.get('/api/list', { query: { page: 1, sort: 'name' } })).resolves.toEqual({ answer: 2 });
    expect(asked).toHaveLength(2);
  });

  it('asks the server for another query, another path, a GET with other options and other methods', async () => {
    const { http, asked } = countingHttp();
    const prefetched = new PrefetchedGets(http);
    prefetched.prefetch('/api/list', { page: 1 });
    const client = prefetched.wrap(http);
    await expect(client.get('/api/list', { query: { page: 2 } })).resolves.toEqual({ answer: 2 });
    await expect(client.get('/api/other')).resolves.toEqual({ answer: 3 });
    await expect(client.get('/api/list', { query: { page: 1 }, asResponse: true })).resolves.toEqual({ answer: 4 });
    await expect(client.post('/api/list', { query: { page: 1 } })).resolves.toBe('posted');
    // Still there for the one plain GET it was asked for.
    await expect(client.get('/api/list', { query: { page: 1 } })).resolves.toEqual({ answer: 1 });
    expect(asked).toHaveLength(4);
  });

  it('never hands out an answer that is no longer fresh', async () => {
    const { http } = countingHttp();
    let now = 1000;
    const prefetched = new PrefetchedGets(http, () => now);
    prefetched.prefetch('/api/list');
    now += PREFETCH_FRESH_MS + 1;
    await expect(prefetched.wrap(http).get('/api/list')).resolves.toEqual({ answer: 2 });
  });

  it('hands a failed answer to its taker, and a failure nobody takes goes unnoticed', async () => {
    const failing = { get: jest.fn(() => Promise.reject(new Error('403'))) } as unknown as HttpStart;
    const prefetched = new PrefetchedGets(failing);
    prefetched.prefetch('/api/taken');
    prefetched.prefetch('/api/never-taken');
    await expect(prefetched.wrap(failing).get('/api/taken')).rejects.toThrow('403');
  });
});
