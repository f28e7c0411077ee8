import { runStatements, type Migration } from '../../../../core/server';

/**
 * API tokens. A row is found by the token's public id (the part before its secret) and holds only
 * the SHA-256 of the whole token; the permissions are the role format's JSON. A revoked token's
 * row is deleted. Times are epoch milliseconds.
 */
export const apiTokenMigrations: Migration[] = [
  {
    id: 'security:0011-api-tokens',
    async up(db, dialect) {
      const int = dialect === 'sqlite' ? 'INTEGER' : 'BIGINT';
      await runStatements(db, [
        `CREATE TABLE IF NOT EXISTS security_api_tokens ( id TEXT PRIMARY KEY, token_hash TEXT NOT NULL, name TEXT NOT NULL, owner TEXT NOT NULL, permissions TEXT NOT NULL, created_at ${int} NOT NULL, expires_at ${int} NOT NULL, last_used_at ${int} )`,
        'CREATE UNIQUE INDEX IF NOT EXISTS security_api_tokens_by_owner_name ON security_api_tokens (owner, name)',
        'CREATE INDEX IF NOT EXISTS security_api_tokens_by_expiry ON security_api_tokens (expires_at)',
      ]);
    },
  },
  {
    // A token made by an internal user ends with that user; tokens made before this release by
    // users who still exist are taken to be theirs (directory and SSO users are never in the entries).
    id: 'security:0014-api-token-owner',
    async up(db) {
      await runStatements(db, [
        'ALTER TABLE security_api_tokens ADD COLUMN internal_owner INTEGER NOT NULL DEFAULT 0',
        "UPDATE security_api_tokens SET internal_owner = 1 WHERE owner IN (SELECT name FROM security_entries WHERE kind = 'internalusers')",
      ]);
    },
  },
  {
    // Names are unique per person, as the tokens are theirs: a directory, single-sign-on or proxy
    // user named like an internal user was refused a name the internal user had taken, which told
    // them the other's token names and let either take a name first.
    id: 'security:0029-api-token-name-per-person',
    async up(db) {
      await runStatements(db, [
        'DROP INDEX IF EXISTS security_api_tokens_by_owner_name',
        'CREATE UNIQUE INDEX IF NOT EXISTS security_api_tokens_by_owner_kind_name ON security_api_tokens (owner, internal_owner, name)',
      ]);
    },
  },
];
