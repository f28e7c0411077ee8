import { describe, expect, it } from '@jest/globals';
import { CLUSTER_PERMISSIONS, INDEX_PERMISSIONS } from './permission_lists';
import { buildPermissionRows, filterRows, groupMarks } from './permission_rows';
import type { ActionGroup } from './types';

const actionGroup = (extra: Partial<ActionGroup> = {}): ActionGroup => ({
  reserved: false,
  hidden: false,
  static: false,
  description: '',
  allowed_actions: [],
  ...extra,
});

const groups = {
  cluster_monitor: actionGroup({
    type: 'cluster',
    allowed_actions: ['cluster:monitor/*'],
    static: true,
    reserved: true,
  }),
  read: actionGroup({ type: 'index', allowed_actions: ['indices:data/read*'], reserved: true }),
  mixed: actionGroup({ allowed_actions: ['cluster_monitor', 'indices:data/read/search'], description: 'Mine' }),
  loop_a: actionGroup({ allowed_actions: ['loop_b'] }),
  loop_b: actionGroup({ allowed_actions: ['loop_a', 'cluster:monitor/health'] }),
  everything: actionGroup({ type: 'all', allowed_actions: ['*'] }),
};

describe('permission rows', () => {
  it('lists every action group and every fixed single permission once', () => {
    const rows = buildPermissionRows(groups);
    const singles = new Set([...CLUSTER_PERMISSIONS, ...INDEX_PERMISSIONS]);
    expect(rows.filter((r) => r.kind === 'Single permission')).toHaveLength(singles.size);
    expect(rows.filter((r) => r.kind === 'Action group').map((r) => r.name)).toEqual(Object.keys(groups));
  });

  it('marks single permissions by the list they come from, and treats them as reserved', () => {
    const rows = buildPermissionRows({});
    const clusterOnly = rows.find((r) => r.name === CLUSTER_PERMISSIONS.find((p) => !INDEX_PERMISSIONS.includes(p)))!;
    expect(clusterOnly).toMatchObject({ cluster: true, index: false, reserved: true });
    const indexOnly = rows.find((r) => r.name === INDEX_PERMISSIONS.find((p) => !CLUSTER_PERMISSIONS.includes(p)))!;
    expect(indexOnly).toMatchObject({ cluster: false, index: true, reserved: true });
  });

  it('marks groups by their type, else by what their members reach, surviving cycles', () => {
    expect(groupMarks('cluster_monitor', groups)).toEqual({ cluster: true, index: false });
    expect(groupMarks('read', groups)).toEqual({ cluster: false, index: true });
    expect(groupMarks('everything', groups)).toEqual({ cluster: true, index: true });
    expect(groupMarks('mixed', groups)).toEqual({ cluster: true, index: true });
    expect(groupMarks('loop_a', groups)).toEqual({ cluster: true, index: false });
  });

  it('reports static and reserved groups as reserved, others as custom', () => {
    const rows = buildPermissionRows(groups);
    expect(rows.find((r) => r.name === 'cluster_monitor')!.reserved).toBe(true);
    expect(rows.find((r) => r.name === 'mixed')!.reserved).toBe(false);
  });

  it('filters by search (name, description, member), type, scope and customization', () => {
    const rows = buildPermissionRows(groups);
    const base = { search: '', kind: 'all', customization: 'all', scope: 'all' } as const;
    expect(filterRows(rows, { ...base, search: 'mine' }).map((r) => r.name)).toEqual(['mixed']);
    expect(filterRows(rows, { ...base, search: 'CLUSTER_MON', kind: 'groups' }).map((r) => r.name)).toEqual([
      'cluster_monitor',
      'mixed',
    ]);
    expect(filterRows(rows, { ...base, kind: 'groups', customization: 'custom' }).map((r) => r.name)).toEqual([
      'mixed',
      'loop_a',
      'loop_b',
      'everything',
    ]);
    expect(
      filterRows(rows, { ...base, kind: 'singles', scope: 'cluster' }).every(
        (r) => r.cluster && r.kind === 'Single permission'
      )
    ).toBe(true);
  });
});
