import { TEST_STORES } from '../../../../../core/server/test_utils';
import { PASSWORD_INSTRUCTION } from '../../../common/password_rules';
import { RESOURCE_NAME_CHARACTER_MESSAGE, RESOURCE_NAME_LENGTH_MESSAGE } from '../../../common/resource_name';
import type { EmbeddedSecurityBackend } from './embedded_backend';
import { createSeededBackend, createTestStore, failure, hideEntry, type TestStore } from './test_utils/test_store';

describe.each(TEST_STORES)('entries through the API methods on %s', (dialect) => {
  let store: TestStore;
  let backend: EmbeddedSecurityBackend;
  // One seeded store for the file: the tests write entries of different names, and none but the
  // documents test reads the security, audit and allowlist documents it changes.
  beforeAll(async () => {
    store = await createTestStore(dialect);
    backend = await createSeededBackend(store);
  });
  afterAll(() => store?.cleanup());

  it('creates, reads, updates and deletes a role', async () => {
    const body = {
      description: 'Read logs',
      cluster_permissions: ['cluster_composite_ops'],
      index_permissions: [
        {
          index_patterns: ['logs-*'],
          fls: ['~secret'],
          masked_fields: ['email'],
          dls: '{"match":{"team":"blue"}}',
          allowed_actions: ['read'],
        },
      ],
      tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
    };
    expect(await backend.upsert('roles', 'log_reader', body)).toEqual({ created: true });
    expect(await backend.get('roles', 'log_reader')).toEqual({
      ...body,
      reserved: false,
      hidden: false,
      static: false,
    });
    expect(await backend.upsert('roles', 'log_reader', { description: 'changed' })).toEqual({ created: false });
    expect(await backend.get('roles', 'log_reader')).toMatchObject({ description: 'changed', cluster_permissions: [] });
    await backend.delete('roles', 'log_reader');
    expect(await failure(backend.get('roles', 'log_reader'))).toEqual({
      status: 404,
      message: "Role 'log_reader' not found.",
    });
  });

  it('refuses to change or delete reserved and static entries with 403', async () => {
    expect(await failure(backend.upsert('roles', 'kibana_read_only', {}))).toEqual({
      status: 403,
      message: "Role 'kibana_read_only' is reserved and cannot be changed or deleted.",
    });
    expect(await failure(backend.delete('internalusers', 'admin'))).toEqual({
      status: 403,
      message: "User 'admin' is reserved and cannot be changed or deleted.",
    });
    expect(await failure(backend.upsert('actiongroups', 'read', { allowed_actions: ['*'] }))).toEqual({
      status: 403,
      message: "Action group 'read' is static and cannot be changed or deleted.",
    });
    expect(await failure(backend.delete('tenants', 'global_tenant'))).toMatchObject({ status: 403 });
  });

  it('never lists a hidden entry and treats it as missing', async () => {
    await backend.upsert('tenants', 'secret_tenant', { description: 'x' });
    await hideEntry(store, 'secret_tenant');
    const names = (await backend.list('tenants')).items.map((item) => item.name);
    expect(names).not.toContain('secret_tenant');
    expect(await failure(backend.get('tenants', 'secret_tenant'))).toEqual({
      status: 404,
      message: "Tenant 'secret_tenant' not found.",
    });
    expect(await failure(backend.upsert('tenants', 'secret_tenant', {}))).toMatchObject({ status: 404 });
    expect(await failure(backend.delete('tenants', 'secret_tenant'))).toMatchObject({ status: 404 });
  });

  it('refuses names against SPEC section 5 with 400', async () => {
    expect(await failure(backend.upsert('tenants', 'a', {}))).toEqual({
      status: 400,
      message: `[name] ${RESOURCE_NAME_LENGTH_MESSAGE}`,
    });
    expect(await failure(backend.upsert('tenants', 'x'.repeat(51), {}))).toMatchObject({ status: 400 });
    expect(await failure(backend.upsert('tenants', '100%', {}))).toEqual({
      status: 400,
      message: `[name] ${RESOURCE_NAME_CHARACTER_MESSAGE}`,
    });
    expect(await failure(backend.upsert('roles', 'bad\u0001name', {}))).toMatchObject({ status: 400 });
  });

  it('refuses unknown fields, wrong types and flags with a message naming the field', async () => {
    expect(await failure(backend.upsert('roles', 'r1', { colour: 'red' } as never))).toEqual({
      status: 400,
      message: '[colour] unknown field',
    });
    expect(await failure(backend.upsert('roles', 'r1', { cluster_permissions: 'all' } as never))).toEqual({
      status: 400,
      message: '[cluster_permissions] must be a list',
    });
    expect(
      await failure(backend.upsert('roles', 'r1', { index_permissions: [{ index_patterns: [1] }] } as never))
    ).toEqual({
      status: 400,
      message: '[index_permissions[0].index_patterns[0]] must be a string',
    });
    expect(await failure(backend.upsert('tenants', 't1', { reserved: true } as never))).toEqual({
      status: 400,
      message: '[reserved] unknown field',
    });
    expect(await failure(backend.upsert('roles', 'r1', { index_permissions: [{ dls: 'not json' }] }))).toMatchObject({
      status: 400,
    });
  });

  it('hashes a new user password, never returns it, and keeps it when an update sends none', async () => {
    await backend.upsert('internalusers', 'alice', {
      password: 'Secret1!x',
      backend_roles: ['kibanauser'],
      attributes: { team: 'blue' },
    });
    const listed = (await backend.list('internalusers')).items.find((item) => item.name === 'alice')!;
    expect(JSON.stringify(listed)).not.toMatch(/\$2y\$|hash|password/);
    expect(await backend.get('internalusers', 'alice')).toEqual({
      backend_roles: ['kibanauser'],
      attributes: { team: 'blue' },
      opendistro_security_roles: [],
      reserved: false,
      hidden: false,
      static: false,
      description: '',
    });
    await backend.upsert('internalusers', 'alice', { description: 'Alice' });
    expect(await backend.authenticate('alice', 'Secret1!x')).toMatchObject({ description: 'Alice' });
  });

  it('applies the password rule and needs a password for a new user', async () => {
    expect(await failure(backend.upsert('internalusers', 'bob', { password: 'weak' }))).toEqual({
      status: 400,
      message: `[password] ${PASSWORD_INSTRUCTION}`,
    });
    expect(await failure(backend.upsert('internalusers', 'bob', {}))).toEqual({
      status: 400,
      message: '[password] is required to create a user',
    });
    expect(await failure(backend.upsert('internalusers', 'bob', { hash: 'plain' }))).toMatchObject({ status: 400 });
    expect(
      await failure(
        backend.upsert('internalusers', 'bob', { password: 'Secret1!x', opendistro_security_roles: ['nope'] })
      )
    ).toEqual({
      status: 400,
      message: "[opendistro_security_roles] role 'nope' does not exist",
    });
  });

  it('maps only existing roles and refuses action groups that contain themselves', async () => {
    expect(await failure(backend.upsert('rolesmapping', 'no_such_role', { users: ['x'] }))).toEqual({
      status: 404,
      message: "Role 'no_such_role' not found.",
    });
    expect(await backend.upsert('rolesmapping', 'readall_and_monitor', { users: ['bob'] })).toEqual({ created: true });
    expect(await failure(backend.upsert('actiongroups', 'loop', { allowed_actions: ['loop'] }))).toMatchObject({
      status: 400,
    });
    await backend.upsert('actiongroups', 'group_a', { allowed_actions: ['read'] });
    await backend.upsert('actiongroups', 'group_b', { allowed_actions: ['group_a'] });
    expect(await failure(backend.upsert('actiongroups', 'group_a', { allowed_actions: ['group_b'] }))).toEqual({
      status: 400,
      message: "[allowed_actions] action group 'group_a' would contain itself: group_a → group_b → group_a",
    });
  });

  it('reads and updates the security, audit and allowlist documents with validation', async () => {
    const config = await backend.getSecurityConfig();
    config.dynamic.kibana = { ...config.dynamic.kibana, private_tenant_enabled: false };
    await backend.updateSecurityConfig(config);
    expect((await backend.getTenancyConfig()).private_tenant_enabled).toBe(false);
    expect(
      await failure(backend.updateSecurityConfig({ dynamic: { kibana: { multitenancy_enabled: 'yes' } } } as never))
    ).toEqual({
      status: 400,
      message: '[dynamic.kibana.multitenancy_enabled] must be true or false',
    });
    const withUnknownTenant = {
      dynamic: { ...config.dynamic, kibana: { ...config.dynamic.kibana, default_tenant: 'nowhere' } },
    };
    expect(await failure(backend.updateSecurityConfig(withUnknownTenant))).toEqual({
      status: 400,
      message: "[dynamic.kibana.default_tenant] tenant 'nowhere' does not exist",
    });
    const audit = await backend.getAuditConfig();
    expect(audit.readonly).toEqual([]);
    expect(audit.config.audit).toMatchObject({ enable_rest: true });
    await backend.updateAuditConfig({ ...audit.config, enabled: false });
    expect((await backend.getAuditConfig()).config.enabled).toBe(false);
    expect(await failure(backend.updateAuditConfig({ ...audit.config, audit: { bogus: 1 } }))).toEqual({
      status: 400,
      message: '[audit.bogus] unknown field',
    });
    await backend.updateAllowlist({ enabled: true, requests: { '/_cat/nodes': ['GET'] } });
    expect(await backend.getAllowlist()).toEqual({ enabled: true, requests: { '/_cat/nodes': ['GET'] } });
  });
});
