import { HttpError } from '../../../../../core/server';
import type { AllowlistConfig, AuditConfig, EntryKind, InternalUser, SecurityConfig } from '../../../common/types';
import type { TenancyConfig } from '../../../common/tenancy';
import type { ServerAccountInfo } from '../permissions/account';
import type { Principal, SecurityBackend } from '../types';
import { ClusterAccounts } from './cluster_accounts';
import { basicAuthorization, callerCredentials, callerTenant } from './cluster_caller';
import type { ClusterClient } from './cluster_client';
import { userWithoutRecord } from '../user_without_record';
import { ClusterEntries } from './cluster_entries';

const API = '/_plugins/_security/api';
/** How long the tenancy settings read with the server's identity are used. */
const TENANCY_TTL_MS = 60_000;

/** 501 for what a cluster cannot give (the routes pass it on; the UI hides these pages). */
export const notWithCluster = (what: string) =>
  new HttpError(501, `${what} is not available with security.backend: opensearch.`);

/** A backend method for what a cluster cannot give: it always answers the 501 naming `what`. */
const unavailable = (what: string) => async (): Promise<never> => {
  throw notWithCluster(what);
};

const AUDIT_LOG = "The audit log (it is in the cluster's audit index)";
const HISTORY = 'The configuration history';
const API_TOKENS = 'API tokens';

/**
 * Where the server reads its own login settings without a signed-in user: the login form and
 * `Authorization: Basic`, checked by the cluster. The cluster's config.yml is shown and changed
 * through the Security app as the signed-in user.
 */
const LOGIN_SETTINGS: SecurityConfig = {
  dynamic: {
    authc: {
      basic_internal_auth_domain: {
        http_enabled: true,
        order: 0,
        http_authenticator: { type: 'basic', challenge: false },
        authentication_backend: { type: 'intern' },
      },
    },
  },
};

/** dashboardsinfo names the default tenant for display. */
function canonicalTenant(shown: unknown): string {
  if (shown === 'Global' || shown === 'global_tenant') return 'global_tenant';
  if (shown === 'Private' || shown === '__user__') return '__user__';
  return typeof shown === 'string' ? shown : '';
}

export interface OpenSearchBackendOptions {
  cluster: ClusterClient;
  readonlyRoles: readonly string[];
  tenancyDefaults: Pick<TenancyConfig, 'multitenancy_enabled' | 'private_tenant_enabled'>;
  now?: () => number;
}

/**
 * `security.backend: opensearch`: the security configuration lives in the cluster and is read
 * and written through its security REST API as the signed-in user (cluster_caller.ts), so the
 * cluster decides what each user may do. Passwords are checked by the cluster (authinfo).
 */
export class OpenSearchSecurityBackend implements SecurityBackend {
  private readonly entries: ClusterEntries;
  private readonly accounts: ClusterAccounts;
  private readonly now: () => number;
  private tenancy?: { at: number; config: TenancyConfig };

  constructor(private readonly options: OpenSearchBackendOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new ClusterEntries(options.cluster);
    this.accounts = new ClusterAccounts(options.cluster, options.readonlyRoles, this.now);
  }

  private call<T>(method: 'GET' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return this.options.cluster.request<T>({
      method,
      path,
      body,
      authorization: callerCredentials(),
      tenant: callerTenant(),
    });
  }

  list: SecurityBackend['list'] = (kind, options) => this.entries.list(kind, options);
  get: SecurityBackend['get'] = (kind, name) => this.entries.get(kind, name);
  upsert: SecurityBackend['upsert'] = (kind, name, body, actor, options) =>
    this.entries.upsert(kind, name, body, actor, options);
  delete = (kind: EntryKind, name: string): Promise<void> => this.entries.delete(kind, name);
  changeEntries: SecurityBackend['changeEntries'] = (kind, changes) => this.entries.changeEntries(kind, changes);

  async authenticate(username: string, password: string): Promise<(InternalUser & { username: string }) | null> {
    const info = await this.accounts.authinfo(basicAuthorization(username, password));
    if (!info) return null;
    return { username: info.user_name, ...userWithoutRecord(info.backend_roles ?? []) };
  }

  /** Sessions of this backend are external ones: no internal user is ever looked up. */
  async getInternalUser(): Promise<InternalUser | null> {
    return null;
  }

  /** Never reached (the session reader skips such sessions); a clean 401 if it were. */
  internalUserFromStored(): InternalUser {
    throw new HttpError(401, 'Authentication required');
  }

  async getHash(): Promise<string | null> {
    return null;
  }

  changePassword = unavailable('Changing a password here');

  async getSecurityConfig(): Promise<SecurityConfig> {
    if (!callerCredentials()) return LOGIN_SETTINGS;
    return (await this.call<{ config: SecurityConfig }>('GET', `${API}/securityconfig`)).config;
  }

  async updateSecurityConfig(config: SecurityConfig): Promise<void> {
    await this.call('PUT', `${API}/securityconfig/config`, config);
  }

  async getAllowlist(): Promise<AllowlistConfig> {
    return (await this.call<{ config: AllowlistConfig }>('GET', `${API}/allowlist`)).config;
  }

  async updateAllowlist(config: AllowlistConfig): Promise<void> {
    await this.call('PUT', `${API}/allowlist`, config);
  }

  async getTenancyConfig(): Promise<TenancyConfig> {
    if (callerCredentials()) return this.call<TenancyConfig>('GET', `${API}/tenancy/config`);
    const known = this.tenancy;
    if (known && this.now() - known.at < TENANCY_TTL_MS) return known.config;
    // Every request's tenant depends on these: read with the server's identity, kept a while.
    if (!this.options.cluster.hasServerIdentity) return { ...this.options.tenancyDefaults, default_tenant: '' };
    const info = await this.options.cluster.request<Record<string, unknown>>({
      method: 'GET',
      path: '/_plugins/_security/dashboardsinfo',
      authorization: 'server',
    });
    const config: TenancyConfig = {
      multitenancy_enabled:
        typeof info.multitenancy_enabled === 'boolean'
          ? info.multitenancy_enabled
          : this.options.tenancyDefaults.multitenancy_enabled,
      private_tenant_enabled:
        typeof info.private_tenant_enabled === 'boolean'
          ? info.private_tenant_enabled
          : this.options.tenancyDefaults.private_tenant_enabled,
      default_tenant: canonicalTenant(info.default_tenant),
    };
    this.tenancy = { at: this.now(), config };
    return config;
  }

  async updateTenancyConfig(config: TenancyConfig): Promise<TenancyConfig> {
    const saved = await this.call<TenancyConfig>('PUT', `${API}/tenancy/config`, config);
    this.tenancy = undefined;
    return saved;
  }

  async getAuditConfig(): Promise<{ readonly: string[]; config: AuditConfig }> {
    const answer = await this.call<{ _readonly?: string[]; config: AuditConfig }>('GET', `${API}/audit`);
    return { readonly: answer._readonly ?? [], config: answer.config };
  }

  async updateAuditConfig(config: AuditConfig): Promise<void> {
    await this.call('PUT', `${API}/audit/config`, config);
  }

  /** The cluster writes its own audit log. */
  async audit(): Promise<void> {}

  searchAuditEvents = unavailable(AUDIT_LOG);
  aggregateAuditEvents = unavailable(AUDIT_LOG);

  cacheGeneration(): number {
    return this.accounts.cacheGeneration();
  }

  resolveAccount(principal: Principal): Promise<ServerAccountInfo> {
    return this.accounts.resolve(principal);
  }

  async purgeCache(): Promise<void> {
    if (callerCredentials()) await this.call('DELETE', `${API}/cache`);
    this.accounts.purge();
    this.tenancy = undefined;
  }

  explain = unavailable('The access explainer');
  effectivePermissions = unavailable('The effective permissions view');
  resolveTokenAccount = unavailable(API_TOKENS);
  tokenPermissionsBeyond = unavailable(API_TOKENS);

  listHistory = unavailable(HISTORY);
  getHistoryVersion = unavailable(HISTORY);
  revertHistory = unavailable(HISTORY);

  importConfig = unavailable('securityadmin import (use securityadmin.sh on the cluster)');
  exportConfig = unavailable('securityadmin export (use securityadmin.sh on the cluster)');
  importFiles = unavailable('Importing a configuration');
  exportFiles = unavailable('Exporting the configuration');
}
