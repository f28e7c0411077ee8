import { HttpError, type IRouter, type OsdResponse } from '../../../../core/server';
import { PRIVATE_TENANT } from '../../common/constants';
import { MULTITENANCY_DISABLED_MESSAGE, PRIVATE_TENANT_DISABLED_MESSAGE } from '../../common/tenancy';
import { MultitenancyInfoSchema, TenantSelectBodySchema } from '../../common/schemas/tenancy';
import { isSelectable, normalizeTenant } from '../backend/permissions/tenant_selection';
import { tenancyInfo } from './dashboardsinfo';
import type { SecurityRouteDeps } from './types';

export const TENANT_PATH = '/api/v1/multitenancy/tenant';

/** The answer is a JSON string ('' is a valid tenant), which would otherwise be sent as bare text. */
function sendJsonString(response: OsdResponse, value: string) {
  response.type('application/json; charset=utf-8');
  return JSON.stringify(value);
}

/**
 * The session's tenant: read it, choose another one the user may use (under the tenancy settings
 * in force this moment); and the multitenancy settings.
 */
export function registerMultitenancyRoutes(router: IRouter, { auth, backend, audit }: SecurityRouteDeps): void {
  router.get({ path: TENANT_PATH }, async (request, response) => {
    const account = await auth.account(request);
    return sendJsonString(response, account.user_requested_tenant ?? '');
  });

  router.post({ path: TENANT_PATH, validate: { body: TenantSelectBodySchema } }, async (request, response) => {
    const state = auth.require(request);
    const { tenant, username } = request.body;
    if (username !== state.username) {
      audit.deny(request, { reason: 'tenant_of_another_user' });
      throw new HttpError(403, 'You can select a tenant only for yourself.');
    }
    if (!state.session) {
      throw new HttpError(
        400,
        'Only a logged-in session keeps a tenant; API clients name it in the securitytenant header.'
      );
    }
    const [account, tenancy] = await Promise.all([auth.account(request), auth.tenancy()]);
    const selection = normalizeTenant(tenant);
    if (!tenancy.enabled && selection !== '') throw new HttpError(400, MULTITENANCY_DISABLED_MESSAGE);
    if (selection === PRIVATE_TENANT && !tenancy.privateEnabled)
      throw new HttpError(400, PRIVATE_TENANT_DISABLED_MESSAGE);
    if (!isSelectable(account, selection, tenancy)) {
      audit.deny(request, { reason: 'tenant', tenant: selection });
      throw new HttpError(403, `You do not have access to the tenant '${tenant}'.`);
    }
    await auth.selectTenant(request, selection);
    return sendJsonString(response, selection);
  });

  router.get(
    { path: '/api/v1/multitenancy/info', response: { 200: MultitenancyInfoSchema } },
    async (request) => (await tenancyInfo(request, { auth, backend })).info
  );
}
