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
  {
    loginProviders,
    passkeyLogin,
  }: {
    loginProviders: readonly Pick<AuthenticationProvider, 'loginInfo'>[];
    /** Passkey sign-in is served (mfa.webauthn): the login page offers it. */
    passkeyLogin: boolean;
  }
): void {
  const parts = loginProviders.flatMap((provider) => (provider.loginInfo ? [provider.loginInfo.bind(provider)] : []));
  router.get(
    { path: LOGIN_INFO_PATH, options: { authRequired: 'optional' } },
    async (request): Promise<LoginInfoResponse> => {
      const answers = await Promise.all(parts.map((part) => part(request)));
      return {
        client_certificate: false,
        ...Object.assign({}, ...answers),
        // Named only when on: the answer stays as it was for servers without it.
        ...(passkeyLogin ? { passkey_login: true } : {}),
      };
    }
  );
}
