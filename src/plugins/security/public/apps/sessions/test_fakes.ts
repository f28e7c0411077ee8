/** Used by tests only: in-memory session APIs that answer like the server (paging, search, sort, revokes). */
import { jest } from '@jest/globals';
import type { SessionInfo, SessionsQuery, SessionsResponse } from '../../../common/sessions';
import { httpFetchError } from '../../../../../core/public/mocks';

export function session(n: number, extra: Partial<SessionInfo> = {}): SessionInfo {
  return {
    id: `id-${String(n).padStart(19, '0')}`,
    user: `user${n}`,
    auth_type: 'basicauth',
    tenant: '',
    created: new Date(Date.UTC(2030, 0, 1, 8, n)).toISOString(),
    last_seen: new Date(Date.UTC(2030, 0, 1, 9, n)).toISOString(),
    client_address: `10.0.0.${n}`,
    user_agent: `Agent ${n}`,
    current: false,
    ...extra,
  };
}

export function createSessionsApi(initial: SessionInfo[]) {
  let rows = [...initial];
  const page = (query: SessionsQuery, only?: (s: SessionInfo) => boolean): SessionsResponse => {
    const search = (query.user ?? '').toLowerCase();
    const field = ({ user: 'user', created: 'created', last_seen: 'last_seen' } as const)[
      query.sort_field ?? 'last_seen'
    ];
    const direction = query.sort_order === 'asc' ? 1 : -1;
    const matching = rows
      .filter((s) => (only ? only(s) : true) && s.user.toLowerCase().includes(search))
      .sort((a, b) => (a[field] < b[field] ? -direction : a[field] > b[field] ? direction : 0));
    const size = query.per_page ?? 20;
    const start = ((query.page ?? 1) - 1) * size;
    return { total: matching.length, sessions: matching.slice(start, start + size) };
  };
  const remove = (keep: (s: SessionInfo) => boolean) => {
    const before = rows.length;
    rows = rows.filter(keep);
    return { revoked: before - rows.length };
  };
  const api = {
    list: jest.fn(async (query: SessionsQuery) => page(query)),
    revoke: jest.fn(async (id: string) => {
      const found = remove((s) => s.id !== id);
      if (found.revoked === 0) throw httpFetchError(404, 'No live session has this id.');
      return found;
    }),
    revokeUser: jest.fn(async (user: string) => remove((s) => s.user !== user || s.current)),
    revokeAllButMine: jest.fn(async () => remove((s) => s.current)),
    revokeOthers: jest.fn(async () => remove((s) => s.current)),
    rows: () => rows,
  };
  return api;
}
