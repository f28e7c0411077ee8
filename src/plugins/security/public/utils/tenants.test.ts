import { describe, expect, it } from '@jest/globals';
import {
  buildTenantList,
  customTenantNames,
  disabledTenantOptions,
  shareLinkTenantValue,
  tenantDisplayName,
  tenantOptionOf,
  tenantValueOf,
  type TenantOptionContext,
} from './tenants';

const multitenancy = (enable_global = true, enable_private = true, enabled = true) => ({
  enabled,
  tenants: { enable_global, enable_private, preferred: [] },
});

describe('tenantDisplayName', () => {
  it('names the global tenant Global whichever way it is written', () => {
    expect(tenantDisplayName('', 'kim')).toBe('Global');
    expect(tenantDisplayName(null, 'kim')).toBe('Global');
    expect(tenantDisplayName(undefined)).toBe('Global');
    expect(tenantDisplayName('global_tenant', 'kim')).toBe('Global');
  });
  it("names the private tenant Private, also under the user's own name", () => {
    expect(tenantDisplayName('__user__', 'kim')).toBe('Private');
    expect(tenantDisplayName('kim', 'kim')).toBe('Private');
  });
  it('shows a custom tenant by its name', () => {
    expect(tenantDisplayName('finance', 'kim')).toBe('finance');
    expect(tenantDisplayName('kim', 'other')).toBe('kim');
  });
});

describe('buildTenantList', () => {
  const raw = {
    finance: { reserved: false, description: 'Money' },
    global_tenant: { reserved: true, description: 'Global tenant' },
    ops: { reserved: false, description: '' },
  };

  it('shows the global tenant first as Global with an empty value, and Private second when enabled', () => {
    expect(buildTenantList(raw, multitenancy(true, true))).toEqual([
      { tenant: 'Global', name: 'global_tenant', reserved: true, description: 'Everyone can see it', tenantValue: '' },
      {
        tenant: 'Private',
        name: '__user__',
        reserved: true,
        description: 'Only visible to the current logged in user',
        tenantValue: '__user__',
      },
      { tenant: 'finance', name: 'finance', reserved: false, description: 'Money', tenantValue: 'finance' },
      { tenant: 'ops', name: 'ops', reserved: false, description: '', tenantValue: 'ops' },
    ]);
  });

  it('leaves Private out when the private tenant is disabled', () => {
    expect(buildTenantList(raw, multitenancy(true, false)).map((t) => t.tenant)).toEqual(['Global', 'finance', 'ops']);
  });
});

describe('tenant switch option rules', () => {
  const context = (overrides: Partial<TenantOptionContext> = {}): TenantOptionContext => ({
    multitenancy: multitenancy(),
    username: 'kim',
    tenants: { global_tenant: true, kim: true, finance: true },
    ...overrides,
  });

  it('enables every option when configuration and tenants allow', () => {
    expect(disabledTenantOptions(context())).toEqual({ global: false, private: false, custom: false });
  });
  it('disables Global when global is off in configuration', () => {
    expect(disabledTenantOptions(context({ multitenancy: multitenancy(false) })).global).toBe(true);
  });
  it('disables Global when the user lacks the global tenant', () => {
    expect(disabledTenantOptions(context({ tenants: { kim: true, finance: true } })).global).toBe(true);
  });
  it('disables Private when private is off in configuration', () => {
    expect(disabledTenantOptions(context({ multitenancy: multitenancy(true, false) })).private).toBe(true);
  });
  it("disables Private when the user's own name is not among their tenants", () => {
    expect(disabledTenantOptions(context({ tenants: { global_tenant: true, finance: true } })).private).toBe(true);
  });
  it('disables custom when there is no custom tenant', () => {
    expect(disabledTenantOptions(context({ tenants: { global_tenant: true, kim: true } })).custom).toBe(true);
  });

  it('lists custom tenants sorted, without the global tenant or the private one', () => {
    expect(customTenantNames({ zeta: true, global_tenant: true, kim: false, alpha: true, Mid: true }, 'kim')).toEqual([
      'alpha',
      'Mid',
      'zeta',
    ]);
  });

  it('starts from the tenant the user is in', () => {
    expect(tenantOptionOf('', 'kim')).toEqual({ option: 'global' });
    expect(tenantOptionOf(null, 'kim')).toEqual({ option: 'global' });
    expect(tenantOptionOf('__user__', 'kim')).toEqual({ option: 'private' });
    expect(tenantOptionOf('finance', 'kim')).toEqual({ option: 'custom', customTenant: 'finance' });
  });

  it('maps global to the empty name, private to __user__, custom to the chosen name', () => {
    expect(tenantValueOf('global', 'finance')).toBe('');
    expect(tenantValueOf('private', undefined)).toBe('__user__');
    expect(tenantValueOf('custom', 'finance')).toBe('finance');
    expect(tenantValueOf('custom', undefined)).toBeUndefined();
    expect(tenantValueOf(undefined, 'finance')).toBeUndefined();
  });
});

describe('shareLinkTenantValue', () => {
  it("is 'global', 'private' or the URL-encoded custom name", () => {
    expect(shareLinkTenantValue('')).toBe('global');
    expect(shareLinkTenantValue('global_tenant')).toBe('global');
    expect(shareLinkTenantValue('__user__')).toBe('private');
    expect(shareLinkTenantValue('R&D team/1')).toBe('R%26D%20team%2F1');
  });
});
