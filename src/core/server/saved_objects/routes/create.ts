import type { IRouter, OsdRequest } from '../../http/types';
import type { Static } from '@sinclair/typebox';
import type { SavedObjectsServiceStart } from '../types';
import {
  OBJECT_PATH,
  attributesSchema,
  migrationVersionSchema,
  objectParams,
  overwriteQuery,
  referencesSchema,
  strictObject,
  typeParams,
} from './schemas';
import { assertRouteWritable } from './write_guard';

const body = strictObject(
  { attributes: attributesSchema, migrationVersion: migrationVersionSchema, references: referencesSchema },
  ['attributes']
);

/** POST /api/saved_objects/{type}/{id?}: 409 when the id exists and overwrite is not set. */
export function registerCreateRoute(router: IRouter, start: SavedObjectsServiceStart) {
  // One handler for both paths: '*' is the id; without it (the first path) the id is generated.
  const handler = async (
    request: OsdRequest<
      Static<typeof typeParams> & Partial<Static<typeof objectParams>>,
      Static<typeof overwriteQuery>,
      Static<typeof body>
    >
  ) => {
    assertRouteWritable([request.params.type]);
    const client = await start.getScopedClient(request);
    const { attributes, migrationVersion, references } = request.body;
    return client.create(request.params.type, attributes, {
      id: request.params['*'],
      overwrite: request.query.overwrite,
      migrationVersion,
      references,
    });
  };
  router.post(
    { path: '/api/saved_objects/:type', validate: { params: typeParams, query: overwriteQuery, body } },
    handler
  );
  router.post({ path: OBJECT_PATH, validate: { params: objectParams, query: overwriteQuery, body } }, handler);
}
