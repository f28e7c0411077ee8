import type { Kysely } from 'kysely';
import { runStatements, type Migration, type PluginStore } from '../../../../core/server';
import { MIN_COOKIE_PASSWORD_LENGTH } from '../../common/config';
import { SecurityConfigError } from '../config_error';
import { generateCookieKey } from './cookie_key';

export interface CookieKeyTables {
  security_cookie_key: { id: number; cookie_key: string };
}

/**
 * Where the generated cookie key lives when the store is PostgreSQL (`store.url`): instances on
 * other machines share no data dir, only the database, so a key in a file would differ on each and
 * a session started on one would be refused on the others. One row (id 1).
 *
 * On SQLite the key stays in `<dataDir>/security_cookie.key` (cookie_key.ts), as before: every
 * process on the store shares that data dir anyway, and existing data dirs keep their key (and
 * their users' sessions) without a move. The table exists there too, empty, so `npm run store --
 * copy` finds the same tables on both sides.
 */
export const cookieKeyMigrations: Migration[] = [
  {
    // The key is made inside the migration, i.e. under the migration lock: instances starting
    // together on a new database all read the one key the first of them wrote.
    id: 'security:0010-cookie-key',
    async up(db, dialect) {
      await runStatements(db, [
        'CREATE TABLE IF NOT EXISTS security_cookie_key ( id INTEGER PRIMARY KEY NOT NULL, cookie_key TEXT NOT NULL )',
      ]);
      if (dialect === 'postgres') {
        await db.insertInto('security_cookie_key').values({ id: 1, cookie_key: generateCookieKey() }).execute();
      }
    },
  },
];

async function readKey(db: Kysely<CookieKeyTables>): Promise<string | undefined> {
  const row = await db.selectFrom('security_cookie_key').select('cookie_key').where('id', '=', 1).executeTakeFirst();
  return row?.cookie_key;
}

/**
 * The generated cookie key kept in the store. A store without one (filled by `npm run store --
 * copy` from SQLite, whose table is empty) gets one now, in a write transaction: those run one at
 * a time across every instance, so the first makes it and the others read it.
 */
export async function storedCookieKey(store: PluginStore<CookieKeyTables>): Promise<string> {
  const key =
    (await readKey(store.kysely<CookieKeyTables>())) ??
    (await store.transaction<CookieKeyTables, string>(async (trx) => {
      const existing = await readKey(trx);
      if (existing !== undefined) return existing;
      const made = generateCookieKey();
      await trx.insertInto('security_cookie_key').values({ id: 1, cookie_key: made }).execute();
      return made;
    }));
  if (key.length < MIN_COOKIE_PASSWORD_LENGTH) {
    throw new SecurityConfigError(
      `The store's cookie key (table security_cookie_key) is shorter than ${MIN_COOKIE_PASSWORD_LENGTH} characters; delete its row to have a new one generated.`
    );
  }
  return key;
}
