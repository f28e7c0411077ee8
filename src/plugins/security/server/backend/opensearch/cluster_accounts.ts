import { createHmac, randomBytes } from 'crypto';
import { HttpError } from '../../../../../core/server';
import { enabledEndpoints, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import type { ServerAccountInfo } from '../permissions/account';
import type { ClusterClient } from './cluster_client';
import { UserFlushCounts } from '../user_cache';

/** How long the cluster's answer about a user's roles is used before it is asked again. */
export const ACCOUNT_TTL_MS = 60_000;
const ACCOUNT_CACHE_LIMIT = 10_000;

interface AuthInfo {
  user_name: string;
  roles?: string[];
  backend_roles?: string[];
  tenants?: Record<string, boolean>;
  custom_attribute_names?: string[];
}

/**
 * A signed-in user's roles, tenants and REST API access as the cluster tells them (`authinfo` and
 * `permissionsinfo`, called as that user), kept for ACCOUNT_TTL_MS per credentials (keyed by an
 * HMAC under a process key: the cache holds no password).
 */
export class ClusterAccounts {
  private readonly key = randomBytes(32);
  private readonly cache = new Map<string, { at: number; account: ServerAccountInfo }>();
  private generation = 0;
  /** Per user, moves when their entries are dropped (the account memos' input). */
  readonly userFlushes = new UserFlushCounts();

  constructor(
    private readonly cluster: ClusterClient,
    private readonly readonlyRoles: readonly string[],
    private readonly now: () => number
  ) {}

  cacheGeneration(): number {
    return this.generation;
  }

  purge(): void {
    this.cache.clear();
    this.generation++;
  }

  /** Drops `user`'s answers only: their next request asks the cluster again, others wait out the TTL. */
  forgetUser(user: string): void {
    for (const [id, entry] of this.cache) if (entry.account.user_name === user) this.cache.delete(id);
    this.userFlushes.bump(user);
  }

  /** The user's authinfo, or null when the cluster refuses the credentials (401). */
  async authinfo(authorization: string): Promise<AuthInfo | null> {
    try {
      return await this.cluster.request<AuthInfo>({
        method: 'GET',
        path: '/_plugins/_security/authinfo',
        authorization,
      });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) return null;
      throw error;
    }
  }

  /** The account of whoever `authorization` names (401 without credentials). */
  async resolve(authorization: string | undefined): Promise<ServerAccountInfo> {
    if (!authorization) throw new HttpError(401, 'Authentication required');
    const id = createHmac('sha256', this.key).update(authorization).digest('base64');
    const known = this.cache.get(id);
    const now = this.now();
    if (known && now - known.at < ACCOUNT_TTL_MS) return known.account;
    const account = await this.read(authorization);
    if (this.cache.size >= ACCOUNT_CACHE_LIMIT) this.cache.clear();
    this.cache.set(id, { at: now, account });
    return account;
  }

  private async read(authorization: string): Promise<ServerAccountInfo> {
    const info = await this.authinfo(authorization);
    if (!info) throw new HttpError(401, 'Authentication required');
    const permissions = await this.cluster.request<{ has_api_access?: boolean; disabled_endpoints?: unknown }>({
      method: 'GET',
      path: '/_plugins/_security/api/permissionsinfo',
      authorization,
    });
    const roles = info.roles ?? [];
    const tenants = info.tenants ?? {};
    const named = Object.fromEntries(Object.entries(tenants).filter(([name]) => name !== info.user_name));
    const hasApiAccess = permissions.has_api_access === true;
    return {
      user_name: info.user_name,
      roles,
      backend_roles: info.backend_roles ?? [],
      tenants,
      is_internal_user: false,
      has_api_access: hasApiAccess,
      readonly: roles.some((role) => this.readonlyRoles.includes(role)),
      custom_attribute_names: info.custom_attribute_names ?? [],
      tenant_grants: { named, private: info.user_name in tenants },
      api_endpoints: hasApiAccess ? clusterEndpoints(permissions.disabled_endpoints) : [],
      resource_sharing_admin: hasApiAccess && sharingEndpointOpen(permissions.disabled_endpoints),
    };
  }
}

/** Endpoints a cluster may never list as disabled: this server's own, or newer than the cluster (3.3's sharing). */
const UNLISTED_BY_A_CLUSTER: readonly RestApiEndpoint[] = ['lockouts', 'resource_sharing'];

/**
 * The endpoints the cluster leaves the user (permissionsinfo's disabled_endpoints). The cluster
 * decides each call of its own API again; what it does not serve (lock-outs, second factors,
 * sharing: this server's store) is decided here from these alone. Every endpoint for any REST API
 * access made a users-only administrator of the cluster one of lock-outs and of every user's
 * second factor here. One the cluster cannot list is open only to whom it leaves every endpoint.
 */
export function clusterEndpoints(disabled: unknown): RestApiEndpoint[] {
  const whole = sharingEndpointOpen(disabled);
  return enabledEndpoints(disabled).filter((endpoint) => whole || !UNLISTED_BY_A_CLUSTER.includes(endpoint));
}

/**
 * Sharing records live in this server's store, so no call to the cluster refuses an administrator
 * of them: one is who the cluster lets use every endpoint of its REST API (permissionsinfo lists no
 * disabled endpoint). Not "RESOURCE_SHARING is not listed": a cluster older than 3.3 never lists
 * it, which would make a roles-only administrator an administrator of every dashboard.
 */
export function sharingEndpointOpen(disabled: unknown): boolean {
  if (!disabled || typeof disabled !== 'object') return false;
  return Object.values(disabled).every((methods) => !Array.isArray(methods) || methods.length === 0);
}
