import { describe, expect, it } from '@jest/globals';
import queryString from 'query-string';
import { stringifyQuery } from './query_string';

/** Queries of every shape a caller sends, and the odd ones query-string has rules for. */
const QUERIES: Array<Record<string, unknown>> = [
  {},
  { a: 1 },
  { z: 1, a: 'x', m: true, b: false, n: 0, e: '' },
  { t: ['b', undefined, null, 3], gone: undefined, bare: null },
  { empty: [], one: ['x'] },
  { "q!'()*": 'a b&c=d/é?#%+~-._' },
  { 'a&admin': 'true&x=1' },
  { B: 1, a: 2, _: 3, '1': 4, '10': 5, '2': 6 },
  { emoji: '😀', nan: NaN, big: 10n, neg: -0 },
  { page: 1, per_page: 50, search: 'role "admin"', sort_field: 'name', sort_order: 'desc' },
];

describe('stringifyQuery', () => {
  it.each(
    QUERIES.map((query): [string, Record<string, unknown>] => [
      JSON.stringify(query, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)),
      query,
    ])
  )('writes %s as query-string does', (_name, query) => {
    expect(stringifyQuery(query)).toBe(queryString.stringify(query, { arrayFormat: 'none' }));
  });
});
