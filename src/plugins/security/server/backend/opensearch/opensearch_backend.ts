import type { AllowlistConfig, AuditConfig, EntryKind, InternalUser, SecurityConfig } from '../../../common/types';
import { clusterTenant } from './cluster_tenant';
import type { TenancyConfig } from '../../../common/tenancy';
import type { ServerAccountInfo } from '../permissions/account';
import { CallerCredentials, type BackendCaller } from '../caller';
import type { Principal, SecurityBackend, VerifiedUser } from '../types';
import { ClusterAccounts } from './cluster_accounts';
import type { ClusterClient } from './cluster_client';
import { userWithoutRecord } from '../user_without_record';
import { ClusterEntries } from './cluster_entries';
import { USER_CACHE_CHANNEL, announceUserFlush, readUserFlushNotice } from '../user_cache';
import type { PluginStore } from '../../../../../core/server';
import { randomUUID } from 'crypto';

const API = '/_plugins/_security/api';
/** How long the tenancy settings read with the server's identity are used. */
const TENANCY_TTL_MS = 60_000;

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
  /** The server's store, whose notices carry a flush of one user's cache to every process. */
  notices?: Pick<PluginStore<unknown>, 'notify' | 'listen'>;
}

/** What every scoped view of one cluster backend shares: the client, the caches. */
interface ClusterShared {
  accounts: ClusterAccounts;
  /** Tells this process's flush notices from the others'. */
  instanceId: string;
  tenancy?: { at: number; config: TenancyConfig };
}

/**
 * `security.backend: opensearch`: the security configuration lives in the cluster and is read
 * and written through its security REST API as the caller this view was scoped to (`asScoped`),
 * so the cluster decides what each user may do. Passwords are checked by the cluster (authinfo).
 * Unscoped, it is the server: the login settings, and the tenancy every request needs. What a
 * cluster does not offer here (history, transfer, explain, the audit log, tokens, password
 * changes) it simply does not have: those parts are absent, not stubs.
 */
export class OpenSearchSecurityBackend implements SecurityBackend {
  private readonly entries: ClusterEntries;
  private readonly now: () => number;
  private readonly shared: ClusterShared;

  constructor(
    private readonly options: OpenSearchBackendOptions,
    private readonly caller: BackendCaller = {},
    shared?: ClusterShared
  ) {
    this.now = options.now ?? Date.now;
    if (!shared) {
      shared = {
        accounts: new ClusterAccounts(options.cluster, options.readonlyRoles, this.now),
        instanceId: randomUUID(),
      };
      const { accounts, instanceId } = shared;
      options.notices?.listen(USER_CACHE_CHANNEL, (payload) => {
        const notice = readUserFlushNotice(payload);
        if (notice && notice.from !== instanceId) accounts.forgetUser(notice.user);
      });
    }
    this.shared = shared;
    this.entries = new ClusterEntries(options.cluster, () => this.callOptions());
  }

  asScoped(caller: BackendCaller): SecurityBackend {
    return new OpenSearchSecurityBackend(this.options, caller, this.shared);
  }

  /** The caller's credentials and tenant, as each call to the cluster carries them. */
  private callOptions(): { authorization: string | undefined; tenant: string | undefined } {
    return { authorization: this.caller.credentials?.authorization(), tenant: clusterTenant(this.caller.tenant) };
  }

  private call<T>(method: 'GET' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return this.options.cluster.request<T>({ method, path, body, ...this.callOptions() });
  }

  list: SecurityBackend['list'] = (kind, options) => this.entries.list(kind, options);
  get: SecurityBackend['get'] = (kind, name) => this.entries.get(kind, name);
  upsert: SecurityBackend['upsert'] = (kind, name, body, actor, options) =>
    this.entries.upsert(kind, name, body, actor, options);
  delete = (kind: EntryKind, name: string): Promise<void> => this.entries.delete(kind, name);
  changeEntries: SecurityBackend['changeEntries'] = (kind, changes) => this.entries.changeEntries(kind, changes);

  /** The cluster checks the password; the user then acts on it with these credentials. */
  async authenticate(username: string, password: string): Promise<VerifiedUser | null> {
    const credentials = CallerCredentials.basic(username, password);
    const info = await this.shared.accounts.authinfo(credentials.authorization());
    if (!info) return null;
    return { username: info.user_name, ...userWithoutRecord(info.backend_roles ?? []), credentials };
  }

  /** Sessions of this backend are external ones: no internal user is ever looked up. */
  async getInternalUser(): Promise<InternalUser | null> {
    return null;
  }

  async getHash(): Promise<string | null> {
    return null;
  }

  async getSecurityConfig(): Promise<SecurityConfig> {
    if (!this.caller.credentials) return LOGIN_SETTINGS;
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
    if (this.caller.credentials) return this.call<TenancyConfig>('GET', `${API}/tenancy/config`);
    const known = this.shared.tenancy;
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
    const preferred = info.preferred_tenants;
    if (Array.isArray(preferred) && preferred.length && preferred.every((t) => typeof t === 'string' && t !== ''))
      config.preferred_tenants = preferred as string[];
    this.shared.tenancy = { at: this.now(), config };
    return config;
  }

  async updateTenancyConfig(config: TenancyConfig): Promise<TenancyConfig> {
    const saved = await this.call<TenancyConfig>('PUT', `${API}/tenancy/config`, config);
    this.shared.tenancy = undefined;
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

  cacheGeneration(): number {
    return this.shared.accounts.cacheGeneration();
  }

  readonly judgedByCluster = true as const;

  /** Asked of the cluster as the caller (the principal is who they are; the cluster knows their roles). */
  resolveAccount(_principal: Principal): Promise<ServerAccountInfo> {
    return this.shared.accounts.resolve(this.caller.credentials?.authorization());
  }

  async purgeCache(): Promise<void> {
    if (this.caller.credentials) await this.call('DELETE', `${API}/cache`);
    this.shared.accounts.purge();
    this.shared.tenancy = undefined;
  }

  userCacheGeneration(username: string): number {
    return this.shared.accounts.userFlushes.of(username);
  }

  /** The cluster's cache for the user (as the caller), then the user's answers kept by every process here. */
  async purgeUserCache(username: string): Promise<void> {
    if (this.caller.credentials) await this.call('DELETE', `${API}/cache/user/${encodeURIComponent(username)}`);
    this.shared.accounts.forgetUser(username);
    if (this.options.notices) {
      await announceUserFlush(this.options.notices, { from: this.shared.instanceId, user: username });
    }
  }
}
