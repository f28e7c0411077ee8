import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { DumpWriter, readDumpBody, readDumpHeader, verifyDump } from './dump_format';
import { StoreBackupError } from './types';

describe('store dump format', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dump-format-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function write(rows: unknown[][]) {
    const writer = new DumpWriter(join(dir, 'body'));
    writer.section('things', ['id', 'name', 'blob']);
    for (const row of rows) writer.row(row);
    writer.section('empty', ['x']);
    const file = join(dir, 'out.dump');
    writer.finish(file, {
      createdAt: '2030-01-01T00:00:00.000Z',
      dialect: 'sqlite',
      schema: { version: 1, migrations: ['x:0001-a'] },
    });
    return file;
  }

  async function readAll(file: string) {
    const opened = readDumpHeader(file);
    verifyDump(file, opened);
    const sections: string[] = [];
    const rows: unknown[][] = [];
    const batches: number[] = [];
    await readDumpBody(file, opened, {
      onSection: async (table) => void sections.push(table),
      onRows: async (_table, _columns, batch) => {
        batches.push(batch.length);
        rows.push(...batch);
      },
    });
    return { header: opened.header, sections, rows, batches };
  }

  it('round-trips values (text with line breaks, numbers, null, bytes) and counts rows per table; 450 rows come in batches', async () => {
    const rows: unknown[][] = [
      [1, 'line\nbreak \u2028 "quoted" ünïcode', Buffer.from([0, 1, 2, 255])],
      [2, null, null],
      ...Array.from({ length: 448 }, (_, i) => [i + 3, `n${i}`, null]),
    ];
    const file = write(rows);
    const { header, sections, rows: read, batches } = await readAll(file);
    expect(batches).toEqual([200, 200, 50]);
    expect(header).toMatchObject({
      format: 'opensearch-dashboards-store-dump',
      formatVersion: 1,
      createdAt: '2030-01-01T00:00:00.000Z',
      schema: { version: 1, migrations: ['x:0001-a'] },
      tables: [
        { name: 'things', rows: 450 },
        { name: 'empty', rows: 0 },
      ],
    });
    expect(sections).toEqual(['things', 'empty']);
    expect(read).toEqual(rows);
    // Plain JSON lines: the header first, then a section line, then rows.
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(JSON.parse(lines[1])).toEqual({ table: 'things', columns: ['id', 'name', 'blob'] });
    expect(JSON.parse(lines[2])[2]).toEqual({ base64: 'AAEC/w==' });
  });

  it('the checksum covers the header too: a changed row count, schema or row is refused', async () => {
    const file = write([[1, 'a', null]]);
    const text = readFileSync(file, 'utf8');
    const cases = [
      text.replace('"rows":1', '"rows":2'),
      text.replace('"version":1', '"version":2'),
      text.replace('[1,"a",null]', '[1,"b",null]'),
    ];
    for (const changed of cases) {
      writeFileSync(file, changed);
      expect(() => verifyDump(file, readDumpHeader(file))).toThrow(StoreBackupError);
      expect(() => verifyDump(file, readDumpHeader(file))).toThrow(/checksum does not match/);
    }
  });
});
