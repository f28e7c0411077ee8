import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { savedObjectsMigrations, StoreService, testStoreConfig, TEST_STORES } from '../../test_utils';
import type { Store } from '../../store/types';
import { SavedObjectsRepository } from '../repository';
import type { SharingScope } from '../sharing/access';
import type { SharingSubject } from '../sharing/types';
import type { SavedObjectsTables } from '../tables';
import { storedObjectRow } from '../test_utils/stored_rows';
import { SavedObjectTypeRegistry } from '../type_registry';
import type { FindOptions } from '../types';
import { buildFindQuery, SEARCH_SCORE_FUNCTION } from './find_query';
import { createSearchScoreFunction } from './search';

/**
 * The find under the sharing rules, against the rules themselves: a tenant (and another) of
 * objects with every kind of owner record (none, the mirror on the row, the mirror missing) and
 * grants by user name, role and backend role, each subject's finds page by page compared with
 * what the records say it may see, in the order an administrator's find gives.
 */
const PROTECTED = ['dashboard', 'visualization', 'map'];
const TYPES = [...PROTECTED, 'index-pattern'];
const TEAM_TYPES = ['dashboard', 'visualization', 'index-pattern'];
const registry = new SavedObjectTypeRegistry();
TYPES.forEach((name) => registry.register({ name }));

type Grant = { kind: 'user' | 'role' | 'backend_role'; principal: string };
interface Seeded {
  tenant: string;
  type: string;
  id: string;
  title: string;
  owner: string | null;
  /** The owner on the row: the owner, or NULL as for a row written before its owner was recorded. */
  mirror: string | null;
  grants: Grant[];
}

const RECIPIENTS: Grant[] = [
  { kind: 'user', principal: 'kim' },
  { kind: 'user', principal: 'rob' },
  { kind: 'role', principal: 'editors' },
  { kind: 'role', principal: 'viewers' },
  { kind: 'backend_role', principal: 'leads' },
];

const SUBJECTS: Record<string, SharingSubject | null> = {
  kim: { user: 'kim', roles: ['editors'], backendRoles: [], admin: false },
  rob: { user: 'rob', roles: ['viewers'], backendRoles: ['leads'], admin: false },
  alice: { user: 'alice', roles: [], backendRoles: [], admin: false },
  sam: { user: 'sam', roles: ['dashboards_user'], backendRoles: ['staff'], admin: false },
  ada: { user: 'ada', roles: ['all_access'], backendRoles: [], admin: true },
  nobody: null,
};

/** A fixed pseudo-random sequence (the same objects on every run). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** 75 objects in `team`; the first 15 again (same type and id) in `other`, with records of their own; a twin; `solo`. */
function seedObjects(): Seeded[] {
  const next = sequence(75);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const make = (tenant: string, i: number): Seeded => {
    const owner = pick([null, 'alice', 'alice', 'kim', 'rob', 'sam']);
    return {
      tenant,
      type: TEAM_TYPES[i % 3],
      id: `o${i}`,
      // Shared titles, so the order falls back on the write sequence too.
      title: `Title ${Math.floor(next() * 30)}`,
      owner,
      mirror: owner !== null && next() < 0.75 ? owner : null,
      grants: owner === null ? [] : RECIPIENTS.filter(() => next() < 0.3),
    };
  };
  const team = Array.from({ length: 75 }, (_, i) => make('team', i));
  // The same dashboard in both tenants, granted to kim in the other one only.
  const twin = { type: 'dashboard', id: 'twin', title: 'Title twin', owner: 'alice', mirror: 'alice' };
  // A tenant mostly kim's: dashboards of hers and one each of rob's and alice's (whose names sort
  // after and before hers), her visualizations and one of alice's without the owner on its row,
  // her maps (she sees every map there, and only she), an index pattern.
  const solo = (type: string, id: string, owner: string | null, mirror = owner): Seeded => ({
    tenant: 'solo',
    type,
    id,
    title: `Title ${id}`,
    owner,
    mirror,
    grants: [],
  });
  return [
    ...team,
    ...team.slice(0, 15).map((_, i) => make('other', i)),
    { ...twin, tenant: 'team', grants: [{ kind: 'user', principal: 'rob' }] },
    { ...twin, tenant: 'other', grants: [{ kind: 'user', principal: 'kim' }] },
    ...[1, 2, 3, 4].map((n) => solo('dashboard', `d${n}`, 'kim')),
    solo('dashboard', 'd5', 'rob'),
    solo('dashboard', 'd6', 'alice'),
    solo('visualization', 'v1', 'kim'),
    solo('visualization', 'v2', 'kim'),
    solo('visualization', 'v3', 'alice', null),
    solo('map', 'm1', 'kim'),
    solo('map', 'm2', 'kim'),
    solo('index-pattern', 'i1', null),
  ];
}

/** What the records let the subject see (docs/sharing.md). */
function mayRead(subject: SharingSubject | null, object: Seeded): boolean {
  if (!PROTECTED.includes(object.type) || object.owner === null) return true;
  if (!subject) return false;
  return subject.admin || object.owner === subject.user || object.grants.some((grant) => names(subject, grant));
}

function names(subject: SharingSubject, { kind, principal }: Grant): boolean {
  if (kind === 'user') return principal === subject.user;
  return (kind === 'role' ? subject.roles : subject.backendRoles).includes(principal);
}

function sharedWith(subject: SharingSubject | null, object: Seeded): boolean {
  if (!subject || !PROTECTED.includes(object.type) || object.owner === null || object.owner === subject.user) {
    return false;
  }
  return object.grants.some((grant) => names(subject, grant));
}

/** The seed holds each case the parts of the rule tell apart (else a wrong part could go unnoticed). */
function expectEveryCase(objects: Seeded[]) {
  const kim = SUBJECTS.kim;
  const team = objects.filter((o) => o.tenant === 'team' && PROTECTED.includes(o.type));
  const cases = {
    noOwner: team.some((o) => o.owner === null),
    ownMirrorMissing: team.some((o) => o.owner === 'kim' && o.mirror === null),
    grantedMirrorMissing: team.some((o) => o.owner !== 'kim' && o.mirror === null && sharedWith(kim, o)),
    hiddenMirrorMissing: team.some((o) => o.owner !== null && o.mirror === null && !mayRead(kim, o)),
    hiddenMirrored: team.some((o) => o.mirror !== null && !mayRead(kim, o)),
    byRole: team.some((o) => o.grants.some((g) => g.kind === 'role') && sharedWith(kim, o)),
    byBackendRole: team.some((o) => o.grants.some((g) => g.kind === 'backend_role') && sharedWith(SUBJECTS.rob, o)),
    // The same object in the other tenant, granted to kim there only.
    grantedInOtherTenantOnly: objects.some(
      (o) =>
        o.tenant === 'other' &&
        sharedWith(kim, o) &&
        !mayRead(
          kim,
          objects.find((t) => t.tenant === 'team' && t.type === o.type && t.id === o.id)!
        )
    ),
  };
  expect(cases).toEqual(Object.fromEntries(Object.keys(cases).map((name) => [name, true])));
}

describe.each(TEST_STORES)('the find under the sharing rules on %s', (dialect) => {
  let dir: string;
  let service: StoreService;
  let store: Store;
  const objects = seedObjects();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'osd-visibility-rules-'));
    service = new StoreService();
    const setup = service.setup();
    setup.registerMigrations(savedObjectsMigrations);
    const score = createSearchScoreFunction();
    setup.registerSqliteFunction(SEARCH_SCORE_FUNCTION, (config, type, attributes) =>
      score(config as string, type as string, attributes as string)
    );
    store = await service.start({ dataDir: dir, config: await testStoreConfig(dialect) });
    const db = store.kysely<SavedObjectsTables>();
    await db
      .insertInto('saved_objects')
      .values(
        objects.map((o, seq) =>
          storedObjectRow({
            tenant: o.tenant,
            type: o.type,
            id: o.id,
            title: o.title,
            sharingOwner: o.mirror,
            seq: seq + 1,
            updatedAt: new Date(Date.UTC(2030, 0, 1, 0, 0, seq % 7)).toISOString(),
          })
        )
      )
      .execute();
    const owned = objects.filter((o) => o.owner !== null);
    await db
      .insertInto('saved_object_owners')
      .values(owned.map(({ tenant, type, id, owner }) => ({ tenant, type, id, owner: owner! })))
      .execute();
    const grants = owned.flatMap(({ tenant, type, id, grants: list }) =>
      list.map(({ kind, principal }, position) => ({ tenant, type, id, level: 'read_only', kind, principal, position }))
    );
    await db.insertInto('saved_object_grants').values(grants).execute();
  });
  afterAll(async () => {
    await service.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const scopeOf = (subject: SharingSubject | null): SharingScope => ({
    protectedTypes: new Set(PROTECTED),
    subject,
  });

  /** Every page of the find, in turn, as `tenant/type/id`; each page's total (and one past the end's) must be the same. */
  async function findAll(tenants: string[], options: FindOptions, scope?: SharingScope) {
    const repository = new SavedObjectsRepository(store);
    const tenant = tenants.length === 1 ? tenants[0] : new Map(tenants.map((name) => [name, name]));
    const found: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; page < 100; page++) {
      const query = buildFindQuery(tenant, { ...options, page }, registry, dialect, scope);
      const result = await repository.transaction((queries) => queries.find(query));
      totals.add(result.total);
      found.push(...result.objects.map((o) => `${o.tenant ?? tenants[0]}/${o.type}/${o.id}`));
      if (result.objects.length < (options.perPage ?? 20)) break;
    }
    // A page past the end answers the same total.
    const past = buildFindQuery(
      tenant,
      { ...options, page: Math.ceil(found.length / (options.perPage ?? 20)) + 1 },
      registry,
      dialect,
      scope
    );
    const after = await repository.transaction((queries) => queries.find(past));
    expect(after.objects).toEqual([]);
    totals.add(after.total);
    expect([...totals]).toEqual([found.length]);
    return found;
  }

  const keyOf = (o: Seeded) => `${o.tenant}/${o.type}/${o.id}`;

  const FINDS: Array<[string, string[], FindOptions]> = [
    ['by title, 7 a page', ['team'], { type: TYPES, sortField: 'title', perPage: 7 }],
    ['newest first, 4 a page', ['team'], { type: ['dashboard', 'index-pattern'], perPage: 4 }],
    ['across tenants', ['team', 'other'], { type: TYPES, sortField: 'title', sortOrder: 'desc', perPage: 9 }],
    ['a search', ['team'], { type: TYPES, search: 'title', perPage: 5 }],
    ["others' dashboards among one's own", ['solo'], { type: ['dashboard'], sortField: 'title', perPage: 2 }],
    ["one's own visualizations and one without its owner on the row", ['solo'], { type: ['visualization'] }],
    ["one owner's maps", ['solo'], { type: ['map', 'index-pattern'], sortField: 'title', perPage: 2 }],
    ["a tenant mostly one owner's", ['solo'], { type: TYPES, perPage: 3 }],
  ];

  it.each(FINDS)(
    '%s: each subject finds exactly what the records let it see, in order',
    async (_name, tenants, options) => {
      expectEveryCase(objects);
      // The administrator sees every row: its order, filtered, is the order each subject must get.
      const all = await findAll(tenants, options, scopeOf(SUBJECTS.ada));
      expect(all.length).toBe(
        objects.filter((o) => tenants.includes(o.tenant) && (options.type as string[]).includes(o.type)).length
      );
      const byKey = new Map(objects.map((o) => [keyOf(o), o]));
      for (const [name, subject] of Object.entries(SUBJECTS)) {
        const expected = all.filter((key) => mayRead(subject, byKey.get(key)!));
        expect({ name, found: await findAll(tenants, options, scopeOf(subject)) }).toEqual({ name, found: expected });
      }
    }
  );

  it('shared with me: the protected objects others own that a grant names the subject in', async () => {
    const options: FindOptions = { type: TYPES, sortField: 'title', perPage: 6, sharedWithMe: true };
    const all = await findAll(['team'], { ...options, sharedWithMe: false }, scopeOf(SUBJECTS.ada));
    const byKey = new Map(objects.map((o) => [keyOf(o), o]));
    for (const [name, subject] of Object.entries(SUBJECTS)) {
      const expected = all.filter((key) => sharedWith(subject, byKey.get(key)!));
      expect({ name, found: await findAll(['team'], options, scopeOf(subject)) }).toEqual({ name, found: expected });
    }
  });
});
