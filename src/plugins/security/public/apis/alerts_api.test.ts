import { describe, expect, it, jest } from '@jest/globals';
import { AlertsApi } from './alerts_api';

function fakeHttp() {
  const get = jest.fn(async (_path: string, _options?: Record<string, unknown>) => ({ data: [] }) as never);
  const http = { get, post: jest.fn(), put: jest.fn(), delete: jest.fn() };
  return { http: http as unknown as ConstructorParameters<typeof AlertsApi>[0], get };
}

describe('the alerts API client', () => {
  it('sends background polls as system requests, so an open page does not keep an idle session alive', async () => {
    const { http, get } = fakeHttp();
    const api = new AlertsApi(http);
    await api.listFirings({ after: 7, per_page: 20 }, true);
    await api.listRules(true);
    expect(get.mock.calls.map(([, options]) => options?.asSystemRequest)).toEqual([true, true]);
    expect(get.mock.calls[0][1]?.query).toEqual({ after: 7, per_page: 20 });
  });

  it('sends what a user asked for as ordinary requests', async () => {
    const { http, get } = fakeHttp();
    const api = new AlertsApi(http);
    await api.listFirings({ rule_id: 'abcdefgh' });
    await api.listRules();
    expect(get.mock.calls.map(([, options]) => options?.asSystemRequest)).toEqual([undefined, undefined]);
  });
});
