import { readdirSync, readFileSync } from 'fs';
import { join, relative } from 'path';

// The backend is split by resource so that each file can be read whole; this keeps it that way.
const LIMIT = 300;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]
  );
}

function lineCount(file: string): number {
  const text = readFileSync(file, 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('backend file sizes', () => {
  it(`has no non-test file over ${LIMIT} lines`, () => {
    const files = filesUnder(__dirname).filter((file) => !/\.test\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    const tooLong = files
      .map((file) => ({ file: relative(__dirname, file), lines: lineCount(file) }))
      .filter(({ lines }) => lines > LIMIT);
    expect(tooLong).toEqual([]);
  });
});
