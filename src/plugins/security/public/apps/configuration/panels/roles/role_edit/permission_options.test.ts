import { describe, expect, it } from '@jest/globals';
import { CLUSTER_PERMISSIONS, INDEX_PERMISSIONS } from '../../../../../../common/permission_lists';
import type { ActionGroup } from '../../../../../../common/types';
import { securityConfig, seedStore } from '../role_list/role_test_fakes';
import {
  clusterPermissionOptions,
  GROUP_SUGGESTIONS,
  indexPermissionOptions,
  PERMISSION_GROUPS_LABEL,
  SINGLE_PERMISSIONS_LABEL,
} from './permission_options';

const groups = {
  ...seedStore().actiongroups,
  untyped: { reserved: false, hidden: false, static: false, description: '', allowed_actions: ['x'] },
  secret_group: {
    reserved: false,
    hidden: true,
    static: false,
    description: '',
    allowed_actions: ['x'],
    type: 'all' as const,
  },
};
const labels = (options: ReturnType<typeof clusterPermissionOptions>) => options.map((option) => option.label);

describe('permission options', () => {
  it('offers cluster groups (cluster, all or untyped), then the fixed cluster list and the configured extras', () => {
    const options = clusterPermissionOptions(
      groups,
      securityConfig({ clusterPermissions: { include: ['cluster:custom/extra', 'cluster:monitor/health'] } })
    );
    expect(labels(options)).toEqual([
      PERMISSION_GROUPS_LABEL,
      'cluster_composite_ops',
      'my_everything',
      'untyped',
      SINGLE_PERMISSIONS_LABEL,
      ...CLUSTER_PERMISSIONS,
      'cluster:custom/extra',
    ]);
    expect(options.filter((option) => option.isGroupLabelOption)).toHaveLength(2);
  });

  it('offers index groups (index, all or untyped), then the fixed index list and the configured extras', () => {
    const options = indexPermissionOptions(
      groups,
      securityConfig({ indexPermissions: { include: ['indices:custom/extra'] } })
    );
    expect(labels(options)).toEqual([
      PERMISSION_GROUPS_LABEL,
      'my_everything',
      'read',
      'untyped',
      SINGLE_PERMISSIONS_LABEL,
      ...INDEX_PERMISSIONS,
      'indices:custom/extra',
    ]);
  });

  it('narrows a server-searched picker to what is typed, at most GROUP_SUGGESTIONS groups', () => {
    const many: Record<string, ActionGroup> = { ...groups };
    for (let i = 0; i < 120; i++) many[`health_${String(i).padStart(3, '0')}`] = { ...groups.untyped, type: 'all' };
    const options = labels(clusterPermissionOptions(many, securityConfig(), 'HEALTH'));
    expect(options.filter((label) => label.startsWith('health_'))).toHaveLength(GROUP_SUGGESTIONS);
    // The single permissions containing the text follow, and nothing else.
    const singles = CLUSTER_PERMISSIONS.filter((name) => name.includes('health'));
    expect(options.slice(GROUP_SUGGESTIONS + 1)).toEqual([SINGLE_PERMISSIONS_LABEL, ...singles]);
    expect(labels(clusterPermissionOptions(many, securityConfig(), 'no_such_thing'))).toEqual([]);
  });

  it('holds the fixed lists of the shared data (285 cluster and 70 index permissions), restapi:admin/lockouts and restapi:admin/resource_sharing', () => {
    // The shared data's 285, this server's own lock-out management permission (issue 40.4) and
    // the administrators' of owner-based sharing (issue 72).
    expect(CLUSTER_PERMISSIONS).toHaveLength(287);
    expect(CLUSTER_PERMISSIONS).toContain('restapi:admin/lockouts');
    expect(CLUSTER_PERMISSIONS).toContain('restapi:admin/resource_sharing');
    expect(INDEX_PERMISSIONS).toHaveLength(70);
    expect(CLUSTER_PERMISSIONS.every((name) => /^(cluster|indices|restapi):/.test(name))).toBe(true);
    expect(CLUSTER_PERMISSIONS).toContain('restapi:admin/roles');
    expect(INDEX_PERMISSIONS).toContain('indices:data/read/search');
    expect(new Set(INDEX_PERMISSIONS).size).toBe(INDEX_PERMISSIONS.length);
  });
});
