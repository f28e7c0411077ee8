import type { IRouter } from '../../http/types';
import type { SavedObjectsServiceStart } from '../types';
import { OBJECT_PATH, objectParams, type ObjectParams } from './schemas';
import { assertRouteWritable } from './write_guard';

const querystring = {
  type: 'object',
  additionalProperties: false,
  properties: { force: { type: 'boolean', default: false } },
} as const;

/** DELETE /api/saved_objects/{type}/{id}: 404 when the tenant has no such object. */
export function registerDeleteRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.delete<ObjectParams, { force: boolean }>(
    { path: OBJECT_PATH, validate: { params: objectParams, query: querystring } },
    async (request) => {
      assertRouteWritable([request.params.type]);
      const client = await start.getScopedClient(request);
      await client.delete(request.params.type, request.params['*'], { force: request.query.force });
      return {};
    }
  );
}
