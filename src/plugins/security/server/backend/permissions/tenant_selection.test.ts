import { describe, expect, it } from '@jest/globals';
import { initialTenant, isSelectable, normalizeTenant, storageTenant, type Tenancy } from './tenant_selection';

const tenancy: Tenancy = { enabled: true, globalEnabled: true, privateEnabled: true, preferred: [], defaultTenant: '' };
const alice = {
  user_name: 'alice',
  readonly: false,
  tenant_grants: {
    named: { global_tenant: false, team_a: true, ops: false, __user__bob: true, zeta: true },
    private: true,
  },
};

describe('normalizeTenant', () => {
  it.each([
    ['', ''],
    ['global', ''],
    ['Global', ''],
    ['global_tenant', ''],
    ['private', '__user__'],
    ['Private', '__user__'],
    ['__user__', '__user__'],
    ['team_a', 'team_a'],
    ['Team A', 'Team A'],
  ])('%j → %j', (value, expected) => expect(normalizeTenant(value)).toBe(expected));
});

describe('isSelectable', () => {
  it('follows the account’s tenants and the enabled kinds', () => {
    expect(isSelectable(alice, '', tenancy)).toBe(true);
    expect(isSelectable(alice, '__user__', tenancy)).toBe(true);
    expect(isSelectable(alice, 'team_a', tenancy)).toBe(true);
    expect(isSelectable(alice, 'ops', tenancy)).toBe(true);
    expect(isSelectable(alice, 'team_b', tenancy)).toBe(false);
    expect(isSelectable(alice, '', { ...tenancy, globalEnabled: false })).toBe(false);
    expect(isSelectable(alice, '__user__', { ...tenancy, privateEnabled: false })).toBe(false);
    expect(isSelectable(alice, 'team_a', { ...tenancy, enabled: false })).toBe(false);
    expect(isSelectable(alice, '', { ...tenancy, enabled: false })).toBe(true);
  });

  it('keeps a user named like a tenant apart from that tenant', () => {
    const named = {
      user_name: 'global_tenant',
      readonly: true,
      tenant_grants: { named: { global_tenant: false, team_a: false }, private: true },
    };
    expect(storageTenant(named, '', tenancy)).toEqual({ id: '', canWrite: false });
    expect(storageTenant(named, '__user__', tenancy)).toEqual({ id: '__user__global_tenant', canWrite: true });
    expect(storageTenant({ ...named, user_name: 'team_a' }, 'team_a', tenancy)).toEqual({
      id: 'team_a',
      canWrite: false,
    });
  });
  it('never lets a custom tenant stand for a private one', () => {
    expect(isSelectable(alice, '__user__bob', tenancy)).toBe(false);
    expect(isSelectable(alice, 'alice', tenancy)).toBe(false);
  });
});

describe('initialTenant', () => {
  it('takes the chosen default tenant, then preferred ones, global, private, then custom ones by name', () => {
    expect(initialTenant(alice, tenancy)).toBe('');
    expect(initialTenant(alice, { ...tenancy, preferred: ['nope', 'Private'] })).toBe('__user__');
    expect(initialTenant(alice, { ...tenancy, defaultTenant: 'team_a' })).toBe('team_a');
    expect(initialTenant(alice, { ...tenancy, defaultTenant: 'team_a', preferred: ['Private'] })).toBe('team_a');
    expect(initialTenant(alice, { ...tenancy, defaultTenant: 'global_tenant', preferred: ['Private'] })).toBe('');
    expect(initialTenant(alice, { ...tenancy, defaultTenant: '__user__' })).toBe('__user__');
    // A default the user may not use falls through to the preferred tenants.
    expect(initialTenant(alice, { ...tenancy, defaultTenant: 'team_b', preferred: ['Private'] })).toBe('__user__');
    expect(initialTenant(alice, { ...tenancy, defaultTenant: '__user__', privateEnabled: false })).toBe('');
    expect(initialTenant(alice, { ...tenancy, globalEnabled: false, privateEnabled: false })).toBe('ops');
    expect(
      initialTenant({ user_name: 'x', readonly: false, tenant_grants: { named: {}, private: false } }, tenancy)
    ).toBeNull();
    expect(
      initialTenant(
        { user_name: 'x', readonly: false, tenant_grants: { named: {}, private: false } },
        { ...tenancy, enabled: false }
      )
    ).toBe('');
  });
});

describe('storageTenant', () => {
  it('lets a read-only account write only its own private tenant, whatever its roles grant (issue 68.4)', () => {
    const viewer = { ...alice, readonly: true };
    expect(storageTenant(viewer, 'team_a', tenancy)).toEqual({ id: 'team_a', canWrite: false });
    expect(storageTenant(viewer, 'zeta', tenancy)).toEqual({ id: 'zeta', canWrite: false });
    expect(storageTenant(viewer, '__user__', tenancy)).toEqual({ id: '__user__alice', canWrite: true });
    expect(storageTenant(alice, 'team_a', tenancy)).toEqual({ id: 'team_a', canWrite: true });
  });
  it('maps global to "", private to "__user__<name>", custom to its name, with write from the account', () => {
    expect(storageTenant(alice, '', tenancy)).toEqual({ id: '', canWrite: false });
    expect(storageTenant(alice, '__user__', tenancy)).toEqual({ id: '__user__alice', canWrite: true });
    expect(storageTenant(alice, 'team_a', tenancy)).toEqual({ id: 'team_a', canWrite: true });
    expect(storageTenant(alice, 'ops', tenancy)).toEqual({ id: 'ops', canWrite: false });
  });

  it('falls back to the global tenant when the selection is not usable, else refuses with 403', () => {
    expect(storageTenant(alice, 'team_b', tenancy)).toEqual({ id: '', canWrite: false });
    expect(storageTenant(alice, '__user__bob', tenancy)).toEqual({ id: '', canWrite: false });
    expect(() => storageTenant(alice, 'team_b', { ...tenancy, globalEnabled: false })).toThrow(
      "You do not have access to the tenant 'team_b'."
    );
    expect(() =>
      storageTenant({ user_name: 'x', readonly: false, tenant_grants: { named: {}, private: false } }, null, tenancy)
    ).toThrow('You do not have access to any tenant.');
  });

  it('without multitenancy everything is in the global tenant, writable unless read-only', () => {
    const off = { ...tenancy, enabled: false };
    expect(storageTenant(alice, '__user__', off)).toEqual({ id: '', canWrite: true });
    expect(storageTenant({ ...alice, readonly: true }, null, off)).toEqual({ id: '', canWrite: false });
  });
});
