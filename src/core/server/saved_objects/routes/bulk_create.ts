import type { IRouter } from '../../http/types';
import type { SavedObjectsServiceStart } from '../types';
import {
  MAX_BULK_OBJECTS,
  attributesSchema,
  idSchema,
  migrationVersionSchema,
  objectListSchema,
  overwriteQuery,
  referencesSchema,
  typeSchema,
} from './schemas';
import { assertRouteWritable } from './write_guard';

const body = objectListSchema(
  {
    type: typeSchema,
    id: idSchema,
    attributes: attributesSchema,
    migrationVersion: migrationVersionSchema,
    references: referencesSchema,
  },
  ['type', 'attributes'],
  { maxItems: MAX_BULK_OBJECTS }
);

/** POST /api/saved_objects/_bulk_create: a conflict or a bad object fails only that object. */
export function registerBulkCreateRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.post(
    { path: '/api/saved_objects/_bulk_create', validate: { query: overwriteQuery, body } },
    async (request) => {
      assertRouteWritable(request.body.map((object) => object.type));
      const client = await start.getScopedClient(request);
      return client.bulkCreate(request.body, { overwrite: request.query.overwrite });
    }
  );
}
