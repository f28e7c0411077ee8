import { TEST_STORES } from '../../../../../core/server/test_utils';
import { HttpError } from '../../../../../core/server';
import { internalUserPrincipal } from '../permissions/role_mappings';
import type { EmbeddedSecurityBackend } from './embedded_backend';
import { normalizeEntry } from './entry_forms';
import { createSeededBackend, createTestStore, type TestStore } from './test_utils/test_store';

describe.each(TEST_STORES)('listing entries on %s', (dialect) => {
  let store: TestStore;
  let backend: EmbeddedSecurityBackend;
  // One store for these tests: they only read the tenants written here.
  beforeAll(async () => {
    store = await createTestStore(dialect);
    backend = await createSeededBackend(store);
    for (const [name, description] of [
      ['Zeta', 'last by name'],
      ['alpha', 'Finance team'],
      ['beta', 'finance archive'],
      ['10', 'a number'],
      ['2x', 'another number'],
    ]) {
      await backend.upsert('tenants', name, { description });
    }
  });
  afterAll(() => store?.cleanup());

  const names = async (options: Parameters<EmbeddedSecurityBackend['list']>[1]) =>
    (await backend.list('tenants', options)).items.map((item) => item.name);

  it('sorts by name without regard to case, both ways, and keeps numeric names in order', async () => {
    expect(await names({})).toEqual(['10', '2x', 'alpha', 'beta', 'global_tenant', 'Zeta']);
    expect(await names({ sort_order: 'desc' })).toEqual(['Zeta', 'global_tenant', 'beta', 'alpha', '2x', '10']);
  });

  it('sorts by description', async () => {
    expect(await names({ sort_field: 'description', per_page: 3 })).toEqual(['10', '2x', 'beta']);
  });

  it('pages, reporting the total of all pages', async () => {
    const page = await backend.list('tenants', { page: 2, per_page: 2 });
    expect(page.total).toBe(6);
    expect(page.items.map((item) => item.name)).toEqual(['alpha', 'beta']);
    const pastEnd = await backend.list('tenants', { page: 9, per_page: 2 });
    expect(pastEnd.items).toEqual([]);
    expect(pastEnd.total).toBe(6);
    // The last page, not full, and a page exactly full at the end: the same total.
    const last = await backend.list('tenants', { page: 2, per_page: 4 });
    expect(last.items.map((item) => item.name)).toEqual(['global_tenant', 'Zeta']);
    expect(last.total).toBe(6);
    expect((await backend.list('tenants', { page: 2, per_page: 3 })).total).toBe(6);
    expect((await backend.list('tenants', { search: 'no such tenant', per_page: 5 })).total).toBe(0);
  });

  it('searches names and descriptions, case-insensitively, with % and _ taken literally', async () => {
    const found = await backend.list('tenants', { search: 'FINANCE' });
    expect(found.total).toBe(2);
    expect(found.items.map((item) => item.name)).toEqual(['alpha', 'beta']);
    expect((await backend.list('tenants', { search: '%' })).total).toBe(0);
    expect((await backend.list('tenants', { search: '_' })).items.map((item) => item.name)).toEqual(['global_tenant']);
  });

  it('leaves one name out of the page and the total, paging on what is left', async () => {
    const first = await backend.list('tenants', { except: 'global_tenant', page: 2, per_page: 2 });
    expect(first.items.map((item) => item.name)).toEqual(['alpha', 'beta']);
    const last = await backend.list('tenants', { except: 'global_tenant', page: 3, per_page: 2 });
    expect(last.items.map((item) => item.name)).toEqual(['Zeta']);
    expect(last.total).toBe(5);
    expect((await backend.list('tenants', { except: 'global_tenant', search: '_' })).total).toBe(0);
  });

  it('lists only reserved entries, or only the others, with their totals', async () => {
    const reserved = await backend.list('roles', { reserved: true, per_page: 1000 });
    const custom = await backend.list('roles', { reserved: false, per_page: 1000 });
    const all = await backend.list('roles', { per_page: 1000 });
    expect(reserved.items.length).toBeGreaterThan(0);
    expect(reserved.items.every((item) => item.entry.reserved)).toBe(true);
    expect(custom.items.every((item) => !item.entry.reserved)).toBe(true);
    expect(reserved.total + custom.total).toBe(all.total);
    const secondPage = await backend.list('roles', { reserved: true, page: 2, per_page: 2 });
    expect(secondPage.items.map((item) => item.name)).toEqual(reserved.items.slice(2, 4).map((item) => item.name));
    expect(secondPage.total).toBe(reserved.total);
  });

  it('refuses bad paging options with 400', async () => {
    for (const options of [
      { page: 0, per_page: 1 },
      { per_page: 10_001 },
      { per_page: 1.5 },
      { sort_field: 'hash' },
      { sort_order: 'up' },
      { reserved: 'yes' },
      { except: 7 },
    ]) {
      await expect(backend.list('tenants', options as never)).rejects.toBeInstanceOf(HttpError);
    }
  });
});

describe.each(TEST_STORES)('a large configuration on %s', (dialect) => {
  let store: TestStore;
  let backend: EmbeddedSecurityBackend;
  // 120,000 rows written: ~10 s on PostgreSQL alone, several times that on a busy machine.
  beforeAll(async () => {
    store = await createTestStore(dialect);
    backend = await createSeededBackend(store);
    await store.write(async (repository) => {
      await repository.putMany(
        'internalusers',
        Array.from({ length: 100_000 }, (_, i) => [
          `user${String(i).padStart(6, '0')}`,
          normalizeEntry('internalusers', {
            hash: null,
            backend_roles: [`team${i % 100}`],
            description: `User number ${i}`,
          }),
        ])
      );
      const roleNames = Array.from({ length: 10_000 }, (_, i) => `role${String(i).padStart(5, '0')}`);
      await repository.putMany(
        'roles',
        roleNames.map((name) => [name, normalizeEntry('roles', { cluster_permissions: ['cluster_monitor'] })])
      );
      await repository.putMany(
        'rolesmapping',
        roleNames.map((name, i) => [name, normalizeEntry('rolesmapping', { backend_roles: [`team${i % 100}`] })])
      );
    });
  }, 180_000);
  afterAll(() => store.cleanup());

  it('pages 100,000 users by parsing only the requested page', async () => {
    const parse = jest.spyOn(JSON, 'parse');
    const page = await backend.list('internalusers', { page: 1001, per_page: 50 });
    expect(parse.mock.calls.length).toBeLessThanOrEqual(50);
    parse.mockRestore();
    expect(page.total).toBe(100_001);
    expect(page.items[0].name).toBe('user049999');
    expect(page.items).toHaveLength(50);
  });

  it('searches 100,000 users', async () => {
    const found = await backend.list('internalusers', { search: 'number 9999', per_page: 20 });
    expect(found.total).toBe(11);
    expect(found.items[0].name).toBe('user009999');
  });

  it('resolves roles among 10,000 mappings', async () => {
    const account = await backend.resolveAccount(
      internalUserPrincipal('user000042', { backend_roles: ['team42'], opendistro_security_roles: [], attributes: {} })
    );
    expect(account.roles).toHaveLength(101);
    expect(account.roles).toContain('role00042');
    expect(account.roles).toContain('own_index');
  });
});
