import type {
  HistoryListResponse,
  HistoryResourceKind,
  HistoryRevertResponse,
  HistoryVersionDetail,
} from '../../common/history';
import type { HistoryFilter } from './embedded/history_store';
import type { ImportResponse } from '../../common/config_transfer';
import type {
  AllowlistConfig,
  AuditConfig,
  EntryByKind,
  EntryKind,
  IndexPermission,
  InternalUser,
  TenantPermission,
  SecurityConfig,
} from '../../common/types';
import type { AuditCategory, AuditEvent } from '../../common/audit';
import type { TenancyConfig } from '../../common/tenancy';
import type { ServerAccountInfo } from './permissions/account';
import type { Principal } from './permissions/role_mappings';
import type { EffectivePermissions, ExplainResponse } from '../../common/explain';
import type { ExplainAsk } from './permissions/explain_access';
import type { Tenancy } from './permissions/tenant_selection';

export type { Principal, TenancyConfig };

/** The request an audit event is about, as the server saw it. */
export interface AuditRequest {
  remote_address: string;
  method: string;
  /** Inside the base path, without the query string. */
  path: string;
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

/** Who changes the security configuration, for the compliance log of that change. */
export interface AuditActor {
  user: string;
  request: Pick<AuditRequest, 'remote_address' | 'method' | 'path'>;
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
}

export interface AuditPage {
  total: number;
  /** Newest first. */
  events: AuditEvent[];
}

export type SortField = 'name' | 'description';
export type SortOrder = 'asc' | 'desc';

/** One resource whose history is reverted (without it: every resource changed after the version). */
export interface RevertTarget {
  kind: HistoryResourceKind;
  name: string;
}

export interface ListOptions {
  /** 1-based page; with `per_page`. Without `per_page` every entry is returned. */
  page?: number;
  per_page?: number;
  /** Case-insensitive substring of the name or the description. */
  search?: string;
  sort_field?: SortField;
  sort_order?: SortOrder;
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

export interface EntryChange<K extends EntryKind> {
  name: string;
  body: UpsertBodyByKind[K] | null;
}

export interface UpsertOptions {
  /** Refuse (409) instead of replacing an entry that exists. */
  createOnly?: boolean;
}

/**
 * The security configuration and the decisions made from it. The embedded backend keeps it in
 * the SQLite store; an OpenSearch backend would call the cluster's security REST API. Errors are
 * `HttpError`s whose status the routes pass on: 400 invalid input, 403 reserved or static
 * entry, 404 unknown or hidden entry.
 */
export interface SecurityBackend {
  list<K extends EntryKind>(kind: K, options?: ListOptions): Promise<ListResult<EntryByKind[K]>>;
  /** 404 when the entry does not exist or is hidden. */
  get<K extends EntryKind>(kind: K, name: string): Promise<EntryByKind[K]>;
  /**
   * Creates or replaces an entry; 403 for a reserved or static one. With `createOnly`, 409 when it
   * exists already (decided inside the write, so two concurrent creates cannot both succeed).
   */
  upsert<K extends EntryKind>(
    kind: K,
    name: string,
    body: UpsertBodyByKind[K],
    actor?: AuditActor,
    options?: UpsertOptions
  ): Promise<{ created: boolean }>;
  /** 404 when missing or hidden, 403 when reserved or static. Deleting a role deletes its mapping too. */
  delete(kind: EntryKind, name: string, actor?: AuditActor): Promise<void>;
  /**
   * Creates, replaces (`body`) and deletes (`body: null`) several entries of one kind in one
   * write: every change passes the checks of `upsert` / `delete` or none is stored (a JSON Patch
   * over many entries).
   */
  changeEntries<K extends EntryKind>(kind: K, changes: Array<EntryChange<K>>, actor?: AuditActor): Promise<void>;

  getSecurityConfig(): Promise<SecurityConfig>;
  updateSecurityConfig(config: SecurityConfig, actor?: AuditActor): Promise<void>;
  /** `readonly` lists settings that cannot be changed (OpenSearch's `_readonly`). */
  getAuditConfig(): Promise<{ readonly: string[]; config: AuditConfig }>;
  updateAuditConfig(config: AuditConfig, actor?: AuditActor): Promise<void>;
  getAllowlist(): Promise<AllowlistConfig>;
  updateAllowlist(config: AllowlistConfig, actor?: AuditActor): Promise<void>;

  /** The internal user when the password matches, else null (unknown users take as long). */
  authenticate(username: string, password: string): Promise<(InternalUser & { username: string }) | null>;
  /** An internal user by name, hidden ones included (for sessions); null when missing. */
  getInternalUser(username: string): Promise<InternalUser | null>;
  /**
   * The internal user its stored entry (the JSON a session lookup read with the session)
   * describes, never with its hash. The same text gives the same (shared, frozen) object.
   */
  internalUserFromStored(body: string): InternalUser;
  /** The only way a password hash leaves the backend; for internal use, never for a response. */
  getHash(username: string): Promise<string | null>;
  /** Sets a new password (the caller checks the current one and the password rules). */
  changePassword(username: string, newPassword: string, actor?: AuditActor): Promise<void>;

  /**
   * Moves whenever cached accounts must be resolved again although the configuration version did
   * not move (a cache purge, here or announced by another server): what a caller derived from
   * `resolveAccount` for a version holds while this stays the same.
   */
  cacheGeneration(): number;
  /** Roles, tenants and API access of an authenticated principal. */
  resolveAccount(principal: Principal, options?: ResolveOptions): Promise<ServerAccountInfo>;
  /**
   * Why `principal` may or may not do what `ask` names, decided by the code that enforces it
   * (the tenant part under `tenancy`, the settings the server enforces now).
   */
  explain(principal: Principal, ask: ExplainAsk, tenancy: Tenancy): Promise<ExplainResponse>;
  /** Every action per index pattern, the cluster actions and the tenants of `principal`, merged over its roles. */
  effectivePermissions(principal: Principal, tenancy: Tenancy): Promise<EffectivePermissions>;
  /** Multitenancy settings from `config.dynamic.kibana`; a setting never stored comes from the server's yml. */
  getTenancyConfig(options?: AtVersion): Promise<TenancyConfig>;
  /**
   * Stores the multitenancy settings in `config.dynamic.kibana` (the default tenant in its
   * canonical spelling) and answers them; 400 for a default tenant that does not exist or is
   * the private one while that is disabled.
   */
  updateTenancyConfig(config: TenancyConfig, actor?: AuditActor): Promise<TenancyConfig>;

  /**
   * Writes a REST-layer audit event when the stored audit configuration asks for its category,
   * user and path (configuration changes are logged by the write methods, given an actor).
   * Credentials never reach the log: bodies lose password and hash fields, headers their
   * Authorization and cookies.
   */
  audit(event: AuditEventInput): Promise<void>;
  /** The audit log, newest first; 400 for bad paging. */
  searchAuditEvents(query: AuditQuery): Promise<AuditPage>;

  /** Drops every cached configuration, permission evaluation and verified password. */
  purgeCache(): Promise<void>;
  /** Configuration history versions, newest first, filtered and paged by the store. */
  listHistory(filter: HistoryFilter): Promise<HistoryListResponse>;
  /** One version with its changes; 404 when there is none. */
  getHistoryVersion(version: number): Promise<HistoryVersionDetail>;
  /**
   * Puts one resource (`target`) or the whole configuration back to its state right after
   * `version`, in one transaction that is itself a version; `dryRun` only plans it.
   */
  revertHistory(version: number, options: RevertOptions): Promise<HistoryRevertResponse>;
  /** securityadmin's import: the directory is the whole configuration (reserved entries are replaced too). */
  importConfig(dir: string): Promise<ImportSummary>;
  exportConfig(dir: string): Promise<ExportSummary>;
  /**
   * The API's import: only the kinds whose files are given are replaced, reserved and hidden entries
   * keep their protection; 400 with every problem. A dry run answers the diff and writes nothing.
   */
  importFiles(upload: ImportUpload, options: { dryRun: boolean; actor?: AuditActor }): Promise<ImportResponse>;
  /** The configuration's files, name → text; hashes and secrets only with `includeSecrets`. */
  exportFiles(options: {
    includeSecrets: boolean;
    includeHidden: boolean;
  }): Promise<{ files: Map<string, string>; counts: Record<EntryKind, number> }>;
}

export interface RevertOptions {
  target?: RevertTarget;
  dryRun: boolean;
  actor?: AuditActor;
  /** The caller, whose own user a revert never deletes. */
  signedInUser?: string;
}
