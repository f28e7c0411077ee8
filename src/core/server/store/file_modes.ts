import { chmodSync, closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync } from 'fs';
import { join } from 'path';

/** The data dir holds password hashes, session id hashes and the audit log: owner only. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the data dir owner-only, or tightens one created earlier with looser modes: the dir
 * becomes 0700 and every file directly in it 0600 (symbolic links are left alone).
 */
export function ensurePrivateDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) tighten(join(dir, entry.name));
  }
}

/** Makes `file` owner-only: created empty with 0600 when missing, else its mode tightened. */
export function ensurePrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  tighten(file);
}

function tighten(file: string): void {
  try {
    if (lstatSync(file).isFile()) chmodSync(file, PRIVATE_FILE_MODE);
  } catch (error) {
    // Gone meanwhile (SQLite removes its -wal and -shm files on close): nothing to tighten.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
