import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import webpack from 'webpack';
import { LazyChunkFilesPlugin } from './lazy_chunk_files';

/** A small app: two icons loaded on demand, the way EUI's icon map does, and a named lazy chunk. */
function writeApp(dir: string, iconB: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'a.js'), 'export const icon = "<svg>a</svg>";\n');
  writeFileSync(join(dir, 'assets', 'b.js'), `export const icon = ${JSON.stringify(iconB)};\n`);
  writeFileSync(join(dir, 'other.js'), 'export const other = "some other lazy part";\n');
  writeFileSync(
    join(dir, 'entry.js'),
    [
      "export const icons = { a: () => import('./assets/a.js'), b: () => import('./assets/b.js') };",
      'export const other = () => import(/* webpackChunkName: "other_part" */ \'./other.js\');',
    ].join('\n')
  );
}

function build(dir: string): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { core: './entry.js' },
    output: {
      path: join(dir, 'out'),
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    optimization: { runtimeChunk: 'single', moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    plugins: [new LazyChunkFilesPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    })
  );
}

/** The emitted script files, and the runtime's text. */
function outputs(dir: string) {
  const out = join(dir, 'out');
  const files = readdirSync(out).filter((f) => f.endsWith('.js'));
  const initial = files.filter((f) => /^(core|runtime)\./.test(f));
  const lazy = files.filter((f) => !initial.includes(f));
  const runtime = readFileSync(
    join(
      out,
      files.find((f) => f.startsWith('runtime.'))!
    ),
    'utf8'
  );
  return { initial, lazy, runtime };
}

describe('lazy chunk files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lazy-chunks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names every lazy chunk by its name or id and one hash of all of them, and the runtime by that template', async () => {
    writeApp(dir, '<svg>b</svg>');
    await build(dir);
    const { initial, lazy, runtime } = outputs(dir);

    expect(lazy).toHaveLength(3);
    const [, hash] = /^[^.]+\.([0-9a-f]{10})\.js$/.exec(lazy[0])!;
    for (const file of lazy) expect(file).toMatch(new RegExp(`^[^./]+\\.${hash}\\.js$`));
    expect(lazy).toContain(`other_part.${hash}.js`);
    // The runtime builds any lazy chunk's URL from the one template: the hash once, no entry per
    // chunk but the named one's name.
    expect(runtime.split(hash)).toHaveLength(2);
    expect(runtime).toContain('"other_part"');
    // The initial chunks keep their own content hashes.
    for (const file of initial) expect(file).toMatch(/^(core|runtime)\.[0-9a-f]{10}\.js$/);
    expect(initial.some((file) => file.includes(hash))).toBe(false);
  });

  it('gives every lazy chunk a new URL when any of them changes', async () => {
    writeApp(dir, '<svg>b</svg>');
    await build(dir);
    const before = outputs(dir);
    writeApp(dir, '<svg>b, redrawn</svg>');
    await build(dir);
    const after = outputs(dir);

    expect(after.lazy).toHaveLength(3);
    for (const file of after.lazy) expect(before.lazy).not.toContain(file);
    // The entry itself did not change; the runtime that names the new files did.
    expect(after.initial.find((f) => f.startsWith('core.'))).toBe(before.initial.find((f) => f.startsWith('core.')));
    expect(after.runtime).not.toBe(before.runtime);
  });

  it('gives the same names to the same sources', async () => {
    writeApp(dir, '<svg>b</svg>');
    await build(dir);
    const first = outputs(dir);
    await build(dir);
    expect(outputs(dir).lazy).toEqual(first.lazy);
  });
});
