import type { Kysely } from 'kysely';
import type { PluginStore } from '../../../../core/server';
import { epochTableMigration } from '../epoch_migration';

/** What a user chose for themselves (security:0026-user-preferences), by user name as the MFA tables key them. */
export interface UserPreferenceTables {
  security_user_preferences: { username: string; locale: string | null; updated_at: number };
}

export const userPreferenceMigrations = [
  epochTableMigration('security:0026-user-preferences', [], (epochMs) => [
    `CREATE TABLE IF NOT EXISTS security_user_preferences ( username TEXT PRIMARY KEY NOT NULL, locale TEXT, updated_at ${epochMs} NOT NULL )`,
  ]),
];

/**
 * Each user's own settings, in the shared store: a choice made on one server holds on every
 * other, and across logins.
 */
export class UserPreferences {
  constructor(
    private readonly store: () => PluginStore<UserPreferenceTables>,
    private readonly now: () => number
  ) {}

  private db(): Kysely<UserPreferenceTables> {
    return this.store().kysely<UserPreferenceTables>() as Kysely<UserPreferenceTables>;
  }

  async locale(username: string): Promise<string | null> {
    const row = await this.db()
      .selectFrom('security_user_preferences')
      .select('locale')
      .where('username', '=', username)
      .executeTakeFirst();
    return row?.locale ?? null;
  }

  /** null forgets the choice (the URL's or the configuration's language applies again). */
  async setLocale(username: string, locale: string | null): Promise<void> {
    const updatedAt = this.now();
    await this.db()
      .insertInto('security_user_preferences')
      .values({ username, locale, updated_at: updatedAt })
      .onConflict((conflict) => conflict.column('username').doUpdateSet({ locale, updated_at: updatedAt }))
      .execute();
  }
}
