import type { Kysely } from 'kysely';
import type { PluginStore } from '../../../../core/server';
import { epochTableMigration } from '../epoch_migration';

/**
 * What a user chose for themselves (security:0026-user-preferences), per person: the user name
 * and whether as the internal user of that name (security:0030), as sessions and tokens are.
 */
export interface UserPreferenceTables {
  security_user_preferences: { username: string; internal: number; locale: string | null; updated_at: number };
}

/** Whose choices they are: a single-sign-on, proxy or directory namesake of an internal user is someone else. */
export interface PreferenceOwner {
  username: string;
  internal: boolean;
}

export const userPreferenceMigrations = [
  epochTableMigration('security:0026-user-preferences', [], (epochMs) => [
    `CREATE TABLE IF NOT EXISTS security_user_preferences ( username TEXT PRIMARY KEY NOT NULL, locale TEXT, updated_at ${epochMs} NOT NULL )`,
  ]),
  // Keyed by name, a namesake of another sign-in method changed the internal user's language. A
  // choice made before is kept for both kinds of user of the name: whose it was is not known.
  epochTableMigration('security:0030-user-preferences-per-person', [], (epochMs) => [
    `CREATE TABLE security_user_preferences_by_person ( username TEXT NOT NULL, internal INTEGER NOT NULL, locale TEXT, updated_at ${epochMs} NOT NULL, PRIMARY KEY (username, internal) )`,
    `INSERT INTO security_user_preferences_by_person (username, internal, locale, updated_at)
      SELECT username, kind.internal, locale, updated_at FROM security_user_preferences
      CROSS JOIN (SELECT 0 AS internal UNION ALL SELECT 1) kind`,
    'DROP TABLE security_user_preferences',
    'ALTER TABLE security_user_preferences_by_person RENAME TO security_user_preferences',
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

  async locale(owner: PreferenceOwner): Promise<string | null> {
    const row = await this.db()
      .selectFrom('security_user_preferences')
      .select('locale')
      .where('username', '=', owner.username)
      .where('internal', '=', owner.internal ? 1 : 0)
      .executeTakeFirst();
    return row?.locale ?? null;
  }

  /** null forgets the choice (the URL's or the configuration's language applies again). */
  async setLocale(owner: PreferenceOwner, locale: string | null): Promise<void> {
    const updatedAt = this.now();
    await this.db()
      .insertInto('security_user_preferences')
      .values({ username: owner.username, internal: owner.internal ? 1 : 0, locale, updated_at: updatedAt })
      .onConflict((conflict) =>
        conflict.columns(['username', 'internal']).doUpdateSet({ locale, updated_at: updatedAt })
      )
      .execute();
  }
}
