import { describe, expect, it } from '@jest/globals';
import { AccessTrace } from './access_trace';
import { resolveAccount, type PermissionModel, type RoleLike } from './account';
import { expandActions, expansionPath } from './action_groups';
import { RoleMappingIndex } from './role_mappings';

const groups = new Map([
  ['outer', { allowed_actions: ['inner', 'cluster:monitor/main'] }],
  ['inner', { allowed_actions: ['restapi:admin/roles', 'outer'] }],
]);

function model(): PermissionModel {
  const roles = new Map<string, RoleLike>([
    ['api', { cluster_permissions: ['outer'], tenant_permissions: [] }],
    [
      'own',
      {
        cluster_permissions: [],
        tenant_permissions: [{ tenant_patterns: ['t_${user.name}'], allowed_actions: ['kibana_all_write'] }],
      },
    ],
  ]);
  const mappings = new RoleMappingIndex([
    ['api', { users: ['ann'], backend_roles: ['ops*'], hosts: ['10.0.*'], and_backend_roles: [] }],
    ['own', { users: [], backend_roles: [], hosts: [], and_backend_roles: ['a', 'b*'] }],
  ]);
  return {
    roles,
    actionGroups: groups,
    mappings,
    tenantNames: ['global_tenant', 't_ann'],
    multitenancyEnabled: true,
    privateTenantEnabled: true,
  };
}

const principal = {
  user_name: 'ann',
  backend_roles: ['ops-eu', 'a', 'b2'],
  remote_address: '10.0.0.9',
  is_internal_user: true,
};
const options = { restApiRoles: [], readonlyRoles: [] };

describe('the access trace', () => {
  it('leaves the decision unchanged and records every reason a role was given', () => {
    const trace = new AccessTrace();
    const traced = resolveAccount(principal, model(), options, trace);
    expect(traced).toEqual(resolveAccount(principal, model(), options));
    expect(trace.mappings).toEqual([
      { role: 'api', via: 'user', pattern: 'ann', value: 'ann' },
      { role: 'api', via: 'backend_role', pattern: 'ops*', value: 'ops-eu' },
      { role: 'api', via: 'host', pattern: '10.0.*', value: '10.0.0.9' },
      { role: 'own', via: 'and_backend_roles', pattern: 'a + b*', value: 'a, b2' },
    ]);
    expect(trace.apiAccess).toEqual({ permissions: ['restapi:admin/roles'], endpoints: ['roles'] });
    expect(trace.tenantGrants).toEqual([
      {
        role: 'own',
        permission: 0,
        pattern: 't_${user.name}',
        substituted: 't_ann',
        tenant: 't_ann',
        level: 'write',
        action: 'kibana_all_write',
      },
    ]);
  });

  it('follows action-group expansion back to the group the role names, through a cycle', () => {
    const from = new Map<string, string>();
    expandActions(['outer'], groups, from);
    expect(expansionPath(from, 'restapi:admin/roles')).toEqual(['outer', 'inner', 'restapi:admin/roles']);
    expect(expansionPath(from, 'cluster:monitor/main')).toEqual(['outer', 'cluster:monitor/main']);
  });
});
