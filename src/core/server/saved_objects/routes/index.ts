import type { IRouter } from '../../http/types';
import type { SavedObjectsServiceStart } from '../types';
import { savedObjectsAppRouter } from './app_router';
import { registerBulkCreateRoute } from './bulk_create';
import { registerBulkGetRoute } from './bulk_get';
import { registerBulkUpdateRoute } from './bulk_update';
import { registerCopyRoute } from './copy';
import { registerCreateRoute } from './create';
import { registerDeleteRoute } from './delete';
import { registerExportRoute } from './export';
import { registerFindRoute } from './find';
import { registerGetRoute } from './get';
import { registerImportRoute } from './import';
import { registerReadableTenantsRoute } from './readable_tenants';
import { registerTypesRoute } from './types_list';
import { registerUpdateRoute } from './update';

/** Every route of SPEC section 7 "Saved objects", under /api/saved_objects/. */
export function registerSavedObjectsRoutes(coreRouter: IRouter, start: SavedObjectsServiceStart) {
  const router = savedObjectsAppRouter(coreRouter);
  registerFindRoute(router, start);
  registerTypesRoute(router, start);
  registerReadableTenantsRoute(router, start);
  registerExportRoute(router, start);
  registerImportRoute(router, start);
  registerCopyRoute(router, start);
  registerBulkCreateRoute(router, start);
  registerBulkGetRoute(router, start);
  registerBulkUpdateRoute(router, start);
  registerCreateRoute(router, start);
  registerGetRoute(router, start);
  registerUpdateRoute(router, start);
  registerDeleteRoute(router, start);
}
