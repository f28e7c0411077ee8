import { jest } from '@jest/globals';

import type * as EuiModule from '@elastic/eui';
import type * as BorealisModule from '@elastic/eui-theme-borealis';

export type Eui = typeof EuiModule;
export type Borealis = typeof BorealisModule;

export interface LoadedEui {
  eui: Eui;
  theme: Borealis;
}

/**
 * EUI and its theme as they load with chroma-js whole (no `shim`), or with one of the shell's
 * chroma-js modules in its place (`shim`: the module as `require` finds it from here, e.g.
 * '../chroma_light.js').
 */
export function loadEui(shim?: string): LoadedEui {
  let loaded: LoadedEui | undefined;
  jest.isolateModules(() => {
    if (shim) jest.doMock('chroma-js', () => jest.requireActual(shim));
    // (Not mocked themselves: their own imports of chroma-js still meet the mock.)
    loaded = {
      eui: jest.requireActual<Eui>('@elastic/eui'),
      theme: jest.requireActual<Borealis>('@elastic/eui-theme-borealis'),
    };
  });
  return loaded!;
}

/**
 * The theme in both modes and EUI's colour helpers over every colour of the theme (and
 * `moreSamples`): what the shell computes from colours.
 */
export function euiColors({ eui, theme }: LoadedEui, moreSamples: string[] = []) {
  const light = eui.getComputed(theme.EuiThemeBorealis, {}, 'LIGHT');
  const dark = eui.getComputed(theme.EuiThemeBorealis, {}, 'DARK');
  const samples = [...Object.values(light.colors), ...Object.values(dark.colors)].filter(
    (c): c is string => typeof c === 'string' && /^(#|rgba?\()/.test(c)
  );
  const helpers = [...samples, ...moreSamples].map((c) => [
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
  return { light, dark, helpers };
}
