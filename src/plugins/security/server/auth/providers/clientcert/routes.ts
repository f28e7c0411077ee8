import type { IRouter, OsdRequest, OsdResponse } from '../../../../../../core/server';
import type { LoginInfoResponse } from '../../../../common/login_info';
import { loginPageUrl } from '../../../next_url';
import { LoginRouteProvider } from '../login_route_provider';
import type { LoginHost } from '../types';
import { NEXT_URL_QUERY, tenantOf } from '../sso_login';
import { firstDomainOf } from '../../authc_domains';
import { clientCertIdentity, type ClientCertIdentity } from './identity';
import { CLIENTCERT_LOGIN_PATH } from './method';
import { CLIENTCERT_AUTH_TYPE, clientCertDomainParser } from './settings';

/**
 * The certificate login of browsers: `GET /auth/clientcert/login?nextUrl=` starts a session for the
 * user the verified client certificate of this connection names, and its part of
 * `GET /api/v1/auth/login_info` tells the login page whether it has one to offer.
 */
export class ClientCertLoginProvider extends LoginRouteProvider<
  Pick<LoginHost, 'basePath' | 'authc' | 'audit' | 'startExternalSession'>
> {
  readonly type = CLIENTCERT_AUTH_TYPE;

  async loginInfo(request: OsdRequest): Promise<Partial<LoginInfoResponse>> {
    return { client_certificate: typeof (await this.identify(request.clientCertificate)) === 'object' };
  }

  /** The first clientcert domain's reading of this connection's certificate; why not, when none. */
  private async identify(
    certificate: Parameters<typeof clientCertIdentity>[0]
  ): Promise<ClientCertIdentity | 'clientcert_disabled' | 'clientcert_missing'> {
    const domain = firstDomainOf(await this.host.authc(), clientCertDomainParser);
    if (!domain) return 'clientcert_disabled';
    return clientCertIdentity(certificate, domain) ?? 'clientcert_missing';
  }

  routes(router: IRouter): void {
    const { host } = this;
    const failTo = (response: OsdResponse, reason: string) =>
      response.redirect(`${loginPageUrl(host.basePath)}?authError=${reason}`, 302);

    this.loginRoute(router, CLIENTCERT_LOGIN_PATH, NEXT_URL_QUERY, async (request, response, nextUrl) => {
      const identity = await this.identify(request.clientCertificate);
      if (typeof identity === 'string') {
        await host.audit.failedLogin(request, identity, CLIENTCERT_AUTH_TYPE);
        return failTo(response, identity);
      }
      await host.startExternalSession(request, response, {
        username: identity.username,
        authType: CLIENTCERT_AUTH_TYPE,
        external: { backendRoles: identity.backendRoles },
        tenant: tenantOf(nextUrl),
      });
      return response.redirect(nextUrl, 302);
    });
  }
}
