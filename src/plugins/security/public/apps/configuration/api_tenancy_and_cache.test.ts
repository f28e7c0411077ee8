import { describe, expect, it, jest } from '@jest/globals';
import type { HttpStart } from '../../../../../core/public';
import { ConfigurationApi } from './api';
import { AuthApi } from './panels/auth_view/auth_api';
import { TenancyApi } from './panels/tenant_list/tenancy_api';

function fakeHttp(answer: (method: string, path: string) => unknown = () => ({})) {
  const calls: Array<[string, string, unknown?]> = [];
  const handler = (method: string) =>
    jest.fn(async (path: string, options?: unknown) => {
      calls.push(options === undefined ? [method, path] : [method, path, options]);
      return answer(method, path);
    });
  const http = {
    get: handler('GET'),
    post: handler('POST'),
    put: handler('PUT'),
    delete: handler('DELETE'),
  } as unknown as HttpStart;
  return { http, calls };
}

describe('ConfigurationApi: cache, security config, tenancy and the session tenant', () => {
  it("purges the cache with DELETE /api/v1/configuration/cache and returns the server's message", async () => {
    const { http, calls } = fakeHttp(() => ({ message: 'Cache flushed successfully.' }));
    await expect(new ConfigurationApi(http).purgeCache()).resolves.toEqual({ message: 'Cache flushed successfully.' });
    expect(calls).toEqual([['DELETE', '/api/v1/configuration/cache']]);
  });

  it('tolerates a purge answer without a message', async () => {
    const { http } = fakeHttp(() => undefined);
    await expect(new ConfigurationApi(http).purgeCache()).resolves.toEqual({});
  });

  it('reads data.config of GET /api/v1/configuration/securityconfig', async () => {
    const config = { dynamic: { authc: { basic: { order: 0 } } } };
    const { http, calls } = fakeHttp(() => ({ total: 1, data: { config } }));
    await expect(new ConfigurationApi(http).feature(AuthApi).getSecurityConfig()).resolves.toEqual(config);
    expect(calls).toEqual([['GET', '/api/v1/configuration/securityconfig']]);
  });

  it('reads and replaces the tenancy settings at /api/v1/configuration/tenancy/config', async () => {
    const stored = { multitenancy_enabled: true, private_tenant_enabled: false, default_tenant: 'global_tenant' };
    const { http, calls } = fakeHttp(() => stored);
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
    const { http, calls } = fakeHttp((method) => (method === 'GET' ? undefined : 'ops'));
    const api = new ConfigurationApi(http).feature(TenancyApi);
    await expect(api.getCurrentTenant()).resolves.toBe('');
    await expect(api.selectTenant('ops', 'kim')).resolves.toBe('ops');
    expect(calls).toEqual([
      ['GET', '/api/v1/multitenancy/tenant'],
      ['POST', '/api/v1/multitenancy/tenant', { body: JSON.stringify({ tenant: 'ops', username: 'kim' }) }],
    ]);
  });
});
