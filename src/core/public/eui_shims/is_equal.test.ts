import { describe, expect, it } from '@jest/globals';
import lodashIsEqual from 'lodash/isEqual';
import isEqual from './is_equal.js';

class Point {
  constructor(
    public x: number,
    public y: number
  ) {}
}
const cyclic = () => {
  const o: Record<string, unknown> = { a: 1 };
  o.self = o;
  return o;
};
const sym = Symbol('s');
const args = function (..._: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
};

/** Values of every kind the shell's callers hold, and the odd ones lodash has rules for. */
const VALUES: unknown[] = [
  undefined,
  null,
  0,
  -0,
  1,
  NaN,
  '',
  '1',
  true,
  false,
  sym,
  Symbol('s'),
  () => 1,
  [],
  [1, 2, 3],
  [1, 2, 3],
  [1, 2],
  [1, [2, { a: 3 }]],
  [1, [2, { a: 3 }]],
  [, 1], // eslint-disable-line no-sparse-arrays
  [undefined, 1],
  Object.assign([1], { extra: true }),
  {},
  { a: 1 },
  { a: 1 },
  { a: undefined },
  { b: 1 },
  { a: 1, b: { c: [1, 2], d: 'x' } },
  { b: { d: 'x', c: [1, 2] }, a: 1 },
  { [sym]: 1 },
  { [sym]: 2 },
  Object.create(null),
  Object.assign(Object.create(null), { a: 1 }),
  new Point(1, 2),
  new Point(1, 2),
  { x: 1, y: 2 },
  new Date(0),
  new Date(0),
  new Date(1),
  new Date(NaN),
  /a/g,
  /a/g,
  /a/i,
  new Number(1),
  new Number(NaN),
  new String('1'),
  new Boolean(false),
  new Error('x'),
  new TypeError('x'),
  new Map<string, unknown>([
    ['a', 1],
    ['b', { c: 2 }],
  ]),
  new Map<string, unknown>([
    ['b', { c: 2 }],
    ['a', 1],
  ]),
  new Map([['a', 2]]),
  new Set([1, 2, { a: 1 }]),
  new Set([{ a: 1 }, 2, 1]),
  new Set([1, 2, 3]),
  new Uint8Array([1, 2]),
  new Uint8Array([1, 2]),
  new Int8Array([1, 2]),
  new Float64Array([NaN]),
  new Uint8Array([1, 2]).buffer,
  new DataView(new Uint8Array([1, 2]).buffer),
  args(1, 2),
  { 0: 1, 1: 2 },
  cyclic(),
  cyclic(),
  { colors: { LIGHT: '#fff', DARK: '#000' }, size: { base: 16 } },
  { colors: { LIGHT: '#fff', DARK: '#000' }, size: { base: 16 } },
  ['#54B399', '#6092C0'],
  ['#54B399', '#6092C0'],
];

describe("the shell's isEqual", () => {
  it('answers as lodash does for every pair of values', () => {
    const differ: string[] = [];
    VALUES.forEach((a, i) =>
      VALUES.forEach((b, j) => {
        if (isEqual(a, b) !== lodashIsEqual(a, b)) differ.push(`${i} ~ ${j}`);
      })
    );
    expect(differ).toEqual([]);
    // Not a comparison that always says yes or no.
    expect(isEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(isEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
  });
});
