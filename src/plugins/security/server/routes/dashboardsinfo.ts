import type { IRouter, OsdRequest } from '../../../../core/server';
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../common/constants';
import { BUILT_IN_PASSWORD_REGEX } from '../config';
import type { SecurityRouteDeps } from './types';

/**
 * OpenSearch names the default tenant 'Global' / 'Private' here rather than '' (none chosen,
 * which means global) / 'global_tenant' / '__user__'.
 */
export function displayTenant(tenant: string): string {
  if (tenant === '' || tenant === GLOBAL_TENANT_NAME) return 'Global';
  if (tenant === PRIVATE_TENANT) return 'Private';
  return tenant;
}

/** The live tenancy settings of the caller, in the shape of OpenSearch's multitenancy info. */
export async function tenancyInfo(request: OsdRequest, { auth, backend }: Pick<SecurityRouteDeps, 'auth' | 'backend'>) {
  const account = await auth.account(request);
  const [tenancy, securityConfig] = await Promise.all([auth.tenancy(), backend().getSecurityConfig()]);
  const kibana = securityConfig.dynamic.kibana ?? {};
  return {
    tenancy,
    info: {
      user_name: account.user_name,
      not_fail_on_forbidden_enabled: false,
      opensearch_dashboards_mt_enabled: tenancy.enabled,
      opensearch_dashboards_index: kibana.index ?? '.kibana',
      opensearch_dashboards_server_user: kibana.server_username ?? 'kibanaserver',
      multitenancy_enabled: tenancy.enabled,
      private_tenant_enabled: tenancy.privateEnabled,
      default_tenant: displayTenant(tenancy.defaultTenant),
    },
  };
}

/** GET /api/v1/auth/dashboardsinfo: the tenancy and password settings, as OpenSearch's dashboardsinfo has them. */
export function registerDashboardsInfoRoutes(router: IRouter, deps: SecurityRouteDeps): void {
  const { config } = deps;
  router.get({ path: '/api/v1/auth/dashboardsinfo' }, async (request) => {
    const { tenancy, info } = await tenancyInfo(request, deps);
    return {
      ...info,
      preferred_tenants: tenancy.preferred,
      sign_in_options: [],
      password_validation_error_message: config.restapi.password_validation_error_message,
      password_validation_regex: config.restapi.password_validation_regex || BUILT_IN_PASSWORD_REGEX,
      resource_sharing_enabled: false,
      api_tokens_enabled: false,
    };
  });
}
