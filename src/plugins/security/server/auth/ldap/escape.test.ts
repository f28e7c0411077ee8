import { describe, expect, it } from '@jest/globals';
import { escapeDnValue, escapeFilterValue, formatFilter } from './escape';

describe('filter values (RFC 4515)', () => {
  it.each([
    ['*', '\\2a'],
    ['alice)(uid=*', 'alice\\29\\28uid=\\2a'],
    ['a\\b', 'a\\5cb'],
    ['nul\u0000', 'nul\\00'],
    ['jürgen', 'jürgen'],
  ])('%j becomes %j', (value, escaped) => expect(escapeFilterValue(value)).toBe(escaped));

  it('fills {0} {1} {2}, each escaped; a missing value matches nothing rather than everything', () => {
    expect(formatFilter('(&(member={0})(cn={1})(x={2}))', ['cn=a\\,b', '*'])).toBe(
      '(&(member=cn=a\\5c,b)(cn=\\2a)(x=\\00))'
    );
  });
});

describe('DN values (RFC 4514)', () => {
  it.each([
    ["Jürgen O'Brien, Jr.", "Jürgen O'Brien\\, Jr."],
    ['a+b;c<d>e"f\\g=h', 'a\\+b\\;c\\<d\\>e\\"f\\\\g\\=h'],
    ['#lead', '\\#lead'],
    [' both ', '\\ both\\ '],
    ['nul\u0000', 'nul\\00'],
  ])('%j becomes %j', (value, escaped) => expect(escapeDnValue(value)).toBe(escaped));
});
