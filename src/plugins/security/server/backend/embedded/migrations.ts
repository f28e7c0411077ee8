import { runStatements, type Migration } from '../../../../../core/server';

/**
 * The security configuration's tables and the audit log. Idempotent, so the securityadmin CLI
 * may run them on a data dir the server has already set up.
 */
export const securityMigrations: Migration[] = [
  {
    id: 'security-0001-configuration',
    async up(db) {
      await runStatements(db, [
        "CREATE TABLE IF NOT EXISTS security_entries ( kind TEXT NOT NULL, name TEXT NOT NULL, reserved INTEGER NOT NULL DEFAULT 0, hidden INTEGER NOT NULL DEFAULT 0, static INTEGER NOT NULL DEFAULT 0, description TEXT NOT NULL DEFAULT '', body TEXT NOT NULL, PRIMARY KEY (kind, name) )",
        'CREATE INDEX IF NOT EXISTS security_entries_listing ON security_entries (kind, hidden, name COLLATE NOCASE)',
        'CREATE TABLE IF NOT EXISTS security_documents ( kind TEXT PRIMARY KEY NOT NULL, body TEXT NOT NULL )',
        'CREATE TABLE IF NOT EXISTS security_config_version ( id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL )',
        'INSERT OR IGNORE INTO security_config_version (id, version) VALUES (1, 0)',
      ]);
    },
  },
  {
    id: 'security-0002-audit-events',
    async up(db) {
      // Append-only: the triggers refuse every UPDATE, DELETE and REPLACE, so an event once written stays
      // as written (for this connection, another process and the securityadmin CLI alike).
      await runStatements(db, [
        'CREATE TABLE IF NOT EXISTS security_audit_events ( id INTEGER PRIMARY KEY AUTOINCREMENT, timestamp INTEGER NOT NULL, category TEXT NOT NULL, layer TEXT NOT NULL, "user" TEXT, remote_address TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL, details TEXT NOT NULL )',
        'CREATE INDEX IF NOT EXISTS security_audit_events_by_time ON security_audit_events (timestamp, id)',
        'CREATE INDEX IF NOT EXISTS security_audit_events_by_category ON security_audit_events (category, timestamp, id)',
        'CREATE INDEX IF NOT EXISTS security_audit_events_by_user ON security_audit_events ("user", timestamp, id)',
        "CREATE TRIGGER IF NOT EXISTS security_audit_events_no_update BEFORE UPDATE ON security_audit_events BEGIN SELECT RAISE(ABORT, 'audit events are append-only: they cannot be changed'); END",
        "CREATE TRIGGER IF NOT EXISTS security_audit_events_no_delete BEFORE DELETE ON security_audit_events BEGIN SELECT RAISE(ABORT, 'audit events are append-only: they cannot be deleted'); END",
        "CREATE TRIGGER IF NOT EXISTS security_audit_events_no_replace BEFORE INSERT ON security_audit_events WHEN EXISTS (SELECT 1 FROM security_audit_events WHERE id = NEW.id) BEGIN SELECT RAISE(ABORT, 'audit events are append-only: they cannot be replaced'); END",
      ]);
    },
  },
];
