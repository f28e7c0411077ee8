import { EuiThemeBorealis, colorVis } from '@elastic/eui-theme-borealis';
import { buildTheme, getComputed, type EuiThemeSystem } from '@elastic/eui-theme-common';
import euiThemeLoader from './eui_theme_loader';
const { BOTH_MODES, computeBorealis, mergeModes } = euiThemeLoader;

/** Runs the module text the loader writes and returns its exports. */
function runModule(text: string): Record<string, unknown> {
  const body = text.replace(/^export var (\w+) =/gm, 'exports.$1 =');
  const exports: Record<string, unknown> = {};
  new Function('exports', body)(exports);
  return exports;
}

/** The module the loader writes for `resourceQuery` ('' for the shell's import). */
const loaded = (resourceQuery: string) =>
  runModule(euiThemeLoader.call({ cacheable: jest.fn(), addDependency: jest.fn(), resourceQuery }));

describe("EUI's Borealis theme computed at build time", () => {
  const module = loaded('');
  const bothModes = loaded(BOTH_MODES);
  const systemOf = (m: Record<string, unknown>) =>
    buildTheme(m.model as object, m.key as string) as unknown as EuiThemeSystem;
  /** What EuiThemeProvider passes when no `modify` is given: an empty model. */
  const noModifications = () => buildTheme({}, `_${EuiThemeBorealis.key}`) as unknown as EuiThemeSystem;
  const expectedOf = (mode: 'LIGHT' | 'DARK') => getComputed(EuiThemeBorealis, noModifications(), mode, false);

  it.each(['LIGHT', 'DARK'] as const)(
    'computes, with both colour modes, to the same %s theme EuiThemeProvider computes from the package',
    (mode) => {
      const actual = getComputed(systemOf(bothModes), noModifications(), mode, false);
      expect(actual).toEqual(expectedOf(mode));
      expect(actual.themeName).toBe('EUI_THEME_BOREALIS');
      expect(Object.keys(actual.components).length).toBeGreaterThan(50);
    }
  );

  it("holds the light mode only in the shell's module, which draws the light theme whatever the mode asked", () => {
    const system = systemOf(module);
    expect(getComputed(system, noModifications(), 'LIGHT', false)).toEqual(expectedOf('LIGHT'));
    expect(getComputed(system, noModifications(), 'DARK', false).colors).toEqual(expectedOf('LIGHT').colors);
    expect(expectedOf('DARK').colors).not.toEqual(expectedOf('LIGHT').colors);
    expect(JSON.stringify(module.model).length).toBeLessThan(JSON.stringify(bothModes.model).length * 0.7);
  });

  it("keeps the package's vis colours and key", () => {
    for (const m of [module, bothModes]) {
      expect(m.colorVis).toEqual(colorVis);
      expect(m.key).toBe(EuiThemeBorealis.key);
    }
  });

  it('holds no computed value: plain data only', () => {
    expect(JSON.parse(JSON.stringify(computeBorealis().model))).toEqual(computeBorealis().model);
    expect(bothModes.model).toEqual(computeBorealis().model);
    expect(module.model).toEqual(computeBorealis().light);
  });

  it('says a value twice only where the colour modes differ', () => {
    expect(mergeModes({ a: 1, b: { c: '#fff', d: 2 } }, { a: 1, b: { c: '#000', d: 2 } })).toEqual({
      a: 1,
      b: { c: { LIGHT: '#fff', DARK: '#000' }, d: 2 },
    });
  });
});
