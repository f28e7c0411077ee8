import { describe, expect, it } from '@jest/globals';
import { applyPatch, JsonPatchError, parsePatch } from './json_patch';

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
});
