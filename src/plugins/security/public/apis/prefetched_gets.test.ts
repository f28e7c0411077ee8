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

  it('reads an answer that is in without waiting, once, fresh, and never a failure or one still on its way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    const http = {
      get: jest.fn((path: string) => (path === '/api/failed' ? Promise.reject(new Error('403')) : pending)),
    } as unknown as HttpStart;
    let now = 1000;
    const prefetched = new PrefetchedGets(http, () => now);
    prefetched.prefetch('/api/list', { page: 1 });
    prefetched.prefetch('/api/failed');
    // Still on its way: nothing to read, and nothing used up.
    expect(prefetched.takeReady('/api/list', { page: 1 })).toBeUndefined();
    answer({ rows: ['a'] });
    await pending;
    await Promise.resolve();
    expect(prefetched.takeReady('/api/list', { page: '1' })).toEqual({ value: { rows: ['a'] } });
    expect(prefetched.takeReady('/api/list', { page: 1 })).toBeUndefined();
    // A failure is the GET's to show.
    await expect(prefetched.wrap(http).get('/api/failed')).rejects.toThrow('403');
    expect(prefetched.takeReady('/api/failed')).toBeUndefined();
    // Seeded answers are in at once, and go stale like the others.
    prefetched.seed('/api/seeded', { seeded: true });
    prefetched.seed('/api/stale', { stale: true });
    expect(prefetched.takeReady('/api/seeded')).toEqual({ value: { seeded: true } });
    now += PREFETCH_FRESH_MS + 1;
    expect(prefetched.takeReady('/api/stale')).toBeUndefined();
  });

  it('hands a failed answer to its taker, and a failure nobody takes goes unnoticed', async () => {
    const failing = { get: jest.fn(() => Promise.reject(new Error('403'))) } as unknown as HttpStart;
    const prefetched = new PrefetchedGets(failing);
    prefetched.prefetch('/api/taken');
    prefetched.prefetch('/api/never-taken');
    await expect(prefetched.wrap(failing).get('/api/taken')).rejects.toThrow('403');
  });
});
