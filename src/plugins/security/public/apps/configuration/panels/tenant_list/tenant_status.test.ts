import { describe, expect, it } from '@jest/globals';
import { currentTenantItemName, defaultTenantItemName, tenantStatus } from './tenant_status';

const tenancy = (
  extra: Partial<{ multitenancy_enabled: boolean; private_tenant_enabled: boolean; default_tenant: string }> = {}
) => ({
  multitenancy_enabled: true,
  private_tenant_enabled: true,
  default_tenant: 'global_tenant',
  ...extra,
});
const global = { name: 'global_tenant' };
const priv = { name: '__user__' };
const ops = { name: 'ops' };

describe('tenant status', () => {
  it("marks the default tenant 'Default' and the others 'Enabled'", () => {
    expect(tenantStatus(global, tenancy(), true)).toBe('Default');
    expect(tenantStatus(priv, tenancy(), true)).toBe('Enabled');
    expect(tenantStatus(ops, tenancy(), true)).toBe('Enabled');
    expect(tenantStatus(ops, tenancy({ default_tenant: 'ops' }), true)).toBe('Default');
    expect(tenantStatus(global, tenancy({ default_tenant: 'ops' }), true)).toBe('Enabled');
    expect(tenantStatus(priv, tenancy({ default_tenant: '__user__' }), true)).toBe('Default');
  });

  it("reads every spelling of global and private as the default, and '' (none chosen) as global", () => {
    for (const spelling of ['', 'Global', 'global', 'global_tenant']) {
      expect(tenantStatus(global, tenancy({ default_tenant: spelling }), true)).toBe('Default');
    }
    for (const spelling of ['Private', 'private', '__user__']) {
      expect(tenantStatus(priv, tenancy({ default_tenant: spelling }), true)).toBe('Default');
    }
  });

  it("marks the private tenant 'Disabled' when it is turned off, even as the default", () => {
    expect(tenantStatus(priv, tenancy({ private_tenant_enabled: false }), true)).toBe('Disabled');
    expect(tenantStatus(priv, tenancy({ private_tenant_enabled: false, default_tenant: '__user__' }), true)).toBe(
      'Disabled'
    );
    expect(tenantStatus(ops, tenancy({ private_tenant_enabled: false }), true)).toBe('Enabled');
  });

  it("marks the global tenant 'Disabled' when the server's configuration turns it off", () => {
    expect(tenantStatus(global, tenancy(), false)).toBe('Disabled');
    expect(tenantStatus(ops, tenancy(), false)).toBe('Enabled');
  });

  it('leaves only the global tenant, as the default, when multitenancy is off', () => {
    const off = tenancy({ multitenancy_enabled: false, default_tenant: 'ops' });
    expect(tenantStatus(global, off, true)).toBe('Default');
    expect(tenantStatus(priv, off, true)).toBe('Disabled');
    expect(tenantStatus(ops, off, true)).toBe('Disabled');
  });

  it('keeps custom tenant names as they are', () => {
    expect(defaultTenantItemName('Ops')).toBe('Ops');
    expect(defaultTenantItemName(undefined)).toBe('global_tenant');
  });
});

describe('current tenant', () => {
  it.each([
    ['', 'global_tenant'],
    [null, 'global_tenant'],
    ['global_tenant', 'global_tenant'],
    ['__user__', '__user__'],
    ['kim', '__user__'],
    ['ops', 'ops'],
  ])('%j is the row %j for kim', (current, row) => expect(currentTenantItemName(current, 'kim')).toBe(row));
});
