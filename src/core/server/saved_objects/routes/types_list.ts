import type { IRouter } from '../../http/types';
import type { SavedObjectsServiceStart } from '../types';

/** Types listed for management pages: `config` is left out, its objects are the settings page's. */
const NOT_MANAGED = 'config';

/**
 * GET /api/saved_objects/_types: `{ types: string[], canWrite: boolean }`, the registered types a
 * saved objects page may list, export and import (`_find` refuses a type nobody registered, so the
 * page asks first), and whether the caller's current tenant takes writes (else the page hides them).
 */
export function registerTypesRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.get({ path: '/api/saved_objects/_types' }, async (request) => ({
    canWrite: (await start.getScopedClient(request)).tenant.canWrite,
    types: start
      .getTypeRegistry()
      .list()
      .map(({ name }) => name)
      .filter((name) => name !== NOT_MANAGED)
      .sort(),
  }));
}
