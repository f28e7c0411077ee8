import { Type } from '@sinclair/typebox';
import { randomUUID } from 'crypto';
import type { IRouter } from '../../http/types';
import { badRequest, readOnlyTenantError } from '../errors';
import type { BulkCreateObject, SavedObjectReference, SavedObjectsServiceStart } from '../types';
import { isPlainObject } from '../validation';
import { MAX_IMPORT_EXPORT_OBJECTS } from './export';
import { rejectPrototypeKeys } from '../../http/json_body';
import { flagSchema } from './schemas';

/** Types never imported through here: `config` holds the UI settings, changed through the settings API only. */
const NOT_IMPORTABLE: ReadonlySet<string> = new Set(['config']);

export type ImportErrorKind = 'conflict' | 'unsupported_type' | 'unknown';

export interface SavedObjectsImportError {
  id: string;
  type: string;
  title?: string;
  error: { type: ImportErrorKind; message?: string; statusCode?: number };
}

export interface SavedObjectsImportSuccess {
  id: string;
  type: string;
  destinationId?: string;
  overwrite?: boolean;
  meta: { title?: string };
}

export interface SavedObjectsImportResponse {
  success: boolean;
  successCount: number;
  errors: SavedObjectsImportError[];
  successResults: SavedObjectsImportSuccess[];
}

const query = Type.Object({ overwrite: flagSchema, createNewCopies: flagSchema }, { additionalProperties: false });

interface ImportedObject {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  references: SavedObjectReference[];
  migrationVersion?: Record<string, string>;
}

const isReference = (value: unknown): value is SavedObjectReference =>
  isPlainObject(value) &&
  typeof value.name === 'string' &&
  typeof value.type === 'string' &&
  typeof value.id === 'string';

const isExportDetails = (value: Record<string, unknown>) => 'exportedCount' in value && !('type' in value);

/** Every line checked before anything is written: one bad line refuses the whole file with 400. */
export function parseNdjson(text: string): ImportedObject[] {
  const objects: ImportedObject[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index].trim();
    if (line === '') continue;
    const where = `Line ${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line, rejectPrototypeKeys);
    } catch {
      throw badRequest(`${where} is not valid JSON.`);
    }
    if (!isPlainObject(value)) throw badRequest(`${where} is not a JSON object.`);
    if (isExportDetails(value)) continue;
    const { id, type, attributes, references, migrationVersion } = value;
    if (typeof type !== 'string' || type === '') throw badRequest(`${where}: [type] must be a non-empty string.`);
    if (typeof id !== 'string' || id === '') throw badRequest(`${where}: [id] must be a non-empty string.`);
    if (!isPlainObject(attributes)) throw badRequest(`${where}: [attributes] must be an object.`);
    if (references !== undefined && !(Array.isArray(references) && references.every(isReference))) {
      throw badRequest(`${where}: [references] must be a list of {name, type, id} strings.`);
    }
    if (
      migrationVersion !== undefined &&
      !(isPlainObject(migrationVersion) && Object.values(migrationVersion).every((v) => typeof v === 'string'))
    ) {
      throw badRequest(`${where}: [migrationVersion] must be an object of version strings.`);
    }
    if (objects.length === MAX_IMPORT_EXPORT_OBJECTS) {
      throw badRequest(`Can't import more than ${MAX_IMPORT_EXPORT_OBJECTS} objects.`);
    }
    objects.push({
      id,
      type,
      attributes,
      references: ((references as SavedObjectReference[] | undefined) ?? []).map(({ name, type: t, id: i }) => ({
        name,
        type: t,
        id: i,
      })),
      migrationVersion: migrationVersion as Record<string, string> | undefined,
    });
  }
  return objects;
}

const titleOf = (object: { attributes: Record<string, unknown> }) =>
  typeof object.attributes.title === 'string' ? object.attributes.title : undefined;

/**
 * POST /api/saved_objects/_import?overwrite=true|createNewCopies=true: the body is the NDJSON file
 * itself, sent with content-type application/ndjson (not multipart: the server has no multipart
 * parser). Objects go into the current tenant; `config` and unregistered types are reported as
 * `unsupported_type`, existing ids as `conflict` unless `overwrite`. With `createNewCopies` every
 * object gets a new id and references between imported objects follow.
 */
export function registerImportRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.post(
    { path: '/api/saved_objects/_import', validate: { query } },
    async (request): Promise<SavedObjectsImportResponse> => {
      const { overwrite, createNewCopies } = request.query;
      if (overwrite && createNewCopies) throw badRequest('[overwrite] and [createNewCopies] cannot be used together.');
      const contentType = String(request.headers['content-type'] ?? '');
      if (typeof request.body !== 'string' || !/^application\/(x-)?ndjson\s*(;|$)/i.test(contentType)) {
        throw badRequest('The body must be the NDJSON file, sent with content-type application/ndjson.');
      }
      const client = await start.getScopedClient(request);
      if (!client.tenant.canWrite) throw readOnlyTenantError();
      const objects = parseNdjson(request.body);
      const registry = start.getTypeRegistry();

      const errors: SavedObjectsImportError[] = [];
      const importable: ImportedObject[] = [];
      for (const object of objects) {
        if (NOT_IMPORTABLE.has(object.type) || !registry.has(object.type)) {
          errors.push({
            id: object.id,
            type: object.type,
            title: titleOf(object),
            error: { type: 'unsupported_type' },
          });
        } else {
          importable.push(object);
        }
      }

      const newIds = new Map<string, string>();
      const key = (type: string, id: string) => `${type}\u0000${id}`;
      if (createNewCopies) importable.forEach((o) => newIds.set(key(o.type, o.id), randomUUID()));
      const toCreate: BulkCreateObject[] = importable.map((o) => ({
        type: o.type,
        id: newIds.get(key(o.type, o.id)) ?? o.id,
        attributes: o.attributes,
        migrationVersion: o.migrationVersion,
        references: o.references.map((ref) => ({ ...ref, id: newIds.get(key(ref.type, ref.id)) ?? ref.id })),
      }));

      const successResults: SavedObjectsImportSuccess[] = [];
      if (toCreate.length > 0) {
        const { saved_objects: saved } = await client.bulkCreate(toCreate, { overwrite });
        saved.forEach((result, index) => {
          const source = importable[index];
          const title = titleOf(source);
          if (result.error) {
            const type: ImportErrorKind = result.error.statusCode === 409 ? 'conflict' : 'unknown';
            errors.push({
              id: source.id,
              type: source.type,
              title,
              error:
                type === 'conflict'
                  ? { type }
                  : { type, message: result.error.message, statusCode: result.error.statusCode },
            });
          } else {
            successResults.push({
              id: source.id,
              type: source.type,
              ...(createNewCopies ? { destinationId: result.id } : {}),
              ...(overwrite ? { overwrite: true } : {}),
              meta: { title },
            });
          }
        });
      }
      return { success: errors.length === 0, successCount: successResults.length, errors, successResults };
    }
  );
}
