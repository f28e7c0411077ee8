/**
 * The zip archive of the configuration files: written by the export (fflate), read by the import.
 * An uploaded archive is untrusted: its entry count and declared sizes are checked against the
 * limits from its central directory before anything is inflated, each entry is inflated in small
 * steps that stop at its declared size (fflate's one-shot unzip would decode a crafted stream to
 * the end, however large), and only the known file names are taken, whatever folder they are in.
 */
import type * as Fflate from 'fflate';
import type { Zippable } from 'fflate';
import { IMPORT_MAX_ARCHIVE_ENTRIES, IMPORT_MAX_UNPACKED_BYTES } from '../../../common/config_transfer';
import type { ImportProblem } from '../types';
import { knownFileName } from './config_files';

/** The name problems about the archive itself are reported under. */
/** fflate is loaded by the first export or import: a start does not need it. */
function fflate(): typeof Fflate {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use
  return require('fflate') as typeof Fflate;
}

export const ARCHIVE = 'archive';

export interface UnpackedArchive {
  /** Canonical file name → text. */
  texts: Map<string, string>;
  /** Entries that are not configuration files (folders are not listed). */
  ignored: string[];
}

/** A zip with the files given, each at the archive's top level. */
export function packArchive(files: ReadonlyMap<string, string>, mtime: Date): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, text] of files) zippable[name] = [fflate().strToU8(text), { mtime }];
  return fflate().zipSync(zippable, { level: 6 });
}

/** The entry's name without its folders; '' for a folder. Both separators count (Windows tools write '\'). */
function baseName(name: string): string {
  const parts = name.split(/[\\/]/);
  return parts[parts.length - 1];
}

interface CentralEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
  localOffset: number;
}

class ArchiveError extends Error {}

/**
 * The archive's table of contents (its central directory), read without inflating anything, so
 * the limits apply before any work. ZIP64 and multi-disk archives are refused: a configuration
 * archive is a few small files.
 */
function readDirectory(data: Uint8Array, maxEntries: number): { count: number; entries: CentralEntry[] } {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (u32(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ArchiveError('no zip directory found');
  const count = u16(end + 10);
  const directoryOffset = u32(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ArchiveError('ZIP64 archives are not supported');
  if (u16(end + 4) !== 0 || u16(end + 6) !== 0) throw new ArchiveError('multi-part archives are not supported');
  if (count > maxEntries) return { count, entries: [] };
  const entries: CentralEntry[] = [];
  let at = directoryOffset;
  const decoder = new TextDecoder('utf-8');
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || u32(at) !== 0x02014b50) throw new ArchiveError('damaged zip directory');
    const nameLength = u16(at + 28);
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (next > data.length) throw new ArchiveError('damaged zip directory');
    entries.push({
      name: decoder.decode(data.subarray(at + 46, at + 46 + nameLength)),
      encrypted: (u16(at + 8) & 1) === 1,
      method: u16(at + 10),
      compressedSize: u32(at + 20),
      size: u32(at + 24),
      localOffset: u32(at + 42),
    });
    at = next;
  }
  return { count, entries };
}

/** An entry's compressed bytes, from its local header. */
function entryData(data: Uint8Array, entry: CentralEntry): Uint8Array {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const at = entry.localOffset;
  if (at + 30 > data.length || view.getUint32(at, true) !== 0x04034b50)
    throw new ArchiveError(`damaged entry ${entry.name}`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > data.length) throw new ArchiveError(`damaged entry ${entry.name}`);
  return data.subarray(start, start + entry.compressedSize);
}

/**
 * Inflates in small steps and stops as soon as the output passes the size the entry declares:
 * a crafted entry that declares little and inflates to gigabytes costs at most one step more.
 */
function inflateEntry(entry: CentralEntry, compressed: Uint8Array): Uint8Array {
  if (entry.method === 0) {
    if (compressed.length !== entry.size) throw new ArchiveError(`damaged entry ${entry.name}`);
    return compressed;
  }
  if (entry.method !== 8) throw new ArchiveError(`${entry.name} uses an unsupported compression method`);
  const out = new Uint8Array(entry.size);
  let written = 0;
  let over = false;
  const inflater = new (fflate().Inflate)((chunk) => {
    if (written + chunk.length > out.length) over = true;
    else out.set(chunk, written);
    written += chunk.length;
  });
  const STEP = 1024;
  for (let i = 0; i < compressed.length && !over; i += STEP) {
    inflater.push(compressed.subarray(i, i + STEP), i + STEP >= compressed.length);
  }
  if (over || written !== entry.size) throw new ArchiveError(`${entry.name} does not hold the size it declares`);
  return out;
}

/**
 * Unpacks an uploaded archive; every problem goes to `problems` (and nothing is returned) rather
 * than being thrown. macOS's `__MACOSX/` resource forks are skipped silently.
 */
export function unpackArchive(data: Uint8Array, problems: ImportProblem[]): UnpackedArchive | undefined {
  const wanted = new Map<string, CentralEntry>();
  const ignored: string[] = [];
  const duplicates = new Set<string>();
  const texts = new Map<string, string>();
  try {
    const { count, entries } = readDirectory(data, IMPORT_MAX_ARCHIVE_ENTRIES);
    if (count > IMPORT_MAX_ARCHIVE_ENTRIES) {
      problems.push({
        file: ARCHIVE,
        message: `holds ${count} entries; an archive of the configuration holds at most ${IMPORT_MAX_ARCHIVE_ENTRIES}`,
      });
      return undefined;
    }
    let unpacked = 0;
    for (const entry of entries) {
      const base = baseName(entry.name);
      if (base === '' || entry.name.startsWith('__MACOSX/')) continue;
      const canonical = knownFileName(base);
      if (!canonical) {
        ignored.push(entry.name);
        continue;
      }
      if (wanted.has(canonical)) duplicates.add(canonical);
      else wanted.set(canonical, entry);
      unpacked += entry.size;
    }
    if (unpacked > IMPORT_MAX_UNPACKED_BYTES) {
      problems.push({
        file: ARCHIVE,
        message: `unpacks to more than ${IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024} MB; the configuration files may hold at most that much together`,
      });
    }
    for (const name of duplicates) {
      problems.push({ file: name, message: 'is in the archive more than once (in different folders): keep one' });
    }
    if (problems.length) return undefined;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const [canonical, entry] of wanted) {
      if (entry.encrypted) {
        problems.push({ file: canonical, message: 'is encrypted: export the archive without a password' });
        continue;
      }
      const bytes = inflateEntry(entry, entryData(data, entry));
      try {
        texts.set(canonical, decoder.decode(bytes));
      } catch {
        problems.push({ file: canonical, message: 'is not UTF-8 text' });
      }
    }
  } catch (error) {
    // Also a RangeError of the DataView for offsets past the end: the archive is damaged.
    const reason = error instanceof ArchiveError || error instanceof RangeError ? error.message : String(error);
    problems.push({ file: ARCHIVE, message: `is not a valid zip archive (${reason})` });
    return undefined;
  }
  if (!texts.size && !problems.length) {
    problems.push({
      file: ARCHIVE,
      message: 'holds none of the configuration files (internal_users.yml, roles.yml, …)',
    });
  }
  return problems.length ? undefined : { texts, ignored: ignored.sort() };
}
