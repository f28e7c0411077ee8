import { describe, expect, it } from '@jest/globals';
import queryString from 'query-string';
import { stringifyQuery } from './query_string';

// What fetch URLs carried before, through query-string itself (kept as a development dependency for this comparison).
const reference = (query: Record<string, unknown>) => queryString.stringify(query, { arrayFormat: 'none' });

describe('the query part of fetch URLs', () => {
  it.each<[string, Record<string, unknown>]>([
    ['sorted keys, numbers and booleans', { z: 1, a: 'x', m: true, b: false, n: 0 }],
    ['arrays as repeated keys, undefined left out, null as the bare key', { t: ['b', 'a', undefined, null, 3] }],
    ['undefined and null values', { gone: undefined, bare: null, kept: '' }],
    ['empty arrays and an empty query', { list: [] }],
    ['strict encoding', { "q!'()*": "a b&c=d/é?#%+!'()*~._-", ключ: 'значение', emoji: '🔒' }],
    ['an attack on the query', { 'a&admin': 'true&x=1', next: '//evil.example/?a=b#c' }],
  ])('is what query-string wrote: %s', (_what, query) => {
    expect(stringifyQuery(query)).toBe(reference(query));
  });

  it('is empty without a query', () => {
    expect(stringifyQuery(undefined)).toBe('');
    expect(stringifyQuery({})).toBe('');
  });
});
