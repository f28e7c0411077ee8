import type { IRouter, OsdRequest } from '../../../../core/server';
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../common/constants';
import { DashboardsInfoSchema, type MultitenancyInfo } from '../../common/schemas/tenancy';
import type { Tenancy } from '../backend/permissions/tenant_selection';
import type { SecurityBackend } from '../backend/types';
import type { SecurityPluginConfig } from '../config_schema';
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

/** The tenancy switches in force, however the caller read them (the session's view or the stored settings). */
export interface TenancySwitches {
  enabled: boolean;
  privateEnabled: boolean;
  defaultTenant: string;
}

/**
 * OpenSearch's multitenancy info for `userName`: the dashboards listener's multitenancy/info and
 * dashboardsinfo and the REST listener's dashboardsinfo all answer it.
 */
export async function multitenancyInfo(
  userName: string,
  tenancy: TenancySwitches,
  backend: SecurityBackend
): Promise<MultitenancyInfo> {
  const kibana = (await backend.getSecurityConfig()).dynamic.kibana ?? {};
  return {
    user_name: userName,
    not_fail_on_forbidden_enabled: false,
    opensearch_dashboards_mt_enabled: tenancy.enabled,
    opensearch_dashboards_index: kibana.index ?? '.kibana',
    opensearch_dashboards_server_user: kibana.server_username ?? 'kibanaserver',
    multitenancy_enabled: tenancy.enabled,
    private_tenant_enabled: tenancy.privateEnabled,
    default_tenant: displayTenant(tenancy.defaultTenant),
  };
}

/** The live tenancy settings of the caller, in the shape of OpenSearch's multitenancy info. */
export async function tenancyInfo(
  request: OsdRequest,
  { auth, backend }: Pick<SecurityRouteDeps, 'auth' | 'backend'>
): Promise<{ tenancy: Tenancy; info: MultitenancyInfo }> {
  const [account, tenancy] = await Promise.all([auth.account(request), auth.tenancy()]);
  return { tenancy, info: await multitenancyInfo(account.user_name, tenancy, backend()) };
}

/** The password rule as dashboardsinfo answers it. */
export function passwordRuleInfo(config: SecurityPluginConfig) {
  return {
    password_validation_error_message: config.restapi.password_validation_error_message,
    password_validation_regex: config.restapi.password_validation_regex || BUILT_IN_PASSWORD_REGEX,
  };
}

/** GET /api/v1/auth/dashboardsinfo: the tenancy and password settings, as OpenSearch's dashboardsinfo has them. */
export function registerDashboardsInfoRoutes(router: IRouter, deps: SecurityRouteDeps): void {
  const { config } = deps;
  router.get({ path: '/api/v1/auth/dashboardsinfo', response: { 200: DashboardsInfoSchema } }, async (request) => {
    const { tenancy, info } = await tenancyInfo(request, deps);
    return {
      ...info,
      preferred_tenants: tenancy.preferred,
      sign_in_options: [],
      ...passwordRuleInfo(config),
      resource_sharing_enabled: config.resource_sharing.enabled,
      api_tokens_enabled: config.api_tokens.enabled,
      max_duration_seconds: config.api_tokens.max_duration_seconds,
    };
  });
}
