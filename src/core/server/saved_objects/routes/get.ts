import type { IRouter } from '../../http/types';
import type { SavedObjectsServiceStart } from '../types';
import { OBJECT_PATH, noQuery, objectParams } from './schemas';

/** GET /api/saved_objects/{type}/{id}: 404 when the tenant has no such object. */
export function registerGetRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.get({ path: OBJECT_PATH, validate: { params: objectParams, query: noQuery } }, async (request) => {
    const client = await start.getScopedClient(request);
    return client.get(request.params.type, request.params['*']);
  });
}
