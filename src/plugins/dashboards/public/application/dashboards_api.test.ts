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
