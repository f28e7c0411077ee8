import type { IRouter } from '../../../../core/server';
import { AuthInfoResponseSchema } from '../../common/schemas/account';
import { userSummary, type SecurityRouteDeps } from './types';

/** GET /api/v1/auth/authinfo: who the caller is, in OpenSearch's authinfo shape (never a hash). */
export function registerAuthInfoRoutes(router: IRouter, { auth }: SecurityRouteDeps): void {
  router.get({ path: '/api/v1/auth/authinfo', response: { 200: AuthInfoResponseSchema } }, async (request) => {
    const { authType } = auth.require(request);
    const account = await auth.account(request);
    return {
      user: userSummary(account.user_name, account.backend_roles, account.user_requested_tenant),
      user_name: account.user_name,
      user_requested_tenant: account.user_requested_tenant,
      remote_address: `${request.ip}:${request.remotePort ?? 0}`,
      backend_roles: account.backend_roles,
      custom_attribute_names: account.custom_attribute_names,
      roles: account.roles,
      tenants: account.tenants,
      principal: null,
      peer_certificates: '0',
      sso_logout_url: null,
      auth_type: authType,
    };
  });
}
