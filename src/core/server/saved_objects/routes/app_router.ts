import type { IRouter, RouteConfig } from '../../http/types';

/**
 * The apps whose pages use the saved objects API: dashboards and visualize keep their objects
 * there, management lists, imports and exports them. A caller needs one of them (issue 41), to
 * write: one opened with everything.
 */
export const SAVED_OBJECTS_APPS: readonly string[] = Object.freeze(['dashboards', 'visualize', 'management']);

/** POST routes that only read: fetching several objects, exporting them. */
const READING_POSTS = new Set(['/api/saved_objects/_bulk_get', '/api/saved_objects/_export']);

/** The router with every saved objects route declared as the API of SAVED_OBJECTS_APPS. */
export function savedObjectsAppRouter(router: IRouter): IRouter {
  const declare = <C extends RouteConfig>(route: C, reads: boolean): C => ({
    ...route,
    options: { ...route.options, app: SAVED_OBJECTS_APPS, ...(reads ? { appAccess: 'read' as const } : {}) },
  });
  return {
    get: (route, handler) => router.get(declare(route, true), handler),
    post: (route, handler) => router.post(declare(route, READING_POSTS.has(route.path)), handler),
    put: (route, handler) => router.put(declare(route, false), handler),
    delete: (route, handler) => router.delete(declare(route, false), handler),
  };
}
