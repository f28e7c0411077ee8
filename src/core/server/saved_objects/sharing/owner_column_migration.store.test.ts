/**
 * core:0003 gives each object row the owner its record names (NULL without one), so a store made
 * before it finds exactly what it found before: an upgraded store's owned objects stay hidden
 * from strangers, and owner-less ones stay visible to the tenant.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { savedObjectsMigrations, StoreService, TEST_STORES, testStoreConfig } from '../../test_utils';
import { SavedObjectTypeRegistry } from '../type_registry';
import { buildFindQuery } from '../find/find_query';
import { SavedObjectsQueries } from '../repository';
import type { SavedObjectsTables } from '../tables';

const registry = new SavedObjectTypeRegistry();
registry.register({ name: 'dashboard' });
const sharingFor = (user: string) => ({
  protectedTypes: new Set(['dashboard']),
  subject: { user, roles: [], backendRoles: [], admin: false },
});

describe.each(TEST_STORES)('migration core:0003-saved-object-owner-column on %s', (dialect) => {
  const services: StoreService[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'owner-column-migration-'));
  afterEach(async () => {
    for (const service of services.splice(0)) await service.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const open = async (
    migrations: typeof savedObjectsMigrations,
    config: Awaited<ReturnType<typeof testStoreConfig>>
  ) => {
    const service = new StoreService();
    services.push(service);
    service.setup().registerMigrations(migrations);
    return service.start({ dataDir: join(dir, 'data'), config });
  };

  it("copies each record's owner onto its object, and finds see what they saw before", async () => {
    const config = await testStoreConfig(dialect);
    const before = await open(
      savedObjectsMigrations.filter((m) => m.id < 'core:0003'),
      config
    );
    for (const [id, owner] of [
      ['alices', 'alice'],
      ['kims', 'kim'],
      ['nobodys', null],
    ] as const) {
      await sql`INSERT INTO saved_objects (tenant, type, id, attributes, updated_at, seq) VALUES ('team', 'dashboard', ${id}, '{}', '2030-01-01T00:00:00.000Z', 1)`.execute(
        before.kysely()
      );
      if (owner)
        await sql`INSERT INTO saved_object_owners (tenant, type, id, owner) VALUES ('team', 'dashboard', ${id}, ${owner})`.execute(
          before.kysely()
        );
    }
    await services.pop()!.stop();

    const after = await open(savedObjectsMigrations, config);
    const db = after.kysely<SavedObjectsTables>();
    const { rows } = await sql<{ id: string; sharing_owner: string | null }>`
      SELECT id, sharing_owner FROM saved_objects ORDER BY id`.execute(db);
    expect(rows).toEqual([
      { id: 'alices', sharing_owner: 'alice' },
      { id: 'kims', sharing_owner: 'kim' },
      { id: 'nobodys', sharing_owner: null },
    ]);
    const visibleTo = async (user: string) => {
      const query = buildFindQuery('team', { type: 'dashboard', sortField: 'id' }, registry, dialect, sharingFor(user));
      const { objects, total } = await new SavedObjectsQueries(db, dialect).find(query);
      expect(total).toBe(objects.length);
      return objects.map((object) => object.id);
    };
    expect(await visibleTo('alice')).toEqual(['alices', 'nobodys']);
    expect(await visibleTo('stan')).toEqual(['nobodys']);
    // A row without the mirror (written before its owner was recorded) is checked against the record.
    await sql`UPDATE saved_objects SET sharing_owner = NULL WHERE id = 'kims'`.execute(db);
    expect(await visibleTo('stan')).toEqual(['nobodys']);
    expect(await visibleTo('kim')).toEqual(['kims', 'nobodys']);
  });
});
