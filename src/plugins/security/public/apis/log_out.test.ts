import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { getShouldShowTenantPopup, setShouldShowTenantPopup, takePendingLoginReason } from '../utils/storage';
import type { BrowserLocation } from './browser_location';
import { logOut, logOutToServerTarget } from './log_out';

function fakeLocation(): BrowserLocation {
  return { pathname: '/missing-role', search: '', hash: '', href: 'http://localhost/missing-role', reload: jest.fn() };
}

beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
  setShouldShowTenantPopup(false);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('logOut', () => {
  it('goes to the configured logout URL first and clears the show-tenant-popup flag', async () => {
    const location = fakeLocation();
    const api = { logout: jest.fn(async () => ({ redirectURL: '/abc/app/login?type=basicauthLogout' })) };
    await logOut(api, { logoutUrl: 'https://idp.example/logout', serverBasePath: '/abc', location });
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(location.href).toBe('https://idp.example/logout');
    expect(getShouldShowTenantPopup()).toBeNull();
  });

  it('without a configured logout URL goes to the server base path (SPEC 4), whatever else the server answers', async () => {
    const location = fakeLocation();
    const api = { logout: jest.fn(async () => ({ redirectURL: '/abc/app/login?type=basicauthLogout' })) };
    await logOut(api, { logoutUrl: '', serverBasePath: '/abc', location });
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(location.href).toBe('/abc');
  });

  it('falls back to the configured logout URL, then to the server base path, then to /', async () => {
    const api = { logout: jest.fn(async () => ({})) };
    let location = fakeLocation();
    await logOut(api, { logoutUrl: 'https://idp.example/logout', serverBasePath: '/abc', location });
    expect(location.href).toBe('https://idp.example/logout');
    location = fakeLocation();
    await logOut(api, { logoutUrl: '', serverBasePath: '/abc', location });
    expect(location.href).toBe('/abc');
    location = fakeLocation();
    await logOut(api, { logoutUrl: '', serverBasePath: '', location });
    expect(location.href).toBe('/');
  });

  it('with a reason and no logout URL goes to the server base path and leaves the reason for the login page', async () => {
    const api = { logout: jest.fn(async () => ({})) };
    let location = fakeLocation();
    await logOut(api, { logoutUrl: '', serverBasePath: '/abc', location, loginReason: 'PASSWORD_CHANGED' });
    expect(location.href).toBe('/abc');
    expect(takePendingLoginReason()).toBe('PASSWORD_CHANGED');
    expect(takePendingLoginReason()).toBeNull();
    location = fakeLocation();
    await logOut(api, {
      logoutUrl: 'https://idp.example/logout',
      serverBasePath: '',
      location,
      loginReason: 'LOGGED_OUT',
    });
    expect(location.href).toBe('https://idp.example/logout');
    // Another site's page cannot show it: nothing is left waiting.
    expect(takePendingLoginReason()).toBeNull();
  });

  it('still leaves when the logout call fails', async () => {
    const location = fakeLocation();
    const api = { logout: jest.fn(async () => Promise.reject(new Error('offline'))) };
    await logOut(api, { logoutUrl: '', serverBasePath: '', location });
    expect(location.href).toBe('/');
    expect(console.log).toHaveBeenCalled();
  });
});

describe('logOutToServerTarget (the "Log out?" page)', () => {
  it("goes where the server says (an SSO session's provider log out) and clears the flag", async () => {
    const location = fakeLocation();
    const api = { logout: jest.fn(async () => ({ redirectURL: 'https://idp.example/session/end?x=1' })) };
    await logOutToServerTarget(api, { serverBasePath: '/abc', location });
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(location.href).toBe('https://idp.example/session/end?x=1');
    expect(getShouldShowTenantPopup()).toBeNull();
  });

  it('goes to the server base path when the server names nothing or the call fails', async () => {
    let location = fakeLocation();
    await logOutToServerTarget({ logout: jest.fn(async () => ({})) }, { serverBasePath: '/abc', location });
    expect(location.href).toBe('/abc');
    location = fakeLocation();
    const failing = {
      logout: jest.fn(async (): Promise<{ redirectURL?: string }> => {
        throw new Error('offline');
      }),
    };
    await logOutToServerTarget(failing, { serverBasePath: '', location });
    expect(location.href).toBe('/');
  });
});
