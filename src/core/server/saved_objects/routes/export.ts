import { Type } from '@sinclair/typebox';
import { HttpError } from '../../http/http_error';
import type { IRouter } from '../../http/types';
import { badRequest } from '../errors';
import { MAX_PER_PAGE } from '../find/find_query';
import type { SavedObject, SavedObjectsServiceStart } from '../types';
import { flagSchema, objectListSchema, objectRefProperties, typeSchema } from './schemas';

/** The most objects one export (or one import) carries, as upstream's `maxImportExportSize`. */
export const MAX_IMPORT_EXPORT_OBJECTS = 10000;

/** Types an export of "everything of these types" leaves out unless asked for by name. */
const NOT_EXPORTED_BY_DEFAULT = 'config';

const body = Type.Object(
  {
    type: Type.Optional(Type.Union([typeSchema, Type.Array(typeSchema, { minItems: 1, maxItems: 100 })])),
    objects: Type.Optional(
      objectListSchema(objectRefProperties, ['type', 'id'], { minItems: 1, maxItems: MAX_IMPORT_EXPORT_OBJECTS })
    ),
    excludeExportDetails: flagSchema,
  },
  { additionalProperties: false }
);

/** What one exported line holds: the object without its tenant-local version token. */
function exportedLine(object: SavedObject): string {
  const { id, type, attributes, references, migrationVersion, updated_at } = object;
  return JSON.stringify({ id, type, attributes, references, migrationVersion, updated_at });
}

/**
 * POST /api/saved_objects/_export: the current tenant's objects as NDJSON, one object a line,
 * then (unless `excludeExportDetails`) a line `{"exportedCount":N,"missingRefCount":0,"missingReferences":[]}`.
 * `type`: every object of those types; `objects`: those, in that order (a missing one fails the
 * whole export with 400); neither: every type but `config`, which is exported only when named.
 */
export function registerExportRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.post({ path: '/api/saved_objects/_export', validate: { body } }, async (request, response) => {
    const { type, objects, excludeExportDetails } = request.body;
    if (type !== undefined && objects !== undefined) {
      throw badRequest('[type] and [objects] cannot be given together.');
    }
    const client = await start.getScopedClient(request);
    let exported: SavedObject[];
    if (objects) {
      const { saved_objects: found } = await client.bulkGet(objects);
      const missing = found.filter((object) => object.error);
      if (missing.length > 0) {
        throw new HttpError(400, 'Error fetching objects to export', {
          objects: missing.map(({ id, type: t, error }) => ({ id, type: t, error })),
        });
      }
      exported = found;
    } else {
      const types =
        type === undefined
          ? start
              .getTypeRegistry()
              .list()
              .map(({ name }) => name)
              .filter((name) => name !== NOT_EXPORTED_BY_DEFAULT)
          : [...new Set(Array.isArray(type) ? type : [type])];
      const first = types.length > 0 ? await client.find({ type: types, perPage: 1 }) : { total: 0 };
      if (first.total > MAX_IMPORT_EXPORT_OBJECTS) {
        throw badRequest(`Can't export more than ${MAX_IMPORT_EXPORT_OBJECTS} objects (found ${first.total}).`);
      }
      exported = [];
      for (let page = 1; exported.length < first.total; page++) {
        const perPage = Math.min(MAX_PER_PAGE, MAX_IMPORT_EXPORT_OBJECTS);
        const result = await client.find({ type: types, page, perPage, sortField: 'type' });
        if (result.saved_objects.length === 0) break;
        exported.push(...result.saved_objects);
      }
      exported.sort((a, b) => (a.type === b.type ? (a.id < b.id ? -1 : 1) : a.type < b.type ? -1 : 1));
    }
    const lines = exported.map(exportedLine);
    if (!excludeExportDetails) {
      lines.push(JSON.stringify({ exportedCount: exported.length, missingRefCount: 0, missingReferences: [] }));
    }
    response.type('application/ndjson').header('content-disposition', 'attachment; filename="export.ndjson"');
    return lines.join('\n') + '\n';
  });
}
