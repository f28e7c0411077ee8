import { describe, expect, it } from '@jest/globals';
import { ConfigurationApi } from '../../api';
import { recordingHttp } from '../../test_fakes';
import { TenancyApi } from './tenancy_api';

describe('TenancyApi: the tenancy settings and the session tenant', () => {
  it('reads and replaces the tenancy settings at /api/v1/configuration/tenancy/config', async () => {
    const stored = { multitenancy_enabled: true, private_tenant_enabled: false, default_tenant: 'global_tenant' };
    const { http, calls } = recordingHttp(() => stored);
    const api = new ConfigurationApi(http).feature(TenancyApi);
    await expect(api.getTenancyConfig()).resolves.toEqual(stored);
    await expect(api.updateTenancyConfig({ ...stored, default_tenant: 'Global' })).resolves.toEqual(stored);
    expect(calls).toEqual([
      ['GET', '/api/v1/configuration/tenancy/config'],
      [
        'PUT',
        '/api/v1/configuration/tenancy/config',
        { body: JSON.stringify({ ...stored, default_tenant: 'Global' }) },
      ],
    ]);
  });

  it("reads and selects the session's tenant at /api/v1/multitenancy/tenant, the global one as ''", async () => {
    const { http, calls } = recordingHttp((method) => (method === 'GET' ? undefined : 'ops'));
    const api = new ConfigurationApi(http).feature(TenancyApi);
    await expect(api.getCurrentTenant()).resolves.toBe('');
    await expect(api.selectTenant('ops', 'kim')).resolves.toBe('ops');
    expect(calls).toEqual([
      ['GET', '/api/v1/multitenancy/tenant'],
      ['POST', '/api/v1/multitenancy/tenant', { body: JSON.stringify({ tenant: 'ops', username: 'kim' }) }],
    ]);
  });
});
