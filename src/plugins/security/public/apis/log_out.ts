import { setShouldShowTenantPopup } from '../utils/storage';
import type { BrowserLocation } from './browser_location';
import type { SecurityApi } from './security_api';

export interface LogOutOptions {
  /** `auth.logout_url` from the configuration. */
  logoutUrl: string;
  serverBasePath: string;
  location: Pick<BrowserLocation, 'href'>;
}

/**
 * SPEC 4: log out, forget the show-tenant-popup flag first (the next user of this browser gets
 * the tenant rules afresh), then go to the configured logout URL, else the server base path
 * ('/' when there is none). A failed call still leaves: the user asked to go, and a dead
 * session is exactly when the call fails.
 */
export async function logOut(
  api: Pick<SecurityApi, 'logout'>,
  { logoutUrl, serverBasePath, location }: LogOutOptions
): Promise<void> {
  setShouldShowTenantPopup(null);
  try {
    await api.logout();
  } catch (error) {
    console.log('Security: log out failed', error);
  }
  location.href = logoutUrl || serverBasePath || '/';
}
