import type { LoginReason } from '../../common/login_reason';
import { markLoggedOut, setPendingLoginReason, setShouldShowTenantPopup } from '../utils/storage';
import type { BrowserLocation } from './browser_location';
import type { SecurityApi } from './security_api';

export interface LogOutOptions {
  /** `auth.logout_url` from the configuration. */
  logoutUrl: string;
  serverBasePath: string;
  location: Pick<BrowserLocation, 'href'>;
  /**
   * Why the session ends, for users who log in on this dashboard's login page (basic auth): with
   * no logout URL the server base path leads there, and the page says so (the reason waits in
   * this tab's sessionStorage, as the base path cannot carry it).
   */
  loginReason?: LoginReason;
}

/**
 * SPEC 4: log out, forget the show-tenant-popup flag first (the next user of this browser gets
 * the tenant rules afresh), then go to the configured logout URL, else the server base path
 * ('/' when there is none). A failed call still leaves: the user asked to go, and a dead session
 * is exactly when the call fails.
 */
export async function logOut(
  api: Pick<SecurityApi, 'logout'>,
  { logoutUrl, serverBasePath, location, loginReason }: LogOutOptions
): Promise<void> {
  setShouldShowTenantPopup(null);
  // Before the call: a tab whose request races it must not read "timed out".
  markLoggedOut();
  try {
    await api.logout();
  } catch (error) {
    console.log('Security: log out failed', error);
  }
  if (!logoutUrl && loginReason) setPendingLoginReason(loginReason);
  location.href = logoutUrl || serverBasePath || '/';
}

/**
 * Log out where the server says (its `redirectURL`: the provider's own log out for an SSO session,
 * else the logout URL or the base path), for pages that do not know the session's auth type (the
 * "Log out?" page). A failed call still leaves, as above.
 */
export async function logOutToServerTarget(
  api: Pick<SecurityApi, 'logout'>,
  { serverBasePath, location }: Pick<LogOutOptions, 'serverBasePath' | 'location'>
): Promise<void> {
  setShouldShowTenantPopup(null);
  let target: string | undefined;
  markLoggedOut();
  try {
    target = (await api.logout()).redirectURL;
  } catch (error) {
    console.log('Security: log out failed', error);
  }
  location.href = target || serverBasePath || '/';
}
