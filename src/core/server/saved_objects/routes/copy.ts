import { Type } from '@sinclair/typebox';
import type { SavedObjectsCopyResponseBody } from '../../../common/saved_objects';
import { HttpError } from '../../http/http_error';
import type { IRouter } from '../../http/types';
import { MAX_COPY_OBJECTS } from '../copy';
import type { SavedObjectsServiceStart } from '../types';
import { flagSchema, objectListSchema, objectRefProperties } from './schemas';
import { assertRouteWritable } from './write_guard';

/** One answer for a tenant that does not exist, is hidden or is read-only, so names cannot be probed. */
export const copyForbiddenMessage = (name: string) =>
  `You may not copy saved objects to the tenant '${name.slice(0, 100)}'.`;

const body = Type.Object(
  {
    objects: objectListSchema(objectRefProperties, ['type', 'id'], { minItems: 1, maxItems: MAX_COPY_OBJECTS }),
    targetTenant: Type.String({ minLength: 1, maxLength: 100 }),
    includeReferencesDeep: flagSchema,
  },
  { additionalProperties: false }
);

/**
 * POST /api/saved_objects/_copy: copies objects of the request's tenant (the session's, or the
 * one the `securitytenant` header names) into `targetTenant`, which the caller must be able to
 * write (else 403), under new ids with references among the copies rewritten; all or nothing.
 */
export function registerCopyRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.post(
    { path: '/api/saved_objects/_copy', validate: { body } },
    async (request): Promise<SavedObjectsCopyResponseBody> => {
      const { objects, targetTenant, includeReferencesDeep } = request.body;
      assertRouteWritable(objects.map((object) => object.type));
      const target = await start.findWritableTenant(request, targetTenant);
      if (!target) throw new HttpError(403, copyForbiddenMessage(targetTenant));
      const result = await start.copyToTenant(request, target, objects, { includeReferencesDeep });
      return { targetTenant: target.name, ...result };
    }
  );
}
