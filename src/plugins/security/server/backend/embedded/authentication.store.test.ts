import { TEST_STORES } from '../../../../../core/server/test_utils';
import { HttpError } from '../../../../../core/server';
import { PASSWORD_INSTRUCTION } from '../../../common/password_rules';
import { internalUserPrincipal } from '../permissions/role_mappings';
import { bcryptPool } from './bcrypt_pool';
import { EmbeddedSecurityBackend } from './embedded_backend';
import { SecurityRepository } from './repository';
import { ADMIN_PASSWORD, createSeededBackend, createTestStore, type TestStore } from './test_utils/test_store';

describe.each(TEST_STORES)('authentication and caches on %s', (dialect) => {
  let store: TestStore;
  let backend: EmbeddedSecurityBackend;
  let compare: jest.SpyInstance;
  beforeEach(async () => {
    store = await createTestStore(dialect);
    backend = await createSeededBackend(store);
    await backend.upsert('internalusers', 'alice', { password: 'Alice1!pass', backend_roles: ['kibanauser'] });
    compare = jest.spyOn(bcryptPool, 'compare');
  });
  afterEach(() => {
    compare.mockRestore();
    store.cleanup();
  });

  it('returns the user for the right password and null for a wrong one', async () => {
    expect(await backend.authenticate('alice', 'Alice1!pass')).toMatchObject({
      username: 'alice',
      backend_roles: ['kibanauser'],
    });
    expect(await backend.authenticate('alice', 'wrong')).toBeNull();
  });

  it('checks an unknown user against a dummy hash, as much work as a wrong password', async () => {
    expect(await backend.authenticate('nobody', 'Alice1!pass')).toBeNull();
    expect(compare).toHaveBeenCalledTimes(1);
    const [, dummy] = compare.mock.calls[0] as [string, string];
    expect(dummy).toMatch(/^\$2y\$04\$/);
    compare.mockClear();
    expect(await backend.authenticate('alice', 'wrong')).toBeNull();
    expect(compare).toHaveBeenCalledTimes(1);
  });

  it('does not re-hash a verified password, until the cache is purged', async () => {
    await backend.authenticate('alice', 'Alice1!pass');
    await backend.authenticate('alice', 'Alice1!pass');
    expect(compare).toHaveBeenCalledTimes(1);
    await backend.purgeCache();
    await backend.authenticate('alice', 'Alice1!pass');
    expect(compare).toHaveBeenCalledTimes(2);
  });

  it('never caches a wrong password', async () => {
    await backend.authenticate('alice', 'wrong');
    await backend.authenticate('alice', 'wrong');
    expect(compare).toHaveBeenCalledTimes(2);
  });

  it('drops the cached password when the password changes', async () => {
    await backend.authenticate('alice', 'Alice1!pass');
    await backend.changePassword('alice', 'NewPass1!');
    expect(await backend.authenticate('alice', 'Alice1!pass')).toBeNull();
    expect(await backend.authenticate('alice', 'NewPass1!')).not.toBeNull();
    expect(await backend.getHash('alice')).toMatch(/^\$2y\$/);
  });

  it('drops the cached password when another connection changes the hash', async () => {
    await backend.authenticate('alice', 'Alice1!pass');
    const other = new EmbeddedSecurityBackend({ store: await store.reopen(), hashRounds: 4 });
    await other.changePassword('alice', 'Other1!pass');
    expect(await backend.authenticate('alice', 'Alice1!pass')).toBeNull();
    expect(await backend.authenticate('alice', 'Other1!pass')).not.toBeNull();
  });

  it('a purge on one instance empties the verified-password cache of every instance on PostgreSQL (this process only on SQLite)', async () => {
    const other = new EmbeddedSecurityBackend({ store: await store.reopen(), hashRounds: 4 });
    await other.authenticate('alice', 'Alice1!pass');
    compare.mockClear();
    await other.authenticate('alice', 'Alice1!pass');
    expect(compare).not.toHaveBeenCalled();

    // The notice travels through the database (and the other store's listening connection may still
    // be coming up): purge again until it arrives, for two seconds at most.
    for (let i = 0; i < 40 && compare.mock.calls.length === 0; i++) {
      await backend.purgeCache();
      await new Promise((r) => setTimeout(r, 50));
      await other.authenticate('alice', 'Alice1!pass');
    }
    // SQLite's other processes learn of a purge only from their own purge or restart.
    expect(compare.mock.calls.length > 0).toBe(dialect === 'postgres');
  });

  it("a flush for one user re-hashes that user's password only", async () => {
    await backend.upsert('internalusers', 'bob', { password: 'Bob1!passwd', backend_roles: [] });
    await backend.authenticate('alice', 'Alice1!pass');
    await backend.authenticate('bob', 'Bob1!passwd');
    compare.mockClear();
    await backend.purgeUserCache('alice');
    await backend.authenticate('bob', 'Bob1!passwd');
    expect(compare).not.toHaveBeenCalled();
    await backend.authenticate('alice', 'Alice1!pass');
    expect(compare).toHaveBeenCalledTimes(1);
  });

  it("a flush for one user reaches every instance on PostgreSQL, and leaves the others' users alone", async () => {
    await backend.upsert('internalusers', 'bob', { password: 'Bob1!passwd', backend_roles: [] });
    const other = new EmbeddedSecurityBackend({ store: await store.reopen(), hashRounds: 4 });
    await other.authenticate('alice', 'Alice1!pass');
    await other.authenticate('bob', 'Bob1!passwd');
    const [alice, bob] = [other.userCacheGeneration('alice'), other.userCacheGeneration('bob')];
    // As above: flush again until the notice arrives, for two seconds at most.
    for (let i = 0; i < 40 && other.userCacheGeneration('alice') === alice; i++) {
      await backend.purgeUserCache('alice');
      await new Promise((r) => setTimeout(r, 50));
    }
    compare.mockClear();
    await other.authenticate('bob', 'Bob1!passwd');
    expect(compare).not.toHaveBeenCalled();
    expect(other.userCacheGeneration('bob')).toBe(bob);
    await other.authenticate('alice', 'Alice1!pass');
    // SQLite's other processes are not this server's workers: the notice stays here.
    expect(compare.mock.calls.length).toBe(dialect === 'postgres' ? 1 : 0);
    expect(other.userCacheGeneration('alice') !== alice).toBe(dialect === 'postgres');
  });

  it('another instance reloads a changed configuration as soon as it hears of it, before its next request', async () => {
    const otherStore = await store.reopen();
    const other = new EmbeddedSecurityBackend({ store: otherStore, hashRounds: 4 });
    const alice = (await other.authenticate('alice', 'Alice1!pass'))!;
    expect((await other.resolveAccount(internalUserPrincipal('alice', alice))).roles).not.toContain('auditor');
    const reloads = jest.spyOn(otherStore, 'transaction');
    await backend.upsert('roles', 'auditor', { cluster_permissions: ['cluster_monitor'] });
    await backend.upsert('rolesmapping', 'auditor', { backend_roles: ['kibanauser'] });
    for (let i = 0; i < 40 && reloads.mock.calls.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    // On SQLite nothing arrives: the next request's version check reloads instead.
    expect(reloads.mock.calls.length >= 1).toBe(dialect === 'postgres');
    expect((await other.resolveAccount(internalUserPrincipal('alice', alice))).roles).toContain('auditor');
    reloads.mockRestore();
  });

  it('applies the password rule on a change and answers 404 for an unknown user', async () => {
    await expect(backend.changePassword('alice', 'short')).rejects.toThrow(PASSWORD_INSTRUCTION);
    await expect(backend.changePassword('nobody', 'Strong1!pass')).rejects.toMatchObject({ statusCode: 404 });
    const strict = new EmbeddedSecurityBackend({
      store,
      hashRounds: 4,
      passwordPolicy: { regex: /^.{20,}$/, message: 'Use 20 characters or more.' },
    });
    await expect(strict.changePassword('alice', 'Strong1!pass')).rejects.toEqual(
      new HttpError(400, 'Use 20 characters or more.')
    );
  });

  it('serves another connection’s configuration change at once, without a restart', async () => {
    const alice = (await backend.authenticate('alice', 'Alice1!pass'))!;
    const before = await backend.resolveAccount(internalUserPrincipal('alice', alice));
    expect(before.tenants).toEqual({ global_tenant: true, alice: true });
    expect(before.has_api_access).toBe(false);

    const other = new EmbeddedSecurityBackend({ store: await store.reopen(), hashRounds: 4 });
    await other.upsert('tenants', 'finance', { description: 'Money' });
    await other.upsert('roles', 'finance_admin', {
      cluster_permissions: ['restapi:admin/roles'],
      tenant_permissions: [{ tenant_patterns: ['fin*'], allowed_actions: ['kibana_all_read'] }],
    });
    await other.upsert('rolesmapping', 'finance_admin', { backend_roles: ['kibanauser'] });

    const after = await backend.resolveAccount(internalUserPrincipal('alice', alice));
    expect(after.roles).toContain('finance_admin');
    expect(after.tenants).toEqual({ global_tenant: true, alice: true, finance: false });
    expect(after.has_api_access).toBe(true);
  });

  it('reads the configuration version once for calls made together, and again for every later call', async () => {
    await backend.getTenancyConfig();
    const version = jest.spyOn(SecurityRepository.prototype, 'version');
    try {
      await Promise.all([backend.getTenancyConfig(), backend.getSecurityConfig(), backend.getTenancyConfig()]);
      expect(version).toHaveBeenCalledTimes(1);
      await backend.getTenancyConfig();
      await backend.getTenancyConfig();
      expect(version).toHaveBeenCalledTimes(3);
    } finally {
      version.mockRestore();
    }
  });

  it('keeps the private tenant out when the configuration disables it', async () => {
    const config = await backend.getSecurityConfig();
    await backend.updateSecurityConfig({
      ...config,
      dynamic: { ...config.dynamic, kibana: { ...config.dynamic.kibana, private_tenant_enabled: false } },
    });
    const alice = (await backend.authenticate('alice', 'Alice1!pass'))!;
    expect((await backend.resolveAccount(internalUserPrincipal('alice', alice))).tenants).toEqual({
      global_tenant: true,
    });
  });

  it('makes a kibana_read_only user read-only', async () => {
    await backend.upsert('internalusers', 'viewer', { password: 'Viewer1!pass', backend_roles: ['kibana_read_only'] });
    const viewer = (await backend.authenticate('viewer', 'Viewer1!pass'))!;
    const account = await backend.resolveAccount(internalUserPrincipal('viewer', viewer));
    expect(account).toMatchObject({
      readonly: true,
      has_api_access: false,
      tenants: { global_tenant: false, viewer: true },
    });
    const admin = (await backend.authenticate('admin', ADMIN_PASSWORD))!;
    expect((await backend.resolveAccount(internalUserPrincipal('admin', admin))).readonly).toBe(false);
  });
});
