import type { IRouter } from '../../http/types';
import type { SavedObjectsServiceStart } from '../types';
import { MAX_BULK_OBJECTS, fieldsSchema, idSchema, objectListSchema, typeSchema } from './schemas';

const body = objectListSchema({ type: typeSchema, id: idSchema, fields: fieldsSchema }, ['type', 'id'], {
  maxItems: MAX_BULK_OBJECTS,
});

/** POST /api/saved_objects/_bulk_get: a missing object is reported in its own `error` field. */
export function registerBulkGetRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.post({ path: '/api/saved_objects/_bulk_get', validate: { body } }, async (request) => {
    const client = await start.getScopedClient(request);
    return client.bulkGet(request.body);
  });
}
