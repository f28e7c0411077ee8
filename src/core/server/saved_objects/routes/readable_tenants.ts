import { HttpError } from '../../http/http_error';
import type { IRouter, OsdRequest } from '../../http/types';
import type { ReadableTenant, SavedObjectsServiceStart } from '../types';

export const CROSS_TENANT_FORBIDDEN_MESSAGE = 'You may not list saved objects across tenants.';

/** The same answer for a tenant that does not exist and one the caller may not read, so names cannot be probed. */
export const tenantForbiddenMessage = (name: string) => `You do not have access to the tenant '${name.slice(0, 100)}'.`;

/**
 * The requested tenants, checked against those the caller may read. Any other is refused with
 * 403 rather than left out: a partial page passed off as the whole would mislead, and a refusal
 * cannot be mistaken for "that tenant is empty".
 */
export async function requestedTenants(
  request: OsdRequest,
  start: SavedObjectsServiceStart,
  names: readonly string[]
): Promise<ReadableTenant[]> {
  const readable = await start.getReadableTenants(request);
  if (!readable) throw new HttpError(403, CROSS_TENANT_FORBIDDEN_MESSAGE);
  const byName = new Map(readable.map((tenant) => [tenant.name, tenant]));
  return [...new Set(names)].map((name) => {
    const tenant = byName.get(name);
    if (!tenant) throw new HttpError(403, tenantForbiddenMessage(name));
    return tenant;
  });
}

/**
 * GET /api/saved_objects/_tenants: `{ tenants: [{ name, canWrite, current }] }`, the tenants the
 * caller may list saved objects across (`_find?tenants=`), in display order; empty when it may
 * not list across tenants (the saved objects page then shows no tenant column or filter).
 */
export function registerReadableTenantsRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.get({ path: '/api/saved_objects/_tenants' }, async (request) => {
    const readable = (await start.getReadableTenants(request)) ?? [];
    return { tenants: readable.map(({ name, canWrite, current }) => ({ name, canWrite, current })) };
  });
}
