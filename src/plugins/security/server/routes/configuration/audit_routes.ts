/** The audit configuration: read (`{ _readonly, config }`, as OpenSearch answers) and replace. */
import type { FastifyInstance } from 'fastify';
import type { AuditConfig } from '../../../common/types';
import { auditConfigApiSchema } from '../../backend/schemas';
import { assertValidRequest } from './route_validation';
import { guarded, type ConfigurationRouteDeps } from './types';

export function registerAuditRoutes(server: FastifyInstance, deps: ConfigurationRouteDeps): void {
  const options = guarded(deps);

  server.get('/api/v1/configuration/audit', options, async () => {
    const { readonly, config } = await deps.backend.getAuditConfig();
    return { _readonly: readonly, config };
  });

  server.post<{ Body: AuditConfig }>('/api/v1/configuration/audit/config', { ...options, schema: { body: auditConfigApiSchema } }, async (request) => {
    assertValidRequest(request);
    await deps.backend.updateAuditConfig(request.body, deps.actor?.(request));
    return { status: 'OK', message: "'config' updated." };
  });
}
