import fs from 'fs';
import path from 'path';
import { splitIconMap, stripIconMetadata } from './eui_icon_map_loader';

const ICON_MAP = path.resolve(__dirname, '../node_modules/@elastic/eui/optimize/es/components/icon/icon_map.js');

/** Runs the map module's text and returns its `typeToPathMap`, each loader's import path beside its name. */
function loadersOf(source: string): Record<string, { path: string; metadata: unknown }> {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export var /gm, 'var ')
    .replace(/return import\(('[^']+')\)/g, 'return $1');
  const run = new Function('_slicedToArray', `${body}; return typeToPathMap;`);
  const map = run((pair: unknown[]) => pair) as Record<string, (() => string) & { metadata?: unknown }>;
  return Object.fromEntries(
    Object.entries(map).map(([name, load]) => [name, { path: load(), metadata: load.metadata }])
  );
}

describe("EUI's icon map without its search metadata", () => {
  const original = fs.readFileSync(ICON_MAP, 'utf8');
  const stripped = stripIconMetadata(original);

  it('keeps every icon name with the same chunk to load', () => {
    const before = loadersOf(original);
    const after = loadersOf(stripped);
    expect(Object.keys(before).length).toBeGreaterThan(400);
    expect(Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v.path]))).toEqual(
      Object.fromEntries(Object.entries(before).map(([k, v]) => [k, v.path]))
    );
  });

  it('drops the synonyms and categories, and with them most of the text', () => {
    expect(Object.values(loadersOf(original)).some((l) => l.metadata !== undefined)).toBe(true);
    expect(Object.values(loadersOf(stripped)).every((l) => l.metadata === undefined)).toBe(true);
    expect(stripped).not.toMatch(/synonyms: \[|category: '/);
    expect(stripped.length).toBeLessThan(original.length * 0.7);
  });

  it('leaves a file of another shape as it is', () => {
    const other = "export var typeToPathMap = { a: withMetadata(load, { category: 'app' }) };";
    expect(stripIconMetadata(other)).toBe(other);
  });
});

describe("the shell's icon map: its own icons' loaders, every other name through the whole map", () => {
  const stripped = stripIconMetadata(fs.readFileSync(ICON_MAP, 'utf8'));
  const whole = loadersOf(stripped);
  const SHELL = ['bell', 'cross', 'home', 'notAnIcon'];
  const split = splitIconMap(stripped, SHELL, './whole_map?all');

  /** Runs the split module; `import(x)` answers x for an icon, the whole map's loaders for the map. */
  function shellMap(source: string) {
    const imported: string[] = [];
    const body = source.replace(/^export var /gm, 'var ').replace(/import\(/g, 'importFake(');
    const run = new Function('importFake', `${body}; return typeToPathMap;`);
    const importFake = (request: string) => {
      imported.push(request);
      const typeToPathMap = Object.fromEntries(Object.entries(whole).map(([name, l]) => [name, () => l.path]));
      return Promise.resolve(request === './whole_map?all' ? { typeToPathMap } : request);
    };
    return { map: run(importFake) as Record<string, () => Promise<string>>, imported };
  }

  const isIcon = (map: object, type: string) => Object.prototype.hasOwnProperty.call(map, type);
  const URLS = [
    'https://example.com/logo.svg',
    '/plugins/x/logo.svg',
    'logo.png',
    'data:image/svg+xml;base64,PHN2Zz4=',
  ];

  it("takes every icon name for an icon at once, and no image URL (EuiIcon's test: an own property of the map)", () => {
    expect(split).toBeDefined();
    const { map } = shellMap(split!);
    expect(Object.keys(whole).filter((name) => !isIcon(map, name))).toEqual([]);
    for (const url of [...URLS, 'hasOwnProperty', 'constructor']) expect(isIcon(map, url)).toBe(false);
    // Nor is the map ever taken for a thenable or given a toJSON.
    expect((map as Record<string, unknown>).then).toBeUndefined();
    expect(JSON.parse(JSON.stringify(map))).toEqual({});
    // The names themselves are not in the shell's module: only its own icons' are.
    expect(split).not.toContain('pencil');
    expect(Object.keys(map).sort()).toEqual(['bell', 'cross', 'home']);
  });

  it('knows exactly the names of the whole map once it is in; another word loads as the image EuiIcon draws for it', async () => {
    const { map } = shellMap(split!);
    expect(isIcon(map, 'aWordThatIsNoIcon')).toBe(true);
    await expect(map.aWordThatIsNoIcon()).resolves.toEqual({ icon: 'aWordThatIsNoIcon' });
    expect(isIcon(map, 'aWordThatIsNoIcon')).toBe(false);
    expect(Object.keys(whole).filter((name) => !isIcon(map, name))).toEqual([]);
    for (const url of URLS) expect(isIcon(map, url)).toBe(false);
  });

  it("loads the shell's icons directly and the others after the whole map, each from its own asset", async () => {
    const { map, imported } = shellMap(split!);
    await expect(map.bell()).resolves.toBe(whole.bell.path);
    await expect(map.home()).resolves.toBe(whole.home.path);
    expect(imported).toEqual([whole.bell.path, whole.home.path]);
    await expect(map.pencil()).resolves.toBe(whole.pencil.path);
    expect(imported).toEqual([whole.bell.path, whole.home.path, './whole_map?all']);
    // The shell's own loaders are the only import() calls with an asset in them.
    expect(split!.match(/import\('\.\/assets\//g)).toHaveLength(3);
  });

  it('is not made from a map of another shape, or with a name that is not a word', () => {
    expect(splitIconMap("export var typeToPathMap = { a: load('x') };", SHELL)).toBeUndefined();
    const odd = "export var typeToPathMap = {\n  $odd: function () {\n    return import('./assets/odd');\n  }\n};";
    expect(splitIconMap(odd, SHELL)).toBeUndefined();
  });
});

describe("webpack.config.js's SHELL_ICONS", () => {
  it("are EUI's icon names (an unknown one would silently load through the whole map)", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { SHELL_ICONS } = require('../webpack.config.js') as { SHELL_ICONS: string[] };
    const names = Object.keys(loadersOf(stripIconMetadata(fs.readFileSync(ICON_MAP, 'utf8'))));
    expect(SHELL_ICONS.length).toBeGreaterThan(5);
    expect(SHELL_ICONS.filter((name) => !names.includes(name))).toEqual([]);
  });
});
