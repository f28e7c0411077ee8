/**
 * upstream's resource-sharing API (`…/api/resource/share|types|list`, `…/api/resources/migrate`)
 * over saved objects: adapters over the sharing operations (resource_sharing/), registered only
 * with sharing on. Any signed-in user may call them (core decides per object: 404 for what the
 * caller may not see, 403 for what it may see but not share); migrate is the administrators'.
 */
import {
  MigrateResponseSchema,
  ResourceListResponseSchema,
  ResourceTypesResponseSchema,
  SharingInfoResponseSchema,
} from '../../common/schemas/resource_sharing';
import { SHARING_APPS } from '../resource_sharing/sharing_apps';
import type { RestApiRoute, RestSharingFace, RouteContext } from './types';

export function resourceSharingRoutes(face: RestSharingFace): RestApiRoute[] {
  const operations = () => face.operations();
  const share = { 200: SharingInfoResponseSchema };
  const request = ({ request: fastifyRequest, caller }: RouteContext) => face.request(fastifyRequest, caller);
  const update = async (context: RouteContext) => operations().update(request(context), context.body);
  return [
    {
      method: 'GET',
      path: '/api/resource/share',
      access: 'user',
      apps: SHARING_APPS,
      response: share,
      handler: async (context) =>
        operations().view(request(context), context.query.resource_id, context.query.resource_type),
    },
    {
      method: 'PUT',
      path: '/api/resource/share',
      access: 'user',
      apps: SHARING_APPS,
      response: share,
      handler: async (context) => operations().replace(request(context), context.body),
    },
    {
      method: 'PATCH',
      path: '/api/resource/share',
      access: 'user',
      apps: SHARING_APPS,
      response: share,
      handler: update,
    },
    // upstream 3.4 takes POST as PATCH (security-dashboards-plugin's update_sharing sends it).
    {
      method: 'POST',
      path: '/api/resource/share',
      access: 'user',
      apps: SHARING_APPS,
      response: share,
      handler: update,
    },
    {
      method: 'GET',
      path: '/api/resource/types',
      access: 'user',
      response: { 200: ResourceTypesResponseSchema },
      handler: async () => operations().types(),
    },
    {
      method: 'GET',
      path: '/api/resource/list',
      access: 'user',
      apps: SHARING_APPS,
      response: { 200: ResourceListResponseSchema },
      handler: async (context) => operations().list(request(context), context.query.resource_type),
    },
    {
      method: 'POST',
      path: '/api/resources/migrate',
      access: 'user',
      apps: SHARING_APPS,
      response: { 200: MigrateResponseSchema },
      handler: async (context) => operations().migrate(request(context), context.body),
    },
  ];
}
