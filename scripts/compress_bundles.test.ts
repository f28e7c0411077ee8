import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { brotliDecompressSync, gunzipSync } from 'zlib';
import { COMPRESS_MIN_BYTES, compressBundles } from './compress_bundles';

describe('compressBundles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'compress-bundles-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a Brotli and a gzip copy beside each script and style sheet, in sub-folders too, that decompress to the file', () => {
    const script = `window.answer = ${JSON.stringify('x'.repeat(4000))};`;
    const style = `.euiPanel { padding: 16px; }\n`.repeat(100);
    mkdirSync(join(dir, 'icons'));
    writeFileSync(join(dir, 'core.abc.js'), script);
    writeFileSync(join(dir, 'icons', 'app.def.css'), style);

    expect(compressBundles(dir)).toBe(2);

    for (const [file, text] of [
      [join(dir, 'core.abc.js'), script],
      [join(dir, 'icons', 'app.def.css'), style],
    ]) {
      const br = readFileSync(`${file}.br`);
      const gz = readFileSync(`${file}.gz`);
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
      expect(br.length).toBeLessThan(text.length / 4);
    }
  });

  it('leaves small files, images and its own copies as they are', () => {
    writeFileSync(join(dir, 'tiny.js'), 'x'.repeat(COMPRESS_MIN_BYTES - 1));
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(5000, 1));
    writeFileSync(join(dir, 'big.js'), 'y'.repeat(5000));

    expect(compressBundles(dir)).toBe(1);
    // A second build step over the same folder compresses the sources again, never the copies.
    expect(compressBundles(dir)).toBe(1);

    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
    expect(existsSync(join(dir, 'big.js.br.br'))).toBe(false);
    expect(existsSync(join(dir, 'big.js.gz'))).toBe(true);
  });
});
