import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import webpack from 'webpack';
import { IconChunkFilesPlugin } from './icon_chunk_files';

/** A small app: two icons loaded on demand, the way EUI's icon map does, and one other lazy chunk. */
function writeApp(dir: string, iconB: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'a.js'), 'export const icon = "<svg>a</svg>";\n');
  writeFileSync(join(dir, 'assets', 'b.js'), `export const icon = ${JSON.stringify(iconB)};\n`);
  writeFileSync(join(dir, 'other.js'), 'export const other = "some other lazy part";\n');
  writeFileSync(
    join(dir, 'entry.js'),
    [
      "export const icons = { a: () => import('./assets/a.js'), b: () => import('./assets/b.js') };",
      "export const other = () => import('./other.js');",
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
    plugins: [new IconChunkFilesPlugin({ isIconModule: (resource) => /[\\/]assets[\\/][^\\/]+\.js$/.test(resource) })],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    })
  );
}

/** The emitted script files, relative to the output folder. */
function outputs(dir: string) {
  const out = join(dir, 'out');
  const top = readdirSync(out).filter((f) => f.endsWith('.js'));
  const icons = readdirSync(join(out, 'icons')).map((f) => `icons/${f}`);
  const runtime = readFileSync(
    join(
      out,
      top.find((f) => f.startsWith('runtime.'))!
    ),
    'utf8'
  );
  return { top, icons, runtime };
}

describe('icon chunk files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'icon-chunks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names every icon chunk by its id and one hash of all icons, and the runtime by that template', async () => {
    writeApp(dir, '<svg>b</svg>');
    await build(dir);
    const { top, icons, runtime } = outputs(dir);

    expect(icons).toHaveLength(2);
    const [, hash] = /^icons\/[^.]+\.([0-9a-f]{10})\.js$/.exec(icons[0])!;
    for (const file of icons) expect(file).toMatch(new RegExp(`^icons/[^./]+\\.${hash}\\.js$`));
    // The runtime builds any icon's URL from the one template: no entry per icon.
    expect(runtime).toContain(`"icons/" + chunkId + ".${hash}.js"`);
    for (const file of icons) expect(runtime).not.toContain(file.replace(/^icons\//, ''));
    // The other lazy chunk keeps its own content hash.
    const other = top.find((f) => !f.startsWith('core.') && !f.startsWith('runtime.'))!;
    expect(other).toMatch(/^\d+\.[0-9a-f]{10}\.js$/);
    expect(runtime).toContain(other.split('.')[1]);
  });

  it('gives every icon a new URL when any icon changes, and leaves other chunks as they were', async () => {
    writeApp(dir, '<svg>b</svg>');
    await build(dir);
    const before = outputs(dir);
    writeApp(dir, '<svg>b, redrawn</svg>');
    await build(dir);
    const after = outputs(dir);

    expect(after.icons).toHaveLength(2);
    for (const file of after.icons) expect(before.icons).not.toContain(file);
    const others = (files: string[]) => files.filter((f) => !f.startsWith('runtime.'));
    expect(others(after.top)).toEqual(others(before.top));
  });
});
