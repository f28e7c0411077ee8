import type { SecurityConfig } from '../../common/config';
import type { Tenancy } from '../backend/permissions/tenant_selection';
import type { TenancyConfig } from '../backend/types';

export function effectiveTenancy(config: SecurityConfig, backend: TenancyConfig): Tenancy {
  return {
    enabled: backend.multitenancy_enabled,
    globalEnabled: config.multitenancy.tenants.enable_global,
    privateEnabled: backend.private_tenant_enabled,
    preferred: config.multitenancy.tenants.preferred,
    defaultTenant: backend.default_tenant,
  };
}
