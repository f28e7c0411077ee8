/**
 * The security configuration API under `/api/v1/configuration/`: roles, rolesmapping,
 * actiongroups, internalusers and tenants (list, get, create or update, delete), roles joined with
 * their mappings (for the role list), the Permissions page's rows, securityconfig, audit, cache, tenancy/config, and
 * the whole configuration's export and import. Every
 * route declares the REST API endpoints it needs, checked by `createSecurityApiGuard`.
 */
import type { IRouter, RequestHandler, RouteConfig } from '../../../../../core/server';
import { requestChangeContext } from '../../backend/embedded/history_tracker';
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

/**
 * Every handler runs with who is calling as the request's change context, so any configuration
 * write it causes is recorded in the history under that user and address, whichever backend
 * method (or import) makes it. (Who the backend acts as is explicit: `deps.backendFor(request)`.)
 */
export function withChangeContext(router: IRouter, deps: ConfigurationRouteDeps): IRouter {
  const wrap =
    <P, Q, B, R>(handler: RequestHandler<P, Q, B, R>): RequestHandler<P, Q, B, R> =>
    async (request, response) => {
      const actor = deps.actor?.(request);
      const context = actor
        ? { user: actor.user, remote_address: actor.request.remote_address ?? null, origin: 'api' as const }
        : {};
      return requestChangeContext.run(context, () => handler(request, response));
    };
  // One implementation for both overloads of each method: the types were checked at the call.
  type AnyRoute = (route: RouteConfig, handler: RequestHandler<any, any, any, any>) => void;
  const pass =
    (register: AnyRoute): AnyRoute =>
    (route, handler) =>
      register(route, wrap(handler));
  return {
    get: pass(router.get.bind(router) as AnyRoute),
    post: pass(router.post.bind(router) as AnyRoute),
    put: pass(router.put.bind(router) as AnyRoute),
    delete: pass(router.delete.bind(router) as AnyRoute),
  };
}

export function registerConfigurationRoutes(outer: IRouter, deps: ConfigurationRouteDeps): void {
  const router = withChangeContext(outer, deps);
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
