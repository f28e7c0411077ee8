import { describe, expect, it } from '@jest/globals';
import { applyPatch, JsonPatchError, MAX_COPIED_VALUES, parsePatch } from './json_patch';

const patch = (document: unknown, operations: unknown) => applyPatch(document, parsePatch(operations));

describe('JSON Patch (RFC 6902)', () => {
  it('adds, removes, replaces, moves, copies and tests', () => {
    const document = { a: { b: [1, 2] }, c: 'x' };
    expect(
      patch(document, [
        { op: 'add', path: '/a/b/1', value: 9 },
        { op: 'add', path: '/a/b/-', value: 3 },
        { op: 'replace', path: '/c', value: 'y' },
        { op: 'copy', from: '/c', path: '/d' },
        { op: 'move', from: '/d', path: '/e' },
        { op: 'remove', path: '/a/b/0' },
        { op: 'test', path: '/a/b', value: [9, 2, 3] },
      ])
    ).toEqual({ a: { b: [9, 2, 3] }, c: 'y', e: 'y' });
    expect(document).toEqual({ a: { b: [1, 2] }, c: 'x' });
  });

  it('reads ~1 as a slash and ~0 as a tilde in a pointer', () => {
    expect(
      patch({ 'a/b': 1, 'c~d': 2 }, [
        { op: 'remove', path: '/a~1b' },
        { op: 'remove', path: '/c~0d' },
      ])
    ).toEqual({});
  });

  it.each([
    [[{ op: 'replace', path: '/missing', value: 1 }], "No value at '/missing'."],
    [[{ op: 'remove', path: '/list/5' }], "No element at '/list/5'."],
    [[{ op: 'add', path: '/list/01', value: 1 }], "Invalid array index in '/list/01'."],
    [[{ op: 'add', path: 'no-slash', value: 1 }], "Invalid JSON pointer 'no-slash'."],
    [[{ op: 'test', path: '/list', value: [] }], "Test failed: the value at '/list' differs."],
    [[{ op: 'move', from: '/list', path: '/list/0' }], "Cannot move '/list' into itself."],
    [[{ op: 'increment', path: '/list' }], "Operation 0: 'op' must be one of add, remove, replace, move, copy, test."],
    [[{ op: 'add', path: '/x' }], "Operation 0: 'value' is required."],
    [{ op: 'add', path: '/x', value: 1 }, 'The request body must be a JSON Patch: an array of operations.'],
  ])('refuses %j: %s', (operations, message) => {
    expect(() => patch({ list: [1] }, operations)).toThrow(new JsonPatchError(message));
  });

  it('never reaches an object prototype', () => {
    expect(() => patch({}, [{ op: 'add', path: '/__proto__/polluted', value: true }])).toThrow(JsonPatchError);
    expect(() => patch({}, [{ op: 'add', path: '/constructor/prototype/polluted', value: true }])).toThrow(
      JsonPatchError
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a patch whose copies would grow the document past the bound, however short the patch', () => {
    // Each copy of the list into itself doubles it: 40 of them would make 2^40 values.
    const doubling = [
      { op: 'add', path: '/x', value: [1] },
      ...Array.from({ length: 40 }, () => ({ op: 'copy', from: '/x', path: '/x/-' })),
    ];
    expect(() => patch({}, doubling)).toThrow(
      new JsonPatchError(`The patch copies more than ${MAX_COPIED_VALUES} values: send the entries it makes instead.`)
    );
    // Copies within the bound apply: 15 doublings copy 2^16 - 2 values, a 16th would copy 2^16 more.
    const result = patch({}, doubling.slice(0, 16)) as { x: unknown[] };
    expect(result.x).toHaveLength(16);
    expect(JSON.stringify(result.x).match(/1/g)).toHaveLength(2 ** 15);
    expect(() => patch({}, doubling.slice(0, 17))).toThrow(JsonPatchError);
  });
});
