import { describe, expect, it, jest } from '@jest/globals';
import { chromaValid, parseColor } from './badge_color_checks.js';

/** EUI's own two helpers, on chroma-js whole. */
const eui = jest.requireActual<{ chromaValid: typeof chromaValid; parseColor: typeof parseColor }>(
  '../../../../node_modules/@elastic/eui/test-env/components/color_picker/utils'
);

const INPUTS = [
  '',
  '#fff',
  'fff',
  '#0b64dd',
  '#0b64dd80',
  '#abcd',
  '#12345',
  'red',
  'primary',
  'rgb(1,2,3)',
  '1,2,3',
  '1, 2, 3, 0.5',
  '1,2',
  '1,2,3,4,5',
  '255,255,255,1',
  '300,0,0',
  'a,b,c',
  ' 12 , 34 , 56 ',
];

describe("the badge's colour checks", () => {
  it("parse and validate colours as EUI's color picker helpers do", () => {
    for (const input of INPUTS) {
      expect({ input, parsed: parseColor(input), valid: chromaValid(input) }).toEqual({
        input,
        parsed: eui.parseColor(input),
        valid: eui.chromaValid(input),
      });
    }
    expect(INPUTS.filter((input) => chromaValid(input)).length).toBeGreaterThan(5);
    expect(chromaValid([11, 100, 221])).toBe(true);
    expect(chromaValid([11, 100, 221])).toBe(eui.chromaValid([11, 100, 221]));
  });
});
