import type { FastifyInstance } from 'fastify';
import type { SavedObjectsServiceStart } from '../types';
import { OBJECT_PATH, objectParams, type ObjectParams } from './schemas';

const querystring = {
  type: 'object',
  additionalProperties: false,
  properties: { force: { type: 'boolean', default: false } },
} as const;

/** DELETE /api/saved_objects/{type}/{id}: 404 when the tenant has no such object. */
export function registerDeleteRoute(server: FastifyInstance, start: SavedObjectsServiceStart) {
  server.delete<{ Params: ObjectParams; Querystring: { force: boolean } }>(
    OBJECT_PATH,
    { schema: { params: objectParams, querystring } },
    async (request) => {
      const client = await start.getScopedClient(request);
      await client.delete(request.params.type, request.params['*'], { force: request.query.force });
      return {};
    }
  );
}
