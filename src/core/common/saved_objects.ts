/**
 * Saved objects on the wire (SPEC section 3, "Saved object"; section 7, `/api/saved_objects/*`):
 * one definition, used by the server that answers and the browser that asks.
 */
import type { SavedObjectSharingSummary } from './saved_object_sharing';

export interface SavedObjectReference {
  name: string;
  type: string;
  id: string;
}

/** One failed entry of a bulk call (the HTTP error body shape). */
export interface SavedObjectError {
  statusCode: number;
  error: string;
  message: string;
}

export interface SavedObject<T = Record<string, unknown>> {
  id: string;
  type: string;
  attributes: T;
  references: SavedObjectReference[];
  migrationVersion?: Record<string, string>;
  /** Optimistic-concurrency token: send it back on update to refuse overwriting newer work. */
  version?: string;
  updated_at?: string;
  namespaces?: string[];
  /** The object's tenant ('global', 'private' or a custom name): set by a find across tenants only. */
  tenant?: string;
  /** Set instead of the object's data when one entry of a bulk call failed. */
  error?: SavedObjectError;
  /** On an owned protected object: its owner and the caller's level (issue 72). */
  sharing?: SavedObjectSharingSummary;
}

/** `GET /api/saved_objects/_find`'s answer: one page of matches. */
export interface SavedObjectsFindResponseBody<T = Record<string, unknown>> {
  saved_objects: Array<SavedObject<T> & { score?: number }>;
  total: number;
  per_page: number;
  page: number;
}

/** The bulk calls' answer (`_bulk_create`, `_bulk_get`, `_bulk_update`). */
export interface SavedObjectsBulkResponseBody<T = Record<string, unknown>> {
  saved_objects: Array<SavedObject<T>>;
}

/** `POST /api/saved_objects/_copy`'s body: the objects to copy from the current tenant, and where to. */
export interface SavedObjectsCopyRequestBody {
  objects: Array<{ type: string; id: string }>;
  /** A tenant name ('global', a custom tenant) or '__user__' (also 'private') for the caller's private tenant. */
  targetTenant: string;
  /** Also copy the objects they reference, and those the copies reference, and so on. */
  includeReferencesDeep?: boolean;
}

/** `POST /api/saved_objects/_copy`'s answer: every copied object, old id to new. */
export interface SavedObjectsCopyResponseBody {
  /** The target tenant's name ('global', 'private' or a custom tenant's name). */
  targetTenant: string;
  successCount: number;
  successResults: Array<{ type: string; id: string; destinationId: string; meta: { title?: string } }>;
  /** References followed (`includeReferencesDeep`) to objects the current tenant does not hold: kept as they were. */
  missingReferences: Array<{ type: string; id: string }>;
}

/**
 * The one-object calls of both saved-objects clients, the browser's and the server's; each
 * names its own options. Batch calls differ in shape (the browser batches gets itself).
 */
export interface SavedObjectsCrud<CreateOptions, UpdateOptions, DeleteOptions> {
  create<T = Record<string, unknown>>(type: string, attributes: T, options?: CreateOptions): Promise<SavedObject<T>>;
  get<T = Record<string, unknown>>(type: string, id: string): Promise<SavedObject<T>>;
  update<T = Record<string, unknown>>(
    type: string,
    id: string,
    attributes: Partial<T>,
    options?: UpdateOptions
  ): Promise<SavedObject<T>>;
  delete(type: string, id: string, options?: DeleteOptions): Promise<void>;
}
