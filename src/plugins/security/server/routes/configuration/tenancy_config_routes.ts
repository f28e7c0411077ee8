/**
 * GET / PUT /api/v1/configuration/tenancy/config: the multitenancy switches and the default
 * tenant, `{ multitenancy_enabled, private_tenant_enabled, default_tenant }`. A PUT takes effect
 * at once on every request (tenant lists, tenant selection, login, saved objects), no restart.
 */
import type { IRouter } from '../../../../../core/server';
import { TENANCY_CONFIG_PATH, type TenancyConfig } from '../../../common/tenancy';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

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

export function registerTenancyConfigRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  // Upstream's multitenancy config belongs to the tenants endpoint.
  const options = securityApiRoute(['tenants']);

  router.get({ path: TENANCY_CONFIG_PATH, options }, async () => deps.backend.getTenancyConfig());

  router.put<unknown, unknown, TenancyConfig>(
    { path: TENANCY_CONFIG_PATH, options, validate: { body: tenancyConfigSchema } },
    async (request) => {
      return deps.backend.updateTenancyConfig(request.body, deps.actor?.(request));
    }
  );
}
