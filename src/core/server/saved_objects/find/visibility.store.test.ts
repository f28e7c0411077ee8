import {
  CompiledQuery,
  createQueryId,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type RootOperationNode,
} from 'kysely';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { savedObjectsMigrations, StoreService, testStoreConfig, TEST_STORES } from '../../test_utils';
import type { Store } from '../../store/types';
import { SavedObjectsQueries } from '../repository';
import type { SharingScope } from '../sharing/access';
import type { SavedObjectsTables } from '../tables';
import { storedObjectRow } from '../test_utils/stored_rows';
import { SavedObjectTypeRegistry } from '../type_registry';
import { buildFindQuery } from './find_query';

const registry = new SavedObjectTypeRegistry();
['dashboard', 'visualization', 'index-pattern'].forEach((name) => registry.register({ name }));
const scope: SharingScope = {
  protectedTypes: new Set(['dashboard', 'visualization']),
  subject: { user: 'kim', roles: ['editors', 'viewers'], backendRoles: ['leads'], admin: false },
};

/** Keeps each statement a find runs, to explain it afterwards (a builder's subqueries pass here too: only what ran is kept). */
class Statements implements KyselyPlugin {
  private readonly built = new Map<string, RootOperationNode>();
  readonly nodes: RootOperationNode[] = [];
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.built.set(queryId.queryId, node);
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs) {
    this.nodes.push(this.built.get(queryId.queryId)!);
    return result;
  }
}

/**
 * The find's statements read the sharing tables by their keys and indexes, never whole (nor by
 * parsing JSON), and a recipient's shared objects from the grants: the plan of each statement a
 * find runs names an index for the owner and grant tables, and on SQLite (no statistics, so the
 * plan is the same on every machine) the grants are read from the principal index by recipient
 * and the objects they name by primary key, not by scanning the tenant's objects.
 */
describe.each(TEST_STORES)('the plans of a find under the sharing rules on %s', (dialect) => {
  let dir: string;
  let service: StoreService;
  let store: Store;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'osd-visibility-plan-'));
    service = new StoreService();
    service.setup().registerMigrations(savedObjectsMigrations);
    store = await service.start({ dataDir: dir, config: await testStoreConfig(dialect) });
    // Something in every part of kim's rule: her own, one shared with her role, one without the
    // owner on its row, an unprotected one.
    const db = store.kysely<SavedObjectsTables>();
    const row = (type: string, id: string, sharingOwner: string | null, seq: number) =>
      storedObjectRow({ tenant: 'team', type, id, sharingOwner, seq });
    await db
      .insertInto('saved_objects')
      .values([
        row('dashboard', 'mine', 'kim', 1),
        row('dashboard', 'shared', 'alice', 2),
        row('dashboard', 'unmirrored', null, 3),
        row('index-pattern', 'logs', null, 4),
      ])
      .execute();
    await db
      .insertInto('saved_object_owners')
      .values([
        { tenant: 'team', type: 'dashboard', id: 'mine', owner: 'kim' },
        { tenant: 'team', type: 'dashboard', id: 'shared', owner: 'alice' },
        { tenant: 'team', type: 'dashboard', id: 'unmirrored', owner: 'alice' },
      ])
      .execute();
    await db
      .insertInto('saved_object_grants')
      .values([
        {
          tenant: 'team',
          type: 'dashboard',
          id: 'shared',
          level: 'read_only',
          kind: 'role',
          principal: 'editors',
          position: 0,
        },
      ])
      .execute();
  });
  afterAll(async () => {
    await service.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The found ids, and the plan of each statement the find ran. */
  async function plans(sharedWithMe: boolean): Promise<{ ids: string[]; plans: string[] }> {
    const options = {
      type: ['dashboard', 'visualization', 'index-pattern'],
      sharedWithMe,
      perPage: 2,
      sortField: 'id',
    };
    const query = buildFindQuery('team', options, registry, dialect, scope);
    const statements = new Statements();
    const db = store.kysely<SavedObjectsTables>();
    const found = await store.transaction((trx: Kysely<SavedObjectsTables>) =>
      new SavedObjectsQueries(trx.withPlugin(statements), dialect).find(query)
    );
    const explained = await store.transaction(async (trx: Kysely<SavedObjectsTables>) => {
      // PostgreSQL plans by statistics a table this small does not have: only whether an index serves is asked.
      if (dialect === 'postgres') await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
      const explain = dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
      const texts: string[] = [];
      for (const node of statements.nodes) {
        const compiled = db.getExecutor().compileQuery(node, createQueryId());
        const { rows } = await trx.executeQuery(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
        texts.push(rows.map((row) => Object.values(row as object).join(' ')).join('\n'));
      }
      return texts;
    });
    return { ids: found.objects.map((object) => object.id), plans: explained };
  }

  it.each([false, true])('reads owners and grants by index (shared_with_me %s)', async (sharedWithMe) => {
    const { ids, plans: texts } = await plans(sharedWithMe);
    expect(ids).toEqual(sharedWithMe ? ['shared'] : ['logs', 'mine']);
    const all = texts.join('\n');
    for (const [table, alias] of [
      ['saved_object_owners', 'o'],
      ['saved_object_grants', 'g'],
    ]) {
      expect(all).not.toMatch(new RegExp(`Seq Scan on ${table}|SCAN ${alias}\\b`));
    }
    if (dialect === 'sqlite') {
      // Each kind of recipient from its own range of the principal index.
      expect(all).toMatch(
        /SEARCH g USING COVERING INDEX saved_object_grants_by_principal \(tenant=\? AND kind=\? AND principal=\?/
      );
      // The shared objects by primary key from that list.
      expect(all).toMatch(/SEARCH saved_objects USING PRIMARY KEY \(tenant=\? AND type=\? AND id=\?\)/);
      expect(all).not.toMatch(/SCAN saved_objects\b/);
    } else {
      expect(all).toMatch(/Index (Only )?Scan using saved_object_grants_by_principal on saved_object_grants/);
      // Never joined to the rows: without statistics PostgreSQL rescanned the list for each row.
      expect(all).not.toMatch(/Semi Join/);
    }
  });

  it("counts the caller's own objects and the ones without an owner on their row from the owner index", async () => {
    const { plans: texts } = await plans(false);
    const count = texts[0];
    if (dialect === 'sqlite') {
      expect(count).toMatch(
        /SEARCH saved_objects USING COVERING INDEX saved_objects_by_sharing_owner \(tenant=\? AND type=\? AND sharing_owner=\?\)/
      );
    } else {
      expect(count).toMatch(/Index (Only )?Scan using saved_objects_by_sharing_owner on saved_objects/);
    }
  });
});
