import type { Static } from '@sinclair/typebox';
import type { IRouter, OsdRequest, OsdResponse } from '../../../../../core/server';
import { safeNextUrl } from '../../next_url';
import { askedOnThisSite } from '../fetch_site';
import type { NEXT_URL_QUERY } from './sso_login';
import { notHandled, type AuthenticationProvider, type LoginHost } from './types';

/**
 * A provider that is a login page's route and nothing else (the providers that extend this class):
 * dashboards.yml turns it on, not a config.yml domain, and no request is its own until that
 * route has started a session (the session's type resumes it from then on).
 */
export abstract class LoginRouteProvider<
  Host extends Pick<LoginHost, 'basePath'> = LoginHost,
> implements AuthenticationProvider {
  abstract readonly type: string;
  readonly domain = '';

  constructor(protected readonly host: Host) {}

  async authenticate() {
    return notHandled;
  }

  abstract routes(router: IRouter): void;

  /**
   * The login route, `GET path?nextUrl=` (with any more of `query`): reached without a session (or
   * from one of this site's pages), its `nextUrl` made local before `login` sees it.
   */
  protected loginRoute<Q extends typeof NEXT_URL_QUERY>(
    router: IRouter,
    path: string,
    query: Q,
    login: (request: OsdRequest<unknown, Static<Q>>, response: OsdResponse, nextUrl: string) => Promise<unknown>
  ): void {
    // Typed as the nextUrl query it extends: the generic one is too deep for the router's types.
    const validate = { query: query as typeof NEXT_URL_QUERY };
    router.get({ path, options: { authRequired: 'optional' }, validate }, async (request, response) => {
      const nextUrl = safeNextUrl(request.query.nextUrl, this.host.basePath);
      // A login replaces the session the browser has: a link or an <img> on another page must not
      // end it (as GET /auth/logout, issue 23.14), so the signed-in user just goes on to nextUrl.
      if (request.auth.isAuthenticated && !askedOnThisSite(request)) return response.redirect(nextUrl, 302);
      return login(request as OsdRequest<unknown, Static<Q>>, response, nextUrl);
    });
  }
}
