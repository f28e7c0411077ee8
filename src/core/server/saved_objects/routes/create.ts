import type { IRouter, OsdRequest } from '../../http/types';
import type { SavedObjectReference, SavedObjectsServiceStart } from '../types';
import {
  OBJECT_PATH,
  attributesSchema,
  migrationVersionSchema,
  objectParams,
  overwriteQuery,
  referencesSchema,
  typeParams,
} from './schemas';
import { assertRouteWritable } from './write_guard';

interface CreateRoute {
  /** '*' is the id; without it the id is generated. */
  Params: { type: string; '*'?: string };
  Querystring: { overwrite: boolean };
  Body: {
    attributes: Record<string, unknown>;
    migrationVersion?: Record<string, string>;
    references?: SavedObjectReference[];
  };
}

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['attributes'],
  properties: { attributes: attributesSchema, migrationVersion: migrationVersionSchema, references: referencesSchema },
} as const;

/** POST /api/saved_objects/{type}/{id?}: 409 when the id exists and overwrite is not set. */
export function registerCreateRoute(router: IRouter, start: SavedObjectsServiceStart) {
  const handler = async (
    request: OsdRequest<CreateRoute['Params'], CreateRoute['Querystring'], CreateRoute['Body']>
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
