/**
 * Whether this store has ever had the Login activity dashboard. Stores created before the
 * dashboard existed never got it; a marker row says it was created once, so that an upgraded store
 * gets it on its next start, and a deleted one stays deleted on every start after.
 */
import { sql, type Kysely } from 'kysely';
import { runStatements, type Migration, type PluginStore, type SavedObjectsClient } from '../../../../core/server';
import { LOGIN_ACTIVITY_DASHBOARD_ID } from '../../common/login_activity';
import { writeLoginActivityDashboard } from './login_activity_dashboard';

/** Things the plugin did once per store (security:0016-store-markers). */
export interface MarkerTables {
  security_store_markers: { name: string; set_at: number };
}

const LOGIN_ACTIVITY_MARKER = 'login-activity-dashboard';

export const markerMigrations: Migration[] = [
  {
    id: 'security:0016-store-markers',
    async up(db, dialect) {
      const int = dialect === 'sqlite' ? 'INTEGER' : 'BIGINT';
      await runStatements(db, [
        `CREATE TABLE IF NOT EXISTS security_store_markers ( name TEXT PRIMARY KEY NOT NULL, set_at ${int} NOT NULL )`,
      ]);
    },
  },
];

async function exists(client: SavedObjectsClient): Promise<boolean> {
  try {
    await client.get('dashboard', LOGIN_ACTIVITY_DASHBOARD_ID);
    return true;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return false;
    throw error;
  }
}

/**
 * Creates the dashboard in `client`'s tenant unless this store had it before (the marker), or a
 * store without the marker still holds it (it only gets the marker). Answers whether it created it.
 */
export async function ensureLoginActivityDashboard(
  store: PluginStore<MarkerTables>,
  client: SavedObjectsClient,
  now: () => number
): Promise<boolean> {
  const db = store.kysely<MarkerTables>() as Kysely<MarkerTables>;
  const marked = await db
    .selectFrom('security_store_markers')
    .select('name')
    .where('name', '=', LOGIN_ACTIVITY_MARKER)
    .executeTakeFirst();
  if (marked) return false;
  const create = !(await exists(client));
  // Two processes starting together may both write it: the same objects under the same ids.
  if (create) await writeLoginActivityDashboard(client);
  await sql`INSERT INTO security_store_markers (name, set_at) VALUES (${LOGIN_ACTIVITY_MARKER}, ${now()})
    ON CONFLICT (name) DO NOTHING`.execute(db);
  return create;
}
