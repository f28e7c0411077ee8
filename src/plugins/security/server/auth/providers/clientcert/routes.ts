import type { IRouter, OsdResponse } from '../../../../../../core/server';
import { LOGIN_INFO_PATH, type LoginInfoResponse } from '../../../../common/login_info';
import { CLIENTCERT_LOGIN_PATH } from './method';
import { loginPageUrl, safeNextUrl } from '../../../next_url';
import type { LoginHost } from '../types';
import { NEXT_URL_QUERY, tenantOf } from '../sso_login';
import { firstDomainOf } from '../../authc_domains';
import { clientCertIdentity, type ClientCertIdentity } from './identity';
import { CLIENTCERT_AUTH_TYPE, clientCertDomainParser } from './settings';

/**
 * The certificate login of browsers: `GET /auth/clientcert/login?nextUrl=` starts a session for the
 * user the verified client certificate of this connection names, and `GET /api/v1/auth/login_info`
 * tells the login page whether it has one to offer.
 */
export function registerClientCertRoutes(
  router: IRouter,
  host: Pick<LoginHost, 'basePath' | 'authc' | 'audit' | 'startExternalSession'> & {
    /** Passkey sign-in is served (mfa.webauthn): the login page offers it. */
    passkeyLogin?: boolean;
  }
): void {
  const { basePath, audit } = host;

  /** The first clientcert domain's reading of this connection's certificate; why not, when none. */
  const identify = async (
    request: Parameters<typeof clientCertIdentity>[0]
  ): Promise<ClientCertIdentity | 'clientcert_disabled' | 'clientcert_missing'> => {
    const domain = firstDomainOf(await host.authc(), clientCertDomainParser);
    if (!domain) return 'clientcert_disabled';
    return clientCertIdentity(request, domain) ?? 'clientcert_missing';
  };

  router.get(
    { path: LOGIN_INFO_PATH, options: { authRequired: 'optional' } },
    async (request): Promise<LoginInfoResponse> => ({
      client_certificate: typeof (await identify(request.clientCertificate)) === 'object',
      // Named only when on: the answer stays as it was for servers without it.
      ...(host.passkeyLogin ? { passkey_login: true } : {}),
    })
  );

  const failTo = (response: OsdResponse, reason: string) =>
    response.redirect(`${loginPageUrl(basePath)}?authError=${reason}`, 302);

  router.get(
    { path: CLIENTCERT_LOGIN_PATH, options: { authRequired: 'optional' }, validate: { query: NEXT_URL_QUERY } },
    async (request, response) => {
      const nextUrl = safeNextUrl(request.query.nextUrl, basePath);
      const identity = await identify(request.clientCertificate);
      if (typeof identity === 'string') {
        await audit.failedLogin(request, identity, CLIENTCERT_AUTH_TYPE);
        return failTo(response, identity);
      }
      await host.startExternalSession(request, response, {
        username: identity.username,
        authType: CLIENTCERT_AUTH_TYPE,
        external: { backendRoles: identity.backendRoles },
        tenant: tenantOf(nextUrl),
      });
      return response.redirect(nextUrl, 302);
    }
  );
}
