import type { HistoryListResponse, HistoryRevertResponse, HistoryVersionDetail } from '../../common/history';
import type { HistoryFilter } from './embedded/history_store';
import type { ImportResponse } from '../../common/config_transfer';
import type {
  AllowlistConfig,
  AuditConfig,
  EntryByKind,
  EntryKind,
  InternalUser,
  SecurityConfig,
} from '../../common/types';
import type { TenancyConfig } from '../../common/tenancy';
import type { AuditAggregateResponse } from '../../common/audit_insights';
import type { RoleLike, ServerAccountInfo } from './permissions/account';
import type { Principal } from './permissions/role_mappings';
import type { ServerText } from '../../../../core/server';
import type { EffectivePermissions, ExplainResponse } from '../../common/explain';
import type { ExplainAsk } from './permissions/explain_access';
import type { Tenancy } from './permissions/tenant_selection';
import type { BackendCaller, CallerCredentials } from './caller';
import type { GrantLimits } from './grant_limits/types';
import type { StoredUsersBackend } from './stored_users_types';
import type {
  AtVersion,
  AuditActor,
  AuditEventInput,
  AuditAggregateQuery,
  AuditPage,
  AuditQuery,
  ChangeAuthor,
  EntryChange,
  ExportSummary,
  ImportSummary,
  ImportUpload,
  ListOptions,
  ListResult,
  ResolveOptions,
  HistorySnapshot,
  RevertOptions,
  UpsertBodyByKind,
  UpsertOptions,
} from './data_types';

export type { Principal, TenancyConfig };
export type { BackendCaller } from './caller';
// The backend's data types are part of its contract: callers import them from here.
export type * from './data_types';

// Every resource has its own contract below; `SecurityBackend` is the part every backend has, and
// the optional parts (history, transfer, explain, the audit log, tokens, password changes, stored
// users) are members a backend has only when it can serve them: callers and the browser read
// which it has (`backendCapabilities`), never the backend's name. The embedded backend keeps the
// configuration in the server's store. The OpenSearch backend (opensearch/) calls the cluster's
// `/_plugins/_security/api/*` as the caller it was scoped to (`asScoped`).
// Errors are `HttpError`s whose status the routes pass on: 400 invalid input, 403 reserved or static
// entry, 404 unknown or hidden entry.

/**
 * Internal users, roles, role mappings, action groups, tenants and nodes DN, by kind: the REST API
 * treats them alike (the kind's own rules are checked inside). OpenSearch backend: every method
 * needs the signed-in user (`actor` names it for writes; reads will need it added).
 */
export interface EntriesBackend {
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
}

/** Who a password check verified: the internal user, and how a cluster backend acts as them later. */
export type VerifiedUser = InternalUser & {
  username: string;
  /** Set by a backend that acts as its callers (a cluster): a session keeps them, sealed. */
  credentials?: CallerCredentials;
};

/**
 * Internal users as the login and session code needs them. OpenSearch backend: the cluster checks
 * passwords itself (authenticate becomes a call as that user; getHash has no equivalent).
 */
export interface InternalUsersBackend {
  /** The internal user when the password matches, else null (unknown users take as long). */
  authenticate(username: string, password: string): Promise<VerifiedUser | null>;
  /** An internal user by name, hidden ones included (for sessions); null when missing. */
  getInternalUser(username: string): Promise<InternalUser | null>;
  /** The only way a password hash leaves the backend; for internal use, never for a response. */
  getHash(username: string): Promise<string | null>;
}

/** Password changes of internal users kept by this backend. */
export interface PasswordChangeBackend {
  /** Sets a new password (the caller checks the current one and the password rules). */
  changePassword(username: string, newPassword: string, actor?: AuditActor): Promise<void>;
}

/** config.yml and the allowlist. OpenSearch backend: reads will need the signed-in user. */
export interface SecurityDocumentsBackend {
  getSecurityConfig(): Promise<SecurityConfig>;
  updateSecurityConfig(config: SecurityConfig, actor?: AuditActor): Promise<void>;
  getAllowlist(): Promise<AllowlistConfig>;
  updateAllowlist(config: AllowlistConfig, actor?: AuditActor): Promise<void>;
}

/** The multitenancy settings (kept in `config.dynamic.kibana`). */
export interface TenancyBackend {
  /** A setting never stored comes from the server's yml. */
  getTenancyConfig(options?: AtVersion): Promise<TenancyConfig>;
  /**
   * Stores the multitenancy settings in `config.dynamic.kibana` (the default tenant in its
   * canonical spelling) and answers them; 400 for a default tenant that does not exist or is
   * the private one while that is disabled.
   */
  updateTenancyConfig(config: TenancyConfig, actor?: AuditActor): Promise<TenancyConfig>;
}

/** The audit configuration, and the REST-layer events the backend is given. */
export interface AuditBackend {
  /** `readonly` lists settings that cannot be changed (OpenSearch's `_readonly`). */
  getAuditConfig(): Promise<{ readonly: string[]; config: AuditConfig }>;
  updateAuditConfig(config: AuditConfig, actor?: AuditActor): Promise<void>;
  /**
   * Writes a REST-layer audit event when the stored audit configuration asks for its category,
   * user and path (configuration changes are logged by the write methods, given an actor).
   * Credentials never reach the log: bodies lose password and hash fields, headers their
   * Authorization and cookies. OpenSearch backend: the cluster writes its own audit log.
   */
  audit(event: AuditEventInput): Promise<void>;
}

/** The audit log this backend keeps and can search (a cluster keeps its own, in its audit index). */
export interface AuditLogBackend {
  /** The audit log, newest first; 400 for bad paging. */
  searchAuditEvents(query: AuditQuery): Promise<AuditPage>;
  /** Counts of the audit log by time or by a field's values (security:0012-audit-insights indexes). */
  aggregateAuditEvents(query: AuditAggregateQuery): Promise<AuditAggregateResponse>;
}

/**
 * A token's permissions (`role`, memoized under `key`) and, for a token an internal user made, that
 * user as they are now (`creator`): the token then acts within what both grant.
 */
export interface TokenGrant {
  key: string;
  role: RoleLike;
  creator?: Principal;
}

/** What a principal may do (sessions, the account route) and the caches behind it. */
export interface AccountBackend {
  /**
   * Moves whenever cached accounts must be resolved again although the configuration version did
   * not move (a cache purge, here or announced by another server): what a caller derived from
   * `resolveAccount` for a version holds while this stays the same.
   */
  cacheGeneration(): number;
  /** Roles, tenants and API access of an authenticated principal. */
  resolveAccount(principal: Principal, options?: ResolveOptions): Promise<ServerAccountInfo>;
  /**
   * A cluster decides: reads, writes and `resolveAccount` are the scoped caller's (whoever the
   * principal), so another user's holdings and each write are the cluster's to judge.
   */
  readonly judgedByCluster?: true;
  /** Drops every cached configuration, permission evaluation and verified password. */
  purgeCache(): Promise<void>;
  /**
   * Moves when `username`'s cached state is flushed (`purgeUserCache`, here or announced by another
   * process): what a caller derived from their account holds while this and `cacheGeneration` stay.
   */
  userCacheGeneration(username: string): number;
  /** Drops what every process remembers of `username` (nobody else's), whether the user exists or not. */
  purgeUserCache(username: string): Promise<void>;
}

/** API tokens' permissions, decided by the code that decides a user's. */
export interface TokenAccountBackend {
  /**
   * The account of a request made with an API token: `principal` (its owner) with the token's
   * own permissions (`role`) only; `key` names the token and its permissions for the cache.
   */
  resolveTokenAccount(principal: Principal, token: TokenGrant, options?: ResolveOptions): Promise<ServerAccountInfo>;
  /** What a token with `token`'s permissions would grant beyond what `principal` holds (empty: nothing). */
  tokenPermissionsBeyond(principal: Principal, token: RoleLike): Promise<string[]>;
}

/** The access explainer and the effective permissions view. */
export interface ExplainBackend {
  /**
   * Whether the principal (or a token, within its creator) holds a cluster permission, such as
   * `cluster:monitor/metrics`. Absent on a backend that cannot tell (a cluster decides its own).
   */
  allowsClusterAction?(principal: Principal, action: string, token?: TokenGrant): Promise<boolean>;
  /** Why `principal` may or may not do what `ask` names, decided by the code that enforces it (the
   * tenant part under `tenancy`, the settings enforced now); its sentences are messages. */
  explain(principal: Principal, ask: ExplainAsk, tenancy: Tenancy): Promise<ExplainResponse<ServerText>>;
  /** Every action per index pattern, the cluster actions and the tenants of `principal`, merged over its roles. */
  effectivePermissions(principal: Principal, tenancy: Tenancy): Promise<EffectivePermissions>;
}

/** The configuration history. */
export interface HistoryBackend {
  /** Configuration history versions, newest first, filtered and paged by the store. */
  listHistory(filter: HistoryFilter): Promise<HistoryListResponse>;
  /** One version with its changes; 404 when there is none. */
  getHistoryVersion(version: number): Promise<HistoryVersionDetail>;
  /**
   * Puts one resource (`target`) or the whole configuration back to its state right after
   * `version`, in one transaction that is itself a version; `dryRun` only plans it.
   */
  revertHistory(version: number, options: RevertOptions): Promise<HistoryRevertResponse>;
  /**
   * The whole configuration right after one version, or after each of the `newest` versions
   * (newest first); 404 for a version there is none of. Never a hash, a secret or a hidden entry.
   */
  historySnapshots(which: { version: number } | { newest: number }): Promise<HistorySnapshot[]>;
  /** The newest version before `version` (what "roll back" goes back to), if any. */
  previousVersion(version?: number): Promise<number | undefined>;
}

/** Import and export of the whole configuration as securityadmin's YAML files. */
export interface ConfigTransferBackend {
  /** securityadmin's import: the directory is the whole configuration (reserved entries are replaced too). */
  importConfig(dir: string, author?: ChangeAuthor): Promise<ImportSummary>;
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

export type { StoredUsersBackend };

/** The security configuration and the decisions made from it: the parts every backend has. */
export interface SecurityBackend
  extends EntriesBackend, InternalUsersBackend, SecurityDocumentsBackend, TenancyBackend, AuditBackend, AccountBackend {
  /**
   * This backend acting for `caller`: a cluster backend makes its calls with the caller's
   * credentials and tenant; the embedded backend decides from the principals it is given and
   * answers itself. Cheap: made per request.
   */
  asScoped(caller: BackendCaller): SecurityBackend;
  /**
   * True when the backend applies the write rule itself, inside each write, to the `grants` an
   * entry write's actor carries (grant_limits/write_rule.ts); others are checked before the call.
   */
  readonly enforcesWriteRule?: boolean;
  /**
   * With `enforcesWriteRule`: the write rule `changeEntries(kind, changes)` would meet for a caller
   * with `limits` (none: one the rule does not bound), judged without writing anything (a
   * permission dry run); 403 when it would refuse.
   */
  judgeEntryChanges?<K extends EntryKind>(
    kind: K,
    changes: ReadonlyArray<EntryChange<K>>,
    limits: GrantLimits | undefined
  ): Promise<void>;
  readonly passwords?: PasswordChangeBackend;
  readonly history?: HistoryBackend;
  readonly transfer?: ConfigTransferBackend;
  readonly explainer?: ExplainBackend;
  readonly auditLog?: AuditLogBackend;
  readonly tokens?: TokenAccountBackend;
  /** Present when internal users' sessions and tokens are read with their stored entry (embedded store). */
  readonly storedUsers?: StoredUsersBackend;
}

/** Every part: what the embedded backend serves. */
export type FullSecurityBackend = SecurityBackend &
  PasswordChangeBackend &
  HistoryBackend &
  ConfigTransferBackend &
  ExplainBackend &
  AuditLogBackend &
  TokenAccountBackend &
  Required<
    Pick<SecurityBackend, 'passwords' | 'history' | 'transfer' | 'explainer' | 'auditLog' | 'tokens' | 'storedUsers'>
  >;
