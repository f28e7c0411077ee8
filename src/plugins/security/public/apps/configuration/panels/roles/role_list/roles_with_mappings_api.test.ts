import { describe, expect, it, jest } from '@jest/globals';
import type { HttpStart } from '../../../../../../../../core/public';
import { ConfigurationApi } from '../../../api';
import { RolesApi } from '../roles_api';

describe('RolesApi.getRolesWithMappings', () => {
  it('asks the server-side join with the paging, search, sort and customization filter', async () => {
    const get = jest.fn(async (_path: string, _options?: unknown) => ({
      total: 12,
      data: { analyst: { mapped: { users: ['a'] } } },
    }));
    const api = new ConfigurationApi({ get } as unknown as HttpStart).feature(RolesApi);
    const result = await api.getRolesWithMappings({
      page: 2,
      perPage: 5000,
      search: 'ana',
      sortField: 'name',
      sortOrder: 'desc',
      reserved: false,
    });
    expect(result).toEqual({ total: 12, data: { analyst: { mapped: { users: ['a'] } } } });
    // per_page is capped at the server's maximum rather than refused.
    expect(get).toHaveBeenCalledWith('/api/v1/configuration/roles_with_mappings', {
      query: { page: 2, per_page: 1000, search: 'ana', sort: 'name', order: 'desc', reserved: false },
    });
  });

  it('sends no filter when none is chosen and tolerates an empty answer', async () => {
    const get = jest.fn(async (_path: string, _options?: unknown) => undefined);
    const api = new ConfigurationApi({ get } as unknown as HttpStart).feature(RolesApi);
    expect(await api.getRolesWithMappings()).toEqual({ total: 0, data: {} });
    expect(get).toHaveBeenCalledWith('/api/v1/configuration/roles_with_mappings', { query: {} });
  });
});
