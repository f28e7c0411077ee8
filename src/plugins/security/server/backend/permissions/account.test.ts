import { DEFAULT_READONLY_ROLES, DEFAULT_REST_API_ROLES } from '../../../common/constants';
import { resolveAccount, wireTenants, type PermissionModel, type RoleLike } from './account';
import { RoleMappingIndex, type Principal } from './role_mappings';
import { canAccessTenant, tenantAccessLevel } from './tenants';
import { REST_API_ENDPOINTS } from '../../../common/rest_api_endpoints';

const role = (fields: Partial<RoleLike>): RoleLike => ({ cluster_permissions: [], tenant_permissions: [], ...fields });
const groups = new Map([
  ['kibana_all_read', { allowed_actions: ['kibana:saved_objects/*/read'] }],
  ['kibana_all_write', { allowed_actions: ['kibana:saved_objects/*/write'] }],
  ['tenant_editor', { allowed_actions: ['kibana_all_write'] }],
  ['security_admin', { allowed_actions: ['restapi:admin/roles'] }],
]);

function model(
  roles: Record<string, RoleLike>,
  mappings: Record<string, { users: string[] }>,
  extra: Partial<PermissionModel> = {}
): PermissionModel {
  return {
    roles: new Map(Object.entries(roles)),
    actionGroups: groups,
    mappings: new RoleMappingIndex(
      Object.entries(mappings).map(([name, m]) => [
        name,
        { users: m.users, backend_roles: [], hosts: [], and_backend_roles: [] },
      ])
    ),
    tenantNames: ['global_tenant', 'finance', 'hr', 'team_alice', 'team_bob'],
    multitenancyEnabled: true,
    privateTenantEnabled: true,
    ...extra,
  };
}
const options = { restApiRoles: DEFAULT_REST_API_ROLES, readonlyRoles: DEFAULT_READONLY_ROLES };
const alice: Principal = { user_name: 'alice', backend_roles: ['staff'], is_internal_user: true };

describe('resolveAccount', () => {
  it('gives read or write per tenant, write winning over read', () => {
    const account = resolveAccount(
      alice,
      model(
        {
          reader: role({
            tenant_permissions: [{ tenant_patterns: ['finance', 'hr'], allowed_actions: ['kibana_all_read'] }],
          }),
          writer: role({ tenant_permissions: [{ tenant_patterns: ['hr'], allowed_actions: ['kibana_all_write'] }] }),
        },
        { reader: { users: ['alice'] }, writer: { users: ['alice'] } }
      ),
      options
    );
    expect(account.tenants).toEqual({ finance: false, hr: true, alice: true });
  });

  it('substitutes ${user.name} in tenant patterns and resolves nested action groups', () => {
    const account = resolveAccount(
      alice,
      model(
        {
          own: role({
            tenant_permissions: [{ tenant_patterns: ['team_${user.name}'], allowed_actions: ['tenant_editor'] }],
          }),
        },
        { own: { users: ['*'] } }
      ),
      options
    );
    expect(account.tenants).toEqual({ team_alice: true, alice: true });
  });

  it('leaves out the private tenant when it or multitenancy is disabled', () => {
    expect(resolveAccount(alice, model({}, {}, { privateTenantEnabled: false }), options).tenants).toEqual({});
    expect(resolveAccount(alice, model({}, {}, { multitenancyEnabled: false }), options).tenants).toEqual({});
  });

  it('keeps nothing but the global tenant while multitenancy is disabled', () => {
    const roles = {
      user: role({
        tenant_permissions: [{ tenant_patterns: ['global_tenant', 'finance'], allowed_actions: ['kibana_all_write'] }],
      }),
    };
    const on = resolveAccount(alice, model(roles, { user: { users: ['alice'] } }), options);
    expect(on.tenants).toEqual({ global_tenant: true, finance: true, alice: true });
    const off = resolveAccount(
      alice,
      model(roles, { user: { users: ['alice'] } }, { multitenancyEnabled: false }),
      options
    );
    expect(off.tenants).toEqual({ global_tenant: true });
  });

  it('grants API access by a restapi:admin/* cluster permission, directly or through a group', () => {
    const direct = model(
      { r: role({ cluster_permissions: ['restapi:admin/internalusers'] }) },
      { r: { users: ['alice'] } }
    );
    const viaGroup = model({ r: role({ cluster_permissions: ['security_admin'] }) }, { r: { users: ['alice'] } });
    const wildcard = model({ r: role({ cluster_permissions: ['restapi:*'] }) }, { r: { users: ['alice'] } });
    const none = model({ r: role({ cluster_permissions: ['cluster:monitor/*'] }) }, { r: { users: ['alice'] } });
    expect(resolveAccount(alice, direct, options).has_api_access).toBe(true);
    expect(resolveAccount(alice, viaGroup, options).has_api_access).toBe(true);
    expect(resolveAccount(alice, wildcard, options).has_api_access).toBe(true);
    expect(resolveAccount(alice, none, options).has_api_access).toBe(false);
  });

  it('opens only the endpoints the restapi:admin permissions cover', () => {
    const endpointsOf = (permissions: string[]) =>
      resolveAccount(
        alice,
        model({ r: role({ cluster_permissions: permissions }) }, { r: { users: ['alice'] } }),
        options
      ).api_endpoints;
    expect(endpointsOf(['restapi:admin/tenants'])).toEqual(['tenants']);
    expect(endpointsOf(['restapi:admin/roles', 'restapi:admin/rolesmapping'])).toEqual(['roles', 'rolesmapping']);
    expect(endpointsOf(['restapi:admin/config/update'])).toEqual(['config']);
    expect(endpointsOf(['restapi:admin/role*'])).toEqual(['roles', 'rolesmapping']);
    expect(endpointsOf(['restapi:admin/*'])).toEqual([...REST_API_ENDPOINTS]);
    // A permission no endpoint has opens nothing (it used to open the whole API).
    expect(endpointsOf(['restapi:admin/unknown'])).toEqual([]);
    expect(
      resolveAccount(
        alice,
        model({ r: role({ cluster_permissions: ['restapi:admin/unknown'] }) }, { r: { users: ['alice'] } }),
        options
      ).has_api_access
    ).toBe(false);
    const restRole = model({ security_rest_api_access: role({}) }, { security_rest_api_access: { users: ['alice'] } });
    expect(resolveAccount(alice, restRole, options).api_endpoints).toEqual([...REST_API_ENDPOINTS]);
  });

  it('grants API access to a role in the REST API role list even without permissions', () => {
    const m = model({ security_rest_api_access: role({}) }, { security_rest_api_access: { users: ['alice'] } });
    expect(resolveAccount(alice, m, options).has_api_access).toBe(true);
    expect(resolveAccount(alice, m, { ...options, restApiRoles: [] }).has_api_access).toBe(false);
  });

  it('is read-only with a read-only role and no API access', () => {
    const readOnly = model({ kibana_read_only: role({}) }, { kibana_read_only: { users: ['alice'] } });
    expect(resolveAccount(alice, readOnly, options).readonly).toBe(true);
    const readOnlyAdmin = model(
      { kibana_read_only: role({}), all_access: role({ cluster_permissions: ['*'] }) },
      { kibana_read_only: { users: ['alice'] }, all_access: { users: ['alice'] } }
    );
    expect(resolveAccount(alice, readOnlyAdmin, options).readonly).toBe(false);
    expect(resolveAccount(alice, readOnly, { ...options, readonlyRoles: ['other'] }).readonly).toBe(false);
  });

  it('reports mapped roles that are not defined, granting nothing', () => {
    const account = resolveAccount(alice, model({}, { ghost: { users: ['alice'] } }), options);
    expect(account.roles).toEqual(['ghost']);
    expect(account.has_api_access).toBe(false);
  });

  it('echoes the requested tenant and the backend roles', () => {
    const account = resolveAccount(alice, model({}, {}), { ...options, requestedTenant: '__user__' });
    expect(account.user_requested_tenant).toBe('__user__');
    expect(account.backend_roles).toEqual(['staff']);
    expect(account.user_name).toBe('alice');
  });
});

describe('tenant access helpers', () => {
  it('reads the level from actions, groups or raw kibana actions', () => {
    expect(tenantAccessLevel(['kibana_all_read'], groups)).toBe('read');
    expect(tenantAccessLevel(['kibana_all_read', 'kibana_all_write'], groups)).toBe('write');
    expect(tenantAccessLevel(['kibana:saved_objects/*/write'], new Map())).toBe('write');
    expect(tenantAccessLevel(['indices:data/read*'], groups)).toBeNull();
  });

  it('checks a tenant selection: empty = global, __user__ = private', () => {
    const account = { tenant_grants: { named: { global_tenant: false, hr: true }, private: true } };
    expect(canAccessTenant(account, '', 'read')).toBe(true);
    expect(canAccessTenant(account, '', 'write')).toBe(false);
    expect(canAccessTenant(account, '__user__', 'write')).toBe(true);
    expect(canAccessTenant(account, 'hr', 'write')).toBe(true);
    expect(canAccessTenant(account, 'finance', 'read')).toBe(false);
    expect(canAccessTenant(account, 'toString', 'read')).toBe(false);
    expect(canAccessTenant({ tenant_grants: { named: {}, private: false } }, '__user__', 'read')).toBe(false);
  });

  it('never reads the private tenant under the user name: the wire map keeps the named flag', () => {
    expect(wireTenants('global_tenant', { named: { global_tenant: false }, private: true })).toEqual({
      global_tenant: false,
    });
    expect(wireTenants('alice', { named: { global_tenant: false }, private: true })).toEqual({
      global_tenant: false,
      alice: true,
    });
    expect(wireTenants('alice', { named: {}, private: false })).toEqual({});
  });

  it('shows the private tenant of a user named like a property every object has', () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      expect(Object.entries(wireTenants(name, { named: { global_tenant: false }, private: true }))).toEqual([
        ['global_tenant', false],
        [name, true],
      ]);
    }
  });

  it('a user named like the global tenant, without global access, is not shown the global tenant', () => {
    expect(wireTenants('global_tenant', { named: {}, private: true })).toEqual({});
    expect(wireTenants('global_tenant', { named: { global_tenant: true }, private: true })).toEqual({
      global_tenant: true,
    });
  });
});
