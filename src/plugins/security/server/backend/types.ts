import type {
  AccountInfo,
  AllowlistConfig,
  AuditConfig,
  EntryByKind,
  EntryKind,
  IndexPermission,
  InternalUser,
  TenantPermission,
  SecurityConfig,
} from '../../common/types';
import type { Principal } from './permissions/role_mappings';

export type { Principal };

export interface TenancyConfig {
  multitenancy_enabled: boolean;
  private_tenant_enabled: boolean;
  /** '' = global tenant, '__user__' = private, else a custom tenant's name. */
  default_tenant: string;
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

export interface ExportSummary {
  counts: Record<EntryKind, number>;
  files: string[];
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
  /** Creates or replaces an entry; 403 for a reserved or static one. */
  upsert<K extends EntryKind>(kind: K, name: string, body: UpsertBodyByKind[K]): Promise<{ created: boolean }>;
  /** 404 when missing or hidden, 403 when reserved or static. */
  delete(kind: EntryKind, name: string): Promise<void>;

  getSecurityConfig(): Promise<SecurityConfig>;
  updateSecurityConfig(config: SecurityConfig): Promise<void>;
  /** `readonly` lists settings that cannot be changed (OpenSearch's `_readonly`). */
  getAuditConfig(): Promise<{ readonly: string[]; config: AuditConfig }>;
  updateAuditConfig(config: AuditConfig): Promise<void>;
  getAllowlist(): Promise<AllowlistConfig>;
  updateAllowlist(config: AllowlistConfig): Promise<void>;

  /** The internal user when the password matches, else null (unknown users take as long). */
  authenticate(username: string, password: string): Promise<(InternalUser & { username: string }) | null>;
  /** An internal user by name, hidden ones included (for sessions); null when missing. */
  getInternalUser(username: string): Promise<InternalUser | null>;
  /** The only way a password hash leaves the backend; for internal use, never for a response. */
  getHash(username: string): Promise<string | null>;
  /** Sets a new password (the caller checks the current one and the password rules). */
  changePassword(username: string, newPassword: string): Promise<void>;

  /** Roles, tenants and API access of an authenticated principal. */
  resolveAccount(principal: Principal, options?: ResolveOptions): Promise<AccountInfo>;
  /** Multitenancy settings from `config.dynamic.kibana`, defaults filled in. */
  getTenancyConfig(): Promise<TenancyConfig>;

  /** Drops cached configuration and verified passwords. */
  purgeCache(): Promise<void>;
  importConfig(dir: string): Promise<ImportSummary>;
  exportConfig(dir: string): Promise<ExportSummary>;
}
