import { sameJson } from './same_json';

describe('sameJson', () => {
  it('holds objects equal whatever the order of their keys, at any depth', () => {
    expect(sameJson({ a: 1, b: { c: [1, 'x'], d: null } }, { b: { d: null, c: [1, 'x'] }, a: 1 })).toBe(true);
  });

  it('tells a changed, added or missing value apart', () => {
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 1 })).toBe(false);
    expect(sameJson({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
  });

  it('holds 0 and -0 equal, as JSON (and RFC 6902 `test`) reads them', () => {
    expect(sameJson({ n: 0 }, JSON.parse('{"n": -0}'))).toBe(true);
  });
});
