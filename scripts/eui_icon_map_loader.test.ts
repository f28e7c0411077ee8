import fs from 'fs';
import path from 'path';
import { stripIconMetadata } from './eui_icon_map_loader';

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
