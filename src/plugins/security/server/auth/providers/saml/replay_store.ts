import type { Migration } from '../../../../../../core/server';
import { epochTableMigration } from '../../../epoch_migration';
import { ExpiringRows } from '../../expiring_rows';
import { hashSessionId } from '../../../session/session_cookie';

export interface ReplayTables {
  security_saml_assertions: { id_hash: string; expires_at: number };
}

export const samlReplayMigrations: Migration[] = [
  // In the store, so an assertion used at one server process is refused at every other one.
  epochTableMigration('security:0009-saml-assertions', ['security-0008-saml-assertions'], (int) => [
    `CREATE TABLE IF NOT EXISTS security_saml_assertions ( id_hash TEXT PRIMARY KEY NOT NULL, expires_at ${int} NOT NULL )`,
    'CREATE INDEX IF NOT EXISTS security_saml_assertions_by_expiry ON security_saml_assertions (expires_at)',
  ]),
];

/** The ids of the assertions that started a session, kept until the assertions expire: each opens one session only. */
export class SamlReplayStore extends ExpiringRows<ReplayTables> {
  /** Records the assertion; false when it was used before (a replay). */
  async firstUse(assertionId: string, expiresAt: number): Promise<boolean> {
    await this.db.deleteFrom('security_saml_assertions').where('expires_at', '<=', this.now()).execute();
    const inserted = await this.db
      .insertInto('security_saml_assertions')
      .values({ id_hash: hashSessionId(assertionId), expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('id_hash').doNothing())
      .returning('id_hash')
      .executeTakeFirst();
    return inserted !== undefined;
  }
}
