import type { IRouter } from '../../http/types';
import type { SavedObjectsServiceStart } from '../types';
import { MAX_BULK_OBJECTS, fieldsSchema, idSchema, typeSchema } from './schemas';

const body = {
  type: 'array',
  maxItems: MAX_BULK_OBJECTS,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['type', 'id'],
    properties: { type: typeSchema, id: idSchema, fields: fieldsSchema },
  },
} as const;

/** POST /api/saved_objects/_bulk_get: a missing object is reported in its own `error` field. */
export function registerBulkGetRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.post<unknown, unknown, Array<{ type: string; id: string; fields?: string[] }>>(
    { path: '/api/saved_objects/_bulk_get', validate: { body } },
    async (request) => {
      const client = await start.getScopedClient(request);
      return client.bulkGet(request.body);
    }
  );
}
