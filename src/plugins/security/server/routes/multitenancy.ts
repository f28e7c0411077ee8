import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../../../core/server/http/http_error';
import { PRIVATE_TENANT } from '../../common/constants';
import { MULTITENANCY_DISABLED_MESSAGE, PRIVATE_TENANT_DISABLED_MESSAGE } from '../../common/tenancy';
import { isSelectable, normalizeTenant } from '../multitenancy/tenant_selection';
import { tenancyInfo } from './dashboardsinfo';
import type { SecurityRouteDeps } from './types';

export const TENANT_PATH = '/api/v1/multitenancy/tenant';

/** The answer is a JSON string ('' is a valid tenant), which Fastify would otherwise send as bare text. */
function sendJsonString(reply: FastifyReply, value: string) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}

/**
 * The session's tenant: read it, choose another one the user may use (under the tenancy settings
 * in force this moment); and the multitenancy settings.
 */
export function registerMultitenancyRoutes(server: FastifyInstance, { auth, backend, audit }: SecurityRouteDeps): void {
  server.get(TENANT_PATH, async (request, reply) => {
    const account = await auth.account(request);
    return sendJsonString(reply, account.user_requested_tenant ?? '');
  });

  server.post<{ Body: { tenant: string; username: string } }>(
    TENANT_PATH,
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['tenant', 'username'],
          properties: {
            tenant: { type: 'string', maxLength: 200 },
            username: { type: 'string', minLength: 1, maxLength: 1024 },
          },
        },
      },
    },
    async (request, reply) => {
      const state = auth.require(request);
      const { tenant, username } = request.body;
      if (username !== state.username) {
        audit.deny(request, { reason: 'tenant_of_another_user' });
        throw new HttpError(403, 'You can select a tenant only for yourself.');
      }
      if (!state.session) {
        throw new HttpError(400, 'Only a logged-in session keeps a tenant; API clients name it in the securitytenant header.');
      }
      const [account, tenancy] = await Promise.all([auth.account(request), auth.tenancy()]);
      const selection = normalizeTenant(tenant);
      if (!tenancy.enabled && selection !== '') throw new HttpError(400, MULTITENANCY_DISABLED_MESSAGE);
      if (selection === PRIVATE_TENANT && !tenancy.privateEnabled) throw new HttpError(400, PRIVATE_TENANT_DISABLED_MESSAGE);
      if (!isSelectable(account, selection, tenancy)) {
        audit.deny(request, { reason: 'tenant', tenant: selection });
        throw new HttpError(403, `You do not have access to the tenant '${tenant}'.`);
      }
      await auth.selectTenant(request, selection);
      return sendJsonString(reply, selection);
    }
  );

  server.get('/api/v1/multitenancy/info', async (request) => (await tenancyInfo(request, { auth, backend })).info);
}
