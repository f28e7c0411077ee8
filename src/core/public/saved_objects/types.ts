/**
 * The browser's view of saved objects (SPEC sections 3 and 7). Shapes mirror what the server's
 * `/api/saved_objects/*` routes answer; only `find` is re-shaped to camelCase, because its
 * envelope is the one callers page through.
 */

import type {
  SavedObject,
  SavedObjectReference,
  SavedObjectsCopyRequestBody,
  SavedObjectsCopyResponseBody,
  SavedObjectsCrud,
} from '../../common/saved_objects';

export type {
  SavedObject,
  SavedObjectError,
  SavedObjectReference,
  SavedObjectsCopyRequestBody,
  SavedObjectsCopyResponseBody,
} from '../../common/saved_objects';

/** A tenant as `GET /api/saved_objects/_tenants` names it ('global', 'private' or a custom name). */
export interface SavedObjectsTenant {
  name: string;
  canWrite: boolean;
  /** Whether it is the session's tenant. */
  current: boolean;
}

export interface SavedObjectsCreateOptions {
  id?: string;
  overwrite?: boolean;
  migrationVersion?: Record<string, string>;
  references?: SavedObjectReference[];
}

export interface SavedObjectsBulkCreateObject<T = Record<string, unknown>> {
  type: string;
  id?: string;
  attributes: T;
  migrationVersion?: Record<string, string>;
  references?: SavedObjectReference[];
}

export interface SavedObjectsBulkCreateOptions {
  overwrite?: boolean;
}

export interface SavedObjectsUpdateOptions {
  version?: string;
  migrationVersion?: Record<string, string>;
  references?: SavedObjectReference[];
}

export interface SavedObjectsBulkUpdateObject<T = Record<string, unknown>> {
  type: string;
  id: string;
  attributes: Partial<T>;
  version?: string;
  migrationVersion?: Record<string, string>;
  references?: SavedObjectReference[];
}

export interface SavedObjectsDeleteOptions {
  force?: boolean;
}

export interface SavedObjectsFindReference {
  type: string;
  id: string;
}

export interface SavedObjectsFindOptions {
  type: string | string[];
  search?: string;
  searchFields?: string[];
  page?: number;
  perPage?: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  /** Objects referring to this object (or to any of these). */
  hasReference?: SavedObjectsFindReference | SavedObjectsFindReference[];
  fields?: string[];
  defaultSearchOperator?: 'AND' | 'OR';
  filter?: string;
  namespaces?: string[];
  preference?: string;
  /** Only protected objects others own and shared with the caller (the server's `shared_with_me`, issue 72). */
  sharedWithMe?: boolean;
}

export interface SavedObjectsFindResponse<T = Record<string, unknown>> {
  savedObjects: Array<SavedObject<T>>;
  total: number;
  perPage: number;
  page: number;
}

export interface SavedObjectsBatchResponse<T = Record<string, unknown>> {
  savedObjects: Array<SavedObject<T>>;
}

/**
 * Every method rejects instead of throwing, so callers handle one failure path. Argument errors
 * reject before any request is sent.
 */
export interface SavedObjectsClientContract extends SavedObjectsCrud<
  SavedObjectsCreateOptions,
  SavedObjectsUpdateOptions,
  SavedObjectsDeleteOptions
> {
  bulkCreate(
    objects: SavedObjectsBulkCreateObject[],
    options?: SavedObjectsBulkCreateOptions
  ): Promise<SavedObjectsBatchResponse>;
  /** `get` is batched: gets made within 100 ms travel together in one `_bulk_get`. */
  bulkGet(objects: Array<{ id: string; type: string }>): Promise<SavedObjectsBatchResponse>;
  bulkUpdate(objects: SavedObjectsBulkUpdateObject[]): Promise<SavedObjectsBatchResponse>;
  find<T = Record<string, unknown>>(options: SavedObjectsFindOptions): Promise<SavedObjectsFindResponse<T>>;
  /** The tenants the caller may write: the targets of `copyToTenant`. */
  writableTenants(): Promise<SavedObjectsTenant[]>;
  /**
   * Copies objects into another tenant (new ids, references among them rewritten), all or none.
   * `sourceTenant` reads them in that tenant instead of the current one.
   */
  copyToTenant(
    body: SavedObjectsCopyRequestBody,
    options?: { sourceTenant?: string }
  ): Promise<SavedObjectsCopyResponseBody>;
}

export interface SavedObjectsStart {
  client: SavedObjectsClientContract;
}
