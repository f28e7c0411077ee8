import { describe, expect, it } from '@jest/globals';

import { euiColors, loadEui, type LoadedEui } from './test_utils/eui_colors';

/** Everything the shell computes from colors: the theme in both modes, EUI's color helpers and palettes. */
function colorsOf(loaded: LoadedEui) {
  const { eui } = loaded;
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
  return { ...euiColors(loaded), palettes };
}

describe("the shell's part of chroma-js", () => {
  it('gives EUI the same theme, color helpers and palettes as chroma-js whole', () => {
    const whole = colorsOf(loadEui());
    const part = colorsOf(loadEui('../chroma_light.js'));
    expect(whole.helpers.length).toBeGreaterThan(50);
    expect(part).toEqual(whole);
  });
});
