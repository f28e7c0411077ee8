/** Test helpers: a real SQLite file in a temp dir with the security tables, and a backend on it. */
import Database from 'better-sqlite3';
import { HttpError } from '../../../../../../core/server';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { EmbeddedSecurityBackend, type EmbeddedBackendOptions } from '../embedded_backend';
import { securityMigrations } from '../migrations';

export const ADMIN_PASSWORD = 'Adm1n!secret';

export interface TestStore {
  dir: string;
  file: string;
  db: Database.Database;
  /** Opens another connection to the same file (as another process would). */
  reopen(): Database.Database;
  cleanup(): void;
}

export function openTestDb(file: string): Database.Database {
  const db = new Database(file, { timeout: 5000 });
  db.pragma('journal_mode = WAL');
  for (const migration of securityMigrations) migration.up(db);
  return db;
}

export function createTestStore(): TestStore {
  const dir = mkdtempSync(join(tmpdir(), 'security-backend-'));
  const file = join(dir, 'dashboards.sqlite');
  const connections: Database.Database[] = [];
  const open = () => {
    const db = openTestDb(file);
    connections.push(db);
    return db;
  };
  return {
    dir,
    file,
    db: open(),
    reopen: open,
    cleanup() {
      for (const db of connections) if (db.open) db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A backend with cheap hashes (bcrypt cost 4), seeded with `ADMIN_PASSWORD`. */
export async function createSeededBackend(
  db: Database.Database,
  options: Partial<EmbeddedBackendOptions> = {}
): Promise<EmbeddedSecurityBackend> {
  const backend = new EmbeddedSecurityBackend({ store: { db }, hashRounds: 4, ...options });
  await backend.ensureSeeded(ADMIN_PASSWORD);
  return backend;
}

/** Writes YAML files (name → content) into a new folder of `root`. */
export function writeConfigDir(root: string, name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
  return dir;
}

/** Awaits a call expected to fail with an HttpError and answers its status and message. */
export async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a failure');
}
