import type { OsdRequest } from '../http/types';

import type {
  SavedObject,
  SavedObjectReference,
  SavedObjectsCopyResponseBody,
  SavedObjectsCrud,
  SavedObjectsFindResponseBody,
} from '../../common/saved_objects';
import type { SavedObjectSharingStart, SharingPolicy } from './sharing/types';
import type { TenantContext } from './tenant_context';

/** SPEC section 3, "Saved object" (shared with the browser). */
export type { SavedObject, SavedObjectReference } from '../../common/saved_objects';
export type { TenantContext } from './tenant_context';

/** Registered by a plugin (security); without one every request is in the default tenant. */
export type TenantResolver = (request: OsdRequest) => TenantContext | Promise<TenantContext>;

/** A tenant a caller may list saved objects in, beside the one it works in (the cross-tenant view). */
export interface ReadableTenant extends TenantContext {
  /** The tenant's name on the wire: 'global', 'private' or a custom tenant's name. */
  name: string;
  /** Whether it is the tenant the request works in. */
  current: boolean;
}
/**
 * Registered by a plugin (security): the tenants the caller may list objects across, in display
 * order, or null when the caller may not list across tenants at all.
 */
export type ReadableTenantsResolver = (request: OsdRequest) => Promise<ReadableTenant[] | null>;

/**
 * Registered by a plugin (security): the tenants a caller may work in, for copying objects to
 * another tenant. Without one the only tenant is the default one, named 'global'.
 */
export interface TenantDirectory {
  /** Every tenant the caller may select (read or write), in display order. */
  usable(request: OsdRequest): Promise<ReadableTenant[]>;
  /**
   * The tenant the caller names (in any spelling the plugin accepts) if the caller may write
   * there, else null: one answer for a tenant that does not exist, is hidden or is read-only.
   */
  writable(request: OsdRequest, name: string): Promise<ReadableTenant | null>;
}

/** What `copyToTenant` copied: old id to new, and the references it could not follow. */
export type CopyResult = Omit<SavedObjectsCopyResponseBody, 'targetTenant'>;

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
  /** Only protected objects someone else owns and shared with the caller (issue 72). */
  sharedWithMe?: boolean;
}
export type FindResponse<T = Record<string, unknown>> = SavedObjectsFindResponseBody<T>;

/**
 * Saved objects of one tenant. Async so a backend on a remote cluster fits the same contract.
 * Errors are HttpErrors: 404 not found, 409 conflict (exists
 * without overwrite, or a stale version), 400 bad input, 403 read-only tenant.
 */
export interface SavedObjectsClient extends SavedObjectsCrud<CreateOptions, UpdateOptions, { force?: boolean }> {
  readonly tenant: TenantContext;
  /**
   * A conflict or a bad object fails only that object (its `error`); with `atomic` it fails the
   * whole call with that error and nothing is written.
   */
  bulkCreate(
    objects: BulkCreateObject[],
    options?: { overwrite?: boolean; atomic?: boolean }
  ): Promise<{ saved_objects: SavedObject[] }>;
  bulkGet(objects: Array<{ type: string; id: string; fields?: string[] }>): Promise<{ saved_objects: SavedObject[] }>;
  bulkUpdate(objects: BulkUpdateObject[]): Promise<{ saved_objects: SavedObject[] }>;
  find<T = Record<string, unknown>>(options: FindOptions): Promise<FindResponse<T>>;
}

export interface SavedObjectsServiceSetup {
  registerType(type: SavedObjectsType): void;
  /** One resolver; a second registration is an error. */
  setTenantResolver(resolver: TenantResolver): void;
  /** One resolver; without it nobody may list objects across tenants. */
  setReadableTenantsResolver(resolver: ReadableTenantsResolver): void;
  /** One directory; without it the default tenant ('global') is the only one. */
  setTenantDirectory(directory: TenantDirectory): void;
  /**
   * One policy (security's resource sharing); a second registration, or one after start, is an
   * error. Without it, or with no protected types, the tenant alone decides, as before.
   */
  setSharingPolicy(policy: SharingPolicy): void;
}

export interface SavedObjectsServiceStart {
  /**
   * The client of the request's tenant (resolved through the registered resolver), under the
   * sharing rules of the request's subject when a sharing policy is registered.
   */
  getScopedClient(request: OsdRequest): Promise<SavedObjectsClient>;
  /** A client for a given tenant, for server-side work not tied to a request: sharing does not restrict it. */
  getClientForTenant(tenant: TenantContext): SavedObjectsClient;
  /**
   * A client for `tenant` under the sharing rules of the request's subject, for a request that
   * writes a tenant other than its own: check the tenant first (`findWritableTenant`).
   */
  getScopedClientForTenant(request: OsdRequest, tenant: TenantContext): Promise<SavedObjectsClient>;
  /** Owner-based sharing of protected objects (issue 72): records, shares and revokes. */
  readonly sharing: SavedObjectSharingStart;
  getTypeRegistry(): { has(name: string): boolean; list(): SavedObjectsType[] };
  /** The tenants the caller may list across (see `ReadableTenantsResolver`); null when it may not. */
  getReadableTenants(request: OsdRequest): Promise<ReadableTenant[] | null>;
  /**
   * One page of the objects of several tenants, each object carrying its tenant's wire name in
   * `tenant`. The tenants must be among `getReadableTenants`; paging and sorting are over all of
   * them. The request's sharing rules apply in each (its level capped by that tenant's `canWrite`).
   */
  findInTenants<T = Record<string, unknown>>(
    request: OsdRequest,
    tenants: ReadonlyArray<Pick<ReadableTenant, 'id' | 'name' | 'canWrite'>>,
    options: FindOptions
  ): Promise<FindResponse<T>>;
  /** The tenants the caller may select, each with whether it may write there (see `TenantDirectory`). */
  getUsableTenants(request: OsdRequest): Promise<ReadableTenant[]>;
  /** The tenant the caller names if it may write there, else null (see `TenantDirectory`). */
  findWritableTenant(request: OsdRequest, name: string): Promise<ReadableTenant | null>;
  /**
   * Copies objects of the request's tenant into `target` under new ids, references among the
   * copies rewritten to the new ids, in one transaction: a missing object (404), a bad one (400)
   * or more than `MAX_COPY_OBJECTS` (400) copies nothing. `includeReferencesDeep` follows
   * references transitively. Only objects the caller may read are copied (one it may not is
   * missing); copies of protected types are owned by the caller.
   */
  copyToTenant(
    request: OsdRequest,
    target: TenantContext,
    objects: ReadonlyArray<{ type: string; id: string }>,
    options?: { includeReferencesDeep?: boolean }
  ): Promise<CopyResult>;
  /**
   * Moves every object stored under tenant id `from` to `to` (a tenant renamed), in one
   * transaction; an object whose type and id `to` already holds stays. Answers how many moved.
   */
  moveTenantObjects(from: string, to: string): Promise<number>;
}

export type * from './sharing/types';
