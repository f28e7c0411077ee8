import { describe, expect, it, jest } from '@jest/globals';
import type { HttpStart } from '../../../../../core/public';
import { ConfigurationApi } from './api';

function fakeHttp(answer: (path: string, options?: { query?: Record<string, unknown> }) => unknown = () => ({})) {
  const call = jest.fn(async (path: string, options?: { query?: Record<string, unknown>; body?: string }) =>
    answer(path, options)
  );
  return { http: { get: call, post: call, delete: call } as unknown as HttpStart, call };
}

describe('ConfigurationApi', () => {
  it('lists with the server names of the paging, search and sort parameters', async () => {
    const { http, call } = fakeHttp(() => ({ total: 1, data: { kim: {} } }));
    const result = await new ConfigurationApi(http).list('internalusers', {
      page: 3,
      perPage: 50,
      search: 'ki',
      sortField: 'name',
      sortOrder: 'desc',
    });
    expect(result).toEqual({ total: 1, data: { kim: {} } });
    expect(call).toHaveBeenCalledWith('/api/v1/configuration/internalusers', {
      query: { page: 3, per_page: 50, search: 'ki', sort: 'name', order: 'desc' },
    });
  });

  it('reads the endpoints the user may use from restapiinfo: those not listed as disabled', async () => {
    const disabled = { ROLES: ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'], SSL: ['GET'] };
    const limited = fakeHttp(() => ({ has_api_access: true, disabled_endpoints: disabled }));
    expect(await new ConfigurationApi(limited.http).getApiEndpoints()).toEqual([
      'actiongroups',
      'allowlist',
      'audit',
      'config',
      'internalusers',
      'lockouts',
      'nodesdn',
      'resource_sharing',
      'rolesmapping',
      'tenants',
    ]);
    expect(limited.call).toHaveBeenCalledWith('/api/v1/restapiinfo');
    const none = fakeHttp(() => ({ has_api_access: false, disabled_endpoints: {} }));
    expect(await new ConfigurationApi(none.http).getApiEndpoints()).toEqual([]);
  });

  it('encodes names in the path and sends bodies as JSON', async () => {
    const { http, call } = fakeHttp();
    const api = new ConfigurationApi(http);
    await api.get('roles', 'a/b c');
    expect(call).toHaveBeenLastCalledWith('/api/v1/configuration/roles/a%2Fb%20c');
    await api.save('actiongroups', 'g', { allowed_actions: ['read'] });
    expect(call).toHaveBeenLastCalledWith('/api/v1/configuration/actiongroups/g', {
      body: '{"allowed_actions":["read"]}',
    });
    await api.remove('internalusers', '..');
    expect(call).toHaveBeenLastCalledWith('/api/v1/configuration/internalusers/..');
  });

  it('pages through every entry with listAll, 1,000 at a time', async () => {
    const names = Array.from({ length: 1500 }, (_, i) => `g${i}`);
    const { http, call } = fakeHttp((_path, options) => {
      const page = Number(options?.query?.page);
      const slice = names.slice((page - 1) * 1000, page * 1000);
      return { total: names.length, data: Object.fromEntries(slice.map((n) => [n, {}])) };
    });
    const all = await new ConfigurationApi(http).listAll('actiongroups');
    expect(Object.keys(all)).toHaveLength(1500);
    expect(call).toHaveBeenCalledTimes(2);
    expect(call.mock.calls[1][1]).toEqual({ query: { page: 2, per_page: 1000 } });
  });

  it('reads the signed-in account', async () => {
    const { http, call } = fakeHttp(() => ({ data: { user_name: 'kim' } }));
    expect(await new ConfigurationApi(http).getAccount()).toEqual({ user_name: 'kim' });
    // Sized by what a page shows, as the page's boot data is (the early start's seed answers it).
    expect(call).toHaveBeenCalledWith('/api/v1/configuration/account', { query: { tenants: 'current' } });
  });
});
