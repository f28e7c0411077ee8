import type { IRouter } from '../../http/types';
import type { SavedObjectsServiceStart } from '../types';
import {
  OBJECT_PATH,
  attributesSchema,
  migrationVersionSchema,
  objectParams,
  referencesSchema,
  strictObject,
  versionSchema,
} from './schemas';
import { assertRouteWritable } from './write_guard';

const body = strictObject(
  {
    attributes: attributesSchema,
    version: versionSchema,
    migrationVersion: migrationVersionSchema,
    references: referencesSchema,
  },
  ['attributes']
);

/** PUT /api/saved_objects/{type}/{id}: a stale `version` gets 409 and changes nothing. */
export function registerUpdateRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.put({ path: OBJECT_PATH, validate: { params: objectParams, body } }, async (request) => {
    assertRouteWritable([request.params.type]);
    const client = await start.getScopedClient(request);
    const { attributes, version, migrationVersion, references } = request.body;
    return client.update(request.params.type, request.params['*'], attributes, {
      version,
      migrationVersion,
      references,
    });
  });
}
