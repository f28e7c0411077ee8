import type { IRouter, OsdRequest, OsdResponse } from '../../../../core/server';
import { AUTH_LOGOUT_PATH, LOGOUT_CONFIRM_ROUTE } from '../../common/logout';
import { loginPageUrl } from '../next_url';
import type { SecurityRouteDeps } from './types';
import type { SessionContext } from '../session/types';
import type { AuthenticationProvider } from '../auth/providers/types';
import { askedOnThisSite } from '../auth/fetch_site';

export interface LogoutRouteDeps extends SecurityRouteDeps {
  /** The login providers (openid, saml, anonymous): the one of the session's auth type hands log out over. */
  loginProviders: readonly AuthenticationProvider[];
}

/**
 * The log out of the session's own auth type (issue 23.3: whatever type the configuration names
 * first), as its provider says (an IdP's end-session or single logout), else undefined. Read
 * before the session ends: it needs the session's ID token or SAML subject.
 */
async function providerLogoutUrl(
  deps: LogoutRouteDeps,
  request: OsdRequest,
  session: SessionContext | undefined
): Promise<string | undefined> {
  if (!session) return undefined;
  const provider = deps.loginProviders.find((candidate) => candidate.type === session.authType);
  return provider?.logoutUrl?.(request, session);
}

/**
 * `POST /auth/logout` (the log-out call, `osd-xsrf` required as for every POST) and
 * `GET /auth/logout` (the link of the account menu and missing-role page for openid and saml,
 * SPEC 4, and SSO portals' links). Both end the session and hand over to the provider of the
 * session's auth type; a GET from another site only shows the "Log out?" page.
 */
export function registerLogoutRoutes(router: IRouter, deps: LogoutRouteDeps): void {
  const { auth, config, basePath } = deps;

  // Answers 200 without a session too: logging out twice is not an error.
  router.post({ path: AUTH_LOGOUT_PATH, options: { authRequired: 'optional' } }, async (request, response) => {
    const provider = await providerLogoutUrl(deps, request, auth.getSession(request));
    await auth.endSession(request, response);
    // SPEC 4: the configured logout URL, else the server base path ('/' when there is none).
    return { redirectURL: provider ?? (config.auth.logout_url || basePath || '/') };
  });

  router.get(
    { path: AUTH_LOGOUT_PATH, options: { authRequired: 'optional' } },
    async (request: OsdRequest, response: OsdResponse) => {
      const session = auth.getSession(request);
      // Issue 23.14: any page could end the session with a link or an <img>; the user decides instead.
      // Without a session in sight nothing is cleared either: a SameSite=Strict cookie stays
      // behind on another site's link, and clearing it would log the user out all the same.
      if (!askedOnThisSite(request)) {
        const away = config.auth.logout_url || loginPageUrl(basePath);
        return response.redirect(session ? `${basePath}${LOGOUT_CONFIRM_ROUTE}` : away, 302);
      }
      const target = await providerLogoutUrl(deps, request, session);
      await auth.endSession(request, response);
      return response.redirect(target ?? (config.auth.logout_url || loginPageUrl(basePath)), 302);
    }
  );
}
