import fs from 'fs';
import path from 'path';

/**
 * EUI treats an icon type it does not know as an image URL: a renamed icon (EUI 122 dropped
 * `plusInCircle`, `arrowDown`, `exit`, `popout`, …) renders as a broken image. Every literal icon
 * type in the product's source must be one of EUI's own names.
 */
const ROOT = path.resolve(__dirname, '../../..');
const ICON_MAP = path.join(ROOT, 'node_modules/@elastic/eui/optimize/es/components/icon/icon_map.js');

function euiIconNames(): Set<string> {
  const text = fs.readFileSync(ICON_MAP, 'utf8');
  return new Set(Array.from(text.matchAll(/^ {2}([A-Za-z0-9]+):/gm), (m) => m[1]));
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Icon types written as literals: `iconType="x"`, `iconType: 'x'`, `<EuiIcon type="x"`, ternaries in `iconType={…}`. */
function usedIconNames(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/(?:iconType|euiIconType|iconSide)\s*[=:]\s*(\{[^}\n]*\}|'[^']*'|"[^"]*")/g)) {
    if (m[0].startsWith('iconSide')) continue;
    // In `a === 'x' ? 'y' : 'z'` only the branches are icon types, not the compared value.
    const branches = m[1].replace(/[!=]==\s*(['"])[A-Za-z0-9]+\1/g, '');
    for (const q of branches.matchAll(/['"]([A-Za-z0-9]+)['"]/g)) names.push(q[1]);
  }
  for (const m of source.matchAll(/<EuiIcon\b[^>]*?\btype=(?:"([A-Za-z0-9]+)"|\{'([A-Za-z0-9]+)'\})/g)) {
    names.push(m[1] ?? m[2]);
  }
  return names;
}

describe('icon types used by the product', () => {
  it('are all names EUI bundles (no icon renders as a broken image)', () => {
    const known = euiIconNames();
    expect(known.size).toBeGreaterThan(300);
    const unknown: string[] = [];
    let seen = 0;
    for (const file of [
      ...sourceFiles(path.join(ROOT, 'src/core/public')),
      ...sourceFiles(path.join(ROOT, 'src/core/common')),
      ...sourceFiles(path.join(ROOT, 'src/plugins')),
    ]) {
      for (const name of usedIconNames(fs.readFileSync(file, 'utf8'))) {
        seen += 1;
        if (!known.has(name)) unknown.push(`${path.relative(ROOT, file)}: ${name}`);
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(unknown).toEqual([]);
  });
});
