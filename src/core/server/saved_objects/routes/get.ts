import type { FastifyInstance } from 'fastify';
import type { SavedObjectsServiceStart } from '../types';
import { OBJECT_PATH, objectParams, type ObjectParams } from './schemas';

/** GET /api/saved_objects/{type}/{id}: 404 when the tenant has no such object. */
export function registerGetRoute(server: FastifyInstance, start: SavedObjectsServiceStart) {
  server.get<{ Params: ObjectParams }>(
    OBJECT_PATH,
    { schema: { params: objectParams, querystring: { type: 'object', additionalProperties: false } } },
    async (request) => {
      const client = await start.getScopedClient(request);
      return client.get(request.params.type, request.params['*']);
    }
  );
}
