import type { IRouter } from '../../../../core/server';
import { LOGIN_INFO_PATH, type LoginInfoResponse } from '../../common/login_info';
import type { AuthenticationProvider } from './providers/types';

/**
 * `GET /api/v1/auth/login_info`: what the login page may offer this visitor before anyone signed
 * in, beyond the login state (which depends on the configuration alone): each login provider says
 * its part for this request (the certificate this connection showed).
 */
export function registerLoginInfoRoute(
  router: IRouter,
  { loginProviders }: { loginProviders: readonly Pick<AuthenticationProvider, 'loginInfo'>[] }
): void {
  const parts = loginProviders.flatMap((provider) => (provider.loginInfo ? [provider.loginInfo.bind(provider)] : []));
  router.get(
    { path: LOGIN_INFO_PATH, options: { authRequired: 'optional' } },
    async (request): Promise<LoginInfoResponse> => {
      const answers = await Promise.all(parts.map((part) => part(request)));
      // A part is named only when it is on (passkey_login): the answer stays as it was for servers without it.
      return { client_certificate: false, ...Object.assign({}, ...answers) };
    }
  );
}
