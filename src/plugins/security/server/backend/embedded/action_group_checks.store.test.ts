import { TEST_STORES } from '../../../../../core/server/test_utils';
import type { EmbeddedSecurityBackend } from './embedded_backend';
import { createSeededBackend, createTestStore, failure, type TestStore } from './test_utils/test_store';
import { actionGroupNamedLikeRoleMessage } from './upsert_checks';

describe.each(TEST_STORES)('action group checks on %s', (dialect) => {
  let store: TestStore;
  let backend: EmbeddedSecurityBackend;
  // One seeded store for these tests: they write entries of different names.
  beforeAll(async () => {
    store = await createTestStore(dialect);
    backend = await createSeededBackend(store);
  });
  afterAll(() => store?.cleanup());

  it('refuses an action group named like an existing role, and stores nothing', async () => {
    await backend.upsert('roles', 'log_reader', { cluster_permissions: ['cluster_monitor'] });
    expect(
      await failure(backend.upsert('actiongroups', 'log_reader', { allowed_actions: ['indices:data/read/search'] }))
    ).toEqual({
      status: 400,
      message: actionGroupNamedLikeRoleMessage('log_reader'),
    });
    expect(await failure(backend.get('actiongroups', 'log_reader'))).toMatchObject({ status: 404 });
  });

  it('refuses a built-in role name too, and accepts a name no role uses', async () => {
    expect(
      await failure(backend.upsert('actiongroups', 'all_access', { allowed_actions: ['cluster:monitor/health'] }))
    ).toMatchObject({
      status: 400,
      message: actionGroupNamedLikeRoleMessage('all_access'),
    });
    expect(
      await backend.upsert('actiongroups', 'my_group', { allowed_actions: ['cluster:monitor/health'], type: 'cluster' })
    ).toEqual({
      created: true,
    });
  });

  it('still refuses a group that contains itself', async () => {
    expect(await failure(backend.upsert('actiongroups', 'loop', { allowed_actions: ['loop'] }))).toEqual({
      status: 400,
      message: "[allowed_actions] action group 'loop' cannot contain itself",
    });
  });
});
