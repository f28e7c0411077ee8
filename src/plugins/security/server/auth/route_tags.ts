/**
 * Route tags the request hooks read. Kept here, under auth, so the hooks (auth) and the routes
 * that carry the tags (routes, which import auth) share them without a cycle.
 */

/** Routes tagged with this need access to the security REST API. */
export const SECURITY_API_TAG = 'security:api';
