import { describe, expect, it } from '@jest/globals';
import { defaultTenantOptions, formOf, tenancyChanges, tenancyFormError, tenancyRequest } from './tenancy_form';

const saved = { multitenancy_enabled: true, private_tenant_enabled: true, default_tenant: '' };

describe('tenancy form', () => {
  it("starts from the saved settings, with '' (none chosen) shown as Global", () => {
    expect(formOf(saved)).toEqual({ ...saved, default_tenant: 'global_tenant' });
    expect(formOf({ ...saved, default_tenant: 'Private' }).default_tenant).toBe('__user__');
  });

  it('offers Global, Private, then the custom tenants sorted, keeping a saved default not listed', () => {
    expect(defaultTenantOptions(['zeta', 'alpha', 'global_tenant'], 'gone')).toEqual([
      { value: 'global_tenant', text: 'Global' },
      { value: '__user__', text: 'Private' },
      { value: 'alpha', text: 'alpha' },
      { value: 'gone', text: 'gone' },
      { value: 'zeta', text: 'zeta' },
    ]);
    expect(defaultTenantOptions([], 'global_tenant').map((o) => o.text)).toEqual(['Global', 'Private']);
  });

  it('refuses Private as the default while the private tenant is off', () => {
    const form = { ...formOf(saved), private_tenant_enabled: false, default_tenant: '__user__' };
    expect(tenancyFormError(form)).toBe(
      'The default tenant cannot be the private tenant while the private tenant is disabled.'
    );
    expect(tenancyFormError({ ...form, private_tenant_enabled: true })).toBeUndefined();
    expect(tenancyFormError({ ...form, default_tenant: 'global_tenant' })).toBeUndefined();
  });

  it('lists each change in words, and nothing when nothing changed', () => {
    expect(tenancyChanges(saved, formOf(saved))).toEqual([]);
    expect(
      tenancyChanges(saved, { multitenancy_enabled: false, private_tenant_enabled: false, default_tenant: 'ops' })
    ).toEqual([
      'Multitenancy will be disabled.',
      'The private tenant will be disabled.',
      'The default tenant will be ops instead of Global.',
    ]);
    expect(tenancyChanges({ ...saved, multitenancy_enabled: false }, formOf(saved))).toEqual([
      'Multitenancy will be enabled.',
    ]);
  });

  it('sends an unchanged default as the server had it, a changed one by its name', () => {
    expect(tenancyRequest(saved, { ...formOf(saved), private_tenant_enabled: false })).toEqual({
      ...saved,
      private_tenant_enabled: false,
    });
    expect(tenancyRequest(saved, { ...formOf(saved), default_tenant: '__user__' }).default_tenant).toBe('__user__');
  });
});
