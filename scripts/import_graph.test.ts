import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { importCycles } from './import_graph';

const ROOT = resolve(__dirname, '..');

describe('import graph', () => {
  it('has no circle, type-only imports included', () => {
    expect(importCycles(ROOT, ['src', 'scripts', 'test', 'bench'])).toEqual([]);
  });

  it('finds a circle closed by an `import type` (which import-x/no-cycle skips)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
    try {
      mkdirSync(join(dir, 'src', 'ui'), { recursive: true });
      writeFileSync(
        join(dir, 'src', 'service.ts'),
        "import { List } from './ui';\nexport interface Item { id: string }\n"
      );
      writeFileSync(
        join(dir, 'src', 'ui', 'index.ts'),
        "import type { Item } from '../service';\nexport const List = (i: Item) => i.id;\n"
      );
      writeFileSync(join(dir, 'src', 'leaf.ts'), "import { List } from './ui';\nexport const x = List;\n");
      expect(importCycles(dir, ['src'])).toEqual([['src/service.ts', 'src/ui/index.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
