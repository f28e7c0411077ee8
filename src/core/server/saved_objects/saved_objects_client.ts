import { randomUUID } from 'crypto';
import { HttpError } from '../http/http_error';
import { badRequest, conflictError, notFoundError, objectError, readOnlyTenantError } from './errors';
import { buildFindQuery } from './find/find_query';
import { isWellFormedVersion, type SavedObjectsQueries, type SavedObjectsRepository } from './repository';
import type { SharingScope } from './sharing/access';
import { readable, requireLevel } from './sharing/guard';
import type { SavedObjectTypeRegistry } from './type_registry';
import type {
  BulkCreateObject,
  BulkUpdateObject,
  CreateOptions,
  FindOptions,
  FindResponse,
  SavedObject,
  SavedObjectReference,
  SavedObjectsClient,
  TenantContext,
  UpdateOptions,
} from './types';
import { assertValidField, assertValidId, isPlainObject } from './validation';

function assertAttributes(attributes: unknown): asserts attributes is Record<string, unknown> {
  if (!isPlainObject(attributes)) throw badRequest('[attributes]: must be an object');
}

function checkReferences(references: unknown): SavedObjectReference[] | undefined {
  if (references === undefined) return undefined;
  const valid =
    Array.isArray(references) &&
    references.every(
      (r) => isPlainObject(r) && typeof r.name === 'string' && typeof r.type === 'string' && typeof r.id === 'string'
    );
  if (!valid) throw badRequest('[references]: must be a list of {name, type, id} strings');
  return (references as SavedObjectReference[]).map(({ name, type, id }) => ({ name, type, id }));
}

function checkMigrationVersion(value: unknown): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value) || !Object.values(value).every((v) => typeof v === 'string')) {
    throw badRequest('[migrationVersion]: must be an object of version strings');
  }
  return value as Record<string, string>;
}

/** Partial updates merge nested objects; arrays and other values are replaced. */
function mergeAttributes(current: Record<string, unknown>, changes: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    const before = Object.hasOwn(merged, key) ? merged[key] : undefined;
    // defineProperty, not assignment: a key named __proto__ must stay data, never a prototype.
    Object.defineProperty(merged, key, {
      value: isPlainObject(before) && isPlainObject(value) ? mergeAttributes(before, value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}

/**
 * The saved objects of one tenant. Each write runs in one transaction. With a sharing scope (a
 * request's client while a sharing policy protects types) the sharing rules apply on every call:
 * an owned protected object the subject may not see is answered as missing.
 */
export class TenantSavedObjectsClient implements SavedObjectsClient {
  constructor(
    readonly tenant: TenantContext,
    private readonly repository: SavedObjectsRepository,
    private readonly registry: SavedObjectTypeRegistry,
    private readonly scope?: SharingScope
  ) {}

  /** The objects with their sharing summaries; null in place of one the subject may not see. */
  private withSharing(queries: SavedObjectsQueries, objects: SavedObject[]): Promise<Array<SavedObject | null>> {
    return readable(queries.sharing, this.scope, objects, () => this.tenant);
  }

  /** After a write the writer may see what it wrote: decorates one object. */
  private async decorate(queries: SavedObjectsQueries, object: SavedObject): Promise<SavedObject> {
    return (await this.withSharing(queries, [object]))[0] ?? object;
  }

  /** Decorates the objects of a bulk answer that are not errors. */
  private async decorateAll(queries: SavedObjectsQueries, results: SavedObject[]): Promise<SavedObject[]> {
    const ok = results.filter((object) => !object.error);
    const decorated = await this.withSharing(queries, ok);
    const byObject = new Map(ok.map((object, index) => [object, decorated[index] ?? object]));
    return results.map((object) => byObject.get(object) ?? object);
  }

  private assertWritable() {
    if (!this.tenant.canWrite) throw readOnlyTenantError();
  }

  private assertObject(type: string, id: unknown): asserts id is string {
    this.registry.assertSupported(type);
    assertValidId(id);
  }

  /** Checks then writes through `queries`, which must be those of the caller's transaction. */
  private async createOne(
    queries: SavedObjectsQueries,
    object: BulkCreateObject,
    overwrite: boolean
  ): Promise<SavedObject> {
    const id = object.id ?? randomUUID();
    this.assertObject(object.type, id);
    assertAttributes(object.attributes);
    const references = checkReferences(object.references) ?? [];
    const migrationVersion = checkMigrationVersion(object.migrationVersion);
    const exists = (await queries.get(this.tenant.id, object.type, id)) !== undefined;
    if (exists && !overwrite) throw conflictError(object.type, id);
    if (exists) {
      // Overwriting takes read_write; an object the caller may not see or change answers as one
      // that exists (409, the answer of a create without overwrite): it does exist.
      try {
        await requireLevel(queries.sharing, this.scope, this.tenant.id, object.type, id, 'read_write');
      } catch (error) {
        if (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 404)) {
          throw conflictError(object.type, id);
        }
        throw error;
      }
    }
    const saved = await queries.write(this.tenant.id, {
      type: object.type,
      id,
      attributes: object.attributes,
      references,
      migrationVersion,
    });
    // A new protected object is its creator's; an overwrite keeps the owner it had.
    const creator = this.scope?.protectedTypes.has(object.type) ? this.scope.subject?.user : undefined;
    if (!exists && creator !== undefined) {
      const key = { tenant: this.tenant.id, type: object.type, id };
      await queries.sharing.delete(key);
      await queries.sharing.setOwner(key, creator);
    }
    return saved;
  }

  /** Checks then writes through `queries`, which must be those of the caller's transaction. */
  private async updateOne(queries: SavedObjectsQueries, object: BulkUpdateObject): Promise<SavedObject> {
    const { type, id } = object;
    this.assertObject(type, id);
    assertAttributes(object.attributes);
    if (object.version !== undefined && (typeof object.version !== 'string' || !isWellFormedVersion(object.version))) {
      throw badRequest(`[version]: invalid version [${String(object.version).slice(0, 100)}]`);
    }
    const references = checkReferences(object.references);
    const migrationVersion = checkMigrationVersion(object.migrationVersion);
    const current = await queries.get(this.tenant.id, type, id);
    if (!current) throw notFoundError(type, id);
    await requireLevel(queries.sharing, this.scope, this.tenant.id, type, id, 'read_write');
    if (object.version !== undefined && object.version !== current.version) throw conflictError(type, id);
    return queries.write(this.tenant.id, {
      type,
      id,
      attributes: mergeAttributes(current.attributes, object.attributes),
      references: references ?? current.references,
      migrationVersion: migrationVersion ?? current.migrationVersion,
    });
  }

  async create<T = Record<string, unknown>>(type: string, attributes: T, options: CreateOptions = {}) {
    this.assertWritable();
    const object = { ...options, type, attributes: attributes as Record<string, unknown> };
    const overwrite = options.overwrite === true;
    return (await this.repository.transaction(async (queries) =>
      this.decorate(queries, await this.createOne(queries, object, overwrite))
    )) as SavedObject<T>;
  }

  async bulkCreate(objects: BulkCreateObject[], options: { overwrite?: boolean; atomic?: boolean } = {}) {
    this.assertWritable();
    const saved = await this.repository.transaction(async (queries) => {
      const results: SavedObject[] = [];
      for (const object of objects) {
        const id = object.id ?? randomUUID();
        try {
          results.push(await this.createOne(queries, { ...object, id }, options.overwrite === true));
        } catch (error) {
          // Throwing rolls the whole call back: atomic, or what is not a per-object error.
          if (options.atomic === true) throw error;
          results.push(objectError(object.type, id, error));
        }
      }
      return this.decorateAll(queries, results);
    });
    return { saved_objects: saved };
  }

  async get<T = Record<string, unknown>>(type: string, id: string) {
    this.assertObject(type, id);
    const found = await this.repository.get(this.tenant.id, type, id);
    const [object] = found ? await this.withSharing(this.repository, [found]) : [null];
    if (!object) throw notFoundError(type, id);
    return object as SavedObject<T>;
  }

  async bulkGet(objects: Array<{ type: string; id: string; fields?: string[] }>) {
    // One transaction, so the objects are read as of one moment.
    const found = await this.repository.transaction(async (queries) => {
      const results: SavedObject[] = [];
      for (const { type, id, fields } of objects) {
        try {
          this.assertObject(type, id);
          fields?.forEach((field) => assertValidField(field, 'fields'));
          const object = await queries.get(this.tenant.id, type, id, fields);
          if (!object) throw notFoundError(type, id);
          results.push(object);
        } catch (error) {
          results.push(objectError(type, id, error));
        }
      }
      // One lookup of the records for the whole batch; a hidden object becomes a missing one.
      const ok = results.filter((object) => !object.error);
      const seen = await this.withSharing(queries, ok);
      const verdict = new Map(ok.map((object, index) => [object, seen[index]]));
      return results.map((object) =>
        object.error
          ? object
          : (verdict.get(object) ?? objectError(object.type, object.id, notFoundError(object.type, object.id)))
      );
    });
    return { saved_objects: found };
  }

  async update<T = Record<string, unknown>>(
    type: string,
    id: string,
    attributes: Partial<T>,
    options: UpdateOptions = {}
  ) {
    this.assertWritable();
    const object = { ...options, type, id, attributes: attributes as Record<string, unknown> };
    return (await this.repository.transaction(async (queries) =>
      this.decorate(queries, await this.updateOne(queries, object))
    )) as SavedObject<T>;
  }

  async bulkUpdate(objects: BulkUpdateObject[]) {
    this.assertWritable();
    const saved = await this.repository.transaction(async (queries) => {
      const results: SavedObject[] = [];
      for (const object of objects) {
        try {
          results.push(await this.updateOne(queries, object));
        } catch (error) {
          results.push(objectError(object.type, object.id, error));
        }
      }
      return this.decorateAll(queries, results);
    });
    return { saved_objects: saved };
  }

  /** `force` is accepted for API compatibility: an object here lives in one tenant only. */
  async delete(type: string, id: string, _options: { force?: boolean } = {}) {
    this.assertWritable();
    this.assertObject(type, id);
    await this.repository.transaction(async (queries) => {
      if (!(await queries.get(this.tenant.id, type, id))) throw notFoundError(type, id);
      await requireLevel(queries.sharing, this.scope, this.tenant.id, type, id, 'full_access');
      await queries.delete(this.tenant.id, type, id);
    });
  }

  async find<T = Record<string, unknown>>(options: FindOptions): Promise<FindResponse<T>> {
    const query = buildFindQuery(this.tenant.id, options, this.registry, this.repository.dialect, this.scope);
    // Count, page and sharing records in one transaction, so the total matches the rows.
    const { objects, total } = await this.repository.transaction(async (queries) => {
      const found = await queries.find(query);
      // The SQL condition already left out what the subject may not see; this adds the summaries.
      const seen = await this.withSharing(queries, found.objects);
      return { objects: seen.filter((object) => object !== null), total: found.total };
    });
    return { saved_objects: objects as Array<SavedObject<T>>, total, per_page: query.perPage, page: query.page };
  }
}
