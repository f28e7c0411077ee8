import type * as SharingRequest from '../rest_api/sharing_request';
import { registerResourceSharingRoutes, registerResourceTypesRoute } from '../resource_sharing/dashboards_routes';
import type * as Policy from '../resource_sharing/sharing_policy';
import type * as Operations from '../resource_sharing/sharing_operations';
import { SecurityConfigError } from '../config_error';
import type { RestSharingFace } from '../rest_api/types';
import { Late } from './late';
import type { ModuleSetupDeps, SecurityModule } from './types';

/** Owner-based sharing of saved objects (issue 72); the REST listener serves its face too. */
export interface ResourceSharingModule extends SecurityModule {
  /** The REST listener's routes, set by setup when sharing is on. */
  restFace?: RestSharingFace;
}

/**
 * Set up on every backend (the sharing records are core's, in this server's store): with sharing
 * off only `GET /api/resource/types` answers (`{types: []}`, what the pages read to know); on, the
 * policy core consults and the routes of both listeners.
 */
export function resourceSharingModule(): ResourceSharingModule {
  const operations = new Late<Operations.SharingOperations>();
  let protectedTypes: readonly string[] = [];
  // Set by setup with sharing on: start then checks the types and builds the operations.
  let on: Pick<ModuleSetupDeps, 'auth' | 'audit'> | undefined;
  const module: ResourceSharingModule = {
    id: 'resource_sharing',
    requires: [],
    setup(deps) {
      const { core, router, config } = deps;
      const { enabled, protected_types } = config.resource_sharing;
      registerResourceTypesRoute(router, () => (enabled ? operations.get().types() : { types: [] }));
      if (!enabled) return;
      protectedTypes = protected_types;
      on = deps;
      // The policy and the operations are loaded only with sharing on (off by default).
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
      const { sharingPolicy } = require('../resource_sharing/sharing_policy') as typeof Policy;
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
      const { restListenerRequest } = require('../rest_api/sharing_request') as typeof SharingRequest;
      core.savedObjects.setSharingPolicy(sharingPolicy(deps.auth, protected_types));
      registerResourceSharingRoutes(router, operations.get);
      module.restFace = {
        operations: operations.get,
        request: (request, caller) => restListenerRequest(deps.auth, request, caller),
      };
    },
    start({ core }) {
      if (!on) return;
      const { auth, audit } = on;
      const registry = core.savedObjects.getTypeRegistry();
      const unknown = protectedTypes.filter((type) => !registry.has(type));
      if (unknown.length > 0)
        throw new SecurityConfigError(
          `[opensearch_security.resource_sharing.protected_types] names saved-object types this server does not have: ${unknown.join(', ')}.`
        );
      const { savedObjects } = core;
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
      const { isSharingAdmin } = require('../resource_sharing/sharing_policy') as typeof Policy;
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
      const { SharingOperations } = require('../resource_sharing/sharing_operations') as typeof Operations;
      operations.set(
        new SharingOperations({
          sharing: () => savedObjects.sharing,
          isAdmin: async (request) => isSharingAdmin(await auth.account(request)),
          writableTenants: async (request) =>
            (await savedObjects.getUsableTenants(request)).filter((tenant) => tenant.canWrite).map(({ id }) => id),
          entries: (request) => auth.backendFor(request),
          audit: (request, details) => audit.sharingChanged(request, details),
        })
      );
    },
    stop() {
      operations.set(undefined);
    },
  };
  return module;
}
