import { Type } from '@sinclair/typebox';
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

const query = Type.Object(
  {
    access: Type.Optional(Type.Unsafe<'list' | 'write'>({ type: 'string', enum: ['list', 'write'], default: 'list' })),
  },
  { additionalProperties: false }
);

/**
 * GET /api/saved_objects/_tenants: `{ tenants: [{ name, canWrite, current }] }`, in display order.
 * `access=list` (the default): the tenants the caller may list saved objects across
 * (`_find?tenants=`); empty when it may not list across tenants (the saved objects page then shows
 * no tenant column or filter). `access=write`: the tenants any caller may write, the targets of `_copy`.
 */
export function registerReadableTenantsRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.get({ path: '/api/saved_objects/_tenants', validate: { query } }, async (request) => {
    const tenants =
      request.query.access === 'write'
        ? (await start.getUsableTenants(request)).filter((tenant) => tenant.canWrite)
        : ((await start.getReadableTenants(request)) ?? []);
    return { tenants: tenants.map(({ name, canWrite, current }) => ({ name, canWrite, current })) };
  });
}
