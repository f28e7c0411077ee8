import { runStatements, type Migration } from '../../../../../core/server';

/**
 * The second factor's tables: TOTP secrets (sealed with a key derived from the cookie key),
 * recovery codes (hashed), logins waiting for their factor (by the hash of the cookie's id), and
 * each session's last factor check (step-up). Times are epoch milliseconds.
 */
export const mfaMigrations: Migration[] = [
  {
    id: 'security:0020-mfa',
    async up(db, dialect) {
      const int = dialect === 'sqlite' ? 'INTEGER' : 'BIGINT';
      await runStatements(db, [
        `CREATE TABLE IF NOT EXISTS security_mfa_totp ( username TEXT PRIMARY KEY NOT NULL, secret TEXT NOT NULL, confirmed_at ${int}, last_step ${int} NOT NULL, created_at ${int} NOT NULL )`,
        'CREATE TABLE IF NOT EXISTS security_mfa_recovery_codes ( username TEXT NOT NULL, code_hash TEXT NOT NULL, PRIMARY KEY (username, code_hash) )',
        `CREATE TABLE IF NOT EXISTS security_mfa_pending ( id_hash TEXT PRIMARY KEY NOT NULL, username TEXT NOT NULL, data TEXT NOT NULL, expires_at ${int} NOT NULL )`,
        'CREATE INDEX IF NOT EXISTS security_mfa_pending_by_expiry ON security_mfa_pending (expires_at)',
        `CREATE TABLE IF NOT EXISTS security_mfa_checks ( session_key TEXT PRIMARY KEY NOT NULL, checked_at ${int} NOT NULL )`,
        'CREATE INDEX IF NOT EXISTS security_mfa_checks_by_time ON security_mfa_checks (checked_at)',
      ]);
    },
  },
];
