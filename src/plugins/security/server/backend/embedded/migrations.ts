import type { Migration } from '../../../../../core/server/store/types';

/**
 * The security configuration's tables. Idempotent, so the securityadmin CLI may run them on a
 * data dir the server has already set up.
 */
export const securityMigrations: Migration[] = [
  {
    id: 'security-0001-configuration',
    up(db) {
      db.exec(`
        CREATE TABLE IF NOT EXISTS security_entries (
          kind TEXT NOT NULL,
          name TEXT NOT NULL,
          reserved INTEGER NOT NULL DEFAULT 0,
          hidden INTEGER NOT NULL DEFAULT 0,
          static INTEGER NOT NULL DEFAULT 0,
          description TEXT NOT NULL DEFAULT '',
          body TEXT NOT NULL,
          PRIMARY KEY (kind, name)
        );
        CREATE INDEX IF NOT EXISTS security_entries_listing ON security_entries (kind, hidden, name COLLATE NOCASE);
        CREATE TABLE IF NOT EXISTS security_documents (
          kind TEXT PRIMARY KEY NOT NULL,
          body TEXT NOT NULL
        );
        CREATE TABLE IF NOT EXISTS security_config_version (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          version INTEGER NOT NULL
        );
        INSERT OR IGNORE INTO security_config_version (id, version) VALUES (1, 0);
      `);
    },
  },
];
