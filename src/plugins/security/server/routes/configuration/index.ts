/**
 * The security configuration API under `/api/v1/configuration/`: roles, rolesmapping,
 * actiongroups, internalusers and tenants (list, get, create or update, delete), roles joined with
 * their mappings (for the role list), the Permissions page's rows, securityconfig, audit, cache, tenancy/config, and
 * the whole configuration's export and import. Every
 * route declares the REST API endpoints it needs, checked by `createSecurityApiGuard`, and reaches
 * the configuration through the operations layer (`server/operations/`) as the caller `callerFor`
 * describes: the routes only translate HTTP shapes.
 */
import type { IRouter } from '../../../../../core/server';
import { registerHistoryRoutes } from './history_routes';
import { registerAuditRoutes } from './audit_routes';
import { registerCacheRoutes } from './cache_routes';
import { registerConfigTransferRoutes } from './config_transfer_routes';
import { registerEntryRoutes } from './entry_routes';
import { registerPermissionRoutes } from './permission_routes';
import { registerRolesWithMappingsRoutes } from './roles_with_mappings_routes';
import { registerSecurityConfigRoutes } from './security_config_routes';
import { registerTenancyConfigRoutes } from './tenancy_config_routes';
import type { ConfigurationRouteDeps } from './types';

export {
  SECURITY_API_TAG,
  createSecurityApiGuard,
  requiredEndpoints,
  securityApiRoute,
  type ApiRequirement,
  type ConfigurationRouteDeps,
} from './types';
export { ROLES_WITH_MAPPINGS_PATH, type MappedPrincipals, type RoleWithMapping } from './roles_with_mappings_routes';
export { DEFAULT_PER_PAGE, ENTRY_RESOURCES, MAX_PER_PAGE, type EntryResource } from './entry_routes';

export function registerConfigurationRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  registerHistoryRoutes(router, deps);
  registerEntryRoutes(router, deps);
  registerRolesWithMappingsRoutes(router, deps);
  registerPermissionRoutes(router, deps);
  registerSecurityConfigRoutes(router, deps);
  registerAuditRoutes(router, deps);
  registerCacheRoutes(router, deps);
  registerTenancyConfigRoutes(router, deps);
  registerConfigTransferRoutes(router, deps);
}
