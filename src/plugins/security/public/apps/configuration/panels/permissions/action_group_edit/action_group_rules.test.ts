import { describe, expect, it } from '@jest/globals';
import { CLUSTER_PERMISSIONS, INDEX_PERMISSIONS } from '../../../../../../common/permission_lists';
import { RESOURCE_NAME_LENGTH_MESSAGE } from '../../../../../../common/resource_name';
import { actionGroup } from '../../../test_fakes';
import {
  MEMBERS_REQUIRED_MESSAGE,
  SELF_MEMBER_MESSAGE,
  memberOptions,
  typeForMembers,
  validateGroupForm,
} from './action_group_rules';

const groups = {
  cluster_monitor: actionGroup({ type: 'cluster' }),
  read: actionGroup({ type: 'index' }),
  anything: actionGroup({}),
  mine: actionGroup({ type: 'all' }),
};

describe('action group form rules', () => {
  it('refuses a group that contains itself', () => {
    expect(validateGroupForm('mine', ['read', 'mine'], true)).toEqual({ members: SELF_MEMBER_MESSAGE });
  });

  it('needs a valid name (when it can be typed) and at least one member', () => {
    expect(validateGroupForm('x', [], true)).toEqual({
      name: RESOURCE_NAME_LENGTH_MESSAGE,
      members: MEMBERS_REQUIRED_MESSAGE,
    });
    expect(validateGroupForm('x', ['read'], false)).toEqual({});
  });

  it('offers the permissions of the chosen scope and the compatible groups, never the group itself', () => {
    const cluster = memberOptions('cluster', groups, 'mine');
    expect(cluster).toEqual(expect.arrayContaining(['cluster_monitor', 'anything', CLUSTER_PERMISSIONS[0]]));
    expect(cluster).not.toContain('read');
    expect(cluster).not.toContain('mine');
    const index = memberOptions('index', groups, 'x');
    expect(index).toEqual(expect.arrayContaining(['read', 'mine', INDEX_PERMISSIONS[0]]));
    expect(index).not.toContain('cluster_monitor');
    expect(memberOptions('all', groups, 'x')).toEqual(expect.arrayContaining(['cluster_monitor', 'read']));
  });

  it('derives the type of a group created from a selection', () => {
    const clusterOnly = CLUSTER_PERMISSIONS.filter((p) => !INDEX_PERMISSIONS.includes(p));
    const indexOnly = INDEX_PERMISSIONS.filter((p) => !CLUSTER_PERMISSIONS.includes(p));
    expect(typeForMembers([clusterOnly[0], clusterOnly[1]], groups)).toBe('cluster');
    expect(typeForMembers([indexOnly[0], 'read'], groups)).toBe('index');
    expect(typeForMembers([clusterOnly[0], indexOnly[0]], groups)).toBe('all');
  });
});
