import type { IRouter } from '../../http/types';
import type { SavedObjectsServiceStart } from '../types';
import { OBJECT_PATH, objectParams, type ObjectParams } from './schemas';

/** GET /api/saved_objects/{type}/{id}: 404 when the tenant has no such object. */
export function registerGetRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.get<ObjectParams>(
    { path: OBJECT_PATH, validate: { params: objectParams, query: { type: 'object', additionalProperties: false } } },
    async (request) => {
      const client = await start.getScopedClient(request);
      return client.get(request.params.type, request.params['*']);
    }
  );
}
