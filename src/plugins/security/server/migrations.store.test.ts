import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Migration } from '../../../core/server';
import { savedObjectsMigrations, StoreService, TEST_STORES, testStoreConfig } from '../../../core/server/test_utils';
import { securityPluginMigrations } from './migrations';

/** What the server registers, in its order: core's, then the security plugin's. */
const ALL: Migration[] = [...savedObjectsMigrations, ...securityPluginMigrations];
/** The migrations the previous release had (under their former ids); the others are new in this one. */
const RENAMED = ALL.filter((m) => m.formerIds !== undefined);
const NEW_IDS = ALL.filter((m) => m.formerIds === undefined).map((m) => m.id);
const ID = /^([a-z][a-z0-9_]*):(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('migration ids', () => {
  it('are <owner>:<NNNN>-<name>, unique, and numbered 0001, 0002, … per owner in the order they run', () => {
    expect(ALL.map((m) => m.id).filter((id) => !ID.test(id))).toEqual([]);
    expect(new Set(ALL.map((m) => m.id)).size).toBe(ALL.length);
    const numbers = new Map<string, number[]>();
    for (const { id } of ALL) {
      const [, owner, number] = ID.exec(id)!;
      numbers.set(owner, [...(numbers.get(owner) ?? []), Number(number)]);
    }
    expect([...numbers.keys()]).toEqual(['core', 'security']);
    for (const list of numbers.values()) expect(list).toEqual(list.map((_, i) => i + 1));
  });

  it('name no former id twice, and none that is a current id', () => {
    const former = ALL.flatMap((m) => m.formerIds ?? []);
    expect(new Set(former).size).toBe(former.length);
    expect(former.filter((id) => ALL.some((m) => m.id === id))).toEqual([]);
  });
});

describe.each(TEST_STORES)('a store of the previous release on %s', (dialect) => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('upgrades to the new ids without running a migration again or losing data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migration-ids-'));
    dirs.push(dir);
    const config = await testStoreConfig(dialect);
    // The previous release: the same schema changes under their former ids.
    const previous = new StoreService();
    previous.setup().registerMigrations(RENAMED.map((m) => ({ id: m.formerIds![0], up: m.up })));
    const old = await previous.start({ dataDir: dir, config });
    await old
      .kysely<any>()
      .insertInto('security_sessions')
      .values({
        sid_hash: 'h1',
        username: 'kirk',
        auth_type: 'basicauth',
        tenant: null,
        created_at: 1,
        last_seen: 1,
        expires_at: 10_000_000,
        public_id: 'p1',
      })
      .execute();
    const before = await old.kysely<any>().selectFrom('migrations').selectAll().orderBy('id').execute();
    await previous.stop();

    const ran: string[] = [];
    const current = new StoreService();
    current.setup().registerMigrations(
      ALL.map((m) => ({
        ...m,
        up: async (db, d) => {
          ran.push(m.id);
          await m.up(db, d);
        },
      }))
    );
    const store = await current.start({ dataDir: dir, config, refuseNewerSchema: true });
    try {
      // Only the migrations new in this release run (the shared store's cookie key).
      expect(ran).toEqual(NEW_IDS);
      const after = await store.kysely<any>().selectFrom('migrations').selectAll().execute();
      expect(after.map((row) => row.id).sort()).toEqual(ALL.map((m) => m.id).sort());
      // Each keeps the time it was first applied.
      const appliedAt = (id: string) => after.find((row) => row.id === id)?.applied_at;
      for (const m of RENAMED) {
        expect(appliedAt(m.id)).toBe(before.find((row) => row.id === m.formerIds![0])?.applied_at);
      }
      const sessions = await store.kysely<any>().selectFrom('security_sessions').select('username').execute();
      expect(sessions).toEqual([{ username: 'kirk' }]);
    } finally {
      await current.stop();
    }
  });
});
