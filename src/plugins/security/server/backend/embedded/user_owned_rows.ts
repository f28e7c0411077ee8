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

/** An internal user's sessions: a single-sign-on or proxy user of the name is someone else. */
const INTERNAL_SESSIONS = OWNED_ROWS.find(({ table }) => table === 'security_sessions')!;

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

/**
 * Ends, in the write's own transaction, the sessions of the internal users `names` whose password
 * it set, but `keep` (the writer's own): whatever path set it (the API's form, the REST
 * listener's PUT or PATCH, one or many, an import, the securityadmin CLI), a session
 * signed in with the old password is over, as when the user is removed. Only the route that set
 * it did this before, so a password replaced through the REST listener left a thief signed in.
 * The change notice the write sends makes every server drop what it cached of them.
 */
export async function endSessionsOf(db: Kysely<any>, dialect: StoreDialect, names: readonly string[], keep?: number) {
  const { table, column, where } = INTERNAL_SESSIONS;
  if (!names.length || !(await listTables(db, dialect)).includes(table)) return;
  const kept = keep === undefined ? sql`` : sql` AND id <> ${keep}`;
  for (let start = 0; start < names.length; start += NAMES_PER_STATEMENT) {
    const batch = names.slice(start, start + NAMES_PER_STATEMENT);
    await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(batch)}) AND ${sql.raw(where!)}${kept}`.execute(
      db
    );
  }
}
