/**
 * Custom tenants whose names read as the global or the private tenant: refused by the import (its
 * dry run reports each entry), and renamed in stores that already hold them.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { TEST_STORES } from '../../../../../core/server/test_utils';
import type { ImportResponse } from '../../../common/config_transfer';
import { EmbeddedSecurityBackend } from './embedded_backend';
import { createSeededBackend, createTestStore, failure, type TestStore } from './test_utils/test_store';

const TENANTS = [
  '_meta: {type: tenants, config_version: 2}',
  'global: {description: "reads as the global tenant"}',
  'Private: {description: "reads as the private tenant"}',
  '__USER__alice: {description: "passes for alice\'s private tenant"}',
  'team_a: {description: "fine"}',
  '',
].join('\n');

const upload = (tenants: string) => ({ texts: new Map([['tenants.yml', tenants]]), ignored: [] });

describe.each(TEST_STORES)('reserved tenant names on %s', (dialect) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(dialect);
  });
  afterEach(async () => {
    await store.cleanup();
  });

  it('are refused by the import, each entry reported, the dry run included, and nothing is written', async () => {
    const backend = await createSeededBackend(store);
    for (const dryRun of [true, false]) {
      const refused = await backend.importFiles(upload(TENANTS), { dryRun }).catch((e) => e);
      expect(refused.statusCode).toBe(400);
      const problems = (refused.details as { problems: Array<{ entry?: string; message: string }> }).problems;
      expect(problems.map((p) => [p.entry, p.message])).toEqual([
        ['global', "Tenant name 'global' is reserved for the global or the private tenant."],
        ['Private', "Tenant name 'Private' is reserved for the global or the private tenant."],
        [
          '__USER__alice',
          "Tenant name '__USER__alice' cannot start with '__user__': the prefix is reserved for private tenants.",
        ],
      ]);
    }
    expect((await backend.list('tenants')).items.map((t) => t.name)).not.toContain('global');
    const fine = (await backend.importFiles(upload('_meta: {type: tenants, config_version: 2}\nteam_a: {}\n'), {
      dryRun: false,
    })) as ImportResponse;
    expect(fine.dry_run).toBe(false);
    // The API's own rule is the same one.
    expect(await failure(backend.upsert('tenants', 'GLOBAL', { description: '' }))).toEqual({
      status: 400,
      message: "Tenant name 'GLOBAL' is reserved for the global or the private tenant.",
    });
  });

  it('held by an older store are renamed at start, with the roles that named them', async () => {
    await createSeededBackend(store);
    // As an import before the rule wrote them (behind the API's back).
    await store.write(async (repository) => {
      for (const name of ['global', '__user__bob', 'renamed_global'])
        await repository.put('tenants', name, { description: name, reserved: false, hidden: false, static: false });
      await repository.put('roles', 'global_writers', {
        cluster_permissions: [],
        index_permissions: [],
        tenant_permissions: [{ tenant_patterns: ['global', 'team_*'], allowed_actions: ['kibana_all_write'] }],
        reserved: false,
        hidden: false,
        static: false,
        description: '',
      } as never);
    });
    // The next start renames them, and says which (the plugin logs each).
    const backend = new EmbeddedSecurityBackend({ store, hashRounds: 4 });
    const { renamedTenants } = await backend.ensureSeeded('unused');
    // Without core's saved objects to move (reserved_tenant_rename.integration.test.ts covers the move), none moved.
    expect(renamedTenants).toEqual([
      { from: '__user__bob', to: 'renamed___user__bob', movedObjects: null },
      { from: 'global', to: 'renamed2_global', movedObjects: null },
    ]);
    expect((await backend.ensureSeeded('unused')).renamedTenants).toEqual([]);
    const names = (await backend.list('tenants')).items.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['renamed2_global', 'renamed___user__bob', 'renamed_global']));
    expect(names).not.toContain('global');
    expect(names).not.toContain('__user__bob');
    expect((await backend.get('tenants', 'renamed2_global')).description).toBe('global');
    expect((await backend.get('roles', 'global_writers')).tenant_permissions[0].tenant_patterns).toEqual([
      'renamed2_global',
      'team_*',
    ]);
  });
});
