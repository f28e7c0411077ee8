import type { StoreDialect } from '../types';

/** The first line of a store dump says what it is. */
export const DUMP_FORMAT = 'opensearch-dashboards-store-dump';
/** Raised only when a dump can no longer be read by an older reader. */
export const DUMP_FORMAT_VERSION = 1;

/**
 * The header of a store dump (its first line, one JSON object). The rest of the file is one JSON
 * value per line: for each table a section line `{"table": name, "columns": [...]}`, then its rows
 * as arrays in that column order. Values are null, numbers, strings, or `{"base64": "..."}` for
 * bytes.
 */
export interface StoreDumpHeader {
  format: typeof DUMP_FORMAT;
  formatVersion: number;
  /** When the consistent snapshot was taken (ISO 8601). */
  createdAt: string;
  /** The database it was taken from; a dump restores into either. */
  dialect: StoreDialect;
  /** The schema version: how many migrations, and which, the store had applied. */
  schema: { version: number; migrations: string[] };
  /** Every table in the order of its section, with its row count. */
  tables: Array<{ name: string; rows: number }>;
  /** Bytes after the header line. */
  bytes: number;
  /**
   * Secrets kept outside the store that its rows are sealed with (the security plugin's generated
   * cookie key, which seals the TOTP secrets), each sealed with the operator's passphrase, by name.
   */
  sealedSecrets?: Record<string, PassphraseSealed>;
  /**
   * SHA-256 (hex) of the header line as written without this field, a newline, and every byte
   * after the header line: a changed count, schema or row shows as a mismatch.
   */
  sha256: string;
}

/** A secret sealed with a passphrase (passphrase_seal.ts): scrypt's parameters and salt, AES-256-GCM. */
export interface PassphraseSealed {
  kdf: 'scrypt';
  N: number;
  r: number;
  p: number;
  /** Base64, as are iv, tag and data. */
  salt: string;
  iv: string;
  tag: string;
  data: string;
}

/** One backup of the store, as recorded in it (`store_backups`) and shown on /status. */
export interface StoreBackupRecord {
  /** When its snapshot was taken (ISO 8601). */
  createdAt: string;
  /** Where it was written, as given on the command line (an absolute path). */
  file: string;
  bytes: number;
  sha256: string;
}

/** A backup or restore could not be made: the message is one line for the operator. */
export class StoreBackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreBackupError';
  }
}
