import type { IRouter } from '../../../../core/server';
import { disabledEndpoints } from '../../common/rest_api_endpoints';
import { RestApiInfoResponseSchema, type RestApiInfoResponse } from '../../common/schemas/account';
import type { AccountInfoResolved } from '../auth/types';
import { userSummary, type SecurityRouteDeps } from './types';

/**
 * GET /api/v1/restapiinfo: whether the caller may use the security REST API, and which endpoints
 * not (`disabled_endpoints`, as upstream's permissionsinfo: endpoint → its disabled methods). Any
 * logged-in user may ask: the browser decides from it whether to offer the Security app and which
 * of its pages; only the answer differs.
 */
export function registerRestApiInfoRoutes(router: IRouter, { auth, capabilities }: SecurityRouteDeps): void {
  router.get({ path: '/api/v1/restapiinfo', response: { 200: RestApiInfoResponseSchema } }, async (request) =>
    restApiInfoBody(await auth.account(request), capabilities)
  );
}

/** GET restapiinfo's answer (the shell page carries the same for its user: boot_page_vars.ts). */
export function restApiInfoBody(
  account: AccountInfoResolved,
  capabilities: SecurityRouteDeps['capabilities']
): RestApiInfoResponse {
  return {
    user: userSummary(account.user_name, account.backend_roles, account.user_requested_tenant),
    user_name: account.user_name,
    has_api_access: account.has_api_access,
    disabled_endpoints: disabledEndpoints(account.api_endpoints),
    ...(capabilities ? { capabilities: capabilities() } : {}),
  };
}
