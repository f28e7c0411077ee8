import { expandActions, findActionGroupCycles } from './action_groups';

const groups = new Map([
  ['read', { allowed_actions: ['indices:data/read*'] }],
  ['write', { allowed_actions: ['indices:data/write*'] }],
  ['crud', { allowed_actions: ['read', 'write'] }],
  ['data_access', { allowed_actions: ['crud', 'indices:data/*'] }],
]);

describe('action groups', () => {
  it('expands groups recursively and keeps plain actions', () => {
    const actions = expandActions(['data_access', 'cluster:monitor/health'], groups);
    expect(actions).toEqual(
      new Set([
        'data_access',
        'crud',
        'read',
        'write',
        'indices:data/read*',
        'indices:data/write*',
        'indices:data/*',
        'cluster:monitor/health',
      ])
    );
  });

  it('stops at a cycle instead of looping', () => {
    const cyclic = new Map([
      ['a', { allowed_actions: ['b', 'action:a'] }],
      ['b', { allowed_actions: ['a', 'action:b'] }],
    ]);
    expect(expandActions(['a'], cyclic)).toEqual(new Set(['a', 'b', 'action:a', 'action:b']));
  });

  it('reports each cycle with its path', () => {
    const cyclic = new Map([
      ['a', { allowed_actions: ['b'] }],
      ['b', { allowed_actions: ['c'] }],
      ['c', { allowed_actions: ['a'] }],
      ['self', { allowed_actions: ['self'] }],
    ]);
    expect(findActionGroupCycles(cyclic)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['self', 'self'],
    ]);
    expect(findActionGroupCycles(groups)).toEqual([]);
  });
});
