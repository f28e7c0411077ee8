/**
 * GET / PUT /api/v1/configuration/tenancy/config: the multitenancy switches and the default
 * tenant, `{ multitenancy_enabled, private_tenant_enabled, default_tenant }`. A PUT takes effect
 * at once on every request (tenant lists, tenant selection, login, saved objects), no restart.
 */
import type { IRouter } from '../../../../../core/server';
import { TENANCY_CONFIG_PATH } from '../../../common/tenancy';
import { TenancyConfigSchema } from '../../../common/schemas/tenancy';
import { tenancySettingsOperations } from '../../operations';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

export function registerTenancyConfigRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  // Upstream's multitenancy config belongs to the tenants endpoint.
  const options = securityApiRoute(['tenants']);
  const response = { 200: TenancyConfigSchema };

  router.get({ path: TENANCY_CONFIG_PATH, options, response }, async (request) =>
    tenancySettingsOperations.get(await deps.callerFor(request))
  );

  router.put(
    { path: TENANCY_CONFIG_PATH, options, validate: { body: TenancyConfigSchema }, response },
    async (request) => tenancySettingsOperations.update(await deps.callerFor(request), request.body)
  );
}
