import type { SecurityPluginConfig } from '../../config_schema';
import type { Tenancy } from './tenant_selection';
import type { TenancyConfig } from '../types';

export function effectiveTenancy(config: SecurityPluginConfig, backend: TenancyConfig): Tenancy {
  return {
    enabled: backend.multitenancy_enabled,
    globalEnabled: config.multitenancy.tenants.enable_global,
    privateEnabled: backend.private_tenant_enabled,
    // Set through the tenancy configuration API, they apply at once; else the yml's.
    preferred: backend.preferred_tenants?.length ? backend.preferred_tenants : config.multitenancy.tenants.preferred,
    defaultTenant: backend.default_tenant,
  };
}
