import { describe, expect, it, jest } from '@jest/globals';

import type * as EuiModule from '@elastic/eui';
import type * as BorealisModule from '@elastic/eui-theme-borealis';

type Eui = typeof EuiModule;
type Borealis = typeof BorealisModule;

/** EUI and its theme as they load with chroma-js whole, or with the shell's chroma_light. */
function loadEui(light: boolean): { eui: Eui; theme: Borealis } {
  let loaded: { eui: Eui; theme: Borealis } | undefined;
  jest.isolateModules(() => {
    if (light) jest.doMock('chroma-js', () => jest.requireActual('./chroma_light.js'));
    // (Not mocked themselves: their own imports of chroma-js still meet the mock.)
    loaded = {
      eui: jest.requireActual<Eui>('@elastic/eui'),
      theme: jest.requireActual<Borealis>('@elastic/eui-theme-borealis'),
    };
  });
  return loaded!;
}

/** Everything the shell computes from colors: the theme in both modes, EUI's color helpers and palettes. */
function colorsOf({ eui, theme }: { eui: Eui; theme: Borealis }) {
  const light = eui.getComputed(theme.EuiThemeBorealis, {}, 'LIGHT');
  const dark = eui.getComputed(theme.EuiThemeBorealis, {}, 'DARK');
  const samples = [...Object.values(light.colors), ...Object.values(dark.colors)].filter(
    (c): c is string => typeof c === 'string' && /^(#|rgba?\()/.test(c)
  );
  const helpers = samples.map((c) => [
    eui.tint(c, 0.3),
    eui.shade(c, 0.3),
    eui.transparentize(c, 0.4),
    eui.saturate(c, 0.2),
    eui.desaturate(c, 0.2),
    eui.lightness(c),
    eui.darken(c, 0.5),
    eui.brighten(c, 0.5),
    // (EUI warns about contrast with see-through colors, and the shell never asks for it.)
    ...(c.startsWith('#') ? [eui.makeHighContrastColor(c)(light), eui.makeDisabledContrastColor(c)(light)] : []),
  ]);
  const palettes = [
    eui.euiPaletteColorBlind(),
    eui.euiPaletteColorBlind({ rotations: 2, sortBy: 'natural' }),
    eui.euiPaletteColorBlindBehindText(),
    eui.euiPaletteForStatus(7),
    eui.euiPaletteForTemperature(7),
    eui.euiPaletteCool(5),
    eui.euiPaletteGray(5),
    eui.colorPalette(['#ffffff', '#0b64dd'], 6, true),
    eui.colorPalette(['#ffffff', '#0b64dd', '#000000'], 6, false, true),
  ];
  return { light, dark, helpers, palettes };
}

describe("the shell's part of chroma-js", () => {
  it('gives EUI the same theme, color helpers and palettes as chroma-js whole', () => {
    const whole = colorsOf(loadEui(false));
    const part = colorsOf(loadEui(true));
    expect(whole.helpers.length).toBeGreaterThan(50);
    expect(part).toEqual(whole);
  });
});
