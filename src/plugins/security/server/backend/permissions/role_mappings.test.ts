import { internalUserPrincipal, RoleMappingIndex, type Principal, type RoleMappingLike } from './role_mappings';

const mapping = (fields: Partial<RoleMappingLike>): RoleMappingLike => ({
  users: [],
  backend_roles: [],
  hosts: [],
  and_backend_roles: [],
  ...fields,
});

const principal = (fields: Partial<Principal>): Principal => ({
  user_name: 'alice',
  backend_roles: [],
  is_internal_user: true,
  ...fields,
});

describe('RoleMappingIndex', () => {
  const index = new RoleMappingIndex([
    ['by_user', mapping({ users: ['alice'] })],
    ['by_user_pattern', mapping({ users: ['ali?e', 'bo*'] })],
    ['by_backend_role', mapping({ backend_roles: ['admins'] })],
    ['by_backend_pattern', mapping({ backend_roles: ['team-*'] })],
    ['by_host', mapping({ hosts: ['10.0.0.*'] })],
    ['by_and', mapping({ and_backend_roles: ['finance', 'managers'] })],
    ['everyone', mapping({ users: ['*'] })],
  ]);

  it('maps by user name, exact and by pattern', () => {
    expect(index.resolve(principal({}))).toEqual(['by_user', 'by_user_pattern', 'everyone']);
    expect(index.resolve(principal({ user_name: 'bob' }))).toEqual(['by_user_pattern', 'everyone']);
  });

  it('maps by backend role, exact and by pattern', () => {
    expect(index.resolve(principal({ user_name: 'carol', backend_roles: ['admins', 'team-blue'] }))).toEqual([
      'by_backend_pattern',
      'by_backend_role',
      'everyone',
    ]);
  });

  it('maps by host', () => {
    expect(index.resolve(principal({ user_name: 'carol', remote_address: '10.0.0.7' }))).toContain('by_host');
    expect(index.resolve(principal({ user_name: 'carol', remote_address: '10.0.1.7' }))).not.toContain('by_host');
  });

  it('needs every and_backend_roles entry', () => {
    expect(index.resolve(principal({ user_name: 'carol', backend_roles: ['finance'] }))).not.toContain('by_and');
    expect(index.resolve(principal({ user_name: 'carol', backend_roles: ['finance', 'managers'] }))).toContain(
      'by_and'
    );
  });

  it("adds the user's own opendistro_security_roles", () => {
    expect(index.resolve(principal({ user_name: 'carol', opendistro_security_roles: ['direct'] }))).toEqual([
      'direct',
      'everyone',
    ]);
  });
});

describe('internalUserPrincipal', () => {
  it('carries backend roles, own roles and attributes as attr.internal.*', () => {
    expect(
      internalUserPrincipal(
        'alice',
        { backend_roles: ['b'], opendistro_security_roles: ['r'], attributes: { team: 'blue' } },
        '127.0.0.1'
      )
    ).toEqual({
      user_name: 'alice',
      backend_roles: ['b'],
      opendistro_security_roles: ['r'],
      attributes: { 'attr.internal.team': 'blue' },
      is_internal_user: true,
      remote_address: '127.0.0.1',
    });
  });
});
