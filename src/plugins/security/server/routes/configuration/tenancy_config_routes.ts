/**
 * GET / PUT /api/v1/configuration/tenancy/config: the multitenancy switches and the default
 * tenant, `{ multitenancy_enabled, private_tenant_enabled, default_tenant }`. A PUT takes effect
 * at once on every request (tenant lists, tenant selection, login, saved objects), no restart.
 */
import type { FastifyInstance } from 'fastify';
import { TENANCY_CONFIG_PATH, type TenancyConfig } from '../../../common/tenancy';
import { assertValidRequest } from './route_validation';
import { guarded, type ConfigurationRouteDeps } from './types';

const tenancyConfigSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['multitenancy_enabled', 'private_tenant_enabled', 'default_tenant'],
  properties: {
    multitenancy_enabled: { type: 'boolean' },
    private_tenant_enabled: { type: 'boolean' },
    // A tenant name (at most 50 characters) or one of the global / private spellings.
    default_tenant: { type: 'string', maxLength: 100 },
  },
};

export function registerTenancyConfigRoutes(server: FastifyInstance, deps: ConfigurationRouteDeps): void {
  const options = guarded(deps);

  server.get(TENANCY_CONFIG_PATH, options, async () => deps.backend.getTenancyConfig());

  server.put<{ Body: TenancyConfig }>(TENANCY_CONFIG_PATH, { ...options, schema: { body: tenancyConfigSchema } }, async (request) => {
    assertValidRequest(request);
    return deps.backend.updateTenancyConfig(request.body, deps.actor?.(request));
  });
}
