import { describe, expect, it } from '@jest/globals';
import { getTenantFromUrl, tenantSelectionFromUrlValue } from './tenant_from_url';

describe('getTenantFromUrl', () => {
  it.each([
    ['security_tenant in the query', { search: '?security_tenant=finance', hash: '' }, 'finance'],
    ['securitytenant in the query', { search: '?a=1&securitytenant=finance', hash: '' }, 'finance'],
    [
      'security_tenant in the hash query',
      { search: '', hash: '#/view/1?_g=()&security_tenant=ops%20team' },
      'ops team',
    ],
    ['securitytenant in the hash query', { search: '', hash: '#/list?securitytenant=private' }, 'private'],
    ['an empty value', { search: '?security_tenant=', hash: '' }, ''],
  ])('reads %s', (_label, location, expected) => {
    expect(getTenantFromUrl(location)).toBe(expected);
  });

  it('prefers the query over the hash', () => {
    expect(getTenantFromUrl({ search: '?security_tenant=a', hash: '#/x?security_tenant=b' })).toBe('a');
  });

  it.each([
    { search: '', hash: '' },
    { search: '?tenant=finance', hash: '#/view/1' },
    { search: '', hash: '#security_tenant=finance' },
  ])('finds none in %p', (location) => {
    expect(getTenantFromUrl(location)).toBeNull();
  });
});

describe('tenantSelectionFromUrlValue', () => {
  it.each([
    ['global', ''],
    ['Global', ''],
    ['global_tenant', ''],
    ['', ''],
    ['private', '__user__'],
    ['__user__', '__user__'],
    ['finance', 'finance'],
    ['Ops Team', 'Ops Team'],
  ])('turns %p into the selection %p', (value, selection) => {
    expect(tenantSelectionFromUrlValue(value)).toBe(selection);
  });
});
