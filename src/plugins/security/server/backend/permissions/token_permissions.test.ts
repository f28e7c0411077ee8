import { describe, expect, it } from '@jest/globals';
import { patternCovers, permissionsBeyond } from './token_permissions';

const groups = new Map([
  ['read', { allowed_actions: ['indices:data/read*'] }],
  ['write', { allowed_actions: ['indices:data/write*'] }],
  ['crud', { allowed_actions: ['read', 'write'] }],
  ['kibana_all_read', { allowed_actions: ['kibana:saved_objects/*/read'] }],
  ['kibana_all_write', { allowed_actions: ['kibana:saved_objects/*/write'] }],
]);
const role = (over: Record<string, unknown>) => ({
  cluster_permissions: [],
  index_permissions: [],
  tenant_permissions: [],
  ...over,
});

describe('patternCovers', () => {
  it.each([
    ['*', 'anything*', true],
    ['logs-*', 'logs-2026', true],
    ['logs-*', 'logs-a*', true],
    ['logs-*', 'log*', false],
    ['logs-?', 'logs-*', false],
    ['logs-a', 'logs-*', false],
    ['/logs-.*/', 'logs-*', false],
    ['${user.name}-*', 'kirk-*', true],
    ['${user.name}-*', 'spock-*', false],
  ])('%s covers %s: %s', (outer, inner, expected) => {
    expect(patternCovers(outer, inner, { 'user.name': 'kirk' })).toBe(expected);
  });
});

describe('permissionsBeyond', () => {
  const held = [
    role({
      cluster_permissions: ['cluster:monitor/*'],
      index_permissions: [{ index_patterns: ['logs-*'], allowed_actions: ['crud'] }],
      tenant_permissions: [{ tenant_patterns: ['team_*'], allowed_actions: ['kibana_all_read'] }],
    }),
    role({
      index_permissions: [{ index_patterns: ['secret'], allowed_actions: ['read'], dls: '{"term":{"a":1}}' }],
    }),
  ];

  it('accepts what the roles cover, action groups expanded on both sides', () => {
    const token = role({
      cluster_permissions: ['cluster:monitor/health'],
      index_permissions: [{ index_patterns: ['logs-2026*'], allowed_actions: ['read', 'indices:data/write/index'] }],
      tenant_permissions: [{ tenant_patterns: ['team_red'], allowed_actions: ['kibana_all_read'] }],
    });
    expect(permissionsBeyond(held, token, groups, {})).toEqual([]);
  });

  it('names every grant beyond them', () => {
    const token = role({
      cluster_permissions: ['cluster:admin/*'],
      index_permissions: [
        { index_patterns: ['metrics'], allowed_actions: ['read'] },
        { index_patterns: ['secret'], allowed_actions: ['read'] },
      ],
      tenant_permissions: [{ tenant_patterns: ['team_red'], allowed_actions: ['kibana_all_write'] }],
    });
    expect(permissionsBeyond(held, token, groups, {})).toEqual([
      'cluster: cluster:admin/*',
      'index metrics: indices:data/read*',
      'index secret: indices:data/read*',
      'tenant team_red: write',
    ]);
  });

  it("refuses a read-only creator's tenant writes but in their private tenant (issue 68.4)", () => {
    const writer = [role({ tenant_permissions: [{ tenant_patterns: ['*'], allowed_actions: ['kibana_all_write'] }] })];
    const token = role({
      tenant_permissions: [
        { tenant_patterns: ['team_red', '__user__'], allowed_actions: ['kibana_all_write'] },
        { tenant_patterns: ['team_blue'], allowed_actions: ['kibana_all_read'] },
      ],
    });
    expect(permissionsBeyond(writer, token, groups, {}, true)).toEqual([]);
    expect(permissionsBeyond(writer, token, groups, {}, true, true)).toEqual(['tenant team_red: write']);
  });
});
