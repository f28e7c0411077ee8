import { EuiThemeBorealis, colorVis } from '@elastic/eui-theme-borealis';
import { buildTheme, getComputed, type EuiThemeSystem } from '@elastic/eui-theme-common';
import euiThemeLoader from './eui_theme_loader';
const { computeBorealis, mergeModes } = euiThemeLoader;

/** Runs the module text the loader writes and returns its exports. */
function runModule(text: string): Record<string, unknown> {
  const body = text.replace(/^export var (\w+) =/gm, 'exports.$1 =');
  const exports: Record<string, unknown> = {};
  new Function('exports', body)(exports);
  return exports;
}

const loaderContext = { cacheable: jest.fn(), addDependency: jest.fn() };

describe("EUI's Borealis theme computed at build time", () => {
  const module = runModule(euiThemeLoader.call(loaderContext));
  const system = buildTheme(module.model as object, module.key as string) as unknown as EuiThemeSystem;
  /** What EuiThemeProvider passes when no `modify` is given: an empty model. */
  const noModifications = () => buildTheme({}, `_${EuiThemeBorealis.key}`) as unknown as EuiThemeSystem;

  it.each(['LIGHT', 'DARK'] as const)(
    'computes to the same %s theme EuiThemeProvider computes from the package',
    (mode) => {
      const expected = getComputed(EuiThemeBorealis, noModifications(), mode, false);
      const actual = getComputed(system, noModifications(), mode, false);
      expect(actual).toEqual(expected);
      expect(actual.themeName).toBe('EUI_THEME_BOREALIS');
      expect(Object.keys(actual.components).length).toBeGreaterThan(50);
    }
  );

  it("keeps the package's vis colours and key", () => {
    expect(module.colorVis).toEqual(colorVis);
    expect(module.key).toBe(EuiThemeBorealis.key);
  });

  it('holds no computed value: plain data only', () => {
    expect(JSON.parse(JSON.stringify(computeBorealis().model))).toEqual(computeBorealis().model);
    expect(module.model).toEqual(computeBorealis().model);
  });

  it('says a value twice only where the colour modes differ', () => {
    expect(mergeModes({ a: 1, b: { c: '#fff', d: 2 } }, { a: 1, b: { c: '#000', d: 2 } })).toEqual({
      a: 1,
      b: { c: { LIGHT: '#fff', DARK: '#000' }, d: 2 },
    });
  });
});
