import { CompiledQuery, type Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { savedObjectsMigrations, StoreService, testStoreConfig, TEST_STORES } from '../../test_utils';
import type { Store } from '../../store/types';
import type { SharingScope } from '../sharing/access';
import type { SavedObjectsTables } from '../tables';
import { SavedObjectTypeRegistry } from '../type_registry';
import { buildFindQuery } from './find_query';

const registry = new SavedObjectTypeRegistry();
['dashboard', 'visualization', 'index-pattern'].forEach((name) => registry.register({ name }));
const scope = (sharedWithMe: boolean): [SharingScope, boolean] => [
  {
    protectedTypes: new Set(['dashboard', 'visualization']),
    subject: { user: 'kim', roles: ['editors', 'viewers'], backendRoles: ['leads'], admin: false },
  },
  sharedWithMe,
];

/**
 * The sharing condition of a find is answered from the owner and grant tables' keys and
 * indexes, never by reading those tables whole (nor by parsing JSON): the plan of the find
 * query names an index for both tables.
 */
describe.each(TEST_STORES)('the find visibility condition on %s', (dialect) => {
  let dir: string;
  let service: StoreService;
  let store: Store;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'osd-visibility-plan-'));
    service = new StoreService();
    service.setup().registerMigrations(savedObjectsMigrations);
    store = await service.start({ dataDir: dir, config: await testStoreConfig(dialect) });
  });
  afterAll(async () => {
    await service.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function plan(sharedWithMe: boolean): Promise<string> {
    const [sharing, mine] = scope(sharedWithMe);
    const options = { type: ['dashboard', 'visualization', 'index-pattern'], sharedWithMe: mine };
    const query = buildFindQuery('team', options, registry, dialect, sharing);
    const db = store.kysely<SavedObjectsTables>();
    const compiled = db.selectFrom('saved_objects').select(['id']).where(query.where).compile();
    return store.transaction(async (trx: Kysely<SavedObjectsTables>) => {
      if (dialect === 'postgres') await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
      const explain = dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
      const { rows } = await trx.executeQuery(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
      return rows.map((row) => Object.values(row as object).join(' ')).join('\n');
    });
  }

  it.each([false, true])('looks up owners and grants by index (shared_with_me %s)', async (sharedWithMe) => {
    const text = await plan(sharedWithMe);
    for (const table of ['saved_object_owners', 'saved_object_grants']) {
      // SQLite: "SEARCH g [EXISTS] USING PRIMARY KEY (tenant=? AND type=? AND id=?)"; PostgreSQL:
      // "Index Scan using saved_object_owners_pkey on …" or "Bitmap Index Scan on saved_object_grants_by_principal".
      const lookedUp =
        dialect === 'sqlite'
          ? new RegExp(
              `SEARCH ${table === 'saved_object_owners' ? 'o' : 'g'} (EXISTS )?USING (PRIMARY KEY|(COVERING )?INDEX)`
            )
          : new RegExp(`(Index (Only )?Scan using ${table}\\w* on ${table}|Bitmap Index Scan on ${table}\\w*)`);
      expect({ table, plan: text }).toEqual({ table, plan: expect.stringMatching(lookedUp) });
      expect(text).not.toMatch(
        new RegExp(`Seq Scan on ${table}|SCAN ${table === 'saved_object_owners' ? 'o' : 'g'}\\b`)
      );
    }
  });
});
