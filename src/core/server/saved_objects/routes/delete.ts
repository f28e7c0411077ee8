import type { IRouter } from '../../http/types';
import type { SavedObjectsServiceStart } from '../types';
import { Type } from '@sinclair/typebox';
import { OBJECT_PATH, flagSchema, objectParams } from './schemas';
import { assertRouteWritable } from './write_guard';

const querystring = Type.Object({ force: flagSchema }, { additionalProperties: false });

/** DELETE /api/saved_objects/{type}/{id}: 404 when the tenant has no such object. */
export function registerDeleteRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.delete({ path: OBJECT_PATH, validate: { params: objectParams, query: querystring } }, async (request) => {
    assertRouteWritable([request.params.type]);
    const client = await start.getScopedClient(request);
    await client.delete(request.params.type, request.params['*'], { force: request.query.force });
    return {};
  });
}
