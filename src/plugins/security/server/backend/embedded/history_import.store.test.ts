import { TEST_STORES } from '../../../../../core/server/test_utils';
import { mkdtempSync } from 'fs';
import { join } from 'path';
import { openSearchConfigFiles } from './test_utils/opensearch_config';
import { EmbeddedSecurityBackend as Backend } from './embedded_backend';
import { createSeededBackend, createTestStore, writeConfigDir, type TestStore } from './test_utils/test_store';

const latest = async (backend: Backend) => (await backend.listHistory({ page: 1, per_page: 1 })).versions[0];

describe.each(TEST_STORES)('history versions from two processes on %s', (dialect) => {
  let store: TestStore;
  afterEach(() => store.cleanup());

  it('numbers concurrent writes of two backends on one store uniquely, each version with its change', async () => {
    store = await createTestStore(dialect);
    const first = await createSeededBackend(store);
    const second = new Backend({ store: await store.reopen(), hashRounds: 4 });
    const write = (i: number) =>
      (i % 2 ? first : second).upsert('roles', `concurrent_${i}`, { description: `by ${i % 2}` });
    // Two SQLite connections in one process cannot wait for each other (the driver blocks the
    // event loop while it waits for the lock), so there they alternate; PostgreSQL's run at once.
    if (dialect === 'postgres') await Promise.all(Array.from({ length: 10 }, (_, i) => write(i)));
    else for (let i = 0; i < 10; i++) await write(i);
    const { versions } = await first.listHistory({ page: 1, per_page: 100 });
    const mine = versions.filter((v) => v.resources[0]?.name.startsWith('concurrent_'));
    expect(mine).toHaveLength(10);
    expect(new Set(mine.map((v) => v.version)).size).toBe(10);
    expect(new Set(mine.map((v) => v.resources[0].name)).size).toBe(10);
  });
});

describe.each(TEST_STORES)('an import is one history version on %s', (dialect) => {
  let store: TestStore;
  let backend: Backend;
  beforeEach(async () => {
    store = await createTestStore(dialect);
    backend = await createSeededBackend(store);
  });
  afterEach(() => store.cleanup());

  it('records a whole import as one version, by whoever the importer names, without a hash', async () => {
    const before = await latest(backend);
    const dir = writeConfigDir(
      store.dir,
      'config',
      openSearchConfigFiles({ alice: '$2y$04$' + 'a'.repeat(53), bob: '$2a$04$' + 'b'.repeat(53) })
    );
    await backend.importConfig(dir, { user: 'importer', remote_address: '10.0.0.9' });
    const version = await latest(backend);
    expect(version.version).toBe(before.version + 1);
    expect(version).toMatchObject({ origin: 'import', user: 'importer', remote_address: '10.0.0.9' });
    expect(version.resource_count).toBeGreaterThan(5);
    const detail = await backend.getHistoryVersion(version.version);
    expect(
      detail.changes.find((c: { kind: string; name: string }) => c.kind === 'internalusers' && c.name === 'alice')
    ).toMatchObject({
      action: 'create',
    });
    expect(JSON.stringify(detail)).not.toMatch(/\$2y\$|"hash"/);
    // Importing the same directory again changes nothing, so it records nothing.
    await backend.importConfig(dir);
    expect((await latest(backend)).version).toBe(version.version);
  });

  it('exports, changes and imports the export back: the import version undoes the change', async () => {
    const out = mkdtempSync(join(store.dir, 'export-'));
    await backend.exportConfig(out);
    await backend.upsert('roles', 'temp_role', { cluster_permissions: ['cluster_monitor'] });
    await backend.importConfig(out);
    const version = await latest(backend);
    expect(version.resources).toEqual([{ kind: 'roles', name: 'temp_role', action: 'delete' }]);
    expect(version.user).toBeNull();
  });

  it("keeps no credential of an auth domain, marks a changed one, and a revert keeps today's", async () => {
    const withSecret = async (secret: string, description: string) => {
      const config = await backend.getSecurityConfig();
      config.dynamic.authc = {
        ...config.dynamic.authc,
        openid_auth_domain: {
          description,
          http_enabled: false,
          http_authenticator: { type: 'openid', config: { client_id: 'dashboards', client_secret: secret } },
        },
      };
      await backend.updateSecurityConfig(config);
      return latest(backend);
    };
    const first = await withSecret('oidc-secret-one', 'first');
    const second = await withSecret('oidc-secret-two', 'second');
    const detail = await backend.getHistoryVersion(second.version);
    expect(JSON.stringify(detail)).not.toMatch(/oidc-secret/);
    expect(detail.changes[0].diff).toEqual(
      expect.arrayContaining([
        {
          op: 'replace',
          path: '/dynamic/authc/openid_auth_domain/http_authenticator/config/client_secret',
          value: '**redacted** (changed)',
        },
      ])
    );
    const done = await backend.revertHistory(first.version, {
      dryRun: false,
      target: { kind: 'config', name: 'config' },
    });
    expect(JSON.stringify(done)).not.toMatch(/oidc-secret/);
    const now = await backend.getSecurityConfig();
    const domain = now.dynamic.authc!.openid_auth_domain as any;
    expect(domain.description).toBe('first');
    expect(domain.http_authenticator.config.client_secret).toBe('oidc-secret-two');
  });
});
