/** The audit configuration: read (`{ _readonly, config }`, as OpenSearch answers) and replace. */
import type { IRouter } from '../../../../../core/server';
import type { AuditConfig } from '../../../common/types';
import { auditConfigApiSchema } from '../../backend/schemas';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

export function registerAuditRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  const options = securityApiRoute(['audit']);

  router.get({ path: '/api/v1/configuration/audit', options }, async () => {
    const { readonly, config } = await deps.backend.getAuditConfig();
    return { _readonly: readonly, config };
  });

  router.post<unknown, unknown, AuditConfig>(
    { path: '/api/v1/configuration/audit/config', options, validate: { body: auditConfigApiSchema } },
    async (request) => {
      await deps.backend.updateAuditConfig(request.body, deps.actor?.(request));
      return { status: 'OK', message: "'config' updated." };
    }
  );
}
