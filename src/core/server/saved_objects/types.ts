import type { OsdRequest } from '../http/types';

import type { SavedObject, SavedObjectReference, SavedObjectsFindResponseBody } from '../../common/saved_objects';

/** SPEC section 3, "Saved object" (shared with the browser). */
export type { SavedObject, SavedObjectReference } from '../../common/saved_objects';

/** Where a request's saved objects live, and whether it may change them. */
export interface TenantContext {
  /** Storage key of the tenant; '' is the default (global) tenant. */
  id: string;
  canWrite: boolean;
}
/** Registered by a plugin (security); without one every request is in the default tenant. */
export type TenantResolver = (request: OsdRequest) => TenantContext | Promise<TenantContext>;

export interface SavedObjectsType {
  /** e.g. 'dashboard', 'config', 'visualization'. Lower-case letters, digits, - and _. */
  name: string;
  /** Attributes searched by `search` when `search_fields` is not given. */
  defaultSearchField?: string;
}

export interface CreateOptions {
  id?: string;
  overwrite?: boolean;
  references?: SavedObjectReference[];
  migrationVersion?: Record<string, string>;
}
export interface UpdateOptions {
  version?: string;
  references?: SavedObjectReference[];
  migrationVersion?: Record<string, string>;
}
export interface BulkCreateObject<T = Record<string, unknown>> extends CreateOptions {
  type: string;
  attributes: T;
}
export interface BulkUpdateObject<T = Record<string, unknown>> extends UpdateOptions {
  type: string;
  id: string;
  attributes: Partial<T>;
}

export interface FindOptions {
  type: string | string[];
  page?: number;
  perPage?: number;
  search?: string;
  searchFields?: string[];
  defaultSearchOperator?: 'AND' | 'OR';
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  fields?: string[];
  /** Objects referencing this object (or any of these objects). */
  hasReference?: { type: string; id: string } | Array<{ type: string; id: string }>;
  /**
   * KQL subset: `<type>.attributes.<field>:<value>` clauses (value: word, "quoted", word* or *)
   * joined with and / or / not and parentheses.
   */
  filter?: string;
}
export type FindResponse<T = Record<string, unknown>> = SavedObjectsFindResponseBody<T>;

/**
 * Saved objects of one tenant. Async so a backend on a remote cluster fits the same contract.
 * Errors are HttpErrors: 404 not found, 409 conflict (exists
 * without overwrite, or a stale version), 400 bad input, 403 read-only tenant.
 */
export interface SavedObjectsClient {
  readonly tenant: TenantContext;
  create<T = Record<string, unknown>>(type: string, attributes: T, options?: CreateOptions): Promise<SavedObject<T>>;
  bulkCreate(objects: BulkCreateObject[], options?: { overwrite?: boolean }): Promise<{ saved_objects: SavedObject[] }>;
  get<T = Record<string, unknown>>(type: string, id: string): Promise<SavedObject<T>>;
  bulkGet(objects: Array<{ type: string; id: string; fields?: string[] }>): Promise<{ saved_objects: SavedObject[] }>;
  update<T = Record<string, unknown>>(
    type: string,
    id: string,
    attributes: Partial<T>,
    options?: UpdateOptions
  ): Promise<SavedObject<T>>;
  bulkUpdate(objects: BulkUpdateObject[]): Promise<{ saved_objects: SavedObject[] }>;
  delete(type: string, id: string, options?: { force?: boolean }): Promise<void>;
  find<T = Record<string, unknown>>(options: FindOptions): Promise<FindResponse<T>>;
}

export interface SavedObjectsServiceSetup {
  registerType(type: SavedObjectsType): void;
  /** One resolver; a second registration is an error. */
  setTenantResolver(resolver: TenantResolver): void;
}

export interface SavedObjectsServiceStart {
  /** The client of the request's tenant (resolved through the registered resolver). */
  getScopedClient(request: OsdRequest): Promise<SavedObjectsClient>;
  /** A client for a given tenant, for server-side work not tied to a request. */
  getClientForTenant(tenant: TenantContext): SavedObjectsClient;
  getTypeRegistry(): { has(name: string): boolean; list(): SavedObjectsType[] };
}
