import { describe, expect, it, jest } from '@jest/globals';
import { LOGIN_ACTIVITY_DASHBOARD_ID } from '../../../security/common/login_activity';
import { DashboardsApi } from './dashboards_api';
import type { DashboardsAppDeps } from './types';

const dashboard = (id: string, title: string) => ({ id, type: 'dashboard', attributes: { title }, references: [] });

const noHttp = { get: jest.fn() } as unknown as DashboardsAppDeps['http'];

function client(savedObjects: ReturnType<typeof dashboard>[]) {
  return {
    find: jest.fn(async () => ({ savedObjects, total: savedObjects.length, page: 1, perPage: 20 })),
  } as unknown as DashboardsAppDeps['savedObjects'];
}

describe('DashboardsApi.list (issue 69.7)', () => {
  const stored = [dashboard(LOGIN_ACTIVITY_DASHBOARD_ID, 'Login activity'), dashboard('ops', 'Operations')];

  it('leaves the Login activity dashboard out for who may not read audit data, and out of the count', async () => {
    const api = new DashboardsApi(client(stored), noHttp, new Set([LOGIN_ACTIVITY_DASHBOARD_ID]));
    const { items, total } = await api.list({ search: '', page: 1, perPage: 20 });
    expect(items.map((item) => item.title)).toEqual(['Operations']);
    expect(total).toBe(1);
  });

  it('lists it to everyone else', async () => {
    const { items, total } = await new DashboardsApi(client(stored), noHttp).list({ search: '', page: 1, perPage: 20 });
    expect(items.map((item) => item.title)).toEqual(['Login activity', 'Operations']);
    expect(total).toBe(2);
  });
});

describe('DashboardsApi and resource sharing (issue 72)', () => {
  const http = (get: () => Promise<unknown>) => ({ get: jest.fn(get) }) as unknown as DashboardsAppDeps['http'];

  it('says dashboards are shareable only when GET /api/resource/types lists them, asking once', async () => {
    const on = http(async () => ({ types: [{ type: 'dashboard', action_groups: ['dashboard_read_only'] }] }));
    const api = new DashboardsApi(client([]), on);
    expect(await api.dashboardsShareable()).toBe(true);
    expect(await api.dashboardsShareable()).toBe(true);
    expect(on.get).toHaveBeenCalledTimes(1);
    expect(on.get).toHaveBeenCalledWith('/api/resource/types');
    const others = http(async () => ({ types: [{ type: 'visualization', action_groups: [] }] }));
    expect(await new DashboardsApi(client([]), others).dashboardsShareable()).toBe(false);
    expect(
      await new DashboardsApi(
        client([]),
        http(async () => ({ types: [] }))
      ).dashboardsShareable()
    ).toBe(false);
    const missing = http(async () => {
      throw new Error('Not Found');
    });
    expect(await new DashboardsApi(client([]), missing).dashboardsShareable()).toBe(false);
  });

  it("resolves the panels' objects in one _bulk_get: found, missing on 404, failed on any other error", async () => {
    const bulkGet = jest.fn(async (_objects: unknown) => ({
      savedObjects: [
        { id: 'v1', type: 'visualization', attributes: { title: 'One' }, references: [] },
        { id: 'v2', type: 'visualization', error: { statusCode: 404, error: 'Not Found', message: 'gone' } },
        { id: 's1', type: 'search', error: { statusCode: 400, error: 'Bad Request', message: 'Unsupported type' } },
      ],
    }));
    const api = new DashboardsApi({ bulkGet } as unknown as DashboardsAppDeps['savedObjects'], noHttp);
    const resolved = await api.panelObjects([
      { type: 'visualization', id: 'v1' },
      { type: 'visualization', id: 'v2' },
      { type: 'visualization', id: 'v1' },
      { type: 'search', id: 's1' },
    ]);
    expect(bulkGet).toHaveBeenCalledWith([
      { type: 'visualization', id: 'v1' },
      { type: 'visualization', id: 'v2' },
      { type: 'search', id: 's1' },
    ]);
    expect(Object.fromEntries([...resolved].map(([key, value]) => [key, value.status]))).toEqual({
      'visualization/v1': 'found',
      'visualization/v2': 'missing',
      'search/s1': 'failed',
    });
  });

  it('marks every panel failed (not hidden) when the _bulk_get itself fails, and asks nothing for no panels', async () => {
    const bulkGet = jest.fn(async () => {
      throw new Error('Internal Server Error');
    });
    const api = new DashboardsApi({ bulkGet } as unknown as DashboardsAppDeps['savedObjects'], noHttp);
    const resolved = await api.panelObjects([{ type: 'visualization', id: 'v1' }]);
    expect(resolved.get('visualization/v1')).toEqual({ status: 'failed' });
    expect((await api.panelObjects([])).size).toBe(0);
    expect(bulkGet).toHaveBeenCalledTimes(1);
  });

  it('lists the owner and whether others hold a level; asks for shared_with_me only with the filter on', async () => {
    const stored = [
      { ...dashboard('a', 'Mine'), sharing: { owner: 'kim', shared: true, access: 'full_access' } },
      dashboard('b', 'Before sharing'),
    ];
    const find = client(stored);
    const api = new DashboardsApi(find, noHttp);
    const { items } = await api.list({ search: '', page: 1, perPage: 20 });
    expect(items.map(({ id, owner, shared }) => ({ id, owner, shared }))).toEqual([
      { id: 'a', owner: 'kim', shared: true },
      { id: 'b', owner: undefined, shared: false },
    ]);
    expect(find.find).toHaveBeenLastCalledWith(expect.not.objectContaining({ sharedWithMe: expect.anything() }));
    await api.list({ search: '', page: 1, perPage: 20, sharedWithMe: true });
    expect(find.find).toHaveBeenLastCalledWith(expect.objectContaining({ sharedWithMe: true }));
  });
});
