import { describe, expect, it, jest } from '@jest/globals';

import shell, { type ShellChroma } from './chroma_shell.js';
import { euiColors, loadEui } from './test_utils/eui_colors';

type Chroma = ShellChroma;

/** chroma-js whole, as the charts and the color picker have it. */
const chromaWhole = jest.requireActual<Chroma>('chroma-js');
/** chroma-js's colour names (the shell's are the same module). */
const w3cx11 = jest.requireActual<{ default: Record<string, string> }>('chroma-js-src/colors/w3cx11.js').default;

/** Colours as CSS, hex, names and numbers, good and bad, as EUI's helpers and their callers may give them. */
function stringInputs(): string[] {
  const names = Object.keys(w3cx11);
  return [
    ...names,
    ...names.slice(0, 20).map((n) => n.toUpperCase()),
    '#fff',
    'fff',
    '#FFF',
    '#0b64dd',
    '0b64dd',
    '#0B64DD80',
    '#0b64dd00',
    '#abcd',
    'abcd',
    '#12345',
    '#1234567',
    '#xyz',
    'zzz',
    '',
    'transparent',
    'currentColor',
    'rgb(0,0,0)',
    'rgb(255, 128, 0)',
    'rgb( 12 ,34 , 56 )',
    'rgb(300,-20,0)',
    'RGB(1,2,3)',
    ' rgb(1,2,3) ',
    'rgba(1,2,3,0.5)',
    'rgba(11, 100, 221, .25)',
    'rgba(1,2,3,1)',
    'rgba(1,2,3,0)',
    'rgba(1,2,3,1.5)',
    'rgb(10%,50%,100%)',
    'rgb(12.5%, 0%, 99.9%)',
    'rgba(10%,50%,100%,0.3)',
    'hsl(120,50%,50%)',
    'hsl(0, 0%, 100%)',
    'hsl(-30,100%,25.5%)',
    'hsla(210,60%,40%,0.7)',
    'hsla(400, 20%, 80%, .1)',
    'hsl(120,50,50)',
    'lab(50,20,30)',
    '#0b64dd ',
    'rgb(1,2)',
  ];
}

const numberInputs: unknown[][] = [
  [[0, 0, 0]],
  [[255, 255, 255]],
  [[11, 100, 221]],
  [[11.4, 100.6, 220.5]],
  [[300, -5, 128]],
  [[1, 2, 3, 0.5]],
  [[1, 2, 3, 0]],
  [{ r: 10, g: 20, b: 30 }],
  [{ r: 10, g: 20, b: 30, a: 0.4 }],
  [10, 20, 30],
  [10, 20, 30, 0.2],
  [[1, 2]],
  [],
  [null],
  [undefined],
];

/** Everything EUI's helpers ask of a colour, as chroma-js answers it (or its error). */
function describeColor(chroma: Chroma, args: unknown[]) {
  const attempt = (f: () => unknown) => {
    try {
      const value = f();
      return typeof value === 'number' && Number.isNaN(value) ? 'NaN' : value;
    } catch (error) {
      return { threw: (error as Error).constructor.name };
    }
  };
  // A copy each time: chroma-js keeps (and changes) an array it is given.
  const make = () =>
    chroma(...args.map((a) => (Array.isArray(a) ? [...a] : a && typeof a === 'object' ? { ...a } : a)));
  return {
    rgba: attempt(() => make().rgba(false)),
    css: attempt(() => make().css()),
    cssHsl: attempt(() => make().css('hsl')),
    cssRgba: attempt(() => make().css('rgba')),
    hex: attempt(() => make().hex()),
    hexRgba: attempt(() => make().hex('rgba')),
    rgb: attempt(() => make().rgb()),
    alpha: attempt(() => make().alpha()),
    translucent: attempt(() => make().alpha(0.3).css()),
    translucentHsl: attempt(() => make().alpha(0.45).css('hsl')),
    lightness: attempt(() => make().get('hsl.l')),
    hsl: attempt(() => make().hsl()),
    lab: attempt(() => make().lab()),
    saturated: attempt(() => make().set('hsl.s', '+0.2').css()),
    desaturated: attempt(() => make().set('hsl.s', '-0.2').hex()),
    darker: attempt(() => make().darken(0.5).hex()),
    brighter: attempt(() => make().brighten(1.3).css()),
    luminance: attempt(() => make().luminance()),
    string: attempt(() => String(make())),
  };
}

describe("the shell's chroma-js", () => {
  it('reads and writes every colour as chroma-js does', () => {
    const inputs = [...stringInputs().map((s) => [s]), ...numberInputs];
    let colors = 0;
    for (const args of inputs) {
      const whole = describeColor(chromaWhole, args);
      if (typeof whole.css === 'string') colors += 1;
      expect({ args, ...describeColor(shell, args) }).toEqual({ args, ...whole });
    }
    // (Most of them are colours: the comparison is of colours, not of errors.)
    expect(colors).toBeGreaterThan(170);
  });

  it('mixes, compares and validates as chroma-js does', () => {
    const colors = ['#fff', '#000', '#0b64dd', 'rgba(11,100,221,0.4)', 'red', 'hsl(30,60%,40%)', '#12345678'];
    const answers = (chroma: Chroma) =>
      colors.flatMap((a) =>
        colors.flatMap((b) => [
          chroma.contrast(a, b),
          ...[0, 0.05, 0.3, 0.5, 1].flatMap((f) => [
            chroma.mix(a, b, f, 'rgb').hex(),
            chroma.mix(a, b, f, 'rgb').css(),
            chroma.mix(a, b, f, 'lrgb').css(),
            chroma.mix(a, b, f, 'lab').hex(),
            chroma.mix(a, b, f).css(),
            chroma(a).mix(b, f, 'rgb').hex(),
          ]),
        ])
      );
    expect(answers(shell)).toEqual(answers(chromaWhole));

    const validity = (chroma: Chroma) =>
      [...stringInputs(), '1,2,3'].map((s) => [
        chroma.valid(s),
        chroma.valid(s, 'hex'),
        chroma.valid(s, 'css'),
        chroma.valid(s, 'named'),
        chroma.valid([1, 2, 3], 'rgb'),
        chroma.valid([1, 2, 3], 'rgba'),
      ]);
    expect(validity(shell)).toEqual(validity(chromaWhole));
    expect(() => shell.mix('#fff', '#000', 0.5, 'hsv')).toThrow('interpolation mode hsv is not defined');
  });

  it('gives EUI the same colour helpers, contrast colours and theme as chroma-js whole', () => {
    const whole = euiColors(loadEui(), ['red', 'white']);
    const part = euiColors(loadEui('../chroma_shell.js'), ['red', 'white']);
    expect(whole.helpers.length).toBeGreaterThan(50);
    expect(part).toEqual(whole);
  });
});
