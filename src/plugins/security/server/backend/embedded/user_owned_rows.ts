import { sql, type Kysely } from 'kysely';
import { listTables, type StoreDialect } from '../../../../../core/server';

/**
 * Rows other parts of the plugin keep under an internal user's name, outside the configuration:
 * what only that user made or chose. `where` narrows a table that also holds other owners' rows.
 */
const OWNED_ROWS: ReadonlyArray<{ table: string; column: string; where?: string }> = [
  { table: 'security_api_tokens', column: 'owner', where: 'internal_owner = 1' },
  { table: 'security_mfa_totp', column: 'username' },
  { table: 'security_mfa_recovery_codes', column: 'username' },
  { table: 'security_mfa_pending', column: 'username' },
  { table: 'security_webauthn_credentials', column: 'username' },
  { table: 'security_webauthn_challenges', column: 'username' },
  { table: 'security_user_preferences', column: 'username', where: 'internal = 1' },
  // An internal user's sessions are kept without backend roles: a single-sign-on or proxy user of
  // the name is someone else, whose sessions outlive the internal user.
  { table: 'security_sessions', column: 'username', where: 'backend_roles IS NULL' },
];

/** Names per DELETE: an import may remove many users, and each name is a bound parameter. */
const NAMES_PER_STATEMENT = 500;

/**
 * Deletes, in the write's own transaction, what the internal users `names` owned: the write that
 * removes a user (the API, a PATCH, an import, a revert, the securityadmin CLI) is the moment the
 * user ends, so a user created later under the same name starts with nothing of theirs — not their
 * API tokens, second factor, security keys, sessions or language. Checking a token's owner by name
 * when it is used could not tell the two apart. A table a store does not have yet (the CLI on a data
 * dir the server never opened) holds nothing to delete.
 */
export async function deleteRowsOwnedBy(db: Kysely<any>, dialect: StoreDialect, names: readonly string[]) {
  if (!names.length) return;
  const present = new Set(await listTables(db, dialect));
  for (const { table, column, where } of OWNED_ROWS) {
    if (!present.has(table)) continue;
    const extra = where ? sql` AND ${sql.raw(where)}` : sql``;
    for (let start = 0; start < names.length; start += NAMES_PER_STATEMENT) {
      const batch = names.slice(start, start + NAMES_PER_STATEMENT);
      await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(batch)})${extra}`.execute(db);
    }
  }
}
