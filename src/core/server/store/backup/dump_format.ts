/**
 * The store dump file (types.ts, `StoreDumpHeader`): written by `store backup`, read by `store
 * restore`. Plain JSON lines, so `head -1 FILE` shows what a backup holds; the checksum covers
 * the header and every row.
 */
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { createHash } from 'crypto';
import {
  closeSync,
  createReadStream,
  fsyncSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'fs';
import { createInterface } from 'readline';
import { PassphraseSealedSchema } from './passphrase_seal';
import { DUMP_FORMAT, DUMP_FORMAT_VERSION, StoreBackupError, type StoreDumpHeader } from './types';

const CHUNK = 1 << 20;
/** A header is a few KB (one entry per table and migration); anything longer is no dump. */
const MAX_HEADER_BYTES = 1 << 20;
/** Rows handed to the reader's callback at once. */
export const ROW_BATCH = 200;

const HeaderSchema = Type.Object({
  format: Type.Literal(DUMP_FORMAT),
  formatVersion: Type.Integer({ minimum: 1 }),
  createdAt: Type.String({ minLength: 1, maxLength: 40 }),
  dialect: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  schema: Type.Object({
    version: Type.Integer({ minimum: 0 }),
    migrations: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 10_000 }),
  }),
  tables: Type.Array(
    Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }), rows: Type.Integer({ minimum: 0 }) }),
    { maxItems: 10_000 }
  ),
  bytes: Type.Integer({ minimum: 0 }),
  sealedSecrets: Type.Optional(
    Type.Record(Type.String({ pattern: '^[A-Za-z0-9._-]{1,100}$' }), PassphraseSealedSchema, { maxProperties: 20 })
  ),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});

const SectionSchema = Type.Object({
  table: Type.String({ minLength: 1 }),
  columns: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
});

/** A value as a JSON line holds it: bytes as base64, dates as ISO text. */
function encodeValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return { base64: Buffer.from(value).toString('base64') };
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  return value;
}

function decodeValue(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const { base64 } = value as { base64?: unknown };
    if (typeof base64 === 'string') return Buffer.from(base64, 'base64');
  }
  return value;
}

/** The text the checksum starts with: the header line without its checksum. */
function unsignedHeader(header: Omit<StoreDumpHeader, 'sha256'> & { sha256?: string }): string {
  const { sha256: _ignored, ...rest } = header;
  return JSON.stringify(rest);
}

/** SHA-256 of `prefix` and then the bytes of `file` from `offset` on; answers it with their count. */
function hashFile(file: string, offset: number, prefix: string): { sha256: string; bytes: number } {
  const hash = createHash('sha256').update(prefix);
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(CHUNK);
  let bytes = 0;
  try {
    for (let read; (read = readSync(fd, buffer, 0, CHUNK, offset + bytes)) > 0; bytes += read) {
      hash.update(buffer.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Writes a dump's rows into a body file (owner-only: it holds password hashes), table by table;
 * `finish` puts the header in front and moves the whole into place.
 */
export class DumpWriter {
  private readonly fd: number;
  private pending: string[] = [];
  private pendingBytes = 0;
  private readonly tables: Array<{ name: string; rows: number }> = [];

  constructor(private readonly bodyFile: string) {
    this.fd = openSync(bodyFile, 'w', 0o600);
  }

  section(table: string, columns: string[]): void {
    this.tables.push({ name: table, rows: 0 });
    this.line(JSON.stringify({ table, columns }));
  }

  row(values: readonly unknown[]): void {
    this.tables[this.tables.length - 1].rows++;
    this.line(JSON.stringify(values.map(encodeValue)));
  }

  private line(json: string): void {
    // JSON leaves U+2028 and U+2029 raw, and Node 24's line reader (readline) ends a line at them:
    // escaped, every record stays one line for any reader.
    const text = json.replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
    this.pending.push(text, '\n');
    this.pendingBytes += text.length + 1;
    if (this.pendingBytes >= CHUNK) this.flush();
  }

  private flush(): void {
    if (this.pending.length > 0) writeSync(this.fd, this.pending.join(''));
    this.pending = [];
    this.pendingBytes = 0;
  }

  /**
   * Writes `file` (header line, then the body), synced, through a temporary name in the same
   * folder: a backup that fails half-way never leaves a file that looks complete.
   */
  finish(
    file: string,
    meta: Pick<StoreDumpHeader, 'createdAt' | 'dialect' | 'schema' | 'sealedSecrets'>
  ): { header: StoreDumpHeader; bytes: number } {
    this.flush();
    fsyncSync(this.fd);
    closeSync(this.fd);
    const unsigned = {
      format: DUMP_FORMAT,
      formatVersion: DUMP_FORMAT_VERSION,
      createdAt: meta.createdAt,
      dialect: meta.dialect,
      schema: meta.schema,
      tables: this.tables,
      bytes: statSync(this.bodyFile).size,
      ...(meta.sealedSecrets ? { sealedSecrets: meta.sealedSecrets } : {}),
    } as const;
    const { sha256, bytes: bodyBytes } = hashFile(this.bodyFile, 0, `${unsignedHeader(unsigned)}\n`);
    const header: StoreDumpHeader = { ...unsigned, sha256 };
    const partial = `${file}.partial-${process.pid}`;
    const out = openSync(partial, 'w', 0o600);
    const input = openSync(this.bodyFile, 'r');
    try {
      const headerLine = `${JSON.stringify(header)}\n`;
      writeSync(out, headerLine);
      const buffer = Buffer.alloc(CHUNK);
      for (let read; (read = readSync(input, buffer, 0, CHUNK, null)) > 0;) writeSync(out, buffer, 0, read);
      fsyncSync(out);
      closeSync(out);
      renameSync(partial, file);
      return { header, bytes: Buffer.byteLength(headerLine) + bodyBytes };
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    } finally {
      closeSync(input);
      rmSync(this.bodyFile, { force: true });
    }
  }

  /** Removes the body file (a failed backup). */
  abandon(): void {
    try {
      closeSync(this.fd);
    } catch {
      // Closed by finish already.
    }
    rmSync(this.bodyFile, { force: true });
  }
}

export interface OpenedDump {
  header: StoreDumpHeader;
  /** Where the rows start (the header line's length in bytes). */
  bodyOffset: number;
}

function readFailure(file: string, error: unknown): StoreBackupError {
  const { code, message } = error as NodeJS.ErrnoException;
  const reason = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : message;
  return new StoreBackupError(`Cannot read the backup ${file}: ${reason}.`);
}

/** Reads and checks a dump's header (not yet its checksum: `verifyDump`). */
export function readDumpHeader(file: string): OpenedDump {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    throw readFailure(file, error);
  }
  const chunks: Buffer[] = [];
  let end = -1;
  let total = 0;
  try {
    const buffer = Buffer.alloc(64 * 1024);
    while (end < 0 && total < MAX_HEADER_BYTES) {
      const read = readSync(fd, buffer, 0, buffer.length, total);
      if (read === 0) break;
      const chunk = Buffer.from(buffer.subarray(0, read));
      const newline = chunk.indexOf(0x0a);
      if (newline >= 0) end = total + newline;
      chunks.push(chunk);
      total += read;
    }
  } catch (error) {
    throw readFailure(file, error);
  } finally {
    closeSync(fd);
  }
  const notADump = new StoreBackupError(`${file} is not a store backup (it has no valid backup header).`);
  if (end < 0) throw notADump;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).subarray(0, end).toString('utf8'));
  } catch {
    throw notADump;
  }
  const format = (parsed as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== DUMP_FORMAT) throw notADump;
  if (typeof format.formatVersion === 'number' && format.formatVersion > DUMP_FORMAT_VERSION) {
    throw new StoreBackupError(
      `${file} was written by a newer version (backup format ${format.formatVersion}; this version reads format ${DUMP_FORMAT_VERSION}): restore it with that version.`
    );
  }
  if (!Value.Check(HeaderSchema, parsed)) {
    throw new StoreBackupError(`${file} is corrupted: its backup header is damaged.`);
  }
  return { header: parsed as StoreDumpHeader, bodyOffset: end + 1 };
}

/** Fails unless every byte after the header, and the header itself, match its checksum. */
export function verifyDump(file: string, { header, bodyOffset }: OpenedDump): void {
  let found: { sha256: string; bytes: number };
  try {
    found = hashFile(file, bodyOffset, `${unsignedHeader(header)}\n`);
  } catch (error) {
    throw readFailure(file, error);
  }
  if (found.bytes !== header.bytes) {
    throw new StoreBackupError(
      `${file} is corrupted or truncated: it holds ${found.bytes} bytes of rows, its header says ${header.bytes}.`
    );
  }
  if (found.sha256 !== header.sha256) {
    throw new StoreBackupError(
      `${file} is corrupted: its SHA-256 checksum does not match its content (expected ${header.sha256.slice(
        0,
        12
      )}…, found ${found.sha256.slice(0, 12)}…).`
    );
  }
}

/**
 * Reads a verified dump's rows: `onSection` at each table, `onRows` with up to ROW_BATCH rows at
 * a time (awaited before more is read). Fails on a row that does not fit its section.
 */
export async function readDumpBody(
  file: string,
  { header, bodyOffset }: OpenedDump,
  handlers: {
    onSection(table: string, columns: string[]): Promise<void>;
    onRows(table: string, columns: string[], rows: unknown[][]): Promise<void>;
  }
): Promise<void> {
  const corrupted = (why: string) => new StoreBackupError(`${file} is corrupted: ${why}.`);
  const lines = createInterface({ input: createReadStream(file, { start: bodyOffset }), crlfDelay: Infinity });
  let section: { table: string; columns: string[] } | undefined;
  let sections = 0;
  let batch: unknown[][] = [];
  const flush = async () => {
    if (section && batch.length > 0) await handlers.onRows(section.table, section.columns, batch);
    batch = [];
  };
  for await (const line of lines) {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw corrupted('a line is not JSON');
    }
    if (Array.isArray(value)) {
      if (!section || value.length !== section.columns.length) throw corrupted('a row does not fit its table');
      batch.push(value.map(decodeValue));
      if (batch.length >= ROW_BATCH) await flush();
      continue;
    }
    if (!Value.Check(SectionSchema, value)) throw corrupted('a table section is damaged');
    await flush();
    if (header.tables[sections]?.name !== value.table) throw corrupted(`table ${value.table} is out of place`);
    sections++;
    section = { table: value.table, columns: value.columns };
    await handlers.onSection(section.table, section.columns);
  }
  await flush();
  if (sections !== header.tables.length) throw corrupted('tables are missing');
}
