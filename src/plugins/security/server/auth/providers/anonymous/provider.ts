import type { IRouter } from '../../../../../../core/server';
import { ANONYMOUS_BACKEND_ROLE, ANONYMOUS_USER } from '../../authc_domains';
import { ANONYMOUS_AUTH_TYPE } from '../../types';
import { loginFailed, NEXT_URL_QUERY, tenantOf } from '../sso_login';
import { LoginRouteProvider } from '../login_route_provider';
import type { ProviderFactory } from '../types';
import { ANONYMOUS_LOGIN_PATH, anonymousMethod } from './method';

export { ANONYMOUS_LOGIN_PATH };

/**
 * Anonymous access (`GET /auth/anonymous`, the login page's button): a session for OpenSearch's
 * anonymous user and backend role, when both dashboards.yml and config.yml allow it.
 */
export class AnonymousProvider extends LoginRouteProvider {
  readonly type = ANONYMOUS_AUTH_TYPE;

  routes(router: IRouter): void {
    const { host } = this;
    this.loginRoute(router, ANONYMOUS_LOGIN_PATH, NEXT_URL_QUERY, async (request, response, nextUrl) => {
      const settings = await host.authc();
      if (!host.config.auth.anonymous_auth_enabled || !settings.anonymousAuthEnabled) {
        await host.audit.failedLogin(request, 'anonymous_disabled', ANONYMOUS_AUTH_TYPE);
        return loginFailed(response, host.basePath, 'anonymous_disabled');
      }
      await host.startExternalSession(request, response, {
        username: ANONYMOUS_USER,
        authType: ANONYMOUS_AUTH_TYPE,
        external: { backendRoles: [ANONYMOUS_BACKEND_ROLE] },
        tenant: tenantOf(nextUrl),
      });
      return response.redirect(nextUrl, 302);
    });
  }
}

export const anonymousProviderFactory: ProviderFactory = {
  method: anonymousMethod,
  types: [ANONYMOUS_AUTH_TYPE],
  // The route answers even when anonymous access is off: the login page names the reason.
  enabled: () => true,
  login: (host) => new AnonymousProvider(host),
};
