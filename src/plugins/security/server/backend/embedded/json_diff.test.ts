import { describe, expect, it } from '@jest/globals';
import { jsonDiff } from './json_diff';

describe('jsonDiff (JSON Patch, RFC 6902)', () => {
  it('is empty for equal values, whatever the key order', () => {
    expect(jsonDiff({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toEqual([]);
  });

  it('adds, removes and replaces fields at any depth', () => {
    expect(jsonDiff({ a: 1, b: { c: 2, d: 3 } }, { a: 2, b: { c: 2, e: 4 } })).toEqual([
      { op: 'replace', path: '/a', value: 2 },
      { op: 'remove', path: '/b/d' },
      { op: 'add', path: '/b/e', value: 4 },
    ]);
  });

  it('diffs lists by position, removing from the end so the patch applies in order', () => {
    expect(jsonDiff({ l: ['a', 'b', 'c'] }, { l: ['a', 'x'] })).toEqual([
      { op: 'replace', path: '/l/1', value: 'x' },
      { op: 'remove', path: '/l/2' },
    ]);
    expect(jsonDiff({ l: ['a'] }, { l: ['a', 'b', 'c'] })).toEqual([
      { op: 'add', path: '/l/1', value: 'b' },
      { op: 'add', path: '/l/2', value: 'c' },
    ]);
    expect(jsonDiff({ l: ['a', 'b', 'c'] }, { l: [] })).toEqual([
      { op: 'remove', path: '/l/2' },
      { op: 'remove', path: '/l/1' },
      { op: 'remove', path: '/l/0' },
    ]);
  });

  it('escapes "~" and "/" in keys (RFC 6901)', () => {
    expect(jsonDiff({}, { 'a/b~c': 1 })).toEqual([{ op: 'add', path: '/a~1b~0c', value: 1 }]);
  });

  it('replaces a value whose type changed, and treats a missing side as creation or deletion', () => {
    expect(jsonDiff({ a: [1] }, { a: { 0: 1 } })).toEqual([{ op: 'replace', path: '/a', value: { 0: 1 } }]);
    expect(jsonDiff(undefined, { a: 1 })).toEqual([{ op: 'add', path: '', value: { a: 1 } }]);
    expect(jsonDiff({ a: 1 }, undefined)).toEqual([{ op: 'remove', path: '' }]);
  });
});
