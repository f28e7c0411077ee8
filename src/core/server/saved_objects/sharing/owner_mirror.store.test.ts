/**
 * The sharing summaries a read answers come from the owner table, never from the object row's
 * mirror of it (`sharing_owner`, which the find reads for its indexes): a row whose mirror is
 * missing is still guarded by its record, and a mirror that names someone else than the record
 * shows the object to nobody the record does not name. The records are read in one statement per
 * page, across the page's tenants and types, and beyond a batch of keys.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { savedObjectsMigrations, StoreService, testStoreConfig, TEST_STORES } from '../../test_utils';
import type { Store } from '../../store/types';
import { SavedObjectsRepository } from '../repository';
import { TenantSavedObjectsClient } from '../saved_objects_client';
import type { SavedObjectsTables } from '../tables';
import { storedObjectRow } from '../test_utils/stored_rows';
import { SavedObjectTypeRegistry } from '../type_registry';
import type { SharingScope } from './access';

const registry = new SavedObjectTypeRegistry();
['dashboard', 'visualization'].forEach((name) => registry.register({ name }));
const scopeOf = (user: string, roles: string[] = []): SharingScope => ({
  protectedTypes: new Set(['dashboard', 'visualization']),
  subject: { user, roles, backendRoles: [], admin: false },
});
/** More than one statement's batch of keys (records.ts reads 100 at a time). */
const MANY = 130;

describe.each(TEST_STORES)('sharing summaries from the owner records on %s', (dialect) => {
  let dir: string;
  let service: StoreService;
  let store: Store;
  let repository: SavedObjectsRepository;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'osd-owner-mirror-'));
    service = new StoreService();
    service.setup().registerMigrations(savedObjectsMigrations);
    store = await service.start({ dataDir: dir, config: await testStoreConfig(dialect) });
    repository = new SavedObjectsRepository(store);
    const db = store.kysely<SavedObjectsTables>();
    let seq = 0;
    const row = (tenant: string, type: string, id: string, sharingOwner: string | null) =>
      storedObjectRow({ tenant, type, id, sharingOwner, seq: ++seq });
    const many = Array.from({ length: MANY }, (_, i) => `many-${String(i).padStart(3, '0')}`);
    await db
      .insertInto('saved_objects')
      .values([
        row('team', 'dashboard', 'mirrored', 'alice'),
        // Written before its owner was recorded: no mirror, bob's by the record.
        row('team', 'dashboard', 'unmirrored', null),
        // The mirror says alice, the record says bob.
        row('team', 'dashboard', 'disagreeing', 'alice'),
        row('team', 'visualization', 'chart', 'alice'),
        row('other', 'dashboard', 'mirrored', 'alice'),
        ...many.map((id) => row('bulk', 'dashboard', id, 'alice')),
      ])
      .execute();
    await db
      .insertInto('saved_object_owners')
      .values([
        { tenant: 'team', type: 'dashboard', id: 'mirrored', owner: 'alice' },
        { tenant: 'team', type: 'dashboard', id: 'unmirrored', owner: 'bob' },
        { tenant: 'team', type: 'dashboard', id: 'disagreeing', owner: 'bob' },
        { tenant: 'team', type: 'visualization', id: 'chart', owner: 'alice' },
        { tenant: 'other', type: 'dashboard', id: 'mirrored', owner: 'alice' },
        ...many.map((id) => ({ tenant: 'bulk', type: 'dashboard', id, owner: 'alice' })),
      ])
      .execute();
    const grant = (tenant: string, type: string, id: string, level: string, principal: string, position: number) => ({
      tenant,
      type,
      id,
      level,
      kind: principal === 'editors' ? 'role' : 'user',
      principal,
      position,
    });
    await db
      .insertInto('saved_object_grants')
      .values([
        // Stored out of order: the summary and the record read them by level and position.
        grant('team', 'dashboard', 'mirrored', 'read_write', 'editors', 2),
        grant('team', 'dashboard', 'mirrored', 'read_only', 'rob', 1),
        grant('team', 'dashboard', 'mirrored', 'read_only', 'kim', 0),
        grant('team', 'visualization', 'chart', 'read_only', 'kim', 0),
        // The same id in another tenant is another object: this grant is not the team's.
        grant('other', 'dashboard', 'mirrored', 'full_access', 'sam', 0),
        ...many.map((id, i) => grant('bulk', 'dashboard', id, 'read_only', 'kim', i)),
      ])
      .execute();
  });
  afterAll(async () => {
    await service.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const client = (tenant: string, scope?: SharingScope, canWrite = true) =>
    new TenantSavedObjectsClient({ id: tenant, canWrite }, repository, registry, scope);
  const found = async (tenant: string, scope: SharingScope) =>
    Object.fromEntries(
      (
        await client(tenant, scope).find({ type: ['dashboard', 'visualization'], perPage: 100, sortField: 'id' })
      ).saved_objects.map((object) => [`${object.type}/${object.id}`, object.sharing])
    );

  it('answers each summary from the record, across the types of a page', async () => {
    expect(await found('team', scopeOf('alice'))).toEqual({
      'dashboard/mirrored': { owner: 'alice', shared: true, access: 'full_access' },
      'visualization/chart': { owner: 'alice', shared: true, access: 'full_access' },
    });
    expect(await found('team', scopeOf('kim', ['editors']))).toEqual({
      'dashboard/mirrored': { owner: 'alice', shared: true, access: 'read_write' },
      'visualization/chart': { owner: 'alice', shared: true, access: 'read_only' },
    });
    const record = await repository.sharing.get({ tenant: 'team', type: 'dashboard', id: 'mirrored' });
    expect(record?.shareWith).toEqual({
      dashboard_read_only: { users: ['kim', 'rob'], roles: [], backend_roles: [] },
      dashboard_read_write: { users: [], roles: ['editors'], backend_roles: [] },
    });
  });

  it('guards a row without the mirror by its record', async () => {
    expect(Object.keys(await found('team', scopeOf('stan')))).toEqual([]);
    await expect(client('team', scopeOf('alice')).get('dashboard', 'unmirrored')).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await found('team', scopeOf('bob')))['dashboard/unmirrored']).toEqual({
      owner: 'bob',
      shared: false,
      access: 'full_access',
    });
  });

  it('never shows an object to the owner its mirror names when the record names another', async () => {
    // The find's parts read the mirror; the records decide what is answered.
    expect(Object.keys(await found('team', scopeOf('alice')))).not.toContain('dashboard/disagreeing');
    await expect(client('team', scopeOf('alice')).get('dashboard', 'disagreeing')).rejects.toMatchObject({
      statusCode: 404,
    });
    const { saved_objects } = await client('team', scopeOf('alice')).bulkGet([
      { type: 'dashboard', id: 'disagreeing' },
    ]);
    expect(saved_objects[0].error?.statusCode).toBe(404);
    expect((await client('team', scopeOf('bob')).get('dashboard', 'disagreeing')).sharing).toEqual({
      owner: 'bob',
      shared: false,
      access: 'full_access',
    });
  });

  it("reads another tenant's records for its own objects only", async () => {
    expect(await found('other', scopeOf('sam'))).toEqual({
      'dashboard/mirrored': { owner: 'alice', shared: true, access: 'full_access' },
    });
    expect(await found('other', scopeOf('kim'))).toEqual({});
  });

  it('reads the records of more objects than one batch holds', async () => {
    const { saved_objects, total } = await client('bulk', scopeOf('kim')).find({
      type: 'dashboard',
      perPage: 200,
      sortField: 'id',
    });
    expect(total).toBe(MANY);
    expect(saved_objects.map((object) => object.sharing?.access)).toEqual(Array(MANY).fill('read_only'));
    const owned = await repository.sharing.listOwned('bulk', 'dashboard', {
      user: 'kim',
      roles: [],
      backendRoles: [],
      admin: false,
    });
    expect(owned).toHaveLength(MANY);
    expect(
      owned.every(({ owner, shareWith }) => owner === 'alice' && shareWith.dashboard_read_only?.users[0] === 'kim')
    ).toBe(true);
  });
});
