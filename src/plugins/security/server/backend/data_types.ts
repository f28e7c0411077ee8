import type { HistoryResourceKind } from '../../common/history';
import type {
  ApplicationPermission,
  EntryByKind,
  EntryKind,
  IndexPermission,
  TenantPermission,
} from '../../common/types';
import type { AuditCategory, AuditEvent } from '../../common/audit';
import type { AuditFilters, AuditOutcome, AuditTermField } from '../../common/audit_insights';
import type { GrantLimits } from './grant_limits/types';

// The shapes the `SecurityBackend` methods take and answer (re-exported by types.ts, where callers
// import them from): kept apart so the interface file stays readable.

/** The request an audit event is about, as the server saw it. */
export interface AuditRequest {
  remote_address: string;
  method: string;
  /** Inside the base path, without the query string. */
  path: string;
  /** Core's request id (the caller's `x-opaque-id` or one made), stored as the event's `details.request_id`. */
  request_id?: string;
  /** Left out by the caller for requests that carry credentials (logins, password changes). */
  headers?: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/** A REST-layer event for the backend to write, if its audit configuration says so. */
export interface AuditEventInput {
  category: Exclude<AuditCategory, 'COMPLIANCE_INTERNAL_CONFIG_WRITE'>;
  /** Null when nobody is authenticated; a failed login passes null, never the name tried. */
  user: string | null;
  request: AuditRequest;
  details?: Record<string, unknown>;
}

/**
 * Whom a configuration history version names when the write has no audited actor (securityadmin's
 * import of a directory): passed down by the writer, never read from ambient state.
 */
export interface ChangeAuthor {
  user: string;
  remote_address?: string | null;
}

/** Who changes the security configuration, for the compliance log of that change. */
export interface AuditActor {
  user: string;
  request: Pick<AuditRequest, 'remote_address' | 'method' | 'path' | 'request_id'>;
  /**
   * What the caller may hand out of the security REST API (both listeners set it for entry
   * writes): the write rule judges every changed entry before and after the write against it.
   */
  grants?: GrantLimits;
  /**
   * The caller's own session (its row id), which a change of a password ends with the user's
   * other sessions only when it is not the caller's: an administrator setting their own password
   * stays signed in.
   */
  session?: number;
}

export interface AuditQuery {
  /** 1-based; default 1. */
  page?: number;
  /** Default 50, at most 1000. */
  per_page?: number;
  category?: AuditCategory;
  user?: string;
  /** Epoch milliseconds, inclusive. */
  from?: number;
  to?: number;
  /** The filters of the aggregations (remote address, auth type, tenant, outcome). */
  address?: string;
  auth_type?: string;
  tenant?: string;
  outcome?: AuditOutcome;
}

/** `GET /api/v1/audit/aggregate`, validated and with its times resolved (route: routes/audit_aggregate.ts). */
export type AuditAggregateQuery = {
  /** Epoch milliseconds, both inclusive. */
  from: number;
  to: number;
  filters: AuditFilters;
} & ({ type: 'histogram' } | { type: 'terms'; field: AuditTermField; size: number });

export interface AuditPage {
  total: number;
  /** Newest first. */
  events: AuditEvent[];
}

export type SortField = 'name' | 'description';
export type SortOrder = 'asc' | 'desc';

export interface ListOptions {
  /** 1-based page; with `per_page`. Without `per_page` every entry is returned. */
  page?: number;
  per_page?: number;
  /** Case-insensitive substring of the name or the description. */
  search?: string;
  sort_field?: SortField;
  sort_order?: SortOrder;
  /** Only reserved entries (true) or only the others (false). */
  reserved?: boolean;
  /** One name left out of the list and its total (the Tenants page pins the global tenant itself). */
  except?: string;
}

export interface ListResult<T> {
  /** Entries matching `search` (all pages), hidden ones never counted. */
  total: number;
  /** The page, in the requested order. An array, not an object: names like "10" must keep their place. */
  items: Array<{ name: string; entry: T }>;
}

/** What the API may send for one entry: the entry without its flags (those are never set through the API). */
export interface UpsertBodyByKind {
  internalusers: {
    password?: string;
    hash?: string;
    backend_roles?: string[];
    attributes?: Record<string, string>;
    description?: string;
    opendistro_security_roles?: string[];
  };
  roles: {
    description?: string;
    cluster_permissions?: string[];
    index_permissions?: Array<Partial<IndexPermission>>;
    tenant_permissions?: Array<Partial<TenantPermission>>;
    application_permissions?: ApplicationPermission[];
    extension_permissions?: string[];
  };
  rolesmapping: Partial<Omit<EntryByKind['rolesmapping'], 'reserved' | 'hidden' | 'static'>>;
  actiongroups: Partial<Omit<EntryByKind['actiongroups'], 'reserved' | 'hidden' | 'static'>>;
  tenants: { description?: string };
  nodesdn: Partial<Omit<EntryByKind['nodesdn'], 'reserved' | 'hidden' | 'static'>>;
}

export interface ResolveOptions {
  /** The tenant the session selected, echoed as `user_requested_tenant`. */
  requestedTenant?: string;
  /** See `AtVersion`. */
  configVersion?: number;
}

/**
 * The configuration version the caller read from the store (a request reads it with its session,
 * in one statement): the cached configuration of that version is used without reading the
 * version again. Without it, the version is read.
 */
export interface AtVersion {
  configVersion?: number;
}

export interface ImportProblem {
  file: string;
  entry?: string;
  field?: string;
  message: string;
}

export interface ImportSummary {
  /** Entries loaded per kind (built-in static entries not counted). */
  counts: Record<EntryKind, number>;
  files: string[];
  ignoredFiles: string[];
  /** Accepted but worth telling the operator (e.g. a mapping to a role that is not defined). */
  warnings: ImportProblem[];
}

/** Configuration files to import, by their canonical names (an archive's, an upload's). */
export interface ImportUpload {
  texts: ReadonlyMap<string, string>;
  /** Names given that are not configuration files. */
  ignored: readonly string[];
}

export interface ExportSummary {
  counts: Record<EntryKind, number>;
  files: string[];
}

export interface UpsertOptions {
  /** Refuse (409) instead of replacing an entry that exists. */
  createOnly?: boolean;
}

export interface RevertOptions {
  target?: RevertTarget;
  dryRun: boolean;
  actor?: AuditActor;
  /** The caller, whose own user a revert never deletes. */
  signedInUser?: string;
  /**
   * Kinds the caller may not change on this path (the REST listener's admin-certificate
   * documents): a revert whose plan changes one is refused (403), judged inside its transaction.
   */
  lockedKinds?: readonly HistoryResourceKind[];
}

/** One resource whose history is reverted (without it: every resource changed after the version). */
export interface RevertTarget {
  kind: HistoryResourceKind;
  name: string;
}

/** One change of a bulk write: the entry's new body, or null to delete it. */
export interface EntryChange<K extends EntryKind> {
  name: string;
  body: UpsertBodyByKind[K] | null;
}

/** The configuration as it was right after a version (see `HistoryBackend.historySnapshots`). */
export interface HistorySnapshot {
  version: number;
  /** ISO 8601, UTC: when the version was written. */
  timestamp: string;
  /** Null for changes nobody signed in made. */
  user: string | null;
  /** Each entry kind's entries by name. */
  entries: Record<EntryKind, Record<string, Record<string, unknown>>>;
  /** config, audit and allowlist (null where there is none). */
  documents: Record<'config' | 'audit' | 'allowlist', Record<string, unknown> | null>;
}
