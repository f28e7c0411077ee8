/**
 * The zip archive of the configuration files: written by the export, read by the import. An
 * uploaded archive is untrusted: its entry count and unpacked size are checked against the limits
 * from the central directory before anything is inflated (fflate never writes more than the size
 * an entry declares), and only the known file names are taken from it, whatever folder they are in.
 */
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { IMPORT_MAX_ARCHIVE_ENTRIES, IMPORT_MAX_UNPACKED_BYTES } from '../../../common/config_transfer';
import type { ImportProblem } from '../types';
import { knownFileName } from './config_files';

/** The name problems about the archive itself are reported under. */
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
  for (const [name, text] of files) zippable[name] = [strToU8(text), { mtime }];
  return zipSync(zippable, { level: 6 });
}

/** The entry's name without its folders; '' for a folder. Both separators count (Windows tools write '\'). */
function baseName(name: string): string {
  const parts = name.split(/[\\/]/);
  return parts[parts.length - 1];
}

/**
 * Unpacks an uploaded archive; every problem goes to `problems` (and nothing is returned) rather
 * than being thrown. macOS's `__MACOSX/` resource forks are skipped silently.
 */
export function unpackArchive(data: Uint8Array, problems: ImportProblem[]): UnpackedArchive | undefined {
  let entries = 0;
  let unpacked = 0;
  const wanted = new Map<string, string>();
  const ignored: string[] = [];
  const duplicates = new Set<string>();
  let tooLarge = false;
  let unpackedFiles: Record<string, Uint8Array>;
  try {
    unpackedFiles = unzipSync(data, {
      filter: (file) => {
        entries += 1;
        if (entries > IMPORT_MAX_ARCHIVE_ENTRIES || tooLarge) return false;
        const base = baseName(file.name);
        if (base === '' || file.name.startsWith('__MACOSX/')) return false;
        const canonical = knownFileName(base);
        if (!canonical) {
          ignored.push(file.name);
          return false;
        }
        unpacked += file.originalSize;
        if (unpacked > IMPORT_MAX_UNPACKED_BYTES) {
          tooLarge = true;
          return false;
        }
        if ([...wanted.values()].includes(canonical)) {
          duplicates.add(canonical);
          return false;
        }
        wanted.set(file.name, canonical);
        return true;
      },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push({ file: ARCHIVE, message: `is not a valid zip archive (${reason})` });
    return undefined;
  }
  if (entries > IMPORT_MAX_ARCHIVE_ENTRIES) {
    problems.push({
      file: ARCHIVE,
      message: `holds ${entries} entries; an archive of the configuration holds at most ${IMPORT_MAX_ARCHIVE_ENTRIES}`,
    });
  }
  if (tooLarge) {
    problems.push({
      file: ARCHIVE,
      message: `unpacks to more than ${IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024} MB; the configuration files may hold at most that much together`,
    });
  }
  for (const name of duplicates) {
    problems.push({ file: name, message: 'is in the archive more than once (in different folders): keep one' });
  }
  if (problems.length) return undefined;
  const texts = new Map<string, string>();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const [entryName, canonical] of wanted) {
    try {
      texts.set(canonical, decoder.decode(unpackedFiles[entryName]));
    } catch {
      problems.push({ file: canonical, message: 'is not UTF-8 text' });
    }
  }
  if (!texts.size && !problems.length) {
    problems.push({
      file: ARCHIVE,
      message: 'holds none of the configuration files (internal_users.yml, roles.yml, …)',
    });
  }
  return problems.length ? undefined : { texts, ignored: ignored.sort() };
}
