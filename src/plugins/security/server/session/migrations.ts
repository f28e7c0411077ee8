import { runStatements, type Migration } from '../../../../core/server';

/**
 * Server-side sessions. A row is found by the SHA-256 of the session id (`sid_hash`), so the
 * table alone cannot be turned into working cookies. Times are epoch milliseconds.
 */
export const sessionMigrations: Migration[] = [
  {
    id: 'security-0002-sessions',
    async up(db) {
      await runStatements(db, [
        'CREATE TABLE IF NOT EXISTS security_sessions ( id INTEGER PRIMARY KEY AUTOINCREMENT, sid_hash TEXT NOT NULL UNIQUE, username TEXT NOT NULL, auth_type TEXT NOT NULL, tenant TEXT, created_at INTEGER NOT NULL, last_seen INTEGER NOT NULL, expires_at INTEGER NOT NULL )',
        'CREATE INDEX IF NOT EXISTS security_sessions_by_user ON security_sessions (username)',
        'CREATE INDEX IF NOT EXISTS security_sessions_by_expiry ON security_sessions (expires_at)',
        'CREATE INDEX IF NOT EXISTS security_sessions_by_last_seen ON security_sessions (last_seen)',
      ]);
    },
  },
  {
    // Users who log in through an identity provider are not internal users: their backend roles
    // (and, for OpenID, the tokens needed to refresh and to log out) live with the session.
    id: 'security-0004-session-identity',
    async up(db) {
      await runStatements(db, [
        'ALTER TABLE security_sessions ADD COLUMN backend_roles TEXT',
        'ALTER TABLE security_sessions ADD COLUMN provider_data TEXT',
      ]);
    },
  },
];
