import { TEST_STORES } from '../../../../../core/server/test_utils';
import { EmbeddedSecurityBackend } from './embedded_backend';
import { internalUserPrincipal } from '../permissions/role_mappings';
import { ADMIN_PASSWORD, createSeededBackend, createTestStore, type TestStore } from './test_utils/test_store';

describe.each(TEST_STORES)('seeding a fresh store on %s', (dialect) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(dialect);
  });
  afterEach(() => store.cleanup());

  it('seeds the admin user with a $2y$12$ hash of the given password', async () => {
    const backend = new EmbeddedSecurityBackend({ store });
    expect(await backend.ensureSeeded(ADMIN_PASSWORD)).toEqual({ seeded: true, renamedTenants: [] });
    expect(await backend.getHash('admin')).toMatch(/^\$2y\$12\$/);
    const admin = await backend.authenticate('admin', ADMIN_PASSWORD);
    expect(admin).toMatchObject({ username: 'admin', reserved: true, backend_roles: ['admin'] });
    expect(admin).not.toHaveProperty('hash');
  });

  it('asks for the password only when it seeds, and seeds once', async () => {
    const backend = await createSeededBackend(store);
    const getPassword = jest.fn(() => 'Another1!');
    expect(await backend.ensureSeeded(getPassword)).toEqual({ seeded: false, renamedTenants: [] });
    expect(getPassword).not.toHaveBeenCalled();
    expect(await backend.authenticate('admin', ADMIN_PASSWORD)).not.toBeNull();
  });

  it('refuses to seed without a password', async () => {
    const backend = new EmbeddedSecurityBackend({ store, hashRounds: 4 });
    await expect(backend.ensureSeeded('')).rejects.toThrow('An admin password is needed');
  });

  it('has the well-known roles, static action groups and the global tenant', async () => {
    const backend = await createSeededBackend(store);
    const roles = (await backend.list('roles')).items.map((item) => item.name);
    for (const name of [
      'all_access',
      'kibana_user',
      'kibana_read_only',
      'kibana_server',
      'readall',
      'readall_and_monitor',
      'security_rest_api_access',
      'security_rest_api_full_access',
      'own_index',
    ]) {
      expect(roles).toContain(name);
    }
    expect(await backend.get('roles', 'all_access')).toMatchObject({ reserved: true, static: true });
    expect(await backend.get('roles', 'kibana_read_only')).toMatchObject({ reserved: true, static: false });
    const groups = (await backend.list('actiongroups')).items.map((item) => item.name);
    for (const name of [
      'cluster_all',
      'cluster_monitor',
      'cluster_composite_ops',
      'cluster_composite_ops_ro',
      'manage_snapshots',
      'indices_all',
      'indices_monitor',
      'crud',
      'data_access',
      'read',
      'write',
      'delete',
      'search',
      'get',
      'index',
      'manage',
      'create_index',
      'manage_aliases',
      'unlimited',
      'kibana_all_read',
      'kibana_all_write',
    ]) {
      expect(groups).toContain(name);
    }
    expect(await backend.get('tenants', 'global_tenant')).toEqual({
      reserved: true,
      hidden: false,
      static: true,
      description: 'Global tenant',
    });
    expect(await backend.getTenancyConfig()).toEqual({
      multitenancy_enabled: true,
      private_tenant_enabled: true,
      default_tenant: '',
    });
  });

  it('gives admin all_access, API access and write access to the global and private tenants', async () => {
    const backend = await createSeededBackend(store);
    const admin = await backend.authenticate('admin', ADMIN_PASSWORD);
    const account = await backend.resolveAccount(internalUserPrincipal('admin', admin!), { requestedTenant: '' });
    expect(account).toMatchObject({
      user_name: 'admin',
      roles: ['all_access', 'own_index'],
      backend_roles: ['admin'],
      tenants: { global_tenant: true, admin: true },
      user_requested_tenant: '',
      is_internal_user: true,
      has_api_access: true,
      readonly: false,
    });
  });

  it('brings changed built-in entries back on the next start, leaving other entries alone', async () => {
    const backend = await createSeededBackend(store);
    await backend.upsert('tenants', 'finance', { description: 'Money' });
    await store.query(
      "UPDATE security_entries SET body = '{\"static\":true}' WHERE kind = 'roles' AND name = 'readall'"
    );
    await store.query("DELETE FROM security_entries WHERE kind = 'actiongroups' AND name = 'crud'");
    await new EmbeddedSecurityBackend({ store, hashRounds: 4 }).ensureSeeded('unused');
    expect(await backend.get('roles', 'readall')).toMatchObject({ cluster_permissions: ['cluster_composite_ops_ro'] });
    expect(await backend.get('actiongroups', 'crud')).toMatchObject({ allowed_actions: ['read', 'write'] });
    expect(await backend.get('tenants', 'finance')).toMatchObject({ description: 'Money' });
  });
});
