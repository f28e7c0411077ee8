/**
 * security-dashboards-plugin's resource access routes on the dashboards server (`/api/resource/*`,
 * the same bodies its client sends), plus what this product's pages add: the pickers' names, the
 * owner-less objects, "Assign owner" and upstream's migrate. Adapters over the sharing operations; non-GET calls need
 * `osd-xsrf` as every route here.
 */
import { Type } from '@sinclair/typebox';
import type { IRouter } from '../../../../core/server';
import {
  AssignOwnerBodySchema,
  MigrateResponseSchema,
  PrincipalsQuerySchema,
  PrincipalsResponseSchema,
  RESOURCE_API,
  ResourceListResponseSchema,
  ResourceTypeQuerySchema,
  ResourceTypesResponseSchema,
  ResourceViewQuerySchema,
  SharingInfoResponseSchema,
  UnownedResponseSchema,
} from '../../common/schemas/resource_sharing';
import { stepUpRoute } from '../auth/mfa/step_up';
import { routeFamily } from '../route_family';
import { namesParam } from './principals';
import { SHARING_APPS } from './sharing_apps';
import type { SharingOperations } from './sharing_operations';

const ROUTE = { authRequired: true } as const;
/** The bodies are read by the operations (one reading for both listeners, upstream's messages). */
const AnyObject = Type.Object({}, { additionalProperties: true });

/** A resource route: signed in, within the sharing apps, its input validated, its answer declared. */
const resourceRoute = routeFamily({ ...ROUTE, app: SHARING_APPS });
/**
 * The administrators' writes (owners for owner-less objects, one or all at once) are security
 * writes: a session of a user with a factor confirms them with a fresh check, as every other one.
 */
const administratorWrite = routeFamily(stepUpRoute({ ...ROUTE, app: SHARING_APPS }));

/** `GET /api/resource/types`: `{types: []}` while sharing is off (the pages read it to know). */
export function registerResourceTypesRoute(router: IRouter, types: () => ReturnType<SharingOperations['types']>): void {
  router.get({ path: RESOURCE_API.types, options: ROUTE, response: { 200: ResourceTypesResponseSchema } }, async () =>
    types()
  );
}

/** The other routes: registered only with sharing on (404 otherwise, as any unknown route). */
export function registerResourceSharingRoutes(router: IRouter, operations: () => SharingOperations): void {
  router.get(
    resourceRoute(RESOURCE_API.list, { query: ResourceTypeQuerySchema }, ResourceListResponseSchema),
    async (request) => operations().list(request, request.query.resourceType)
  );
  router.get(
    resourceRoute(RESOURCE_API.view, { query: ResourceViewQuerySchema }, SharingInfoResponseSchema),
    async (request) => operations().view(request, request.query.resourceId, request.query.resourceType)
  );
  router.put(resourceRoute(RESOURCE_API.share, { body: AnyObject }, SharingInfoResponseSchema), async (request) =>
    operations().replace(request, request.body)
  );
  router.post(
    resourceRoute(RESOURCE_API.updateSharing, { body: AnyObject }, SharingInfoResponseSchema),
    async (request) => operations().update(request, request.body)
  );
  router.get(
    resourceRoute(RESOURCE_API.principals, { query: PrincipalsQuerySchema }, PrincipalsResponseSchema),
    async (request) => {
      const { kind, query = '', names } = request.query;
      return operations().principals(request, kind, query, namesParam(names));
    }
  );
  router.get(
    resourceRoute(RESOURCE_API.unowned, { query: ResourceTypeQuerySchema }, UnownedResponseSchema),
    async (request) => operations().unowned(request, request.query.resourceType)
  );
  router.post(
    administratorWrite(RESOURCE_API.assignOwner, { body: AssignOwnerBodySchema }, SharingInfoResponseSchema),
    async (request) => {
      const { resourceType, resourceId, owner } = request.body;
      return operations().assignOwner(request, resourceType, resourceId, owner);
    }
  );
  router.post(administratorWrite(RESOURCE_API.migrate, { body: AnyObject }, MigrateResponseSchema), async (request) =>
    operations().migrate(request, request.body)
  );
}
