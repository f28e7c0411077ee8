import type { FastifyInstance } from 'fastify';
import type { SavedObjectsServiceStart } from '../types';
import { registerBulkCreateRoute } from './bulk_create';
import { registerBulkGetRoute } from './bulk_get';
import { registerBulkUpdateRoute } from './bulk_update';
import { registerCreateRoute } from './create';
import { registerDeleteRoute } from './delete';
import { registerFindRoute } from './find';
import { registerGetRoute } from './get';
import { registerUpdateRoute } from './update';

/** Every route of SPEC section 7 "Saved objects", under /api/saved_objects/. */
export function registerSavedObjectsRoutes(server: FastifyInstance, start: SavedObjectsServiceStart) {
  registerFindRoute(server, start);
  registerBulkCreateRoute(server, start);
  registerBulkGetRoute(server, start);
  registerBulkUpdateRoute(server, start);
  registerCreateRoute(server, start);
  registerGetRoute(server, start);
  registerUpdateRoute(server, start);
  registerDeleteRoute(server, start);
}
