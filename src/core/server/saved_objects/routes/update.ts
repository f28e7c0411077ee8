import type { IRouter } from '../../http/types';
import type { SavedObjectReference, SavedObjectsServiceStart } from '../types';
import {
  OBJECT_PATH,
  attributesSchema,
  migrationVersionSchema,
  objectParams,
  referencesSchema,
  versionSchema,
  type ObjectParams,
} from './schemas';
import { assertRouteWritable } from './write_guard';

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['attributes'],
  properties: {
    attributes: attributesSchema,
    version: versionSchema,
    migrationVersion: migrationVersionSchema,
    references: referencesSchema,
  },
} as const;

interface UpdateRoute {
  Params: ObjectParams;
  Body: {
    attributes: Record<string, unknown>;
    version?: string;
    migrationVersion?: Record<string, string>;
    references?: SavedObjectReference[];
  };
}

/** PUT /api/saved_objects/{type}/{id}: a stale `version` gets 409 and changes nothing. */
export function registerUpdateRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.put<UpdateRoute['Params'], unknown, UpdateRoute['Body']>(
    { path: OBJECT_PATH, validate: { params: objectParams, body } },
    async (request) => {
      assertRouteWritable([request.params.type]);
      const client = await start.getScopedClient(request);
      const { attributes, version, migrationVersion, references } = request.body;
      return client.update(request.params.type, request.params['*'], attributes, {
        version,
        migrationVersion,
        references,
      });
    }
  );
}
