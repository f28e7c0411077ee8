import { describe, expect, it, jest } from '@jest/globals';
import { AdminSessionsApi, OwnSessionsApi } from './sessions_api';

function fakeHttp() {
  return {
    get: jest.fn(async (_path: string, _options?: unknown) => ({ total: 1, sessions: [{ id: 'x' }] })),
    delete: jest.fn(async (_path: string, _options?: unknown) => ({ revoked: 2 })),
  };
}

describe('sessions API clients', () => {
  it('asks the administrators’ API with the filled-in query only, the page size capped', async () => {
    const http = fakeHttp();
    const api = new AdminSessionsApi(http as never);
    expect(await api.list({ page: 2, per_page: 500, user: '', sort_field: 'user', sort_order: 'asc' })).toEqual({
      total: 1,
      sessions: [{ id: 'x' }],
    });
    expect(http.get).toHaveBeenCalledWith('/api/v1/sessions', {
      query: { page: 2, per_page: 100, sort_field: 'user', sort_order: 'asc' },
    });
    await api.revoke('a/b');
    expect(http.delete).toHaveBeenLastCalledWith('/api/v1/sessions/a%2Fb');
    await api.revokeUser('kim & co');
    expect(http.delete).toHaveBeenLastCalledWith('/api/v1/sessions', { query: { user: 'kim & co' } });
    await api.revokeAllButMine();
    expect(http.delete).toHaveBeenLastCalledWith('/api/v1/sessions', { query: { all: true } });
  });

  it('asks the own-sessions API with paging only', async () => {
    const http = fakeHttp();
    const api = new OwnSessionsApi(http as never);
    await api.list({ page: 1, per_page: 20, user: 'admin', sort_field: 'user' });
    expect(http.get).toHaveBeenCalledWith('/api/v1/account/sessions', { query: { page: 1, per_page: 20 } });
    await api.revoke('id1');
    expect(http.delete).toHaveBeenLastCalledWith('/api/v1/account/sessions/id1');
    expect(await api.revokeOthers()).toEqual({ revoked: 2 });
    expect(http.delete).toHaveBeenLastCalledWith('/api/v1/account/sessions');
  });

  it('reads a missing answer as no sessions', async () => {
    const http = fakeHttp();
    http.get.mockResolvedValueOnce(undefined as never);
    expect(await new AdminSessionsApi(http as never).list({})).toEqual({ total: 0, sessions: [] });
  });
});
