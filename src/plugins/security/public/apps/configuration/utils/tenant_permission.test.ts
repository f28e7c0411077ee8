import { describe, expect, it } from '@jest/globals';
import type { Tenant } from '../../../../common/types';
import { describeTenantPermission, tenantPermissionActions, tenantPermissionType } from './tenant_permission';

const tenant = (reserved: boolean, description: string): Tenant => ({
  reserved,
  hidden: false,
  static: false,
  description,
});
const TENANTS: Record<string, Tenant> = {
  global_tenant: tenant(true, 'Global tenant'),
  analysts: tenant(false, 'Analyst dashboards'),
};

describe('tenant permission type (SPEC 4)', () => {
  it('is Read and Write when the write group is present, whatever else is', () => {
    expect(tenantPermissionType(['kibana_all_write'])).toBe('Read and Write');
    expect(tenantPermissionType(['kibana_all_read', 'kibana_all_write'])).toBe('Read and Write');
  });

  it('is Read only with the read group and no write group', () => {
    expect(tenantPermissionType(['kibana_all_read'])).toBe('Read only');
    expect(tenantPermissionType(['something_else', 'kibana_all_read'])).toBe('Read only');
  });

  it('is None without either group', () => {
    expect(tenantPermissionType([])).toBe('None');
    expect(tenantPermissionType(undefined)).toBe('None');
    expect(tenantPermissionType(['kibana_all'])).toBe('None');
  });

  it('sends the single group matching the chosen type', () => {
    expect(tenantPermissionActions('Read only')).toEqual(['kibana_all_read']);
    expect(tenantPermissionActions('Read and Write')).toEqual(['kibana_all_write']);
    expect(tenantPermissionActions('None')).toEqual([]);
  });
});

describe('tenant permission rows', () => {
  it('describes a single pattern naming a known tenant', () => {
    expect(
      describeTenantPermission({ tenant_patterns: ['analysts'], allowed_actions: ['kibana_all_read'] }, TENANTS)
    ).toEqual({
      patterns: ['analysts'],
      permissionType: 'Read only',
      description: 'Analyst dashboards',
      customization: 'Custom',
      tenant: 'analysts',
    });
    expect(
      describeTenantPermission({ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_write'] }, TENANTS)
    ).toMatchObject({
      tenant: 'Global',
      customization: 'Reserved',
      permissionType: 'Read and Write',
    });
  });

  it.each([
    ['several patterns', ['analysts', 'global_tenant']],
    ['a wildcard', ['analy*']],
    ['a single-character wildcard', ['analyst?']],
    ['an unknown tenant', ['deleted_tenant']],
    ['an inherited object property name', ['constructor']],
    ['no pattern', []],
  ])('shows N/A for %s but still derives the permission type', (_, patterns) => {
    expect(
      describeTenantPermission({ tenant_patterns: patterns, allowed_actions: ['kibana_all_write'] }, TENANTS)
    ).toEqual({
      patterns,
      permissionType: 'Read and Write',
      description: 'N/A',
      customization: 'N/A',
      tenant: 'N/A',
    });
  });
});
