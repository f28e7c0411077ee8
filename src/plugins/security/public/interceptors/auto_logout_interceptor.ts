import type { HttpInterceptor, IBasePath } from '../../../../core/public';
import type { BrowserLocation } from '../apis/browser_location';
import { LOGIN_PATH } from '../apis/security_api';
import { setPendingLoginReason, wasLoggedOut } from '../utils/storage';
import { isLoginReason } from '../../common/login_reason';
import { CUSTOM_ERROR_APP_ROUTE, LOGIN_APP_ROUTE, MISSING_ROLE_APP_ROUTE, isOnRoute } from '../apps/app_routes';

export interface AutoLogoutOptions {
  basePath: Pick<IBasePath, 'remove'>;
  /** `auth.logout_url`; empty means the browser goes to log in again. */
  logoutUrl: string;
  /**
   * Whether users log in on this dashboard's own login page (basic auth), which then says the
   * session timed out.
   */
  loginPage?: boolean;
  location: BrowserLocation;
}

/** Pages where a 401 is expected and leaving would lose what the user sees (SPEC 4 "Autologout"). */
const PAGES_WITHOUT_AUTOLOGOUT = [LOGIN_APP_ROUTE, MISSING_ROLE_APP_ROUTE, CUSTOM_ERROR_APP_ROUTE];

/**
 * SPEC 4 "Autologout": a 401 means the session is gone (expired, logged out elsewhere, revoked),
 * so the page leaves for the logout URL, or to log in again. The request that got the 401 is halted:
 * its caller would only flash an error toast while the page goes away.
 */
export function createAutoLogoutInterceptor({
  basePath,
  logoutUrl,
  loginPage = false,
  location,
}: AutoLogoutOptions): HttpInterceptor {
  let leaving = false;
  return {
    responseError(httpErrorResponse, controller) {
      if (httpErrorResponse.response?.status !== 401) return;
      const page = basePath.remove(location.pathname);
      if (PAGES_WITHOUT_AUTOLOGOUT.some((route) => isOnRoute(page, route))) return;
      // A login attempt answers 401 for a wrong password (the reset-password dialog checks the
      // current password this way): that is the caller's error to show, not a dead session.
      if (httpErrorResponse.fetchOptions.path.split('?')[0] === LOGIN_PATH) return;

      controller.halt();
      if (leaving) return;
      leaving = true;
      if (logoutUrl) {
        location.href = logoutUrl;
      } else {
        // SPEC 4: reload, and the server sends the browser to log in (the fragment survives its
        // redirect). The login page then says why, from this tab's sessionStorage: the 401 has
        // already cleared the cookie, so the server cannot tell an expired session from none.
        // The server names a reason when it ended the session itself (signed in elsewhere).
        // Issue 69.11: with no reason from the server (no cookie was left to name the session),
        // a log out in another tab of this browser is still a log out, not a time-out.
        if (loginPage)
          setPendingLoginReason(
            reasonOf(httpErrorResponse.body) ?? (wasLoggedOut() ? 'LOGGED_OUT' : 'SESSION_EXPIRED')
          );
        location.reload();
      }
    },
  };
}

/** The login reason a 401's body names (`attributes.reason`), when it is a known one. */
function reasonOf(body: unknown) {
  const reason = (body as { attributes?: { reason?: unknown } } | undefined)?.attributes?.reason;
  return isLoginReason(reason) ? reason : undefined;
}
