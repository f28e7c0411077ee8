/**
 * The one client of the Security app for the configuration REST API: every URL the app calls
 * lives here, so pages never build paths (and never forget to encode a name).
 */
import { SESSION_POLICY_PATH, type SessionPolicyResponse } from '../../../common/session_expiry';
import type { BackendCapabilities } from '../../../common/backend_capabilities';
import { AUDIT_AGGREGATE_PATH, type AuditAggregateResponse } from '../../../common/audit_insights';
import { AUDIT_RETENTION_PATH, type AuditRetentionResponse } from '../../../common/audit_retention';
import { fetchErrorStatus, type HttpStart } from '../../../../../core/public';
import { AUDIT_EVENTS_MAX_PER_PAGE, AUDIT_EVENTS_PATH, type AuditEventsResponse } from '../../../common/audit';
import { AUTHC_TEST_PATH, type AuthcTestRequest, type AuthcTestResponse } from '../../../common/authc_test';
import type { PermissionListQuery, PermissionListResponse } from '../../../common/permission_rows';
import type {
  AuditConfig,
  EntryByKind,
  EntryKind,
  EntryListQuery,
  RoleWithMapping,
  SecurityConfig,
} from '../../../common/types';
import { RESTAPIINFO_PATH, SecurityApi, type AccountInfo } from '../../apis/security_api';
import type { ReadyGet } from '../../apis/prefetched_gets';
import { enabledEndpoints, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import {
  EFFECTIVE_PERMISSIONS_PATH,
  EXPLAIN_PATH,
  type EffectivePermissions,
  type ExplainQuery,
  type ExplainResponse,
} from '../../../common/explain';
import { TENANCY_CONFIG_PATH, type TenancyConfig } from '../../../common/tenancy';
import { MFA_SETTINGS_PATH, mfaResetPath, type MfaSettingsResponse } from '../../../common/mfa';
import { pageQuery } from '../../utils/page_query';
import {
  ACCOUNT_URL,
  AUDIT_CONFIG_URL,
  CACHE_URL,
  CONFIGURATION_API_PREFIX,
  MAX_PAGE_SIZE,
  PERMISSIONS_URL,
  ROLES_WITH_MAPPINGS_URL,
  SECURITY_CONFIG_URL,
  type AuditConfigResponse,
  type AuditEventsQuery,
  type HistoryQuery,
  type ListQuery,
  type ListResult,
  type RolesWithMappingsQuery,
  type SaveResult,
} from './api_types';
import {
  HISTORY_MAX_PER_PAGE,
  HISTORY_PATH,
  type HistoryListResponse,
  type HistoryResourceKind,
  type HistoryRevertResponse,
  type HistoryVersionDetail,
} from '../../../common/history';
import {
  CONFIG_EXPORT_PATH,
  CONFIG_IMPORT_PATH,
  type ImportRequestBody,
  type ImportResponse,
} from '../../../common/config_transfer';

export * from './api_types';

/** The server's answer to a create-only request for a name that is taken. */
export function isConflict(error: unknown): boolean {
  return fetchErrorStatus(error) === 409;
}

export function entryUrl(kind: EntryKind, name?: string): string {
  const base = `${CONFIGURATION_API_PREFIX}/${kind}`;
  return name === undefined ? base : `${base}/${encodeURIComponent(name)}`;
}

function toQuery(query: ListQuery = {}): Record<string, string | number> {
  const result: EntryListQuery & Record<string, string | number> = {};
  if (query.page !== undefined) result.page = query.page;
  if (query.perPage !== undefined) result.per_page = Math.min(query.perPage, MAX_PAGE_SIZE);
  // An empty search means "everything": the server's schema accepts it, but sending nothing keeps URLs clean.
  if (query.search) result.search = query.search;
  if (query.sortField) result.sort = query.sortField;
  if (query.sortOrder) result.order = query.sortOrder;
  if (query.withoutGlobal) result.without_global = 'true';
  return result;
}

export class ConfigurationApi {
  /** What the security backend can do, as restapiinfo said (unknown until asked: everything). */
  private capabilities?: BackendCapabilities;

  /** Whether the security backend in use has `capability` (a history, imports, …). */
  readonly has = (capability: keyof BackendCapabilities): boolean => this.capabilities?.[capability] !== false;

  constructor(
    private readonly http: HttpStart,
    /**
     * Answers asked for ahead (early_start.ts) that are in already: the `ready…` methods read
     * them without waiting, so a page's first render can show them (none given: always undefined).
     */
    private readonly readyGet: ReadyGet = () => undefined
  ) {}

  /** A GET and what the app makes of its answer: asked for, or read if it is in already. */
  private request<Raw, Result>(
    path: string,
    query: Record<string, string | number | boolean> | undefined,
    toResult: (raw: Raw) => Result
  ): { get(): Promise<Result>; ready(): Result | undefined } {
    return {
      get: async () =>
        toResult(await (query === undefined ? this.http.get<Raw>(path) : this.http.get<Raw>(path, { query }))),
      ready: () => {
        const answer = this.readyGet(path, query);
        return answer === undefined ? undefined : toResult(answer.value as Raw);
      },
    };
  }

  private listRequest<K extends EntryKind>(kind: K, query?: ListQuery) {
    return this.request(entryUrl(kind), toQuery(query), (result: Partial<ListResult<EntryByKind[K]>> | undefined) => ({
      total: result?.total ?? 0,
      data: result?.data ?? {},
    }));
  }

  list<K extends EntryKind>(kind: K, query?: ListQuery): Promise<ListResult<EntryByKind[K]>> {
    return this.listRequest(kind, query).get();
  }

  /** `list`'s answer if it was asked for ahead and is in (see `ready`), else undefined. */
  readyList<K extends EntryKind>(kind: K, query?: ListQuery): ListResult<EntryByKind[K]> | undefined {
    return this.listRequest(kind, query).ready();
  }

  get<K extends EntryKind>(kind: K, name: string): Promise<EntryByKind[K]> {
    return this.http.get<EntryByKind[K]>(entryUrl(kind, name));
  }

  save<K extends EntryKind>(kind: K, name: string, body: object): Promise<SaveResult> {
    return this.http.post<SaveResult>(entryUrl(kind, name), { body: JSON.stringify(body) });
  }

  /**
   * Creates an entry; the server answers 409 when the name is taken (checked inside its write,
   * so two people creating one name at once cannot overwrite each other).
   */
  create<K extends EntryKind>(kind: K, name: string, body: object): Promise<SaveResult> {
    return this.http.post<SaveResult>(entryUrl(kind, name), {
      query: { create_only: true },
      body: JSON.stringify(body),
    });
  }

  remove(kind: EntryKind, name: string): Promise<SaveResult> {
    return this.http.delete<SaveResult>(entryUrl(kind, name));
  }

  /** `opensearch_security.mfa.*` (required roles, step-up seconds), for the Authentication page. */
  getMfaSettings(): Promise<MfaSettingsResponse> {
    return this.http.get<MfaSettingsResponse>(MFA_SETTINGS_PATH);
  }

  /** Removes an internal user's second factors and recovery codes (audited MFA_RESET). */
  resetUserMfa(name: string): Promise<SaveResult> {
    return this.http.delete<SaveResult>(mfaResetPath(name));
  }

  /**
   * Every entry of a kind, a page at a time. Meant for the small kinds (action groups, tenants)
   * and pickers; the big lists (users, roles) page on the server instead.
   */
  async listAll<K extends EntryKind>(kind: K): Promise<Record<string, EntryByKind[K]>> {
    const all: Record<string, EntryByKind[K]> = {};
    for (let page = 1; ; page++) {
      const { total, data } = await this.list(kind, { page, perPage: MAX_PAGE_SIZE });
      const names = Object.keys(data);
      for (const name of names) all[name] = data[name];
      // Stop on a short page too, so a total that changes under us cannot loop forever.
      if (names.length < MAX_PAGE_SIZE || page * MAX_PAGE_SIZE >= total) return all;
    }
  }

  /** The security REST API endpoints the signed-in user may use (none without API access). */
  getApiEndpoints(): Promise<RestApiEndpoint[]> {
    return this.apiEndpointsRequest().get();
  }

  readyApiEndpoints(): RestApiEndpoint[] | undefined {
    return this.apiEndpointsRequest().ready();
  }

  private apiEndpointsRequest() {
    return this.request(
      RESTAPIINFO_PATH,
      undefined,
      (
        info: { has_api_access?: unknown; disabled_endpoints?: unknown; capabilities?: BackendCapabilities } | undefined
      ) => {
        this.capabilities = info?.capabilities;
        return info?.has_api_access === true ? enabledEndpoints(info.disabled_endpoints) : [];
      }
    );
  }

  getAccount(): Promise<AccountInfo['data']> {
    return this.accountRequest().get();
  }

  readyAccount(): AccountInfo['data'] | undefined {
    return this.accountRequest().ready();
  }

  private accountRequest() {
    return this.request(ACCOUNT_URL, undefined, (result: AccountInfo) => result.data);
  }

  /**
   * One page of roles joined with what is mapped to them, done by the server so the role list
   * never fetches every mapping. `reserved` keeps only reserved (true) or custom (false) roles.
   */
  getRolesWithMappings(query: RolesWithMappingsQuery = {}): Promise<ListResult<RoleWithMapping>> {
    return this.rolesWithMappingsRequest(query).get();
  }

  readyRolesWithMappings(query: RolesWithMappingsQuery = {}): ListResult<RoleWithMapping> | undefined {
    return this.rolesWithMappingsRequest(query).ready();
  }

  private rolesWithMappingsRequest(query: RolesWithMappingsQuery) {
    const params: Record<string, string | number | boolean> = toQuery(query);
    if (query.reserved !== undefined) params.reserved = query.reserved;
    return this.request(
      ROLES_WITH_MAPPINGS_URL,
      params,
      (result: Partial<ListResult<RoleWithMapping>> | undefined) => ({
        total: result?.total ?? 0,
        data: result?.data ?? {},
      })
    );
  }

  /**
   * One page of the Permissions page's rows (action groups and single permissions), searched,
   * filtered and sorted by the server, so the page never fetches every action group.
   */
  listPermissions(query: PermissionListQuery = {}): Promise<PermissionListResponse> {
    return this.permissionsRequest(query).get();
  }

  readyPermissions(query: PermissionListQuery = {}): PermissionListResponse | undefined {
    return this.permissionsRequest(query).ready();
  }

  private permissionsRequest(query: PermissionListQuery) {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(query)) {
      // An empty search or an 'all' filter is the default: sending nothing keeps URLs clean.
      if (value !== undefined && value !== '' && value !== 'all') params[key] = value as string | number;
    }
    return this.request(PERMISSIONS_URL, params, (result: Partial<PermissionListResponse> | undefined) => ({
      total: result?.total ?? 0,
      rows: result?.rows ?? [],
    }));
  }

  /** The audit configuration and which of its setting paths the security plugin keeps read-only. */
  async getAuditConfig(): Promise<AuditConfigResponse> {
    const result = await this.http.get<Partial<AuditConfigResponse> | undefined>(AUDIT_CONFIG_URL);
    if (!result?.config) throw new Error('The server answered without an audit configuration.');
    return { _readonly: Array.isArray(result._readonly) ? result._readonly : [], config: result.config };
  }

  /** Replaces the whole audit configuration (the caller sends every setting, see toAuditSaveBody). */
  saveAuditConfig(config: AuditConfig): Promise<SaveResult> {
    return this.http.post<SaveResult>(`${AUDIT_CONFIG_URL}/config`, { body: JSON.stringify(config) });
  }

  /** How long audit events are kept, the oldest kept and each sink's health (`GET /api/v1/audit/retention`). */
  getAuditRetention(): Promise<AuditRetentionResponse> {
    return this.http.get<AuditRetentionResponse>(AUDIT_RETENTION_PATH);
  }

  /** One page of the audit log, newest first. */
  /** `background`: an auto-refresh, sent as a system request so it never extends the idle time. */
  async getAuditEvents(query: AuditEventsQuery = {}, background = false): Promise<AuditEventsResponse> {
    const { page, perPage, authType, ...filters } = query;
    const params = pageQuery(page, perPage, AUDIT_EVENTS_MAX_PER_PAGE, { ...filters, auth_type: authType });
    const result = await this.http.get<Partial<AuditEventsResponse> | undefined>(AUDIT_EVENTS_PATH, {
      query: params,
      ...(background ? { asSystemRequest: true } : {}),
    });
    return { total: result?.total ?? 0, events: result?.events ?? [] };
  }

  /** Counts of the audit log (`GET /api/v1/audit/aggregate`); blank filters are left out. */
  getAuditAggregate(
    params: Record<string, string | number | undefined>,
    background = false
  ): Promise<AuditAggregateResponse> {
    const query: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query[key] = value;
    return this.http.get<AuditAggregateResponse>(AUDIT_AGGREGATE_PATH, {
      query,
      ...(background ? { asSystemRequest: true } : {}),
    });
  }

  /** One page of configuration history versions, newest first (blank filters are left out). */
  async getHistory(query: HistoryQuery = {}): Promise<HistoryListResponse> {
    const { page, perPage, ...filters } = query;
    const params = pageQuery(page, perPage, HISTORY_MAX_PER_PAGE, { ...filters });
    const result = await this.http.get<Partial<HistoryListResponse> | undefined>(HISTORY_PATH, { query: params });
    return { total: result?.total ?? 0, versions: result?.versions ?? [] };
  }

  getHistoryVersion(version: number): Promise<HistoryVersionDetail> {
    return this.http.get<HistoryVersionDetail>(`${HISTORY_PATH}/${version}`);
  }

  /** Plans (`dryRun`) or makes a revert to `version`: of one resource, or of the whole configuration. */
  revertHistory(
    version: number,
    target: { kind: HistoryResourceKind; name: string } | undefined,
    dryRun: boolean
  ): Promise<HistoryRevertResponse> {
    return this.http.post<HistoryRevertResponse>(`${HISTORY_PATH}/${version}/revert`, {
      ...(dryRun ? { query: { dry_run: true } } : {}),
      body: JSON.stringify(target ?? {}),
    });
  }

  /** Why a user may or may not do what the query names (blank fields are left out). */
  explain(query: ExplainQuery): Promise<ExplainResponse> {
    const params: Record<string, string> = { user: query.user };
    for (const key of ['action', 'index', 'host'] as const) if (query[key]) params[key] = query[key] as string;
    // '' is a real tenant selection (global): only an absent tenant is left out.
    if (query.tenant !== undefined) params.tenant = query.tenant;
    return this.http.get<ExplainResponse>(EXPLAIN_PATH, { query: params });
  }

  /** Every action per index pattern, the cluster actions and the tenants of one user. */
  effectivePermissions(user: string): Promise<EffectivePermissions> {
    return this.http.get<EffectivePermissions>(EFFECTIVE_PERMISSIONS_PATH, { query: { user } });
  }

  /** Drops every cached credential and permission evaluation; resolves with the server's message. */
  async purgeCache(): Promise<{ message?: string }> {
    const result = await this.http.delete<{ message?: unknown } | undefined>(CACHE_URL);
    return typeof result?.message === 'string' ? { message: result.message } : {};
  }

  /** "Test a user": each basic domain's answer for this user (and password, when given), and the mapped roles. */
  testAuthcUser(body: AuthcTestRequest): Promise<AuthcTestResponse> {
    return this.http.post<AuthcTestResponse>(AUTHC_TEST_PATH, { body: JSON.stringify(body) });
  }

  /** The session policy of dashboards.yml (idle timeout, lifespan, max concurrent, auto-login). */
  getSessionPolicy(): Promise<SessionPolicyResponse> {
    return this.http.get<SessionPolicyResponse>(SESSION_POLICY_PATH);
  }

  /** The `config.yml` document (`{ dynamic: { authc, authz, ... } }`), secrets redacted by the server. */
  async getSecurityConfig(): Promise<SecurityConfig> {
    const result = await this.http.get<{ data?: { config?: SecurityConfig } } | undefined>(SECURITY_CONFIG_URL);
    return result?.data?.config ?? { dynamic: {} };
  }

  getTenancyConfig(): Promise<TenancyConfig> {
    return this.http.get<TenancyConfig>(TENANCY_CONFIG_PATH);
  }

  /** Resolves with the settings as the server stored them (the default tenant in its canonical spelling). */
  async updateTenancyConfig(config: TenancyConfig): Promise<TenancyConfig> {
    const stored = await this.http.put<TenancyConfig | undefined>(TENANCY_CONFIG_PATH, {
      body: JSON.stringify(config),
    });
    return stored && typeof stored === 'object' ? stored : config;
  }

  /**
   * The whole configuration as a zip. Core's client reads every answer as text, which would break
   * the archive's bytes, so this one GET goes through the browser's fetch (same cookie, no body).
   */
  async exportConfiguration(includeHashes: boolean): Promise<{ blob: Blob; fileName: string }> {
    const url = this.http.basePath.prepend(`${CONFIG_EXPORT_PATH}${includeHashes ? '?include_hashes=true' : ''}`);
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
      const message = typeof body?.message === 'string' ? body.message : response.statusText;
      throw new Error(`The export failed: ${message || `status ${response.status}`}`);
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'security-configuration.zip';
    return { blob: await response.blob(), fileName };
  }

  /** Validates the upload and answers what it changes; with `dryRun: false` the server also applies it. */
  importConfiguration(body: ImportRequestBody, dryRun: boolean): Promise<ImportResponse> {
    return this.http.post<ImportResponse>(CONFIG_IMPORT_PATH, {
      query: { dry_run: dryRun },
      body: JSON.stringify(body),
    });
  }

  /** The session's tenant: '' global, '__user__' private, else the custom tenant's name. */
  getCurrentTenant(): Promise<string> {
    return new SecurityApi(this.http).getCurrentTenant();
  }

  /** Makes `tenant` the session's tenant (same values as getCurrentTenant); resolves with the one selected. */
  selectTenant(tenant: string, username: string): Promise<string> {
    return new SecurityApi(this.http).selectTenant(tenant, username);
  }
}

/**
 * Whether the security backend has `capability` (read this way so that a stand-in api without
 * `has`, in a component's test, keeps every page).
 */
export function backendHas(api: Pick<ConfigurationApi, 'has'>, capability: keyof BackendCapabilities): boolean {
  return (api.has as ConfigurationApi['has'] | undefined)?.(capability) !== false;
}
