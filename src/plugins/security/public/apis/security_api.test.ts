import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  HttpService,
  NodeResponse,
  installFetchEnvironment,
  jsonResponse,
  sentRequest,
  type FetchMock,
} from '../../../../core/public/mocks';
import { SecurityApi } from './security_api';

let fetchMock: FetchMock;
let api: SecurityApi;

beforeEach(() => {
  fetchMock = installFetchEnvironment();
  const http = new HttpService().setup({
    injectedMetadata: { getBasePath: () => '/abc', getServerBasePath: () => '/abc', getKibanaVersion: () => '1.0.0' },
    fatalErrors: { add: jest.fn() } as never,
  });
  api = new SecurityApi(http);
  jest.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

async function sent(call = 0) {
  const request = sentRequest(fetchMock, call);
  const text = await request.text();
  return { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined };
}

const account = {
  data: {
    user_name: 'alice',
    is_internal_user: true,
    backend_roles: ['b'],
    roles: ['r'],
    tenants: { global_tenant: true },
    user_requested_tenant: '',
  },
};

describe('SecurityApi', () => {
  it('logs in with POST /auth/login {username, password} under the base path', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ username: 'alice', tenants: {}, roles: ['r'], backendroles: [] }));
    await expect(api.login('alice', 's3cret!')).resolves.toMatchObject({ username: 'alice', roles: ['r'] });
    expect(await sent()).toEqual({
      method: 'POST',
      path: '/abc/auth/login',
      body: { username: 'alice', password: 's3cret!' },
    });
  });

  it('logs out with POST /auth/logout and returns the redirect URL, or {} for an empty answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ redirectURL: '/abc/app/login' }));
    await expect(api.logout()).resolves.toEqual({ redirectURL: '/abc/app/login' });
    expect(await sent()).toMatchObject({ method: 'POST', path: '/abc/auth/logout' });

    fetchMock.mockResolvedValueOnce(new NodeResponse('', { status: 200 }));
    await expect(api.logout()).resolves.toEqual({});
  });

  it('reads the account info from GET /api/v1/configuration/account', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(account));
    await expect(api.getAccountInfo()).resolves.toEqual(account);
    expect(await sent()).toMatchObject({ method: 'GET', path: '/abc/api/v1/configuration/account' });
  });

  it('getAccountInfoSafe gives undefined (and logs) on a 401 or a network failure', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' }, { status: 401 })
    );
    await expect(api.getAccountInfoSafe()).resolves.toBeUndefined();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.getAccountInfoSafe()).resolves.toBeUndefined();
    expect(console.log).toHaveBeenCalledTimes(2);
    fetchMock.mockResolvedValueOnce(jsonResponse(account));
    await expect(api.getAccountInfoSafe()).resolves.toEqual(account);
  });

  it('updates the password with POST account {password, current_password}', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: "'alice' updated." }));
    await api.updatePassword('Old-pass1!', 'New-pass1!');
    expect(await sent()).toEqual({
      method: 'POST',
      path: '/abc/api/v1/configuration/account',
      body: { password: 'New-pass1!', current_password: 'Old-pass1!' },
    });
  });

  it('selects a tenant with POST /api/v1/multitenancy/tenant {tenant, username} and returns its name', async () => {
    fetchMock.mockResolvedValueOnce(
      new NodeResponse('__user__', { status: 200, headers: { 'content-type': 'text/plain' } })
    );
    await expect(api.selectTenant('__user__', 'alice')).resolves.toBe('__user__');
    expect(await sent()).toEqual({
      method: 'POST',
      path: '/abc/api/v1/multitenancy/tenant',
      body: { tenant: '__user__', username: 'alice' },
    });
  });

  it('reads the current tenant as a name: empty body is global, a numeric name stays text', async () => {
    fetchMock.mockResolvedValueOnce(new NodeResponse('', { status: 200 }));
    await expect(api.getCurrentTenant()).resolves.toBe('');
    expect(await sent()).toMatchObject({ method: 'GET', path: '/abc/api/v1/multitenancy/tenant' });
    fetchMock.mockResolvedValueOnce(
      new NodeResponse('2024', { status: 200, headers: { 'content-type': 'text/plain' } })
    );
    await expect(api.getCurrentTenant()).resolves.toBe('2024');
    fetchMock.mockResolvedValueOnce(jsonResponse('finance'));
    await expect(api.getCurrentTenant()).resolves.toBe('finance');
  });

  it('reads has_api_access from GET /api/v1/restapiinfo; a failure is logged and means no access', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ user_name: 'admin', has_api_access: true, disabled_endpoints: {} }));
    await expect(api.hasApiAccess()).resolves.toBe(true);
    expect(await sent()).toMatchObject({ method: 'GET', path: '/abc/api/v1/restapiinfo' });

    fetchMock.mockResolvedValueOnce(jsonResponse({ has_api_access: false }));
    await expect(api.hasApiAccess()).resolves.toBe(false);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, { status: 500 })
    );
    await expect(api.hasApiAccess()).resolves.toBe(false);
    expect(console.log).toHaveBeenCalledTimes(1);
  });

  it('reads the auth info from GET /api/v1/auth/authinfo', async () => {
    const info = { user_name: 'alice', user_requested_tenant: null, backend_roles: [], roles: ['r'], tenants: {} };
    fetchMock.mockResolvedValueOnce(jsonResponse(info));
    await expect(api.getAuthInfo()).resolves.toEqual(info);
    expect(await sent()).toMatchObject({ method: 'GET', path: '/abc/api/v1/auth/authinfo' });
  });

  it('lists tenants from GET /api/v1/configuration/tenants, returning its data', async () => {
    const data = { global_tenant: { reserved: true, description: 'Global tenant' } };
    fetchMock.mockResolvedValueOnce(jsonResponse({ total: 1, data }));
    await expect(api.getTenants()).resolves.toEqual(data);
    expect(await sent()).toMatchObject({ method: 'GET', path: '/abc/api/v1/configuration/tenants' });
  });

  it('reads the live tenancy settings from GET /api/v1/auth/dashboardsinfo', async () => {
    const info = {
      user_name: 'alice',
      multitenancy_enabled: true,
      private_tenant_enabled: false,
      default_tenant: 'Global',
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(info));
    await expect(api.getDashboardsInfo()).resolves.toEqual(info);
    expect(await sent()).toMatchObject({ method: 'GET', path: '/abc/api/v1/auth/dashboardsinfo' });
  });

  it('passes the server error body on to callers', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password' }, { status: 401 })
    );
    await expect(api.login('alice', 'wrong')).rejects.toMatchObject({
      response: expect.objectContaining({ status: 401 }),
      body: { message: 'Invalid username or password' },
    });
  });

  // Issue 23 item 8: asking never extends the session; "Stay logged in" is one ordinary request.
  it('reads the session expiry as a system request and extends it with one POST that is not', async () => {
    const info = { idle_timeout_ms: 30000, keepalive: true, idle_remaining_ms: 5000, lifespan_remaining_ms: 90000 };
    fetchMock.mockResolvedValueOnce(jsonResponse(info));
    await expect(api.getSessionExpiry()).resolves.toEqual(info);
    const read = sentRequest(fetchMock, 0);
    expect(read.method).toBe('GET');
    expect(new URL(read.url).pathname).toBe('/abc/api/v1/auth/session');
    expect(read.headers.get('osd-system-request')).toBe('true');

    fetchMock.mockResolvedValueOnce(jsonResponse({ ...info, idle_remaining_ms: 30000 }));
    await expect(api.extendSession()).resolves.toMatchObject({ idle_remaining_ms: 30000 });
    const extend = sentRequest(fetchMock, 1);
    expect(extend.method).toBe('POST');
    expect(new URL(extend.url).pathname).toBe('/abc/api/v1/auth/session/extend');
    expect(extend.headers.get('osd-system-request')).toBeNull();
    expect(extend.headers.get('osd-xsrf')).not.toBeNull();
  });
});
