import { HttpError } from '../../http/http_error';
import type { ShareLevel } from '../../../common/saved_object_sharing';
import { notFoundError } from '../errors';
import type { SavedObject } from '../types';
import { atLeast, levelOf, summaryOf, type SharingScope } from './access';
import { recordKey, type SharingRecords } from './records';
import type { StoredSharing } from './types';

export const notAllowedError = (type: string, id: string) =>
  new HttpError(403, `You may not change the saved object [${type}/${id}]: it is shared with you with fewer rights.`);

/**
 * The objects as the scope's subject may read them: each with its `sharing` summary when it is
 * owned, or null in its place when the subject may not see it (answer it as a missing object).
 * `tenantOf` gives each object's tenant (storage id and write flag).
 */
export async function readable(
  records: SharingRecords,
  scope: SharingScope | undefined,
  objects: readonly SavedObject[],
  tenantOf: (object: SavedObject) => { id: string; canWrite: boolean }
): Promise<Array<SavedObject | null>> {
  if (!scope) return [...objects];
  const keys = objects
    .filter((object) => scope.protectedTypes.has(object.type))
    .map((object) => ({ tenant: tenantOf(object).id, type: object.type, id: object.id }));
  const found = keys.length > 0 ? await records.getMany(keys) : new Map<string, StoredSharing>();
  return objects.map((object) => {
    const tenant = tenantOf(object);
    const record = found.get(recordKey({ tenant: tenant.id, type: object.type, id: object.id }));
    if (!record) return object;
    const level = levelOf(scope.subject, record);
    return level ? { ...object, sharing: summaryOf(record, level, tenant.canWrite) } : null;
  });
}

/**
 * Checks that the subject holds `needed` on an existing object before a write: 404 when it may
 * not see it (as for a missing object), 403 when it may see it with a lower level. Answers the
 * record (null: not protected, or no owner yet, so the tenant alone decides).
 */
export async function requireLevel(
  records: SharingRecords,
  scope: SharingScope | undefined,
  tenant: string,
  type: string,
  id: string,
  needed: ShareLevel
): Promise<StoredSharing | null> {
  if (!scope || !scope.protectedTypes.has(type)) return null;
  const record = await records.get({ tenant, type, id });
  if (!record) return null;
  const level = levelOf(scope.subject, record);
  if (!level) throw notFoundError(type, id);
  if (!atLeast(level, needed)) throw notAllowedError(type, id);
  return record;
}
