import { parseSearchField, parseSearchTerms, searchScore, tokenize, type SearchConfig } from './search';

const config = (search: string, extra: Partial<SearchConfig> = {}): SearchConfig => ({
  terms: parseSearchTerms(search),
  fields: null,
  defaultFields: {},
  operator: 'OR',
  ...extra,
});

describe('search', () => {
  it('splits text into lower-case words of letters and digits, in any script', () => {
    expect(tokenize('Web-Traffic 2024: Überblick')).toEqual(['web', 'traffic', '2024', 'überblick']);
  });

  it('reads a trailing * as a prefix of the last word', () => {
    expect(parseSearchTerms('foo-ba* Baz')).toEqual([
      { text: 'foo', prefix: false },
      { text: 'ba', prefix: true },
      { text: 'baz', prefix: false },
    ]);
    expect(parseSearchTerms('*')).toEqual([]);
  });

  it('parses a field boost', () => {
    expect(parseSearchField('title^3')).toEqual({ name: 'title', boost: 3 });
    expect(parseSearchField('title')).toEqual({ name: 'title', boost: 1 });
  });

  it('matches whole words, or prefixes, in every string attribute when no field is named', () => {
    const attributes = { title: 'Sales', nested: { notes: ['quarterly revenue'] } };
    expect(searchScore(config('revenue'), 'x', attributes)).toBeGreaterThan(0);
    expect(searchScore(config('reven'), 'x', attributes)).toBe(0);
    expect(searchScore(config('reven*'), 'x', attributes)).toBeGreaterThan(0);
  });

  it('searches only the type default field when one is declared', () => {
    const attributes = { title: 'Sales', description: 'revenue' };
    expect(searchScore(config('revenue', { defaultFields: { x: ['title'] } }), 'x', attributes)).toBe(0);
    expect(searchScore(config('revenue', { defaultFields: { x: ['title'] } }), 'y', attributes)).toBeGreaterThan(0);
  });

  it('needs every word with AND and any word with OR', () => {
    const attributes = { title: 'Sales overview' };
    expect(searchScore(config('sales web'), 'x', attributes)).toBeGreaterThan(0);
    expect(searchScore(config('sales web', { operator: 'AND' }), 'x', attributes)).toBe(0);
    expect(searchScore(config('overview sales', { operator: 'AND' }), 'x', attributes)).toBeGreaterThan(0);
  });
});
