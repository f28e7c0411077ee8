/**
 * SPEC 9 "script chunk loading timeout 120 seconds", SPEC 8 "Script chunk load failure on timeout
 * ... is reported as ChunkLoadError". The timeout lives in webpack's runtime, so this test builds
 * a two-chunk bundle with the project's own output settings (in a child Node process, outside
 * jsdom), then runs that runtime here under fake timers. jsdom never fetches the chunk's script,
 * exactly like a server that never answers.
 */
import { execFileSync } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';

const ROOT = resolve(__dirname, '../../..');

function buildFixture(): { bundle: string; configuredTimeout: unknown } {
  const dir = mkdtempSync(join(tmpdir(), 'chunk-timeout-'));
  try {
    writeFileSync(join(dir, 'entry.js'), "window.__loadLazyChunk = () => import('./lazy.js');\n");
    writeFileSync(join(dir, 'lazy.js'), 'export const answer = 42;\n');
    const script = `
      const webpack = require('webpack');
      const projectConfig = require(${JSON.stringify(join(ROOT, 'webpack.config.js'))})({}, { mode: 'production' });
      webpack({
        mode: 'development',
        devtool: false,
        target: 'web',
        context: ${JSON.stringify(dir)},
        entry: './entry.js',
        output: {
          path: ${JSON.stringify(join(dir, 'out'))},
          filename: 'main.js',
          chunkFilename: '[name].chunk.js',
          // The project's publicPath is 'auto' (read from the loading script), which an eval'd bundle has not.
          publicPath: '/bundles/',
          chunkLoadTimeout: projectConfig.output.chunkLoadTimeout,
        },
      }, (error, stats) => {
        if (error || stats.hasErrors()) {
          console.error(error || stats.toString('errors-only'));
          process.exit(1);
        }
        process.stdout.write(JSON.stringify({ configuredTimeout: projectConfig.output.chunkLoadTimeout }));
      });
    `;
    const out = execFileSync(process.execPath, ['-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const { configuredTimeout } = JSON.parse(out.toString('utf8')) as { configuredTimeout: unknown };
    return { bundle: readFileSync(join(dir, 'out', 'main.js'), 'utf8'), configuredTimeout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('script chunk loading', () => {
  let bundle: string;
  let configuredTimeout: unknown;
  beforeAll(() => {
    ({ bundle, configuredTimeout } = buildFixture());
  }, 60_000);
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  it("sets the timeout in the project's webpack config rather than relying on webpack's default", () => {
    expect(configuredTimeout).toBe(120_000);
  });

  it('reports a chunk that has not arrived after 120 seconds as a ChunkLoadError, not before', async () => {
    jest.useFakeTimers();
    // Indirect eval: the bundle runs as a page script would, against this window and its (fake) timers.
    (0, eval)(bundle);
    const load = (window as unknown as { __loadLazyChunk(): Promise<unknown> }).__loadLazyChunk;
    let outcome: unknown;
    load().then(
      () => (outcome = 'loaded'),
      (error: unknown) => (outcome = error)
    );
    const script = document.head.querySelector('script[src*="chunk.js"]');
    expect(script).not.toBeNull();

    await jest.advanceTimersByTimeAsync(119_999);
    expect(outcome).toBeUndefined();

    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(Error);
    expect(outcome).toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
    expect((outcome as Error).message).toMatch(/^Loading chunk \S+ failed\.\n\(timeout: /);
    // The dead script tag is removed.
    expect(document.head.querySelector('script[src*="chunk.js"]')).toBeNull();
  });
});
