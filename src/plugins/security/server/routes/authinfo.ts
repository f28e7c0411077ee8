import type { IRouter } from '../../../../core/server';
import { AuthInfoResponseSchema } from '../../common/schemas/account';
import { authInfoOf, type SecurityRouteDeps } from './types';

/** GET /api/v1/auth/authinfo: who the caller is, in OpenSearch's authinfo shape (never a hash). */
export function registerAuthInfoRoutes(router: IRouter, { auth }: SecurityRouteDeps): void {
  router.get({ path: '/api/v1/auth/authinfo', response: { 200: AuthInfoResponseSchema } }, async (request) => {
    const { authType } = auth.require(request);
    const account = await auth.account(request);
    const remoteAddress = `${request.ip}:${request.remotePort ?? 0}`;
    return { ...authInfoOf(account, account.user_requested_tenant, remoteAddress), auth_type: authType };
  });
}
