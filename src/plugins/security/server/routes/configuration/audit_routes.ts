/** The audit configuration: read (`{ _readonly, config }`, as OpenSearch answers) and replace. */
import type { IRouter } from '../../../../../core/server';
import { AuditConfigBodySchema, AuditConfigResponseSchema } from '../../../common/schemas/audit';
import { StatusMessageSchema } from '../../../common/schemas/fields';
import { auditSettingsOperations } from '../../operations';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

export function registerAuditRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  const options = securityApiRoute(['audit']);

  router.get(
    { path: '/api/v1/configuration/audit', options, response: { 200: AuditConfigResponseSchema } },
    async (request) => {
      const { readonly, config } = await auditSettingsOperations.get(await deps.callerFor(request));
      return { _readonly: readonly, config };
    }
  );

  router.post(
    {
      path: '/api/v1/configuration/audit/config',
      options,
      validate: { body: AuditConfigBodySchema },
      response: { 200: StatusMessageSchema },
    },
    async (request) => {
      await auditSettingsOperations.update(await deps.callerFor(request), request.body);
      return { status: 'OK', message: "'config' updated." };
    }
  );
}
