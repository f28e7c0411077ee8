import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { HttpSetup } from '../../../../core/public';
import {
  HttpService,
  flushPromises,
  installFetchEnvironment,
  jsonResponse,
  type FetchMock,
} from '../../../../core/public/mocks';
import type { BrowserLocation } from '../apis/browser_location';
import { createAutoLogoutInterceptor } from './auto_logout_interceptor';
import { clearLoggedOut, markLoggedOut, takePendingLoginReason } from '../utils/storage';

let fetchMock: FetchMock;

function fakeLocation(pathname: string, search = '', hash = ''): BrowserLocation & { reload: jest.Mock } {
  return { pathname, search, hash, href: `http://localhost${pathname}${search}${hash}`, reload: jest.fn() };
}

function setUp(
  pathname: string,
  logoutUrl = '',
  basePath = '',
  { loginPage = false, search = '', hash = '' } = {}
): { http: HttpSetup; location: ReturnType<typeof fakeLocation> } {
  const http = new HttpService().setup({
    injectedMetadata: {
      getBasePath: () => basePath,
      getServerBasePath: () => basePath,
      getKibanaVersion: () => '1.0.0',
    },
    fatalErrors: { add: jest.fn() } as never,
  });
  const location = fakeLocation(pathname, search, hash);
  http.intercept(createAutoLogoutInterceptor({ basePath: http.basePath, logoutUrl, loginPage, location }));
  return { http, location };
}

const unauthorized = () =>
  jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' }, { status: 401 });

beforeEach(() => {
  fetchMock = installFetchEnvironment();
});

describe('auto-logout interceptor', () => {
  it('sends the browser to the configured logout URL on a 401, and halts the failed call', async () => {
    const { http, location } = setUp('/app/dashboards', 'https://idp.example/logout');
    fetchMock.mockResolvedValueOnce(unauthorized());
    const settled = jest.fn();
    http.get('/api/saved_objects/_find').then(settled, settled);
    await flushPromises();

    expect(location.href).toBe('https://idp.example/logout');
    expect(location.reload).not.toHaveBeenCalled();
    // The caller never sees the error, so no error toast flashes while the page leaves.
    expect(settled).not.toHaveBeenCalled();
  });

  it('reloads the page on a 401 when no logout URL is set', async () => {
    const { http, location } = setUp('/app/home');
    fetchMock.mockResolvedValueOnce(unauthorized());
    void http.get('/api/v1/configuration/account');
    await flushPromises();
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(location.href).toBe('http://localhost/app/home');
  });

  it('with the login page (basic auth) reloads and leaves "session timed out" for the login page', async () => {
    const { http, location } = setUp('/abc/app/security/roles/edit/x', '', '/abc', {
      loginPage: true,
      search: '?foo=1',
      hash: '#bar',
    });
    fetchMock.mockResolvedValueOnce(unauthorized());
    void http.get('/api/v1/configuration/roles');
    await flushPromises();
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(takePendingLoginReason()).toBe('SESSION_EXPIRED');
  });

  it('leaves the reason the server names (signed in elsewhere) instead of "timed out"; ignores unknown ones', async () => {
    const { http, location } = setUp('/app/home', '', '', { loginPage: true });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { statusCode: 401, error: 'Unauthorized', message: 'x', attributes: { reason: 'SIGNED_IN_ELSEWHERE' } },
        { status: 401 }
      )
    );
    void http.get('/api/v1/auth/session');
    await flushPromises();
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(takePendingLoginReason()).toBe('SIGNED_IN_ELSEWHERE');

    const other = setUp('/app/home', '', '', { loginPage: true });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { statusCode: 401, error: 'Unauthorized', message: 'x', attributes: { reason: '<b>' } },
        { status: 401 }
      )
    );
    void other.http.get('/api/v1/auth/session');
    await flushPromises();
    expect(takePendingLoginReason()).toBe('SESSION_EXPIRED');
  });

  it('after a log out in another tab of this browser: "logged out", not "timed out" (issue 69.11)', async () => {
    markLoggedOut();
    try {
      const { http, location } = setUp('/app/home', '', '', { loginPage: true });
      fetchMock.mockResolvedValueOnce(unauthorized());
      void http.get('/api/v1/configuration/account');
      await flushPromises();
      expect(location.reload).toHaveBeenCalledTimes(1);
      expect(takePendingLoginReason()).toBe('LOGGED_OUT');
    } finally {
      clearLoggedOut();
    }
  });

  it('without the login page (other auth types) reloads and leaves no reason', async () => {
    const { http, location } = setUp('/app/home');
    fetchMock.mockResolvedValueOnce(unauthorized());
    void http.get('/api/v1/configuration/account');
    await flushPromises();
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(takePendingLoginReason()).toBeNull();
  });

  it('a configured logout URL wins over the login page', async () => {
    const { http, location } = setUp('/app/home', 'https://idp.example/logout', '', { loginPage: true });
    fetchMock.mockResolvedValueOnce(unauthorized());
    void http.get('/api/v1/configuration/account');
    await flushPromises();
    expect(location.href).toBe('https://idp.example/logout');
  });

  it('leaves only once when several calls get a 401 together', async () => {
    const { http, location } = setUp('/app/home');
    fetchMock.mockImplementation(async () => unauthorized());
    void http.get('/a');
    void http.get('/b');
    await flushPromises();
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it.each(['/app/login', '/missing-role', '/app/customerror'])('does nothing on %s', async (page) => {
    const { http, location } = setUp(page, 'https://idp.example/logout');
    fetchMock.mockResolvedValueOnce(unauthorized());
    await expect(http.get('/api/v1/configuration/account')).rejects.toMatchObject({
      response: expect.objectContaining({ status: 401 }),
    });
    expect(location.reload).not.toHaveBeenCalled();
    expect(location.href).toBe(`http://localhost${page}`);
  });

  it('recognises the login page under a base path', async () => {
    const { http, location } = setUp('/abc/app/login', '', '/abc');
    fetchMock.mockResolvedValueOnce(unauthorized());
    await expect(http.get('/x')).rejects.toBeDefined();
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('still acts on a page that only starts like the login route', async () => {
    const { http, location } = setUp('/app/loginx');
    fetchMock.mockResolvedValueOnce(unauthorized());
    void http.get('/x');
    await flushPromises();
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('lets a wrong password at /auth/login reach its caller (e.g. the reset-password check)', async () => {
    const { http, location } = setUp('/app/home');
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password' }, { status: 401 })
    );
    await expect(http.post('/auth/login', { body: '{}' })).rejects.toMatchObject({
      body: { message: 'Invalid username or password' },
    });
    expect(location.reload).not.toHaveBeenCalled();
  });

  it.each([403, 500])('ignores a %i', async (status) => {
    const { http, location } = setUp('/app/home', 'https://idp.example/logout');
    fetchMock.mockResolvedValueOnce(jsonResponse({ statusCode: status, message: 'x' }, { status }));
    await expect(http.get('/x')).rejects.toBeDefined();
    expect(location.reload).not.toHaveBeenCalled();
    expect(location.href).toBe('http://localhost/app/home');
  });

  it('ignores a network failure (no response)', async () => {
    const { http, location } = setUp('/app/home');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/x')).rejects.toBeDefined();
    expect(location.reload).not.toHaveBeenCalled();
  });
});
