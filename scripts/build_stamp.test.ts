import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { dirname, join } from 'path';
import { buildPublic, buildServer } from './build';
import { decideBuild, sourceHash, STAMP_FILE, writeStamp } from './build_stamp';

jest.setTimeout(120_000);

function write(root: string, file: string, text: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

describe('npm start: does the build match the sources?', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
    write(root, 'package.json', '{"name":"x"}');
    write(root, 'package-lock.json', '{}');
    write(root, 'tsconfig.json', '{}');
    write(root, 'webpack.config.js', 'module.exports = {};');
    write(root, 'src/core/server/cli.ts', 'export const a = 1;\n');
    write(root, 'src/core/public/entry.ts', 'export const b = 2;\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A finished build of both parts, stamped with the sources as they are now. */
  function built() {
    write(root, 'build/server/core/server/cli.js', '');
    write(root, 'build/public/manifest.json', '{}');
    const hash = sourceHash(root);
    writeStamp(root, 'server', hash);
    writeStamp(root, 'public', hash);
  }

  it('builds everything when there is no build', () => {
    expect(decideBuild(root)).toEqual({ parts: ['server', 'public'], message: 'No build found: building…' });
  });

  it('starts at once when the build was made from these sources', () => {
    built();
    expect(decideBuild(root)).toEqual({ parts: [] });
  });

  it.each([
    ['a changed source file', () => write(root, 'src/core/server/cli.ts', 'export const a = 2;\n')],
    ['a new source file', () => write(root, 'src/plugins/x/public/new.tsx', 'export {};\n')],
    ['a deleted source file', () => rmSync(join(root, 'src/core/public/entry.ts'))],
    ['changed dependencies', () => write(root, 'package-lock.json', '{"lockfileVersion":3}')],
    ['a changed tsconfig', () => write(root, 'tsconfig.json', '{"compilerOptions":{}}')],
    ['a new tsconfig', () => write(root, 'tsconfig.server.json', '{}')],
    ['a changed webpack config', () => write(root, 'webpack.config.js', 'module.exports = { mode: "x" };')],
    ['a changed webpack loader', () => write(root, 'scripts/eui_icon_map_loader.js', 'module.exports = (s) => s;')],
    ['a changed webpack plugin', () => write(root, 'scripts/lazy_chunk_files.js', 'module.exports = {};')],
    ['a changed theme loader', () => write(root, 'scripts/eui_theme_loader.js', 'module.exports = (s) => s;')],
    ['a changed compression step', () => write(root, 'scripts/compress_bundles.ts', 'export {};\n')],
  ])('rebuilds both parts after %s, and says why in one line', (_what, change) => {
    built();
    change();
    expect(decideBuild(root)).toEqual({
      parts: ['server', 'public'],
      message: 'Sources changed since the last build: rebuilding…',
    });
  });

  it('a build from before the stamps existed (no stamp file) is rebuilt', () => {
    built();
    rmSync(join(root, STAMP_FILE));
    expect(decideBuild(root).parts).toEqual(['server', 'public']);
  });

  it('rebuilds only the part whose stamp differs or whose output is missing', () => {
    built();
    writeStamp(root, 'public', null);
    expect(decideBuild(root).parts).toEqual(['public']);
    built();
    rmSync(join(root, 'build/server/core/server/cli.js'));
    expect(decideBuild(root)).toEqual({ parts: ['server'], message: 'No build found: building…' });
  });

  it('ignores what no build reads: tests, file times, other files', () => {
    built();
    write(root, 'src/core/server/cli.test.ts', 'it("x", () => undefined);\n');
    write(root, 'README.md', '# changed');
    const past = new Date(Date.UTC(2001, 0, 1));
    utimesSync(join(root, 'src/core/server/cli.ts'), past, past);
    expect(decideBuild(root)).toEqual({ parts: [] });
  });

  it('the real build records the stamp of the sources it compiled, so the next start builds nothing', () => {
    // A tiny project built by the repository's own tsc and webpack, the way `npm run build` does.
    write(
      root,
      'tsconfig.server.json',
      JSON.stringify({
        compilerOptions: { outDir: 'build/server', rootDir: 'src', module: 'commonjs' },
        include: ['src'],
      })
    );
    write(
      root,
      'webpack.config.js',
      `const fs = require('fs');
       const path = require('path');
       module.exports = {
         entry: './src/core/public/entry.ts',
         output: { path: path.resolve(__dirname, 'build/public/bundles') },
         resolve: { extensions: ['.ts', '.js'] },
         plugins: [{ apply: (c) => c.hooks.done.tap('m', () => fs.writeFileSync(path.resolve(__dirname, 'build/public/manifest.json'), '{}')) }],
       };`
    );
    // What the server bundle's entry (server_bundle.ts) imports besides cli.ts.
    write(root, 'src/core/server/vendor_bundles.ts', 'export {};\n');
    write(
      root,
      'src/core/server/plugins/built_plugins.ts',
      'export function registerBuiltPlugins(modules: object) {}\n'
    );
    const before = sourceHash(root);
    expect(decideBuild(root).parts).toEqual(['server', 'public']);
    buildServer(root);
    expect(readFileSync(join(root, 'build/server/core/server/cli.js'), 'utf8')).toContain('a=1');
    expect(JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8'))).toEqual({ server: before });
    expect(decideBuild(root)).toEqual({ parts: ['public'], message: 'No build found: building…' });
    buildPublic(root);
    expect(JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8'))).toEqual({ server: before, public: before });
    expect(decideBuild(root)).toEqual({ parts: [] });
  });
});
