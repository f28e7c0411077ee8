import type { IRouter } from '../../http/types';
import type { SavedObjectsServiceStart } from '../types';
import {
  MAX_BULK_OBJECTS,
  attributesSchema,
  idSchema,
  migrationVersionSchema,
  objectListSchema,
  referencesSchema,
  typeSchema,
  versionSchema,
} from './schemas';
import { assertRouteWritable } from './write_guard';

const body = objectListSchema(
  {
    type: typeSchema,
    id: idSchema,
    attributes: attributesSchema,
    version: versionSchema,
    migrationVersion: migrationVersionSchema,
    references: referencesSchema,
  },
  ['type', 'id', 'attributes'],
  { maxItems: MAX_BULK_OBJECTS }
);

/** PUT /api/saved_objects/_bulk_update: a missing or stale object fails only that object. */
export function registerBulkUpdateRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.put({ path: '/api/saved_objects/_bulk_update', validate: { body } }, async (request) => {
    assertRouteWritable(request.body.map((object) => object.type));
    const client = await start.getScopedClient(request);
    return client.bulkUpdate(request.body);
  });
}
