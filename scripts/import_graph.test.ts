import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { dirname, join, resolve } from 'path';
import { folderCycles, importCycles, importGraph, partCycles } from './import_graph';

const ROOT = resolve(__dirname, '..');
/** The folders that hold TypeScript (config/, deploy/ and docs/ hold none). */
const TOP_LEVEL = ['src', 'scripts', 'test', 'bench'];

describe('import graph', () => {
  it('has no circle, type-only imports included', () => {
    expect(importCycles(ROOT, TOP_LEVEL)).toEqual([]);
  });

  it('keeps the top-level folders in layers: none imports one that imports it back, tests included', () => {
    expect(folderCycles(ROOT, TOP_LEVEL)).toEqual([]);
  });

  it("keeps the security server's parts in layers: no folder imports one that imports it back", () => {
    expect(partCycles(ROOT, 'src/plugins/security/server')).toEqual([]);
  });

  it("keeps the Security app's routing table out of its pages' chunks (one copy, with the app's chunk)", () => {
    // A page reaching routes.ts made webpack copy it (too small to split) into every page chunk,
    // so a page opened from the address bar downloaded and ran it twice. Pages link with app_paths.ts.
    const app = join(ROOT, 'src/plugins/security/public/apps/configuration');
    const graph = importGraph([join(ROOT, 'src/plugins/security'), join(ROOT, 'src/core/public')]);
    // Each feature's descriptor (page.ts) or early start (early.ts) names its pages' chunks.
    const declaring = [...graph.keys()].filter(
      (file) => file.startsWith(join(app, 'panels')) && /\/(page|early)\.ts$/.test(file)
    );
    const pages = declaring.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map(([, path]) => join(dirname(file), path))
    );
    expect(pages.length).toBeGreaterThan(10);
    const reaching: string[] = [];
    for (const page of pages) {
      const start = [`${page}.ts`, `${page}.tsx`].find((file) => graph.has(file))!;
      const seen = new Set([start]);
      for (const file of seen) for (const next of graph.get(file) ?? []) seen.add(next);
      if (seen.has(join(app, 'routes.ts'))) reaching.push(page);
    }
    expect(reaching).toEqual([]);
  });

  it('names the imports that tie two parts into a circle', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-parts-'));
    try {
      for (const part of ['auth', 'routes']) mkdirSync(join(dir, 'server', part), { recursive: true });
      writeFileSync(
        join(dir, 'server', 'routes', 'login.ts'),
        "import { check } from '../auth/check';\nexport const login = check;\n"
      );
      writeFileSync(join(dir, 'server', 'auth', 'check.ts'), 'export const check = 1;\n');
      writeFileSync(
        join(dir, 'server', 'auth', 'logout.ts'),
        "import type { login } from '../routes/login';\nexport type L = typeof login;\n"
      );
      expect(partCycles(dir, 'server')).toEqual([
        'auth → routes: auth/logout.ts → routes/login.ts',
        'routes → auth: routes/login.ts → auth/check.ts',
      ]);
      rmSync(join(dir, 'server', 'auth', 'logout.ts'));
      expect(partCycles(dir, 'server')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names two top-level folders that import each other, through a test file too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-folders-'));
    try {
      for (const folder of ['scripts', 'bench', 'src']) mkdirSync(join(dir, folder));
      writeFileSync(join(dir, 'scripts', 'bench.ts'), "import { run } from '../bench/run';\nrun();\n");
      writeFileSync(join(dir, 'scripts', 'flags.ts'), 'export const flags: string[] = [];\n');
      writeFileSync(
        join(dir, 'bench', 'run.ts'),
        "import { flags } from '../scripts/flags';\nexport const run = () => flags;\n"
      );
      writeFileSync(join(dir, 'src', 'server.ts'), 'export const serve = 1;\n');
      writeFileSync(join(dir, 'src', 'server.test.ts'), "import { run } from '../bench/run';\nexport const r = run;\n");
      writeFileSync(join(dir, 'bench', 'load.ts'), "import { serve } from '../src/server';\nexport const l = serve;\n");
      expect(folderCycles(dir, ['src', 'scripts', 'bench'])).toEqual([
        'bench → scripts: bench/run.ts → scripts/flags.ts',
        'bench → src: bench/load.ts → src/server.ts',
        'scripts → bench: scripts/bench.ts → bench/run.ts',
        'src → bench: src/server.test.ts → bench/run.ts',
      ]);
      rmSync(join(dir, 'bench', 'run.ts'));
      writeFileSync(join(dir, 'bench', 'run.ts'), 'export const run = () => [];\n');
      rmSync(join(dir, 'src', 'server.test.ts'));
      expect(folderCycles(dir, ['src', 'scripts', 'bench'])).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
